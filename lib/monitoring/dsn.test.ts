import { describe, expect, it } from 'vitest';
import { envelopeEndpoint, isDsn, parseDsn } from './dsn';

describe('DSN parsing', () => {
  it('takes a sentry.io DSN apart', () => {
    const dsn = parseDsn('https://abc123@o42.ingest.de.sentry.io/4507');
    expect(dsn).toEqual({
      protocol: 'https',
      publicKey: 'abc123',
      host: 'o42.ingest.de.sentry.io',
      pathPrefix: '',
      projectId: '4507',
    });
    expect(envelopeEndpoint(dsn!)).toBe('https://o42.ingest.de.sentry.io/api/4507/envelope/');
  });

  it('keeps the port and path of a self-hosted Sentry', () => {
    const dsn = parseDsn('http://key@sentry.internal:9000/sentry/7');
    expect(envelopeEndpoint(dsn!)).toBe('http://sentry.internal:9000/sentry/api/7/envelope/');
  });

  it.each([
    '',
    'not a dsn',
    'https://o42.ingest.sentry.io/4507',
    'https://key@o42.ingest.sentry.io/',
    'https://key@o42.ingest.sentry.io/project',
    'ftp://key@o42.ingest.sentry.io/1',
    'https://key@o42.ingest.sentry.io/1?x=1',
  ])('refuses %j', (value) => {
    expect(isDsn(value)).toBe(false);
  });
});
