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
});
