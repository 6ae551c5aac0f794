import { describe, expect, it } from 'vitest';
import { activeClaimant, claimCutoff, claimExpiresAt, mayClaim } from './claims';
import { CLAIM_TIMEOUT_MS } from './types';

const opened = new Date('2026-03-02T09:00:00Z');
const at = (minutes: number) => new Date(opened.getTime() + minutes * 60_000);
const cora = 'cora';
const hugo = 'hugo';

describe('claiming a review ticket (the issue: released after 30 minutes without activity)', () => {
  it('the timeout is 30 minutes', () => {
    expect(CLAIM_TIMEOUT_MS).toBe(30 * 60 * 1000);
  });

  it('holds for 29 minutes 59 seconds after the last activity, and lapses at 30', () => {
    const claim = { claimedBy: cora, lastActivityAt: opened };
    expect(activeClaimant(claim, at(0))).toBe(cora);
    expect(activeClaimant(claim, new Date(at(30).getTime() - 1000))).toBe(cora);
    expect(activeClaimant(claim, at(30))).toBeNull();
    expect(activeClaimant(claim, at(90))).toBeNull();
  });

  it('activity renews it: 25 minutes after a save at minute 20 it still holds', () => {
    const claim = { claimedBy: cora, lastActivityAt: at(20) };
    expect(activeClaimant(claim, at(45))).toBe(cora);
    expect(claimExpiresAt(claim, at(45))).toEqual(at(50));
  });

  it('another coach may claim only once nobody holds it', () => {
    const claim = { claimedBy: cora, lastActivityAt: opened };
    expect(mayClaim(claim, hugo, at(10))).toBe(false);
    expect(mayClaim(claim, cora, at(10))).toBe(true);
    expect(mayClaim(claim, hugo, at(31))).toBe(true);
    expect(mayClaim({ claimedBy: null, lastActivityAt: opened }, hugo, at(1))).toBe(true);
  });

  it('an unclaimed or lapsed ticket has no expiry; the SQL cutoff is 30 minutes back', () => {
    expect(claimExpiresAt({ claimedBy: null, lastActivityAt: opened }, at(1))).toBeNull();
    expect(claimExpiresAt({ claimedBy: cora, lastActivityAt: opened }, at(31))).toBeNull();
    expect(claimCutoff(at(30))).toEqual(opened);
  });
});
