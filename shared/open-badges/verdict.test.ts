import { describe, expect, it } from 'vitest';
import { type BadgeChecks, badgeVerdict } from './verdict';

const passed: BadgeChecks = {
  shape: 'passed',
  issuer: 'passed',
  proof: 'passed',
  dates: 'passed',
  status: 'passed',
};

describe('the verdict on a presented credential', () => {
  it('is valid only when every check passed (a status list out of reach does not fail it)', () => {
    expect(badgeVerdict(passed)).toBe('valid');
    expect(badgeVerdict({ ...passed, status: 'unchecked' })).toBe('valid');
  });

  it('names the worst thing first: unreadable, unknown issuer, bad proof, expired, revoked', () => {
    expect(badgeVerdict({ ...passed, shape: 'failed', proof: 'failed' })).toBe('malformed');
    expect(badgeVerdict({ ...passed, issuer: 'failed', proof: 'unchecked' })).toBe(
      'unknown_issuer',
    );
    expect(badgeVerdict({ ...passed, proof: 'failed', dates: 'failed', status: 'failed' })).toBe(
      'tampered',
    );
    // The status bit is also set on expiry: past its end date the expiry shows.
    expect(badgeVerdict({ ...passed, dates: 'failed', status: 'failed' })).toBe('expired');
    expect(badgeVerdict({ ...passed, dates: 'failed' })).toBe('expired');
    expect(badgeVerdict({ ...passed, status: 'failed' })).toBe('revoked');
  });
});
