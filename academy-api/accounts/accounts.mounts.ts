import { domainRoutes } from '../app-env';
import * as accountLinks from './account-links.routes';
import * as accountRoles from './account-roles.routes';
import * as accounts from './accounts.routes';
import * as acting from './acting.routes';
import * as auth from './auth.routes';
import * as me from './me.routes';
import * as preferences from './preferences.routes';
import * as profiles from './profiles.routes';
import * as recentAccounts from './recent-accounts.routes';

/** Where the accounts' routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [accountLinks, accountRoles, accounts, acting, auth, me, preferences, profiles, recentAccounts],
  [
    ['/auth/password_resets', accountLinks.passwordResetRoutes],
    ['/auth/email_changes', accountLinks.emailChangeConfirmRoutes],
    ['/auth', auth.authRoutes],
    ['/v1/me', me.meRoutes],
    ['/v1/acting_session', acting.actingSessionRoutes],
    ['/v1/accounts/:id/views', recentAccounts.accountViewRoutes],
    ['/v1/accounts', accounts.accountRoutes],
    ['/v1/profiles', profiles.profileRoutes],
    ['/v1/recent_accounts', recentAccounts.recentAccountRoutes],
  ],
);
