import type { Mount } from '../app-env';
import type { Answers } from '../openapi/answers';
import {
  answers as accountLinksAnswers,
  emailChangeConfirmRoutes,
  passwordResetRoutes,
} from './account-links.routes';
import { answers as accountRolesAnswers } from './account-roles.routes';
import { accountRoutes, answers as accountsAnswers } from './accounts.routes';
import { answers as authAnswers, authRoutes } from './auth.routes';
import { answers as meAnswers, meRoutes } from './me.routes';
import { answers as preferencesAnswers } from './preferences.routes';
import { profileRoutes, answers as profilesAnswers } from './profiles.routes';
import {
  accountViewRoutes,
  recentAccountRoutes,
  answers as recentAccountsAnswers,
} from './recent-accounts.routes';

/**
 * Where the accounts' routes are mounted. app.ts mounts every domain's, the more specific paths
 * first (so `/v1/orders/:id/seats` before `/v1/orders`); two modules on one path keep this order.
 */
export const mounts: readonly Mount[] = [
  ['/auth/password_resets', passwordResetRoutes],
  ['/auth/email_changes', emailChangeConfirmRoutes],
  ['/auth', authRoutes],
  ['/v1/me', meRoutes],
  ['/v1/accounts/:id/views', accountViewRoutes],
  ['/v1/accounts', accountRoutes],
  ['/v1/profiles', profileRoutes],
  ['/v1/recent_accounts', recentAccountRoutes],
];

/** What the accounts' routes answer when they succeed (../openapi/answers.ts). */
export const answers: Answers = {
  ...accountLinksAnswers,
  ...accountRolesAnswers,
  ...accountsAnswers,
  ...authAnswers,
  ...meAnswers,
  ...preferencesAnswers,
  ...profilesAnswers,
  ...recentAccountsAnswers,
};
