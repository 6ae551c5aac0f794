import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as client from 'openid-client';
import { z } from 'zod';
import { actsOnEveryPortal } from '../../shared/access/roles';
import { signInProviders, ssoLogouts, ssoOutcomes, ssoRedirects } from '../../shared/sso/contract';
import {
  emailVerified,
  type MappedPerson,
  mapClaims,
  type OidcSettings,
  type SsoRefusal,
} from '../../shared/sso/providers';
import { postRow, type RowsOf } from '../access/route-table';
import {
  AccountDeactivatedError,
  CLIENT_ADDRESS_HEADER,
  clearThrottle,
  createLoginToken,
  findLoginAccount,
  recordThrottleEvent,
  refuseFor,
  throttleWait,
  touchLastOnline,
} from '../accounts';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { verifyPasswordOrDummy } from '../auth/password';
import { ADDRESS_LOGIN_POLICY, LOGIN_POLICY } from '../auth/throttle-policy';
import { buildDocument } from '../jsonapi/document';
import { attributesOf } from '../jsonapi/endpoint';
import { fieldError, notFound, text } from '../jsonapi/errors';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { currentPortal } from '../middleware/portal';
import { type Answers, file, list, one } from '../openapi/answers';
import { oidcFinish, oidcLogoutUrl, oidcStart } from './oidc';
import {
  SamlRefusal,
  type SloMessage,
  samlFinish,
  samlLogoutUrl,
  samlMetadata,
  samlSingleLogout,
  samlStart,
} from './saml';
import {
  accountForLink,
  createTransaction,
  endSamlSessions,
  entityNamed,
  findProvider,
  linkedAccount,
  linkIdentity,
  listProviders,
  type ProviderRow,
  ProvisionEmailTakenError,
  peekTransaction,
  provisionAccount,
  recordSamlSession,
  type SamlSession,
  samlSessionOfToken,
  takeTransaction,
} from './sso.queries';

/** A sign-in through a provider must come back within this time. */
const LOGIN_TTL_MS = 10 * 60 * 1000;
/** A pending link waits this long for the person's password. */
const LINK_TTL_MS = 10 * 60 * 1000;

const absoluteUrl = z.url({ protocol: /^https?$/ }).max(4_000);
/** A path of this portal (the BFF applied the open-redirect rules already; checked again). */
const returnTo = z
  .string()
  .max(2_000)
  .regex(/^\/(?![/\\])[^\s]*$/)
  .nullish();

export const startSchema = z.object({ redirect_uri: absoluteUrl, return_to: returnTo });
export const callbackSchema = z.object({
  callback_url: absoluteUrl,
  /** The state the browser's cookie held: the callback must be the browser's own sign-in. */
  browser_state: z.string().max(200).nullish(),
});
export const linkSchema = z.object({
  link_token: z.string().min(16).max(200),
  password: z.string().max(1_000),
});
export const logoutSchema = z.object({ post_logout_redirect_uri: absoluteUrl });
/** The portal's origin as the browser sees it (the BFF's requestOrigin): our SAML addresses. */
const origin = z.url({ protocol: /^https?$/ }).max(300);
export const samlStartSchema = z.object({ origin, return_to: returnTo });
export const samlAcsSchema = z.object({
  origin,
  saml_response: z.string().min(1).max(500_000),
  relay_state: z.string().max(2_000).nullish(),
});
/**
 * A logout message at our SLO address: the HTTP-Redirect binding's query as the browser sent it
 * (its signature is over the raw parameters), or the HTTP-POST binding's form fields.
 */
export const samlSloSchema = z.object({
  origin,
  query: z.string().max(64_000).nullish(),
  saml_request: z.string().max(500_000).nullish(),
  saml_response: z.string().max(500_000).nullish(),
  relay_state: z.string().max(2_000).nullish(),
});

type Outcome = {
  outcome: 'signed_in' | 'link_required' | 'refused';
  token?: { token: string; expiresAt: Date };
  linkToken?: string;
  email?: string | null;
  reason?: SsoRefusal;
  returnTo?: string | null;
  providerId?: string | null;
};

function outcomeResponse(result: Outcome) {
  return jsonApiResponse(
    buildDocument(
      resourceOf(ssoOutcomes, randomBytes(8).toString('hex'), {
        outcome: result.outcome,
        token: result.token?.token ?? null,
        expires_at: result.token ? iso(result.token.expiresAt) : null,
        link_token: result.linkToken ?? null,
        email: result.email ?? null,
        reason: result.reason ?? null,
        return_to: result.returnTo ?? null,
        provider_id: result.providerId ?? null,
      }),
    ),
  );
}

const providerTarget = (provider: Pick<ProviderRow, 'id' | 'name'> | null) => ({
  type: 'identity_providers',
  id: provider?.id ?? null,
  label: provider?.name ?? '',
});

/** A refusal: audited with its reason (and the provider's words, when it gave some); nothing made. */
async function refused(
  c: Context<AppEnv>,
  provider: ProviderRow | null,
  reason: SsoRefusal,
  details: Record<string, unknown> = {},
  returnTo: string | null = null,
) {
  await audit(c, {
    action: 'sso.refused',
    target: providerTarget(provider),
    after: { reason, ...details },
    whole: true,
  });
  return outcomeResponse({ outcome: 'refused', reason, providerId: provider?.id, returnTo });
}

/**
 * The one door every sign-in goes through at the end: the password sign-in's account look-up
 * (findLoginAccount: an account that may not sign in is not found) and its portal rule.
 */
async function signInAs(
  c: Context<AppEnv>,
  provider: ProviderRow,
  params: {
    email: string;
    subject: string;
    returnTo: string | null;
    action: 'sso.signed_in' | 'sso.provisioned' | 'sso.linked';
    /** A SAML sign-in's NameID and SessionIndex, kept with the session for single logout. */
    samlSession?: SamlSession | null;
  },
) {
  const account = await findLoginAccount(c.var.db, { email: params.email });
  if (!account) return refused(c, provider, 'account_blocked', {}, params.returnTo);
  if (!actsOnEveryPortal(account.roles) && account.portalId !== c.var.portal.id) {
    return refused(c, provider, 'wrong_portal', {}, params.returnTo);
  }
  let token: Awaited<ReturnType<typeof createLoginToken>>;
  try {
    token = await createLoginToken(c.var.db, { accountId: account.id });
  } catch (error) {
    // Deactivated (SCIM, issue 39): refused like any other account that may not sign in.
    if (error instanceof AccountDeactivatedError) {
      return refused(c, provider, 'account_blocked', {}, params.returnTo);
    }
    throw error;
  }
  if (params.samlSession) {
    await recordSamlSession(c.var.db, {
      ...params.samlSession,
      loginTokenId: token.id,
      accountId: account.id,
      providerId: provider.id,
    });
  }
  await touchLastOnline(c.var.db, { accountId: account.id });
  await audit(c, {
    action: params.action,
    target: providerTarget(provider),
    after: { account_id: account.id, email: params.email, subject: params.subject },
    whole: true,
  });
  return outcomeResponse({
    outcome: 'signed_in',
    token,
    returnTo: params.returnTo,
    providerId: provider.id,
  });
}

/** The language a provisioned account gets: the provider's if the portal offers it. */
async function localeFor(c: Context<AppEnv>, language: string | null) {
  const portal = await currentPortal(c);
  const offered = portal.languages.map((l) => l.locale);
  if (language && offered.includes(language)) return language;
  const fallback = portal.parameters.find((p) => p.type === 'default_language')?.data as
    | { locale?: string }
    | undefined;
  return fallback?.locale ?? offered[0] ?? 'nl';
}

/**
 * Who the provider's person is here: the account linked to their subject; else, with a
 * verified e-mail address, a link to an existing account (confirmed with its password once)
 * or a new account (just in time, from the mapping).
 */
export async function resolvePerson(
  c: Context<AppEnv>,
  provider: ProviderRow,
  params: {
    subject: string;
    person: MappedPerson;
    emailVerified: boolean;
    returnTo: string | null;
    samlSession?: SamlSession | null;
  },
) {
  const db = c.var.db;
  const { person, subject, returnTo, samlSession } = params;
  const linked = await linkedAccount(db, { providerId: provider.id, subject });
  if (linked) {
    return signInAs(c, provider, {
      email: linked.email,
      subject,
      returnTo,
      action: 'sso.signed_in',
      samlSession,
    });
  }
  if (!person.email) return refused(c, provider, 'email_missing', { subject }, returnTo);
  if (!params.emailVerified) {
    return refused(c, provider, 'email_unverified', { subject, email: person.email }, returnTo);
  }
  const existing = await findLoginAccount(db, { email: person.email });
  if (existing) {
    if (!actsOnEveryPortal(existing.roles) && existing.portalId !== c.var.portal.id) {
      return refused(c, provider, 'wrong_portal', { email: person.email }, returnTo);
    }
    const linkToken = randomBytes(24).toString('base64url');
    await createTransaction(db, {
      id: linkToken,
      purpose: 'link',
      providerId: provider.id,
      data: {
        subject,
        account_id: existing.id,
        return_to: returnTo,
        portal_id: c.var.portal.id,
        saml_session: samlSession ?? null,
      },
      ttlMs: LINK_TTL_MS,
    });
    return outcomeResponse({
      outcome: 'link_required',
      linkToken,
      email: person.email,
      returnTo,
      providerId: provider.id,
    });
  }
  const entityId =
    (person.entityName
      ? await entityNamed(db, { portalId: c.var.portal.id, name: person.entityName })
      : null) ?? provider.defaultEntityId;
  try {
    await provisionAccount(db, {
      portalId: c.var.portal.id,
      providerId: provider.id,
      subject,
      email: person.email,
      fullName: person.fullName ?? person.email,
      locale: await localeFor(c, person.language),
      entityId,
      roles: person.roles,
    });
  } catch (error) {
    if (error instanceof ProvisionEmailTakenError) {
      return refused(c, provider, 'email_taken', { email: person.email }, returnTo);
    }
    throw error;
  }
  return signInAs(c, provider, {
    email: person.email,
    subject,
    returnTo,
    action: 'sso.provisioned',
    samlSession,
  });
}

/** An OIDC library error as the audit log keeps it: its code and message, no tokens. */
function errorDetails(error: unknown) {
  if (error instanceof client.AuthorizationResponseError) {
    return { error: error.error, description: error.error_description ?? null };
  }
  if (error instanceof Error) {
    // openid-client wraps oauth4webapi's error, which names the claim that failed (`aud`,
    // `exp`, `nonce`…) in its own cause.
    const inner = (error as { cause?: { message?: unknown; cause?: { claim?: unknown } } }).cause;
    const claim = inner?.cause?.claim;
    return {
      error: (error as { code?: string }).code ?? error.name,
      description: typeof inner?.message === 'string' ? inner.message : error.message,
      ...(typeof claim === 'string' ? { claim } : {}),
    };
  }
  return { error: 'unknown' };
}

async function enabledProvider(c: Context<AppEnv>, id: string) {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) return null;
  const row = await findProvider(c.var.db, { portalId: c.var.portal.id, id: parsed.data });
  return row?.enabled ? row : null;
}

/** /auth/sso: signing in through a portal's identity providers (issue 39); guests call it via the BFF. */
export const ssoSignInRoutes = new Hono<AppEnv>()
  .get('/providers', async (c) => {
    const rows = await listProviders(c.var.db, { portalId: c.var.portal.id, enabledOnly: true });
    return jsonApiResponse(
      buildDocument(
        rows.map((row) =>
          resourceOf(signInProviders, row.id, {
            kind: row.kind,
            name: row.name,
            logo_url: row.logoUrl,
            email_domains: row.emailDomains,
            passwords_off: row.passwordsOff,
          }),
        ),
      ),
    );
  })
  .post('/providers/:id/start', async (c) => {
    const input = await attributesOf(c, startSchema);
    const provider = await enabledProvider(c, c.req.param('id'));
    if (provider?.kind !== 'oidc') throw notFound(text('sso.noSuchProvider'));
    let start: Awaited<ReturnType<typeof oidcStart>>;
    try {
      start = await oidcStart(c.var.db, provider, input.redirect_uri);
    } catch (error) {
      await audit(c, {
        action: 'sso.refused',
        target: providerTarget(provider),
        after: { reason: 'provider_error', ...errorDetails(error) },
        whole: true,
      });
      throw fieldError('provider', 'PROVIDER_UNREACHABLE', text('sso.providerUnreachable'));
    }
    await createTransaction(c.var.db, {
      id: start.state,
      purpose: 'login',
      providerId: provider.id,
      data: {
        nonce: start.nonce,
        verifier: start.verifier,
        redirect_uri: input.redirect_uri,
        return_to: input.return_to ?? null,
        portal_id: c.var.portal.id,
      },
      ttlMs: LOGIN_TTL_MS,
    });
    return jsonApiResponse(
      buildDocument(resourceOf(ssoRedirects, start.state, { url: start.url, state: start.state })),
    );
  })
  .post('/callback', async (c) => {
    const input = await attributesOf(c, callbackSchema);
    const callback = new URL(input.callback_url);
    const state = callback.searchParams.get('state') ?? '';
    if (!state) return refused(c, null, 'state_unknown');
    // The browser that started the sign-in holds its state in a cookie: another browser's
    // callback (login CSRF) is refused before anything is used up.
    if (input.browser_state !== state) {
      const peeked = await peekTransaction(c.var.db, { id: state, purpose: 'login' });
      const provider = peeked
        ? await findProvider(c.var.db, { portalId: c.var.portal.id, id: peeked.providerId })
        : null;
      return refused(c, provider, 'state_mismatch');
    }
    const taken = await takeTransaction(c.var.db, { id: state, purpose: 'login' });
    if (taken.status !== 'taken') {
      const reason: SsoRefusal =
        taken.status === 'used'
          ? 'replayed'
          : taken.status === 'expired'
            ? 'expired_request'
            : 'state_unknown';
      return refused(c, null, reason);
    }
    const data = taken.data as {
      nonce: string;
      verifier: string;
      redirect_uri: string;
      return_to: string | null;
      portal_id: string;
    };
    const provider = await enabledProvider(c, taken.providerId);
    if (!provider || data.portal_id !== c.var.portal.id || provider.kind !== 'oidc') {
      return refused(c, provider, 'provider_off', {}, data.return_to);
    }
    // The callback must be the address the sign-in named (the same host and path).
    const expected = new URL(data.redirect_uri);
    if (callback.origin !== expected.origin || callback.pathname !== expected.pathname) {
      return refused(c, provider, 'state_mismatch', {}, data.return_to);
    }
    let identity: Awaited<ReturnType<typeof oidcFinish>>;
    try {
      identity = await oidcFinish(c.var.db, provider, {
        callbackUrl: input.callback_url,
        state,
        nonce: data.nonce,
        verifier: data.verifier,
      });
    } catch (error) {
      const reason: SsoRefusal =
        error instanceof client.AuthorizationResponseError ? 'provider_error' : 'token_invalid';
      return refused(c, provider, reason, errorDetails(error), data.return_to);
    }
    const person = mapClaims(identity.claims, provider.mapping);
    return resolvePerson(c, provider, {
      subject: identity.subject,
      person,
      emailVerified: emailVerified(
        identity.claims,
        (provider.settings as OidcSettings).trust_email === true,
      ),
      returnTo: data.return_to,
    });
  })
  .post('/link', async (c) => {
    const input = await attributesOf(c, linkSchema);
    const db = c.var.db;
    const pending = await peekTransaction(db, { id: input.link_token, purpose: 'link' });
    if (!pending || pending.usedAt || pending.expiresAt <= new Date()) {
      throw fieldError('link_token', 'LINK_INVALID');
    }
    const data = pending.data as {
      subject: string;
      account_id: string;
      return_to: string | null;
      portal_id: string;
      saml_session?: SamlSession | null;
    };
    if (data.portal_id !== c.var.portal.id) throw fieldError('link_token', 'LINK_INVALID');
    const account = await accountForLink(db, { accountId: data.account_id });
    // The password sign-in's throttle: linking is no way round it.
    const accountKey = `login:account:${(account?.email ?? '').toLowerCase()}`;
    const addressKey = `login:address:${c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown'}`;
    const now = new Date();
    const wait = await throttleWait(db, [accountKey, addressKey], now);
    if (wait > 0) refuseFor(wait);
    const valid = await verifyPasswordOrDummy(input.password, account?.passwordHash ?? null);
    const provider = await enabledProvider(c, pending.providerId);
    if (!account || !valid) {
      await recordThrottleEvent(db, accountKey, now, LOGIN_POLICY);
      await recordThrottleEvent(db, addressKey, now, ADDRESS_LOGIN_POLICY);
      await audit(c, {
        action: 'sso.refused',
        target: providerTarget(provider),
        after: { reason: 'link_password', account_id: data.account_id },
        whole: true,
      });
      throw fieldError('password', 'INVALID_CREDENTIALS');
    }
    await clearThrottle(db, accountKey);
    const taken = await takeTransaction(db, { id: input.link_token, purpose: 'link' });
    if (taken.status !== 'taken') throw fieldError('link_token', 'LINK_INVALID');
    if (!provider) return refused(c, null, 'provider_off', {}, data.return_to);
    await linkIdentity(db, {
      providerId: provider.id,
      subject: data.subject,
      accountId: account.id,
    });
    return signInAs(c, provider, {
      email: account.email,
      subject: data.subject,
      returnTo: data.return_to,
      action: 'sso.linked',
      samlSession: data.saml_session ?? null,
    });
  })
  .post('/providers/:id/saml/start', async (c) => {
    const input = await attributesOf(c, samlStartSchema);
    const provider = await enabledProvider(c, c.req.param('id'));
    if (provider?.kind !== 'saml') throw notFound(text('sso.noSuchProvider'));
    const url = await samlStart(c.var.db, provider, {
      origin: new URL(input.origin).origin,
      returnTo: input.return_to ?? null,
    });
    return jsonApiResponse(
      buildDocument(resourceOf(ssoRedirects, provider.id, { url, state: null })),
    );
  })
  .post('/providers/:id/saml/acs', async (c) => {
    const input = await attributesOf(c, samlAcsSchema);
    const provider = await enabledProvider(c, c.req.param('id'));
    if (provider?.kind !== 'saml') return refused(c, provider, 'provider_off');
    let identity: Awaited<ReturnType<typeof samlFinish>>;
    try {
      identity = await samlFinish(c.var.db, provider, {
        origin: new URL(input.origin).origin,
        samlResponse: input.saml_response,
      });
    } catch (error) {
      if (!(error instanceof SamlRefusal)) throw error;
      return refused(c, provider, error.reason, { description: error.message });
    }
    // IdP-initiated: the RelayState may name a path of this portal to go to.
    const relayed = returnTo.safeParse(input.relay_state);
    const goTo = identity.returnTo ?? (relayed.success ? (relayed.data ?? null) : null);
    const person = mapClaims(identity.claims, provider.mapping);
    // A NameID that is an address stands for the e-mail when no attribute names one.
    const email =
      person.email ??
      (/^[^@\s]+@[^@\s]+$/.test(identity.subject) ? identity.subject.toLowerCase() : null);
    return resolvePerson(c, provider, {
      subject: identity.subject,
      person: { ...person, email },
      // A signed assertion of the configured IdP vouches for its addresses (SAML has no flag).
      emailVerified: true,
      returnTo: goTo,
      samlSession: identity.session,
    });
  })
  .get('/providers/:id/saml/metadata', async (c) => {
    const provider = await enabledProvider(c, c.req.param('id'));
    const given = origin.safeParse(c.req.query('origin'));
    if (provider?.kind !== 'saml' || !given.success) throw notFound(text('sso.noSuchProvider'));
    const xml = await samlMetadata(c.var.db, provider, new URL(given.data).origin);
    return c.body(xml, 200, { 'content-type': 'application/samlmetadata+xml; charset=utf-8' });
  })
  .post('/providers/:id/saml/slo', singleLogout)
  .post('/providers/:id/logout', async (c) => {
    const input = await attributesOf(c, logoutSchema);
    const provider = await enabledProvider(c, c.req.param('id'));
    let url: string | null = null;
    if (provider?.kind === 'oidc') {
      url = await oidcLogoutUrl(c.var.db, provider, {
        postLogoutRedirectUri: input.post_logout_redirect_uri,
        idToken: null,
      }).catch(() => null);
    }
    // SAML: the session (this request's token) came from this IdP: our signed LogoutRequest.
    const session =
      provider?.kind === 'saml' && c.var.tokenHash
        ? await samlSessionOfToken(c.var.db, {
            tokenHash: c.var.tokenHash,
            providerId: provider.id,
          })
        : null;
    if (provider && session) {
      url = await samlLogoutUrl(c.var.db, provider, {
        origin: new URL(input.post_logout_redirect_uri).origin,
        session,
        accountId: session.accountId,
      });
      if (url) {
        await audit(c, {
          action: 'sso.logout_requested',
          target: providerTarget(provider),
          after: { account_id: session.accountId, name_id: session.nameId },
          whole: true,
        });
      }
    }
    return jsonApiResponse(
      buildDocument(resourceOf(ssoRedirects, provider?.id ?? 'none', { url, state: null })),
    );
  });

/** How a logout message at our SLO address ended, and where the browser goes next. */
function logoutResponse(result: {
  outcome: 'logged_out' | 'refused';
  url?: string | null;
  reason?: SsoRefusal;
}) {
  return jsonApiResponse(
    buildDocument(
      resourceOf(ssoLogouts, randomBytes(8).toString('hex'), {
        outcome: result.outcome,
        url: result.url ?? null,
        reason: result.reason ?? null,
      }),
    ),
  );
}

/**
 * POST /auth/sso/providers/:id/saml/slo: a logout message the IdP sent through the browser to our
 * SLO address. Its LogoutResponse ends our SP-initiated round trip; its LogoutRequest ends the
 * named person's sessions of this provider on every instance and is answered with our signed
 * LogoutResponse. Audited either way; a refusal ends nothing.
 */
async function singleLogout(c: Context<AppEnv>) {
  const input = await attributesOf(c, samlSloSchema);
  const provider = await enabledProvider(c, c.req.param('id') ?? '');
  if (provider?.kind !== 'saml')
    return logoutResponse({ outcome: 'refused', reason: 'provider_off' });
  const message: SloMessage =
    typeof input.query === 'string'
      ? { binding: 'redirect', query: input.query }
      : {
          binding: 'post',
          samlRequest: input.saml_request ?? null,
          samlResponse: input.saml_response ?? null,
          relayState: input.relay_state ?? null,
        };
  let result: Awaited<ReturnType<typeof samlSingleLogout>>;
  try {
    result = await samlSingleLogout(c.var.db, provider, {
      origin: new URL(input.origin).origin,
      message,
    });
  } catch (error) {
    if (!(error instanceof SamlRefusal)) throw error;
    await audit(c, {
      action: 'sso.logout_refused',
      target: providerTarget(provider),
      after: { reason: error.reason, description: error.message },
      whole: true,
    });
    return logoutResponse({ outcome: 'refused', reason: error.reason });
  }
  if (result.kind === 'response') {
    await audit(c, {
      action: 'sso.logged_out',
      target: providerTarget(provider),
      after: { initiated_by: 'sp', account_id: result.accountId },
      whole: true,
    });
    return logoutResponse({ outcome: 'logged_out' });
  }
  const ended = await endSamlSessions(c.var.db, {
    providerId: provider.id,
    nameId: result.nameId,
    sessionIndex: result.sessionIndex,
  });
  await audit(c, {
    action: 'sso.logged_out',
    target: providerTarget(provider),
    after: {
      initiated_by: 'idp',
      name_id: result.nameId,
      session_index: result.sessionIndex,
      account_ids: ended.accountIds,
      sessions_ended: ended.ended,
    },
    whole: true,
  });
  return logoutResponse({ outcome: 'logged_out', url: await result.answer(ended.matched > 0) });
}

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /auth/sso/providers': list('sign_in_providers'),
  'POST /auth/sso/providers/:id/start': one('sso_redirects'),
  'POST /auth/sso/callback': one('sso_outcomes'),
  'POST /auth/sso/link': one('sso_outcomes'),
  'POST /auth/sso/providers/:id/logout': one('sso_redirects'),
  'POST /auth/sso/providers/:id/saml/start': one('sso_redirects'),
  'POST /auth/sso/providers/:id/saml/acs': one('sso_outcomes'),
  'POST /auth/sso/providers/:id/saml/slo': one('sso_logouts'),
  'GET /auth/sso/providers/:id/saml/metadata': file(
    'application/samlmetadata+xml',
    "The service provider's SAML metadata for this provider (entity id, ACS, encryption certificate).",
  ),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  // Guests' routes (sign-in): a body that is not valid is 422 for everyone.
  {
    method: 'GET',
    route: '/auth/sso/providers',
    path: () => '/auth/sso/providers',
    expect: { others: 200 },
  },
  postRow('/auth/sso/providers/:id/start', `/auth/sso/providers/${NO_SUCH}/start`, { others: 422 }),
  postRow('/auth/sso/callback', '/auth/sso/callback', { others: 422 }),
  postRow('/auth/sso/link', '/auth/sso/link', { others: 422 }),
  postRow('/auth/sso/providers/:id/logout', `/auth/sso/providers/${NO_SUCH}/logout`, {
    others: 422,
  }),
  postRow('/auth/sso/providers/:id/saml/start', `/auth/sso/providers/${NO_SUCH}/saml/start`, {
    others: 422,
  }),
  postRow('/auth/sso/providers/:id/saml/acs', `/auth/sso/providers/${NO_SUCH}/saml/acs`, {
    others: 422,
  }),
  postRow('/auth/sso/providers/:id/saml/slo', `/auth/sso/providers/${NO_SUCH}/saml/slo`, {
    others: 422,
  }),
  {
    method: 'GET',
    route: '/auth/sso/providers/:id/saml/metadata',
    path: () => `/auth/sso/providers/${NO_SUCH}/saml/metadata`,
    expect: { others: 404 },
  },
];
