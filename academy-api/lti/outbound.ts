import { getConfig } from '../config';
import { GuardedFetchRefused, guardedFetch } from '../integrations';

/**
 * Every outgoing LTI call (issue 38 item 1) goes to an address an admin typed in or a platform
 * sent (a JWKS URL, a token endpoint, line items and scores): through the guarded fetch, so in
 * production nothing reaches this machine or a private network, no redirect is followed, a slow
 * answer is cut off and a huge one refused. Private addresses are allowed where webhooks' are
 * (ACADEMY_WEBHOOKS_ALLOW_PRIVATE: development and the tests' loopback programs).
 */
export const LTI_CALL_TIMEOUT_MS = 10_000;

export function ltiFetch(
  url: string | URL,
  init: RequestInit = {},
  timeoutMs = LTI_CALL_TIMEOUT_MS,
) {
  return guardedFetch(url, init, {
    allowPrivate: getConfig().ACADEMY_WEBHOOKS_ALLOW_PRIVATE,
    timeoutMs,
  });
}

/** Whether an error is the guard refusing the address (not worth trying again). */
export function isRefusedAddress(error: unknown): error is GuardedFetchRefused {
  return error instanceof GuardedFetchRefused;
}

/** A failed outgoing call for the log: the guard's reason, or the error's message. */
export function callProblem(error: unknown): string {
  if (error instanceof GuardedFetchRefused)
    return `address refused (${error.reason}): ${error.url}`;
  return ((error as Error)?.message ?? String(error)).slice(0, 300);
}
