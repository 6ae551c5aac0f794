import { isReported } from '@/lib/errors/api-status';
import { errorRefetchesPing } from '@/lib/ui-state/ping';
import { ApiError } from './errors';

export interface QueryErrorEffects {
  /** Spec §4: a 401 on any query refetches ping, which finds out whether the session ended. */
  refetchPing: boolean;
  /** Spec §8: unmapped statuses are critical and reported; the rest are info and silent. */
  report: boolean;
}

/** What a failed query or mutation sets off, besides what its own screen shows. */
export function queryErrorEffects(error: unknown): QueryErrorEffects {
  return {
    refetchPing: errorRefetchesPing(error),
    report: error instanceof ApiError ? isReported(error.status) : !(error instanceof DOMException),
  };
}
