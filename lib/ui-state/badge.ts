/** Spec §2/§9: the notifications badge counts up to 99, then shows 99+. */
export const BADGE_CAP = 99;

/** The badge text, or null when there is nothing unread (no badge at all). */
export function badgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/**
 * What a control's name needs to say the badge (WCAG 2.5.3: the shown text starts the name):
 * the badge as shown, and the count that picks the plural form, the one of what is shown
 * (100 for "99+", so Romanian says "99+ de …" like "99 de …"). Null without a badge.
 */
export function badgeMessage(count: number): { badge: string; count: number } | null {
  const badge = badgeLabel(count);
  return badge ? { badge, count: Math.min(Math.floor(count), BADGE_CAP + 1) } : null;
}
