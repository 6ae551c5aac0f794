/** Staff roles without the academy_ prefix (spec §6); every academy_* role is staff too. */
const STAFF_ROLES = new Set(['admin', 'support', 'author', 'financial_controller']);

/** Staff may act on every portal; everyone else only on their own. */
export function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => STAFF_ROLES.has(role) || role.startsWith('academy_'));
}

/** Spec §6: give feedback and project feedback are for admin (admin, academy_admin) or coach. */
const FEEDBACK_ROLES = new Set(['admin', 'academy_admin', 'coach']);

export function isFeedbackGiver(roles: readonly string[]): boolean {
  return roles.some((role) => FEEDBACK_ROLES.has(role));
}
