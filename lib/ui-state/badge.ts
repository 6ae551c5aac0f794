/** Spec §2/§9: the notifications badge counts up to 99, then shows 99+. */
export const BADGE_CAP = 99;

/** The badge text, or null when there is nothing unread (no badge at all). */
export function badgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
