import type { DeployEnvironment } from './environment';

/** Plausible's hosted service; PLAUSIBLE_HOST points elsewhere for a self-hosted one. */
export const DEFAULT_PLAUSIBLE_HOST = 'https://plausible.io';
export const DEFAULT_PLAUSIBLE_SUBDIRECTORY = 'proxy';

/** A single URL path segment, so the proxied paths cannot reach into other routes. */
export const SUBDIRECTORY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * Spec §1: analytics are enabled only in production or when no environment is set. Without an
 * environment (a fresh clone's demo) they also need PLAUSIBLE_HOST to be set: the demo must not
 * reach out to a service it was never configured for (issue 22). Production uses Plausible's
 * hosted service unless PLAUSIBLE_HOST names another.
 */
export function analyticsEnabledFor(
  appEnv: DeployEnvironment | undefined,
  plausibleHost: string | undefined,
): boolean {
  if (appEnv === 'production') return true;
  return appEnv === undefined && Boolean(plausibleHost);
}

/** The Plausible server to proxy to: PLAUSIBLE_HOST, else the hosted service. */
export function plausibleHostOf(configured: string | undefined): string {
  return configured ?? DEFAULT_PLAUSIBLE_HOST;
}

/**
 * The same-origin paths the browser uses (spec §1: events through a proxied path,
 * `{base}/{subdirectory}/api/event`), and the internal route handlers they are rewritten to.
 */
export function analyticsPaths(subdirectory: string = DEFAULT_PLAUSIBLE_SUBDIRECTORY, base = '') {
  if (!SUBDIRECTORY_PATTERN.test(subdirectory)) {
    throw new Error(`PLAUSIBLE_SUBDIRECTORY must be one path segment, got "${subdirectory}"`);
  }
  return {
    scriptPath: `${base}/${subdirectory}/js/script.js`,
    apiPath: `${base}/${subdirectory}/api/event`,
  };
}

/** The route handlers behind those paths (app/api/analytics/*). */
export const ANALYTICS_ROUTES = {
  script: '/api/analytics/script',
  event: '/api/analytics/event',
} as const;

/** Request headers passed on to Plausible: what it needs to count a visitor, nothing more. */
const FORWARDED_EVENT_HEADERS = ['content-type', 'user-agent', 'x-forwarded-for'] as const;

/**
 * Headers for the upstream event request. Cookies (the session) and everything else stay on
 * this server: Plausible needs only the user agent and the client address (for its daily
 * visitor hash, per its proxy guide).
 */
export function eventForwardHeaders(incoming: Headers): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_EVENT_HEADERS) {
    const value = incoming.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return headers;
}
