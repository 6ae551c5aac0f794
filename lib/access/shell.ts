import type { Me } from '@/lib/resources/me';
import { hasRole, STUDENT_ROLES } from '@/shared/access/roles';
import { RULES } from '@/shared/access/rules';

/** Spec §6: support button, palette and Ctrl+K — a support role plus the account-support feature. */
export function canUseSupportPalette(roles: readonly string[], features: readonly string[]) {
  return RULES.supportPalette({ roles, features });
}

export type SupportCommand = 'accounts' | 'portals';

/**
 * Spec §2: the palette's commands; portals only where the user may switch portals (the portals
 * feature, and an academy role: a portal's own support works on that portal only).
 */
export function supportPaletteCommands(
  roles: readonly string[],
  features: readonly string[],
): SupportCommand[] {
  return canSwitchPortal(roles, features) ? ['accounts', 'portals'] : ['accounts'];
}

/**
 * Spec §6 says the portal switcher needs the portals feature; it is limited to academy roles
 * too, because only they may sign in on other portals (DEMO-DATA).
 */
export function canSwitchPortal(roles: readonly string[], features: readonly string[]) {
  return RULES.portalSwitcher({ roles, features });
}

/** Spec §6: give feedback (account menu, #give-feedback) and project feedback are for admin or coach. */
export function canGiveFeedback(roles: readonly string[]): boolean {
  return RULES.giveFeedback({ roles, features: [] });
}

/** Spec §6: the primary coach card shows for student-role users that have one. */
export function showsPrimaryCoachCard(me: Pick<Me, 'roles' | 'primaryCoach'>): boolean {
  return hasRole(me.roles, STUDENT_ROLES) && Boolean(me.primaryCoach);
}
