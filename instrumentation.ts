import type { Instrumentation } from 'next';

/** Server start-up hooks; the Node.js work lives in instrumentation-node.ts (never the edge). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServer } = await import('./instrumentation-node');
    await startNodeServer();
  }
}

/** Server errors go to monitoring (a no-op unless SENTRY_DSN started it); Node.js only. */
export async function onRequestError(...args: Parameters<Instrumentation.onRequestError>) {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { reportRequestError } = await import('./instrumentation-node');
    await reportRequestError(...args);
  }
}
