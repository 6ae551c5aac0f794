import { describe, expect, it } from 'vitest';
import { isPreviewToken, readPreviewToken, signPreviewToken } from './preview-launch';

const KEY = 'a-key-of-the-servers-own-0123456789';
const LAUNCH = {
  versionId: '0190a3f0-0000-7000-8000-000000000001',
  accountId: '0190a3f0-0000-7000-8000-000000000002',
  appOrigin: 'http://localhost:3000',
  expiresAt: Date.parse('2026-06-01T12:00:00Z'),
};
const BEFORE = Date.parse('2026-06-01T11:00:00Z');

describe('student view’s package launch tokens', () => {
  it('read back what was signed, as one URL path segment the content origin takes', () => {
    const token = signPreviewToken(KEY, LAUNCH);
    expect(token).toMatch(/^pv[A-Za-z0-9_-]+$/);
    // lib/server/bff.ts passes a token of 20 to 300 such characters to the API.
    expect(token.length).toBeLessThanOrEqual(300);
    expect(isPreviewToken(token)).toBe(true);
    expect(readPreviewToken(KEY, token, BEFORE)).toEqual(LAUNCH);
  });

  it('are nothing once expired, signed with another key, or changed in any character', () => {
    const token = signPreviewToken(KEY, LAUNCH);
    expect(readPreviewToken(KEY, token, LAUNCH.expiresAt)).toBeNull();
    expect(readPreviewToken('another key', token, BEFORE)).toBeNull();
    for (const at of [2, 10, token.length - 44, token.length - 1]) {
      const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
      expect(readPreviewToken(KEY, changed, BEFORE), `character ${at}`).toBeNull();
    }
  });

  it('are never a learner’s token (43 random characters), even one that starts with pv', () => {
    expect(isPreviewToken(`pv${'x'.repeat(41)}`)).toBe(false);
    expect(readPreviewToken(KEY, `pv${'x'.repeat(41)}`, BEFORE)).toBeNull();
  });
});
