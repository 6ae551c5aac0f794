import type { DeployEnvironment } from './environment';

/** Plausible's hosted service; PLAUSIBLE_HOST points elsewhere for a self-hosted one. */
export const DEFAULT_PLAUSIBLE_HOST = 'https://plausible.io';
export const DEFAULT_PLAUSIBLE_SUBDIRECTORY = 'proxy';

/** A single URL path segment, so the proxied paths cannot reach into other routes. */
export const SUBDIRECTORY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Spec §1: analytics are enabled only in production or when no environment is set. */
export function analyticsEnabledFor(appEnv: DeployEnvironment | undefined): boolean {
  return appEnv === undefined || appEnv === 'production';
}

/**
 * Whether the proxy may call a Plausible server: production (Plausible's hosted
 * service unless PLAUSIBLE_HOST names another), or wherever PLAUSIBLE_HOST is set. A fresh
 * clone's demo (no environment, no PLAUSIBLE_HOST) keeps analytics on as spec §1 says, but its
 * proxy answers on its own — an empty script, events not counted — and never tries plausible.io.
 */
export function analyticsReachOut(
  appEnv: DeployEnvironment | undefined,
  plausibleHost: string | undefined,
): boolean {
  return analyticsEnabledFor(appEnv) && (appEnv === 'production' || Boolean(plausibleHost));
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
