/** The parts of a Sentry transaction event the filter reads (kept structural: no SDK import). */
export interface TransactionLike {
  transaction?: string;
  contexts?: {
    trace?: { status?: string; data?: Record<string, unknown> };
    response?: { status_code?: number };
  };
  tags?: Record<string, unknown>;
}

function statusCode(event: TransactionLike): number | undefined {
  const candidates = [
    event.contexts?.trace?.data?.['http.response.status_code'],
    event.contexts?.response?.status_code,
    event.tags?.['http.status_code'],
  ];
  for (const candidate of candidates) {
    const code = Number(candidate);
    if (candidate !== undefined && candidate !== null && Number.isInteger(code)) return code;
  }
  return undefined;
}

/**
 * Names Next.js gives the not-found page ("GET /_not-found", "GET /_not-found/page", "/404")
 * and transactions named for a redirect, matched on whole path segments so that
 * "/courses/404-quiz" or "/redirects-explained" are kept.
 */
const NOT_FOUND_OR_REDIRECT_NAME = /(^|[\s/])(_not-found|404|redirect)(\/|$)/i;

/**
 * Spec §1: monitoring ignores 404 and redirect transactions. They are answers, not slowness:
 * dropped when the response was a 404 or any 3xx, when the span status is not_found, or when
 * the transaction is named for the not-found page or a redirect. 200s and 5xx are kept.
 */
export function isIgnoredTransaction(event: TransactionLike): boolean {
  const status = statusCode(event);
  if (status === 404 || (status !== undefined && status >= 300 && status < 400)) return true;
  if (event.contexts?.trace?.status === 'not_found') return true;
  return NOT_FOUND_OR_REDIRECT_NAME.test(event.transaction ?? '');
}

/** For Sentry's `beforeSendTransaction`: null drops the event. */
export function filterTransaction<T extends TransactionLike>(event: T): T | null {
  return isIgnoredTransaction(event) ? null : event;
}
