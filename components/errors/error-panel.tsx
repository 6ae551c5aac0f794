'use client';

import { useTranslations } from 'next-intl';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { describeError } from '@/lib/errors/describe-error';
import { useErrorText } from './use-show-error';

/**
 * Spec §8 panel template: a failed load shown where its content would be, with the mapped
 * title and text (exceptions.api_error.*, or the API's detail) and a way to try again.
 */
export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useTranslations('errors');
  const { title, description } = useErrorText()(describeError(error));
  return (
    <div className="error-panel" role="alert">
      <p className="error-panel-title">{title}</p>
      <p>{description}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

/** The part of a TanStack query result QueryPending reads. */
interface PendingQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a screen shows in place of data its query has not delivered: the loading indicator, or
 * the panel above with "Try again" once the query failed.
 */
export function QueryPending({ query }: { query: PendingQuery }) {
  return query.isError ? (
    <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    <LoadingIndicator />
  );
}
