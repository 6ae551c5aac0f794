/**
 * The verdict on a presented Open Badges credential (issue 41, item 4; docs/open-badges.md),
 * from what was checked. One word, the worst first: a credential that fails its proof is
 * tampered, whatever its dates say.
 */

export const BADGE_VERDICTS = [
  'valid',
  'expired',
  'revoked',
  'tampered',
  'unknown_issuer',
  'malformed',
] as const;

export type BadgeVerdict = (typeof BADGE_VERDICTS)[number];

/** How each part came out: passed, failed, or could not be checked (and why is in `notes`). */
export type CheckOutcome = 'passed' | 'failed' | 'unchecked';

export type BadgeChecks = {
  /** Readable as an OpenBadgeCredential at all. */
  shape: CheckOutcome;
  /** The issuer's key is known: this portal's did:web, or a did:key. */
  issuer: CheckOutcome;
  proof: CheckOutcome;
  /** validFrom ≤ now ≤ validUntil. */
  dates: CheckOutcome;
  /** Its bit in the issuer's status list is clear. */
  status: CheckOutcome;
};

export function badgeVerdict(checks: BadgeChecks): BadgeVerdict {
  if (checks.shape !== 'passed') return 'malformed';
  if (checks.issuer !== 'passed') return 'unknown_issuer';
  if (checks.proof !== 'passed') return 'tampered';
  // The status bit is set on expiry too (the list says "no longer valid"): past validUntil it
  // is the expiry that shows, before it a revocation.
  if (checks.dates === 'failed') return 'expired';
  if (checks.status === 'failed') return 'revoked';
  return 'valid';
}
