import { describe, expect, it } from 'vitest';
import { IGNORED_ERRORS } from './ignored-errors';
import { sharedSentryOptions } from './sentry-options';
import { filterTransaction } from './transaction-filter';

describe('Sentry options (spec §1)', () => {
  it('production: 1% of traces, the ignore list and the transaction filter', () => {
    const options = sharedSentryOptions('https://k@o1.ingest.sentry.io/1', 'production');
    expect(options).toMatchObject({ environment: 'production', tracesSampleRate: 0.01 });
    expect(options.ignoreErrors).toEqual([...IGNORED_ERRORS]);
    expect(options.beforeSendTransaction).toBe(filterTransaction);
    // beforeSendTransaction only runs with whole (static) transactions in SDK v11.
    expect(options.traceLifecycle).toBe('static');
  });

  it.each(['development', 'review', 'staging', undefined] as const)('%s: no traces', (appEnv) => {
    expect(sharedSentryOptions('https://k@o1.ingest.sentry.io/1', appEnv).tracesSampleRate).toBe(0);
  });

  it('collects no cookies, bodies or user info', () => {
    const { dataCollection } = sharedSentryOptions('https://k@o1.ingest.sentry.io/1', 'production');
    expect(dataCollection).toMatchObject({ userInfo: false, cookies: false, httpBodies: [] });
  });
});
