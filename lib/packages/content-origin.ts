import { env } from '@/lib/env';

/**
 * The content origin (issue 37 item 3): packages are untrusted code, so their files, the
 * launcher and the SCORM run-time are served from an origin of their own, where the learner's
 * session cookie is never sent and from which the app's pages cannot be read.
 * ACADEMY_CONTENT_ORIGIN in production; unset, `content.localhost` on the port the request came
 * to (the demo and the tests: every *.localhost name reaches this machine).
 */
export const DEFAULT_CONTENT_HOSTNAME = 'content.localhost';

/** The content origin for a request to the app through `requestHost` (`name[:port]`). */
export function contentOrigin(requestHost: string | null | undefined): string {
  const configured = env().ACADEMY_CONTENT_ORIGIN;
  if (configured) return new URL(configured).origin;
  let port = '';
  try {
    port = new URL(`http://${requestHost ?? ''}`).port;
  } catch {
    // An unreadable Host: the default port.
  }
  return `http://${DEFAULT_CONTENT_HOSTNAME}${port ? `:${port}` : ''}`;
}

/** Whether a request came to the content origin (by its Host's name). */
export function isContentHost(requestHost: string | null | undefined): boolean {
  if (!requestHost) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${requestHost}`).hostname;
  } catch {
    return false;
  }
  const configured = env().ACADEMY_CONTENT_ORIGIN;
  const wanted = configured ? new URL(configured).hostname : DEFAULT_CONTENT_HOSTNAME;
  return hostname.toLowerCase() === wanted.toLowerCase();
}

/** The content origin's one path: `/package-content/{launch token}/…`. */
export const PACKAGE_CONTENT_PREFIX = '/package-content/';
