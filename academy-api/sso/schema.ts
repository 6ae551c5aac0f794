import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ClaimMapping, ProviderKind, ProviderSettings } from '../../shared/sso/providers';
import { accounts, entities, loginTokens } from '../accounts/schema';
import { cascadeRef, createdAt, id, setNullRef, ts, updatedAt } from '../db/columns';
import { portals } from '../portals/schema';

/**
 * A portal's identity providers (issue 39): OpenID Connect or SAML 2.0, each a button on /auth.
 * `client_secret` and `sp_private_key` are sealed (academy-api/security/sealing.ts, purpose
 * `sso-secrets`) and never leave the API. On the change feed (migration 0057's trigger): /auth
 * lists the providers, and that guest page is kept until the feed reports a change.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    kind: text('kind').notNull().$type<ProviderKind>(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    enabled: boolean('enabled').notNull().default(true),
    /** Issuer, client id, scopes (OIDC); entity id, SSO URL, certificate (SAML). */
    settings: jsonb('settings').notNull().$type<ProviderSettings>(),
    clientSecret: text('client_secret'),
    spPrivateKey: text('sp_private_key'),
    mapping: jsonb('mapping').notNull().$type<ClaimMapping>(),
    /** E-mail domains sent straight to this provider from the sign-in form. */
    emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
    /** Whether the password form refuses the addresses of `email_domains`. */
    passwordsOff: boolean('passwords_off').notNull().default(false),
    defaultEntityId: setNullRef('default_entity_id', () => entities.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('identity_providers_portal_idx').on(t.portalId)],
);

/**
 * One sign-in on its way through a provider: the state, nonce and PKCE verifier (OIDC) or the
 * request id (SAML) kept server-side, used once (`used_at`), shared by every instance. A pending
 * link (the person confirms their password once) is a row of purpose `link`.
 */
export const ssoTransactions = pgTable(
  'sso_transactions',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull().$type<'login' | 'saml' | 'saml_logout' | 'link'>(),
    providerId: cascadeRef('provider_id', () => identityProviders.id),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('sso_transactions_expires_idx').on(t.expiresAt)],
);

/** Who a provider's subject is here: made at provisioning or at a confirmed link. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: id(),
    providerId: cascadeRef('provider_id', () => identityProviders.id),
    subject: text('subject').notNull(),
    accountId: cascadeRef('account_id', () => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sso_identities_provider_subject_idx').on(t.providerId, t.subject),
    index('sso_identities_account_idx').on(t.accountId),
  ],
);

/** SAML assertion ids seen, until they expire: a replay is refused on every instance. */
export const ssoAssertionIds = pgTable(
  'sso_assertion_ids',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [uniqueIndex('sso_assertion_ids_idx').on(t.providerId, t.assertionId)],
);

/**
 * A session that came from a SAML IdP (issue 39, single logout): the NameID and SessionIndex of
 * its assertion, kept with the session's token. Signing out sends them in our LogoutRequest; the
 * IdP's own LogoutRequest names them, and the matching sessions' tokens are revoked. Goes with the
 * token (and the account).
 */
export const ssoSessions = pgTable(
  'sso_sessions',
  {
    loginTokenId: uuid('login_token_id')
      .primaryKey()
      .references(() => loginTokens.id, { onDelete: 'cascade' }),
    accountId: cascadeRef('account_id', () => accounts.id),
    providerId: cascadeRef('provider_id', () => identityProviders.id),
    nameId: text('name_id').notNull(),
    nameIdFormat: text('name_id_format'),
    sessionIndex: text('session_index'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sso_sessions_name_id_idx').on(t.providerId, t.nameId),
    index('sso_sessions_account_idx').on(t.accountId),
  ],
);
