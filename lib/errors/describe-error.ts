import { ApiError } from '@/lib/api/errors';
import {
  type ApiErrorKind,
  apiErrorKeys,
  apiErrorKind,
  apiErrorSeverity,
  type ErrorSeverity,
} from './api-status';
import { KeyedError } from './app-errors';
import { DEFAULT_TEMPLATES, type ErrorTemplate } from './templates';

/** Everything a screen needs to show an error and decide whether to report it. */
export interface ErrorView {
  kind: ApiErrorKind | 'app';
  status: number | null;
  titleKey: string;
  descriptionKey: string;
  /** Spec §8: the error toast uses the first error's detail (shown instead of the description). */
  detail: string | null;
  template: ErrorTemplate;
  severity: ErrorSeverity;
  /** Sent to monitoring: only critical errors; the rest stay silent (§8). */
  report: boolean;
}

/** One mapping from any thrown value to how it is shown. */
export function describeError(error: unknown): ErrorView {
  if (error instanceof KeyedError) {
    return {
      kind: 'app',
      status: null,
      titleKey: error.titleKey,
      descriptionKey: error.descriptionKey,
      detail: null,
      template: error.template,
      severity: 'info',
      report: false,
    };
  }
  if (error instanceof ApiError) {
    const kind = apiErrorKind(error.status);
    const severity = apiErrorSeverity(error.status);
    return {
      kind,
      status: error.status,
      ...apiErrorKeys(kind),
      detail: error.errors[0]?.detail ?? null,
      template: templateFor(error, kind),
      severity,
      report: severity === 'critical',
    };
  }
  // Anything else is a bug (a render error, a failed parse): shown as a block and reported.
  return {
    kind: 'other',
    status: null,
    ...apiErrorKeys('other'),
    detail: null,
    template: DEFAULT_TEMPLATES.render,
    severity: 'critical',
    report: true,
  };
}

function templateFor(error: ApiError, kind: ApiErrorKind): ErrorTemplate {
  if (kind === 'payment_required') return DEFAULT_TEMPLATES.payment_required;
  if (error.status === 408) return DEFAULT_TEMPLATES.no_response;
  if (error.code === 'NOT_IMPLEMENTED') return DEFAULT_TEMPLATES.fallback;
  return DEFAULT_TEMPLATES.api_error;
}
