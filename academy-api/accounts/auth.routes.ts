import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { actsOnEveryPortal } from '../../shared/access/roles';
import { tokens } from '../../shared/accounts/contract';
import { AGREEMENT_KINDS, type AgreementKind } from '../../shared/agreements/versions';
import { FIELD_RULES } from '../../shared/validation/field-rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { hashPassword, verifyPasswordOrDummy } from '../auth/password';
import { ADDRESS_LOGIN_POLICY, LOGIN_POLICY, registrationPolicy } from '../auth/throttle-policy';
import { getConfig } from '../config';
import type { TextKey } from '../i18n/error-texts';
import { acceptedLocale } from '../i18n/locales';
import { requestTexts } from '../i18n/request-texts';
import { buildDocument } from '../jsonapi/document';
import { attributesOf } from '../jsonapi/endpoint';
import { ApiError, fieldError, portalAccessDenied, text } from '../jsonapi/errors';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { currentPortal } from '../middleware/portal';
import { type Answers, meta, one } from '../openapi/answers';
import type { PortalRecord } from '../portals';
import { currentVersions } from '../portals';
import { passwordsOffFor } from '../sso';
import { EmailTakenError, registerStudent } from './register.queries';
import {
  createLoginToken,
  findLoginAccount,
  revokeLoginToken,
  touchLastOnline,
} from './sessions.queries';
import { clearThrottle, recordThrottleEvent, throttleWait } from './throttles.queries';

/**
 * The visitor's address as the app saw it (the BFF sets this header from X-Forwarded-For as the
 * HTTP guard rewrote it, and TRUST_PROXY_HOPS). Browsers cannot reach the embedded API; a
 * separate one (`npm run api`) drops it from calls without the app's ACADEMY_API_KEY
 * (academy-api/client-address-trust.ts).
 */
export const CLIENT_ADDRESS_HEADER = 'x-academy-client-address';

/**
 * A 429 naming the wait in the request's language (every throttled route answers this way):
 * TOO_MANY_ATTEMPTS with Retry-After and meta.retry_after in seconds.
 */
export function refuseFor(seconds: number): never {
  throw new ApiError(
    429,
    [
      {
        code: 'TOO_MANY_ATTEMPTS',
        text: text('auth.waitSeconds', { seconds }),
        meta: { retry_after: seconds },
      },
    ],
    { 'retry-after': String(seconds) },
  );
}

// Spec §5 rules shared with the sign-in and try-free forms, then the types.
export const loginSchema = fieldRules(FIELD_RULES.signIn, { trim: ['email'] }).pipe(
  z.object({ email: z.string().trim(), password: z.string() }),
);

export const registerSchema = fieldRules(FIELD_RULES.register, {
  trim: ['full_name', 'email'],
}).pipe(
  z.object({
    full_name: z.string().trim(),
    email: z.string().trim(),
    password: z.string(),
    /** The ids of the agreement versions the person ticked they accept. */
    accepted_agreements: z.array(z.uuid()).max(10).optional(),
  }),
);

/** The documents by name (`text.auth`), as the refusal lists them. */
const DOCUMENT_NAMES: Record<AgreementKind, TextKey> = {
  terms: 'auth.documentTerms',
  privacy: 'auth.documentPrivacy',
};

/**
 * A registration accepts every current published agreement of the portal, by the
 * versions the form showed. None ticked: 422 on the checkbox naming the documents; a version
 * that is no longer current (published anew meanwhile): 422 saying the documents changed, so
 * the form shows the new ones. Returns the versions to record (none on a portal without any).
 */
async function acceptedAgreements(
  c: Context<AppEnv>,
  portalId: string,
  accepted: readonly string[] | undefined,
): Promise<string[]> {
  const current = await currentVersions(c.var.db, { portalId });
  const kinds = AGREEMENT_KINDS.filter((kind) => current.has(kind));
  const ids = kinds.map((kind) => current.get(kind)?.id ?? '');
  const given = new Set(accepted ?? []);
  if (ids.every((id) => given.has(id))) return ids;
  if ([...given].some((id) => !ids.includes(id))) {
    throw fieldError('accepted_agreements', 'AGREEMENTS_CHANGED');
  }
  const texts = await requestTexts(c);
  const documents = kinds
    .map((kind) => texts.text(DOCUMENT_NAMES[kind]))
    .reduce((first, second) => texts.text('auth.documentsAnd', { first, second }));
  throw fieldError(
    'accepted_agreements',
    'AGREEMENTS_NOT_ACCEPTED',
    text('auth.acceptDocuments', { documents }),
  );
}

/** A sign-in's answer: the bearer token and when it expires. */
export function tokenDocument(token: { id: string; token: string; expiresAt: Date }) {
  return buildDocument(
    resourceOf(tokens, token.id, { token: token.token, expires_at: iso(token.expiresAt) }),
  );
}

/** The visitor's language if the portal offers it, else the portal's default language. */
function registrationLocale(portal: PortalRecord, header: string | undefined): string {
  const offered = portal.languages.map((l) => l.locale);
  const fallback = portal.parameters.find((p) => p.type === 'default_language')?.data as
    | { locale?: string }
    | undefined;
  return acceptedLocale(header, offered) ?? fallback?.locale ?? offered[0] ?? 'nl';
}

/** A sign-in of a deactivated account (issue 39): 403, with its own text on the sign-in page. */
export const accountDeactivated = () =>
  ApiError.of(403, 'ACCOUNT_DEACTIVATED', text('auth.accountDeactivated'));

export const authRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const input = await attributesOf(c, loginSchema);
    // Per account (whether or not it exists, so the answer reveals nothing) and per
    // address; blocked keys are refused before the password is even checked.
    const accountKey = `login:account:${input.email.toLowerCase()}`;
    const addressKey = `login:address:${c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown'}`;
    const now = new Date();
    const wait = await throttleWait(c.var.db, [accountKey, addressKey], now);
    if (wait > 0) refuseFor(wait);
    // Issue 39: a portal that sends this address's domain to its identity provider and turned
    // passwords off for it takes no password for it (before the throttle counts an attempt).
    const provider = await passwordsOffFor(c.var.db, {
      portalId: c.var.portal.id,
      email: input.email,
    });
    if (provider) {
      throw fieldError(
        'email',
        'SSO_REQUIRED',
        text('sso.passwordsOff', { provider: provider.name }),
      );
    }
    const account = await findLoginAccount(c.var.db, { email: input.email });
    // Always one scrypt run, so the response time does not reveal whether the e-mail exists.
    const valid = await verifyPasswordOrDummy(input.password, account?.passwordHash ?? null);
    if (!account || !valid) {
      await recordThrottleEvent(c.var.db, accountKey, now, LOGIN_POLICY);
      await recordThrottleEvent(c.var.db, addressKey, now, ADDRESS_LOGIN_POLICY);
      throw fieldError('password', 'INVALID_CREDENTIALS');
    }
    await clearThrottle(c.var.db, accountKey);
    // Only academy roles sign in on every portal; a portal's own staff on their portal only.
    if (!actsOnEveryPortal(account.roles) && account.portalId !== c.var.portal.id)
      throw portalAccessDenied();
    // Deactivated by the portal's identity provider (issue 39): said only to who knows the password.
    if (account.deactivatedAt) throw accountDeactivated();
    const token = await createLoginToken(c.var.db, { accountId: account.id });
    await touchLastOnline(c.var.db, { accountId: account.id });
    return jsonApiResponse(tokenDocument(token));
  })
  .post('/register', async (c) => {
    const input = await attributesOf(c, registerSchema);
    const addressKey = `register:address:${c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown'}`;
    const now = new Date();
    const wait = await throttleWait(c.var.db, [addressKey], now);
    if (wait > 0) refuseFor(wait);
    const portal = await currentPortal(c);
    const acceptedVersionIds = await acceptedAgreements(c, portal.id, input.accepted_agreements);
    // Every attempt that passed validation counts, taken or not: one address cannot probe
    // addresses or create accounts in bulk.
    await recordThrottleEvent(
      c.var.db,
      addressKey,
      now,
      registrationPolicy(getConfig().ACADEMY_REGISTRATIONS_PER_ADDRESS),
    );
    let accountId: string;
    try {
      accountId = await registerStudent(c.var.db, {
        portalId: portal.id,
        fullName: input.full_name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        locale: registrationLocale(portal, c.req.header('accept-language')),
        acceptedVersionIds,
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw fieldError('email', 'EMAIL_TAKEN');
      throw error;
    }
    const token = await createLoginToken(c.var.db, { accountId });
    return jsonApiResponse(tokenDocument(token), 201);
  })
  .get('/logout', async (c) => {
    const tokenHash = c.var.tokenHash;
    if (tokenHash) {
      await revokeLoginToken(c.var.db, { tokenHash });
      // A GET that writes: the settle after writes (app.ts) does not run for it, so this
      // instance forgets the session itself; the others hear it on the change feed.
      c.var.requestContexts?.forget(tokenHash);
    }
    return jsonApiResponse({ meta: { authenticated: false } });
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'POST /auth/login': one('tokens'),
  'POST /auth/register': one('tokens', { status: [201] }),
  'GET /auth/logout': meta(),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = () => {
  return [
    {
      method: 'POST',
      route: '/auth/login',
      path: () => '/auth/login',
      body: {},
      expect: { others: 422 },
    },
    {
      method: 'POST',
      route: '/auth/register',
      path: () => '/auth/register',
      body: {},
      expect: { others: 422 },
    },
    // GET /auth/logout revokes: covered by auth.test.ts, a table row would sign people out.
  ];
};
