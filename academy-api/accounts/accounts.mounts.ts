import { domainRoutes } from '../app-env';
import * as accountImports from './account-imports.routes';
import * as accountLinks from './account-links.routes';
import * as accountRoles from './account-roles.routes';
import * as accounts from './accounts.routes';
import * as acting from './acting.routes';
import * as auth from './auth.routes';
import * as invitationAccept from './invitation-accept.routes';
import * as invitations from './invitations.routes';
import * as me from './me.routes';
import * as peopleChoices from './people-choices.routes';
import * as preferences from './preferences.routes';
import * as profiles from './profiles.routes';
import * as recentAccounts from './recent-accounts.routes';

/** Where the accounts' routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [
    accountImports,
    accountLinks,
    accountRoles,
    accounts,
    acting,
    auth,
    invitationAccept,
    invitations,
    me,
    peopleChoices,
    preferences,
    profiles,
    recentAccounts,
  ],
  [
    ['/auth/password_resets', accountLinks.passwordResetRoutes],
    ['/auth/email_changes', accountLinks.emailChangeConfirmRoutes],
    ['/auth/invitations', invitationAccept.invitationAcceptRoutes],
    ['/auth', auth.authRoutes],
    ['/v1/me', me.meRoutes],
    ['/v1/acting_session', acting.actingSessionRoutes],
    ['/v1/accounts/:id/views', recentAccounts.accountViewRoutes],
    ['/v1/accounts', accounts.accountRoutes],
    ['/v1/profiles', profiles.profileRoutes],
    ['/v1/recent_accounts', recentAccounts.recentAccountRoutes],
    ['/v1/invitations', invitations.invitationRoutes],
    ['/v1/account_imports', accountImports.accountImportRoutes],
    ['/v1/people_choices', peopleChoices.peopleChoiceRoutes],
  ],
);
