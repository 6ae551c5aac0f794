import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('needs nothing for the demo', () => {
    const env = parseEnv({});
    expect(env.ACADEMY_DATA_DIR).toBe('.data');
    expect(env.UPSTREAM_TIMEOUT_MS).toBe(15_000);
  });

  it('refuses production without SESSION_SECRET and names the variable', () => {
    expect(() => parseEnv({ APP_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });

  const secret = 'x'.repeat(32);

  it('production needs a real database or upstream, and says so', () => {
    expect(() => parseEnv({ APP_ENV: 'production', SESSION_SECRET: secret })).toThrow(
      /DATABASE_URL or ACADEMY_API_URL/,
    );
    expect(
      parseEnv({
        APP_ENV: 'production',
        SESSION_SECRET: secret,
        DATABASE_URL: 'postgres://db/academy',
      }).APP_ENV,
    ).toBe('production');
    expect(
      parseEnv({
        APP_ENV: 'production',
        SESSION_SECRET: secret,
        ACADEMY_API_URL: 'http://api:4000',
      }).APP_ENV,
    ).toBe('production');
  });

  it('names every missing production setting at once', () => {
    let message = '';
    try {
      parseEnv({ APP_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SESSION_SECRET/);
    expect(message).toMatch(/DATABASE_URL or ACADEMY_API_URL/);
  });

  it('has content packages on, except in production without a content origin; on there needs one', () => {
    const live = { APP_ENV: 'production', SESSION_SECRET: secret, DATABASE_URL: 'postgres://db/a' };
    expect(parseEnv({}).ACADEMY_CONTENT_PACKAGES).toBe('on');
    expect(parseEnv({ ACADEMY_CONTENT_PACKAGES: 'off' }).ACADEMY_CONTENT_PACKAGES).toBe('off');
    expect(parseEnv(live).ACADEMY_CONTENT_PACKAGES).toBe('off');
    expect(
      parseEnv({ ...live, ACADEMY_CONTENT_ORIGIN: 'https://content.example.org' })
        .ACADEMY_CONTENT_PACKAGES,
    ).toBe('on');
    expect(() => parseEnv({ ...live, ACADEMY_CONTENT_PACKAGES: 'on' })).toThrow(
      /ACADEMY_CONTENT_ORIGIN: required with ACADEMY_CONTENT_PACKAGES=on/,
    );
  });

  it('the demo seed cannot be turned on in production', () => {
    expect(() =>
      parseEnv({
        APP_ENV: 'production',
        SESSION_SECRET: secret,
        DATABASE_URL: 'postgres://db/academy',
        ACADEMY_SEED: 'true',
      }),
    ).toThrow(/ACADEMY_SEED/);
    expect(() => parseEnv({ ACADEMY_SEED: 'true' })).not.toThrow();
  });

  it('names the variable that is malformed', () => {
    expect(() => parseEnv({ ACADEMY_API_URL: 'not a url' })).toThrow(/ACADEMY_API_URL/);
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ ACADEMY_API_URL: '' }).ACADEMY_API_URL).toBeUndefined();
  });
});

describe('parseEnv: monitoring and analytics (spec §1)', () => {
  it('leaves monitoring off and proxies Plausible at /proxy by default', () => {
    const env = parseEnv({});
    expect(env.SENTRY_DSN).toBeUndefined();
    // Unset: the hosted service in production, no analytics in the demo (analyticsEnabledFor).
    expect(env.PLAUSIBLE_HOST).toBeUndefined();
    expect(env.PLAUSIBLE_SUBDIRECTORY).toBe('proxy');
  });

  it('accepts a DSN and a self-hosted Plausible', () => {
    const env = parseEnv({
      SENTRY_DSN: 'https://key@o1.ingest.sentry.io/123',
      PLAUSIBLE_HOST: 'https://stats.example.org',
      PLAUSIBLE_SUBDIRECTORY: 'stats',
    });
    expect(env.SENTRY_DSN).toBe('https://key@o1.ingest.sentry.io/123');
    expect(env.PLAUSIBLE_HOST).toBe('https://stats.example.org');
  });

  it('names the variable that is malformed', () => {
    expect(() => parseEnv({ SENTRY_DSN: 'https://o1.ingest.sentry.io/123' })).toThrow(/SENTRY_DSN/);
    expect(() => parseEnv({ PLAUSIBLE_HOST: 'ftp://stats.example.org' })).toThrow(/PLAUSIBLE_HOST/);
    expect(() => parseEnv({ PLAUSIBLE_SUBDIRECTORY: '../api' })).toThrow(/PLAUSIBLE_SUBDIRECTORY/);
  });
});

describe('parseEnv: feedback service (spec §7)', () => {
  it('uses the embedded API by default', () => {
    expect(parseEnv({}).FEEDBACK_API_URL).toBeUndefined();
  });

  it('accepts a service URL with its key', () => {
    const env = parseEnv({
      FEEDBACK_API_URL: 'https://feedback.example.org/api',
      FEEDBACK_API_KEY: 'secret',
    });
    expect(env.FEEDBACK_API_URL).toBe('https://feedback.example.org/api');
    expect(env.FEEDBACK_API_KEY).toBe('secret');
  });

  it('names the variable that is malformed or missing', () => {
    expect(() => parseEnv({ FEEDBACK_API_URL: 'ftp://x.org', FEEDBACK_API_KEY: 'k' })).toThrow(
      /FEEDBACK_API_URL/,
    );
    expect(() => parseEnv({ FEEDBACK_API_URL: 'https://feedback.example.org' })).toThrow(
      /FEEDBACK_API_KEY/,
    );
  });
});
