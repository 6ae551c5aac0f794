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

  it('names the variable that is malformed', () => {
    expect(() => parseEnv({ ACADEMY_API_URL: 'not a url' })).toThrow(/ACADEMY_API_URL/);
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ ACADEMY_API_URL: '' }).ACADEMY_API_URL).toBeUndefined();
  });
});
