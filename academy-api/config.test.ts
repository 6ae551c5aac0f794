import { describe, expect, it } from 'vitest';
import { getConfig } from './config';

const production = { APP_ENV: 'production', DATABASE_URL: 'postgres://db:5432/academy' };

describe('Academy API configuration (issue 12: production safety)', () => {
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

  it('needs PostgreSQL in production, naming DATABASE_URL', () => {
    expect(() => getConfig({ APP_ENV: 'production' })).toThrow(/DATABASE_URL/);
  });
});
