/** The reader's choice to show or hide the course outline, and on which lesson they made it. */
export interface OutlineChoice {
  open: boolean;
  /** The lesson's slug. */
  at: string;
}

/**
 * Whether the outline is shown. Wide screens keep the reader's last choice (shown until they
 * hide it); on a phone (≤ 640 px) it starts collapsed on every lesson, so the lesson is what
 * fills the screen, and opening it counts for that lesson only.
 */
export function outlineExpanded(
  choice: OutlineChoice | null,
  phone: boolean,
  lesson: string,
): boolean {
  if (phone) return choice?.at === lesson ? choice.open : false;
  return choice?.open ?? true;
}
