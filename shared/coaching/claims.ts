import { CLAIM_TIMEOUT_MS } from './types';

/**
 * Claiming a review ticket (SCREENS "Coaching": opening a ticket claims it, another coach sees
 * who has it). A claim lapses CLAIM_TIMEOUT_MS (30 minutes) after the last activity on the
 * ticket — opening, saving feedback, grading — so a ticket left open in a forgotten tab goes
 * back to the queue. Pure: the clock is a parameter.
 */
export interface Claim {
  claimedBy: string | null;
  lastActivityAt: Date;
}

/** Whether someone holds the ticket at `now`. */
export function activeClaimant(claim: Claim, now: Date): string | null {
  if (!claim.claimedBy) return null;
  return now.getTime() - claim.lastActivityAt.getTime() < CLAIM_TIMEOUT_MS ? claim.claimedBy : null;
}

/** When the current claim lapses (null when nobody holds it at `now`). */
export function claimExpiresAt(claim: Claim, now: Date): Date | null {
  if (!activeClaimant(claim, now)) return null;
  return new Date(claim.lastActivityAt.getTime() + CLAIM_TIMEOUT_MS);
}

/** May `coachId` claim (or act on) the ticket at `now`: nobody else holds it. */
export function mayClaim(claim: Claim, coachId: string, now: Date): boolean {
  const holder = activeClaimant(claim, now);
  return holder === null || holder === coachId;
}

/** The oldest last activity a live claim can have at `now` (for SQL: `last_activity_at > this`). */
export const claimCutoff = (now: Date) => new Date(now.getTime() - CLAIM_TIMEOUT_MS);
