import { hasRole, STUDENT_ROLES } from '@/shared/access/roles';
import { RULES } from '@/shared/access/rules';
import type { MenuItem } from './menu-item';
import { resolveMenu } from './menu-item';

export interface AccountMenuInput {
  signedIn: boolean;
  roles: readonly string[];
  hasPrimaryCoach: boolean;
  /** The portal's knowledge-base link (§3 information.knowledgeBaseUrl), if configured. */
  knowledgeBaseUrl?: string | null;
}

/** Sign out is an action the shell adds last (a POST here, then GET /auth/logout upstream, §7). */
export const SIGN_OUT_LABEL_KEY = 'menu.account.sign_out';

/** The URL hash that opens the feedback modal. */
export const GIVE_FEEDBACK_HASH = '#give-feedback';

/**
 * Spec §2 account menu: user box (details), primary coach when the user has one,
 * notifications, subscription (orders), help only if configured, give feedback for admin or
 * coach. Sign out is an action, not a link (SIGN_OUT_LABEL_KEY). Guests get nothing:
 * they see the login button.
 */
export function buildAccountMenu(input: AccountMenuInput): MenuItem[] {
  if (!input.signedIn) return [];
  const context = { roles: input.roles, features: [] };
  return resolveMenu(
    [
      { labelKey: 'menu.account.details', href: '/account/details' },
      {
        labelKey: 'menu.account.primary_coach',
        href: '/account/primary-coach',
        when: () => input.hasPrimaryCoach,
      },
      { labelKey: 'menu.account.notifications', href: '/notifications' },
      {
        labelKey: 'menu.account.certificates',
        href: '/account/certificates',
        when: ({ roles }) => hasRole(roles, STUDENT_ROLES),
      },
      { labelKey: 'menu.account.subscription', href: '/account/orders' },
      {
        labelKey: 'menu.account.help',
        href: input.knowledgeBaseUrl ?? '',
        external: true,
        when: () => Boolean(input.knowledgeBaseUrl),
      },
      {
        labelKey: 'menu.account.give_feedback',
        href: GIVE_FEEDBACK_HASH,
        when: RULES.giveFeedback,
      },
    ],
    context,
  );
}
