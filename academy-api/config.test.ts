import { describe, expect, it } from 'vitest';
import { getConfig } from './config';

const production = { APP_ENV: 'production', DATABASE_URL: 'postgres://db:5432/academy' };

describe('Academy API configuration (production safety)', () => {
  it('seeds the demo data by default outside production', () => {
    expect(getConfig({}).ACADEMY_SEED).toBe(true);
    expect(getConfig({ APP_ENV: 'staging' }).ACADEMY_SEED).toBe(true);
    expect(getConfig({ ACADEMY_SEED: 'false' }).ACADEMY_SEED).toBe(false);
  });

  it('never seeds in production', () => {
    expect(getConfig(production).ACADEMY_SEED).toBe(false);
    expect(getConfig({ ...production, ACADEMY_SEED: 'false' }).ACADEMY_SEED).toBe(false);
  });

  it('refuses ACADEMY_SEED=true in production, naming it', () => {
    expect(() => getConfig({ ...production, ACADEMY_SEED: 'true' })).toThrow(/ACADEMY_SEED/);
    expect(() => getConfig({ ...production, ACADEMY_SEED: '1' })).toThrow(/ACADEMY_SEED/);
  });

  it('lets webhooks reach loopback and private addresses outside production only (SSRF, issue 42)', () => {
    expect(getConfig({}).ACADEMY_WEBHOOKS_ALLOW_PRIVATE).toBe(true);
    expect(
      getConfig({ ACADEMY_WEBHOOKS_ALLOW_PRIVATE: 'false' }).ACADEMY_WEBHOOKS_ALLOW_PRIVATE,
    ).toBe(false);
    expect(getConfig(production).ACADEMY_WEBHOOKS_ALLOW_PRIVATE).toBe(false);
    expect(() => getConfig({ ...production, ACADEMY_WEBHOOKS_ALLOW_PRIVATE: 'true' })).toThrow(
      /ACADEMY_WEBHOOKS_ALLOW_PRIVATE/,
    );
  });

  it('has content packages on, except in production without a content origin; on there needs one', () => {
    expect(getConfig({}).ACADEMY_CONTENT_PACKAGES).toBe('on');
    expect(getConfig({ ACADEMY_CONTENT_PACKAGES: 'off' }).ACADEMY_CONTENT_PACKAGES).toBe('off');
    expect(getConfig(production).ACADEMY_CONTENT_PACKAGES).toBe('off');
    const origin = { ...production, ACADEMY_CONTENT_ORIGIN: 'https://content.example.org' };
    expect(getConfig(origin).ACADEMY_CONTENT_PACKAGES).toBe('on');
    expect(() => getConfig({ ...production, ACADEMY_CONTENT_PACKAGES: 'on' })).toThrow(
      /ACADEMY_CONTENT_ORIGIN/,
    );
  });

  it('needs PostgreSQL in production, naming DATABASE_URL', () => {
    expect(() => getConfig({ APP_ENV: 'production' })).toThrow(/DATABASE_URL/);
  });

  it('SMTP_URL is an smtp:// or smtps:// address; unset means .eml files', () => {
    expect(getConfig({}).SMTP_URL).toBeUndefined();
    expect(getConfig({ SMTP_URL: 'smtp://user:pass@mail.example.org:587' }).SMTP_URL).toBe(
      'smtp://user:pass@mail.example.org:587',
    );
    expect(getConfig({ SMTP_URL: 'smtps://mail.example.org' }).SMTP_URL).toBeDefined();
    expect(() => getConfig({ SMTP_URL: 'https://mail.example.org' })).toThrow(/SMTP_URL/);
    expect(() => getConfig({ UNSUBSCRIBE_SECRET: 'short' })).toThrow(/UNSUBSCRIBE_SECRET/);
  });

  it('keeps files in the data directory unless told s3, which needs a bucket (issue 42)', () => {
    expect(getConfig({}).ACADEMY_FILE_STORAGE).toBe('datadir');
    expect(() => getConfig({ ACADEMY_FILE_STORAGE: 's3' })).toThrow(
      /ACADEMY_S3_BUCKET: required when ACADEMY_FILE_STORAGE=s3/,
    );
    expect(() => getConfig({ ACADEMY_FILE_STORAGE: 'disk' })).toThrow(/ACADEMY_FILE_STORAGE/);
    const s3 = { ACADEMY_FILE_STORAGE: 's3', ACADEMY_S3_BUCKET: 'academy-files' };
    expect(getConfig({ ...s3, ACADEMY_S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      ACADEMY_S3_BUCKET: 'academy-files',
      ACADEMY_S3_FORCE_PATH_STYLE: true,
    });
    // Keys stay below the prefix: no `..`, no leading slash.
    expect(getConfig({ ...s3, ACADEMY_S3_PREFIX: 'academy/prod/' }).ACADEMY_S3_PREFIX).toBe(
      'academy/prod/',
    );
    for (const prefix of ['../up', '/academy', 'a//b']) {
      expect(() => getConfig({ ...s3, ACADEMY_S3_PREFIX: prefix })).toThrow(/ACADEMY_S3_PREFIX/);
    }
    expect(() => getConfig({ ...s3, ACADEMY_S3_ENDPOINT: 'ftp://store' })).toThrow(
      /ACADEMY_S3_ENDPOINT/,
    );
    // Credentials in pairs; neither is the SDK's chain.
    expect(() => getConfig({ ...s3, ACADEMY_S3_ACCESS_KEY_ID: 'id' })).toThrow(/set both/);
    expect(() => getConfig({ ...s3, ACADEMY_S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/set both/);
  });
});
