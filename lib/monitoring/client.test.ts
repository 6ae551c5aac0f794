// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const captureException = vi.fn();
const captureRouterTransitionStart = vi.fn();
const initBrowserSdk = vi.fn(() => ({ captureException, captureRouterTransitionStart }));
vi.mock('./browser-sdk', () => ({ initBrowserSdk }));

// A fresh module per test is a fresh page: the state lives in the module.
let client: typeof import('./client');

const DSN = 'https://k@o1.ingest.sentry.io/1';

describe('browser monitoring', () => {
  beforeEach(async () => {
    vi.resetModules();
    vi.clearAllMocks();
    client = await import('./client');
  });

  it('without a DSN loads nothing and reporting is a no-op', async () => {
    client.reportError(new Error('early'));
    await client.startBrowserMonitoring(undefined, 'production');
    client.reportError(new Error('late'));
    client.routerTransitionStarted('/catalog', 'push');
    expect(initBrowserSdk).not.toHaveBeenCalled();
    expect(captureException).not.toHaveBeenCalled();
  });

  it('with a DSN starts the SDK once and sends what was reported before it loaded', async () => {
    const early = new Error('early');
    client.reportError(early, { status: 500 });
    await Promise.all([
      client.startBrowserMonitoring(DSN, 'production'),
      client.startBrowserMonitoring(DSN, 'production'),
    ]);
    expect(initBrowserSdk).toHaveBeenCalledTimes(1);
    expect(initBrowserSdk).toHaveBeenCalledWith(DSN, 'production');
    expect(captureException).toHaveBeenCalledWith(early, { status: 500 });

    const late = new Error('late');
    client.reportError(late);
    client.routerTransitionStarted('/catalog', 'push');
    expect(captureException).toHaveBeenLastCalledWith(late, undefined);
    expect(captureRouterTransitionStart).toHaveBeenCalledWith('/catalog', 'push');
  });

  it('leaves errors with a digest to the server, which reported them already', async () => {
    await client.startBrowserMonitoring(DSN, 'production');
    client.reportError(Object.assign(new Error('redacted'), { digest: '12345' }));
    expect(captureException).not.toHaveBeenCalled();
  });

  it('stays off (and quiet) when the SDK cannot be loaded', async () => {
    initBrowserSdk.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    await client.startBrowserMonitoring(DSN, 'production');
    expect(() => client.reportError(new Error('x'))).not.toThrow();
    expect(captureException).not.toHaveBeenCalled();
  });
});
