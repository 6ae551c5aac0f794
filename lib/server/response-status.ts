import 'server-only';

type StatusChannel = { set(status: number): boolean };

/**
 * Next.js answers a rendered page 200 (or 500 when rendering threw), and has no
 * way to say 503. The HTTP guard (server/http-guard.cjs, loaded before Next.js by the standalone
 * server) keeps a store per request; this asks it to write the page's head with `status`.
 * Returns false where no guard runs (next dev, unit tests): the page still renders the same.
 */
export function setResponseStatus(status: number): boolean {
  const channel = (globalThis as Record<symbol, StatusChannel | undefined>)[
    Symbol.for('academy.response-status')
  ];
  return channel?.set(status) ?? false;
}
