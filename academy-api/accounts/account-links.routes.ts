import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { actsOnEveryPortal } from '../../shared/access/roles';
import { emailChanges } from '../../shared/accounts/contract';
import { FIELD_RULES } from '../../shared/validation/field-rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import { ownAccount } from '../access/account-scope';
import type { Row, RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { linkUrl, TOKEN_PATTERN } from '../auth/account-links';
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from '../auth/password';
import { ADDRESS_LOGIN_POLICY, LOGIN_POLICY } from '../auth/throttle-policy';
import { validate } from '../jsonapi/body';
import { attributesOf, bodyOf } from '../jsonapi/endpoint';
import { fieldError } from '../jsonapi/errors';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, meta, NONE, one } from '../openapi/answers';
import {
  cancelEmailChange,
  changePassword,
  confirmEmailChange,
  EmailInUseError,
  emailInUse,
  findAccountByEmail,
  findAccountById,
  findUsableLink,
  issueLink,
  pendingEmailChange,
  resetPassword,
} from './account-links.queries';
import { inBackground, mailContext, send } from './account-mailer';
import { CLIENT_ADDRESS_HEADER, refuseFor } from './auth.routes';
import { clearThrottle, recordThrottleEvent, throttleWait } from './throttles.queries';

/**
 * Account self-service: "forgot password" (a single-use link valid 60 minutes,
 * mailed in the account's language; the same answer whether the address exists or not),
 * a signed-in password change (current password required; other sessions signed out) and a
 * new e-mail address confirmed by a link mailed to it (the old one works until then, and is
 * told afterwards).
 */

const forgotSchema = fieldRules(FIELD_RULES.forgotPassword, { trim: ['email'] }).pipe(
  z.object({ email: z.string().trim() }),
);
const tokenSchema = z.object({ token: z.string().max(200).catch('') });
const resetSchema = fieldRules(FIELD_RULES.resetPassword).pipe(z.object({ password: z.string() }));
const changePasswordSchema = fieldRules(FIELD_RULES.changePassword).pipe(
  z.object({ current_password: z.string(), password: z.string() }),
);
const changeEmailSchema = fieldRules(FIELD_RULES.changeEmail, { trim: ['email'] }).pipe(
  z.object({ email: z.string().trim(), current_password: z.string() }),
);

export const addressOf = (c: Context<AppEnv>) => c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown';

export function usableToken(raw: unknown): string | null {
  const { token } = tokenSchema.parse(raw ?? {});
  return TOKEN_PATTERN.test(token) ? token : null;
}

/** A link that cannot be used (never was, used, expired, superseded): one answer for all. */
export const linkInvalid = () => fieldError('token', 'LINK_INVALID');

export async function refuseIfThrottled(c: Context<AppEnv>, keys: string[], now: Date) {
  const wait = await throttleWait(c.var.db, keys, now);
  if (wait > 0) refuseFor(wait);
}

/** /auth/password_resets: "forgot password", for guests. */
export const passwordResetRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const input = await attributesOf(c, forgotSchema);
    const now = new Date();
    const accountKey = `forgot:account:${input.email.toLowerCase()}`;
    const addressKey = `forgot:address:${addressOf(c)}`;
    await refuseIfThrottled(c, [accountKey, addressKey], now);
    // Every request counts, for any address: the limit itself reveals nothing.
    await recordThrottleEvent(c.var.db, accountKey, now, LOGIN_POLICY);
    await recordThrottleEvent(c.var.db, addressKey, now, ADDRESS_LOGIN_POLICY);
    const account = await findAccountByEmail(c.var.db, { email: input.email });
    if (account) {
      const portalId = c.var.portal.id;
      // Issued and mailed after the answer: existing and unknown addresses take the same time.
      inBackground(async () => {
        // Only academy roles sign in on every portal; anyone else (a portal's own staff too)
        // gets mail from their own portal only.
        if (account.portalId !== portalId && !actsOnEveryPortal(account.roles)) return;
        const [context, link] = await Promise.all([
          mailContext(c),
          issueLink(c.var.db, { accountId: account.id, purpose: 'password_reset', now }),
        ]);
        await send(context, {
          kind: 'password_reset',
          locale: account.locale,
          to: account,
          url: linkUrl(context.baseUrl, 'password_reset', link.token),
        });
      });
    }
    return jsonApiResponse({ meta: { requested: true } }, 202);
  })
  .post('/check', async (c) => {
    const token = usableToken(await bodyOf(c));
    const link =
      token &&
      (await findUsableLink(c.var.db, { token, purpose: 'password_reset', now: new Date() }));
    return jsonApiResponse({ meta: { valid: Boolean(link) } });
  })
  .post('/confirm', async (c) => {
    const body = await bodyOf(c);
    const input = validate(resetSchema, body);
    const now = new Date();
    const addressKey = `reset:address:${addressOf(c)}`;
    await refuseIfThrottled(c, [addressKey], now);
    const token = usableToken(body);
    const passwordHash = await hashPassword(input.password);
    const accountId = token && (await resetPassword(c.var.db, { token, passwordHash, now }));
    if (!accountId) {
      await recordThrottleEvent(c.var.db, addressKey, now, ADDRESS_LOGIN_POLICY);
      throw linkInvalid();
    }
    // The account's own failed sign-ins are forgotten with the old password.
    const account = await findAccountById(c.var.db, { id: accountId });
    if (account) {
      await clearThrottle(c.var.db, `login:account:${account.email.toLowerCase()}`);
      const context = await mailContext(c);
      inBackground(() =>
        send(context, { kind: 'password_changed', locale: account.locale, to: account }),
      );
    }
    return jsonApiResponse({ meta: { password_reset: true } });
  });

/** /auth/email_changes/confirm: the link mailed to the new address (signed in or not). */
export const emailChangeConfirmRoutes = new Hono<AppEnv>().post('/confirm', async (c) => {
  const now = new Date();
  const addressKey = `reset:address:${addressOf(c)}`;
  await refuseIfThrottled(c, [addressKey], now);
  const token = usableToken(await bodyOf(c));
  let changed: Awaited<ReturnType<typeof confirmEmailChange>> = null;
  try {
    changed = token ? await confirmEmailChange(c.var.db, { token, now }) : null;
  } catch (error) {
    if (error instanceof EmailInUseError) throw fieldError('token', 'EMAIL_TAKEN');
    throw error;
  }
  if (!changed) {
    await recordThrottleEvent(c.var.db, addressKey, now, ADDRESS_LOGIN_POLICY);
    throw linkInvalid();
  }
  const account = await findAccountById(c.var.db, { id: changed.accountId });
  if (account) {
    const context = await mailContext(c);
    // The old address is told where the account went.
    inBackground(() =>
      send(context, {
        kind: 'email_changed',
        locale: account.locale,
        to: { email: changed.oldEmail, fullName: account.fullName },
        newEmail: changed.newEmail,
      }),
    );
  }
  return jsonApiResponse({ meta: { email: changed.newEmail } });
});

/**
 * The current password, checked like a sign-in: failures count against the account (spec
 * "5 a minute … then 429"), a success forgets them.
 */
async function checkCurrentPassword(c: Context<AppEnv>, accountId: string, password: string) {
  const now = new Date();
  const key = `password:account:${accountId}`;
  await refuseIfThrottled(c, [key], now);
  const account = await findAccountById(c.var.db, { id: accountId });
  const valid = await verifyPasswordOrDummy(password, account?.passwordHash ?? null);
  if (!account || !valid) {
    await recordThrottleEvent(c.var.db, key, now, LOGIN_POLICY);
    throw fieldError('current_password', 'INVALID_PASSWORD');
  }
  await clearThrottle(c.var.db, key);
  return account;
}

/** /v1/accounts/{id}/password: the own account only (anyone else's is a 404). */
export const accountPasswordRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const scope = ownAccount(c);
  const input = await attributesOf(c, changePasswordSchema);
  const account = await checkCurrentPassword(c, scope.accountId, input.current_password);
  if (account.passwordHash && (await verifyPassword(input.password, account.passwordHash))) {
    throw fieldError('password', 'PASSWORD_UNCHANGED');
  }
  await changePassword(c.var.db, {
    accountId: account.id,
    passwordHash: await hashPassword(input.password),
    keepTokenHash: c.var.tokenHash,
    now: new Date(),
  });
  const context = await mailContext(c);
  inBackground(() =>
    send(context, { kind: 'password_changed', locale: account.locale, to: account }),
  );
  return jsonApiResponse({ meta: { password_changed: true } });
});

function pendingDocument(pending: Awaited<ReturnType<typeof pendingEmailChange>>) {
  return {
    data: pending
      ? resourceOf(emailChanges, pending.id, {
          new_email: pending.newEmail,
          expires_at: iso(pending.expiresAt),
        })
      : null,
  };
}

/** /v1/accounts/{id}/email_change: the own account's new address, waiting for its link. */
export const accountEmailChangeRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const scope = ownAccount(c);
    const pending = await pendingEmailChange(c.var.db, {
      accountId: scope.accountId,
      now: new Date(),
    });
    return jsonApiResponse(pendingDocument(pending));
  })
  .post('/', async (c) => {
    const scope = ownAccount(c);
    const input = await attributesOf(c, changeEmailSchema);
    const account = await checkCurrentPassword(c, scope.accountId, input.current_password);
    if (input.email.toLowerCase() === account.email.toLowerCase()) {
      throw fieldError('email', 'EMAIL_UNCHANGED');
    }
    if (await emailInUse(c.var.db, { email: input.email, exceptAccountId: account.id })) {
      throw fieldError('email', 'EMAIL_TAKEN');
    }
    const now = new Date();
    const [context, link] = await Promise.all([
      mailContext(c),
      issueLink(c.var.db, {
        accountId: account.id,
        purpose: 'email_change',
        newEmail: input.email,
        now,
      }),
    ]);
    // Awaited: if the mail cannot go out, the person hears so now.
    await send(context, {
      kind: 'email_change',
      locale: account.locale,
      to: { email: input.email, fullName: account.fullName },
      newEmail: input.email,
      url: linkUrl(context.baseUrl, 'email_change', link.token),
    });
    const pending = await pendingEmailChange(c.var.db, { accountId: account.id, now });
    return jsonApiResponse(pendingDocument(pending), 201);
  })
  .delete('/', async (c) => {
    const scope = ownAccount(c);
    await cancelEmailChange(c.var.db, { accountId: scope.accountId, now: new Date() });
    return jsonApiResponse(null, 204);
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'POST /auth/password_resets': meta(202),
  'POST /auth/password_resets/check': meta(),
  'POST /auth/password_resets/confirm': meta(),
  'POST /auth/email_changes/confirm': meta(),
  'POST /v1/accounts/:id/password': meta(),
  'GET /v1/accounts/:id/email_change': one('email_changes', { nullable: true }),
  'POST /v1/accounts/:id/email_change': one('email_changes', { status: [201] }),
  'DELETE /v1/accounts/:id/email_change': NONE,
};

/**
 * Account self-service. "Forgot password" and the mailed links are for anyone (a
 * link's token is its own authority; an empty body is a 422 before anything is counted). The
 * own password and e-mail address: every signed-in person on their own account; anyone
 * else's is a 404 ("not yours"), staff included.
 */
export const rows: RowsOf = ({ id }) => {
  const own = (suffix: string) => (me: string) => `/v1/accounts/${me}${suffix}`;
  const stijns = (suffix: string) => () => `/v1/accounts/${id.stijn}${suffix}`;
  const ownAndStijns = (method: string, suffix: string, status: number, body?: unknown): Row[] => [
    {
      method,
      route: `/v1/accounts/:id${suffix}`,
      path: own(suffix),
      body,
      expect: { guest: 401, others: status },
    },
    {
      method,
      route: `/v1/accounts/:id${suffix}`,
      path: stijns(suffix),
      body,
      expect: { guest: 401, stijn: status, others: 404 },
    },
  ];
  return [
    ...[
      '/auth/password_resets',
      '/auth/password_resets/confirm',
      '/auth/email_changes/confirm',
    ].map(
      (route): Row => ({
        method: 'POST',
        route,
        path: () => route,
        body: {},
        expect: { others: 422 },
      }),
    ),
    {
      method: 'POST',
      route: '/auth/password_resets/check',
      path: () => '/auth/password_resets/check',
      body: {},
      expect: { others: 200 },
    },
    ...ownAndStijns('POST', '/password', 422, {}),
    ...ownAndStijns('GET', '/email_change', 200),
    ...ownAndStijns('POST', '/email_change', 422, {}),
    // Nothing is pending, so withdrawing changes nothing.
    ...ownAndStijns('DELETE', '/email_change', 204),
  ];
};
