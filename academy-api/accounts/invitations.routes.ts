import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { bulkGrantableRoles, isRoleName, normaliseRoles } from '../../shared/access/role-grants';
import { RULES } from '../../shared/access/rules';
import { invitations, type inviteResult } from '../../shared/accounts/contract';
import {
  INVITATION_STATUSES,
  type InviteOutcome,
  PEOPLE_LIMITS,
} from '../../shared/accounts/people-limits';
import { nameFromEmail } from '../../shared/accounts/people-names';
import { EMAIL_PATTERN } from '../../shared/validation/rules';
import { authorize } from '../access/authorize';
import { fixedRow, postRow, type RowsOf } from '../access/route-table';
import type { AppEnv, Viewer } from '../app-env';
import { auditMany } from '../audit';
import type { ErrorTexts } from '../i18n/error-texts';
import { requestTexts } from '../i18n/request-texts';
import {
  attributesOf,
  found,
  listResponse,
  noContent,
  resourceResponse,
} from '../jsonapi/endpoint';
import { fieldError, forbidden, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { currentPortal } from '../middleware/portal';
import { type Answers, list, meta, NONE, one } from '../openapi/answers';
import { findImport } from './account-imports.queries';
import { type Invitee, issueInvitations, labelOf, mailInvitations } from './invitation-sends';
import {
  accountName,
  accountsByEmails,
  findInvitation,
  type InvitationRow,
  insertAccounts,
  listInvitations,
  portalAccountsAmong,
  portalEntities,
  uninvitedOfImport,
  withdrawInvitation,
} from './invitations.queries';

type C = Context<AppEnv>;
type InviteResult = z.infer<typeof inviteResult>;

export function invitationResource(row: InvitationRow) {
  return resourceOf(invitations, row.id, {
    email: row.email,
    full_name: row.fullName,
    entity_name: row.entityName,
    roles: normaliseRoles(row.roles),
    locale: row.locale,
    status: row.status,
    sent_at: row.sentAt ? iso(row.sentAt) : null,
    expires_at: row.expiresAt ? iso(row.expiresAt) : null,
    created_at: iso(row.createdAt),
  });
}

const M = PEOPLE_LIMITS.maxInvitations;

const inviteSchema = z.object({
  invitees: z
    .array(
      z.object({
        email: z.string().trim().max(320),
        full_name: z.string().trim().max(100).optional(),
      }),
    )
    .min(1)
    .max(M),
  entity_id: z.uuid(),
  roles: z.array(z.string().max(40)).min(1).max(20),
  locale: z.string().max(10),
});

const resendSchema = z.union([
  z.strictObject({ account_ids: z.array(z.uuid()).min(1).max(M) }),
  z.strictObject({ import_id: z.uuid() }),
]);

/** The roles given, each one the viewer may give (else 403, as on the roles screen). */
function givenRoles(viewer: Viewer, roles: readonly string[]): string[] {
  const grantable: readonly string[] = bulkGrantableRoles(viewer.roles);
  const refused = roles.find((role) => !isRoleName(role) || !grantable.includes(role));
  if (refused) throw forbidden(text('roleNotGrantable', { role: refused }));
  return normaliseRoles(roles);
}

const problemOf = (texts: ErrorTexts, code: string, value = '') => ({
  code,
  detail: texts.text(`people.invite.${code}` as never, { value }),
});

/** Mails the links issued; a mail that failed turns its row into MAIL_FAILED. */
async function mailed(
  c: C,
  viewer: Viewer,
  results: InviteResult[],
  invitees: Invitee[],
  links: Map<string, { token: string }>,
) {
  const inviter = await accountName(c.var.db, { id: viewer.actor?.id ?? viewer.id });
  const failed = await mailInvitations(c, inviter, invitees, links);
  if (failed.size === 0) return results;
  const texts = await requestTexts(c);
  return results.map((result) =>
    result.account_id && failed.has(result.account_id)
      ? { ...result, problem: problemOf(texts, 'MAIL_FAILED') }
      : result,
  );
}

/**
 * POST /v1/invitations: new people by e-mail address, each with an account that has no password
 * yet (one entity, roles and language for all) and a mailed link; an address whose account was
 * invited before gets a new link, one with a password is left alone. A result per address.
 */
async function invite(c: C) {
  const viewer = authorize(c, RULES.people);
  const input = await attributesOf(c, inviteSchema);
  const roles = givenRoles(viewer, input.roles);
  const portalId = c.var.portal.id;
  const [portal, entities] = await Promise.all([
    currentPortal(c),
    portalEntities(c.var.db, { portalId }),
  ]);
  const entity = entities.find((e) => e.id === input.entity_id.toLowerCase());
  if (!entity) throw fieldError('entity_id', 'NOT_FOUND', text('people.noSuchEntity'));
  if (!portal.languages.some((language) => language.locale === input.locale)) {
    throw fieldError('locale', 'VALIDATION_FAILED', text('people.noSuchLanguage'));
  }
  const texts = await requestTexts(c);
  const existing = await accountsByEmails(
    c.var.db,
    input.invitees.map((i) => i.email),
  );
  const seen = new Set<string>();
  const results: InviteResult[] = [];
  const fresh: { email: string; fullName: string }[] = [];
  const again: Invitee[] = [];
  for (const { email, full_name } of input.invitees) {
    const key = email.toLowerCase();
    const row = (outcome: InviteOutcome, code?: string, accountId: string | null = null) =>
      results.push({
        email,
        outcome,
        account_id: accountId,
        problem: code ? problemOf(texts, code, email) : null,
      });
    const account = existing.get(key);
    if (email.length > 255 || !EMAIL_PATTERN.test(email)) row('error', 'INVALID_EMAIL');
    else if (seen.has(key)) row('error', 'DUPLICATE_EMAIL');
    else if (account && account.portalId !== portalId) row('error', 'EMAIL_ELSEWHERE');
    else if (account?.hasPassword) row('has_account', 'HAS_ACCOUNT', account.id);
    else if (account) {
      row('reinvited', undefined, account.id);
      again.push({ accountId: account.id, ...account });
    } else {
      row('invited');
      fresh.push({ email, fullName: full_name || nameFromEmail(email) });
    }
    seen.add(key);
  }
  const now = new Date();
  const { invitees, links } = await c.var.db.transaction(async (tx) => {
    const people = fresh.map((p) => ({ ...p, entityId: entity.id, locale: input.locale, roles }));
    const ids = await insertAccounts(tx, { portalId, people, now });
    await auditMany(
      c,
      people.map((person) => ({
        action: 'account.created' as const,
        target: {
          type: 'accounts',
          id: ids.get(person.email.toLowerCase()),
          label: labelOf(person),
        },
        after: {
          email: person.email,
          full_name: person.fullName,
          entity: entity.name,
          roles,
          locale: person.locale,
          source: 'invitation',
        },
        whole: true,
      })),
      tx,
    );
    const made: Invitee[] = fresh.map((p) => ({
      accountId: ids.get(p.email.toLowerCase()) as string,
      email: p.email,
      fullName: p.fullName,
      locale: input.locale,
    }));
    const all = [...made, ...again];
    return { invitees: all, links: await issueInvitations(c, tx, all, now) };
  });
  const byEmail = new Map(invitees.map((i) => [i.email.toLowerCase(), i.accountId]));
  const done = results.map((result) =>
    result.outcome === 'invited'
      ? { ...result, account_id: byEmail.get(result.email.toLowerCase()) ?? null }
      : result,
  );
  return jsonApiResponse({ meta: { results: await mailed(c, viewer, done, invitees, links) } });
}

/**
 * POST /v1/invitations/resend: a new link for accounts of the portal that have no password yet,
 * by id, or the next ones an import made and nobody invited yet (`remaining` says how many
 * more there are: the screen asks again until none).
 */
async function resend(c: C) {
  const viewer = authorize(c, RULES.people);
  const input = await attributesOf(c, resendSchema);
  const portalId = c.var.portal.id;
  const texts = await requestTexts(c);
  const results: InviteResult[] = [];
  const invitees: Invitee[] = [];
  let remaining: number | undefined;
  if ('import_id' in input) {
    const owned = await findImport(c.var.db, {
      portalId,
      id: input.import_id.toLowerCase(),
      createdBy: viewer.actor?.id ?? viewer.id,
      now: new Date(),
    });
    if (!owned) throw fieldError('import_id', 'NOT_FOUND');
    const next = await uninvitedOfImport(c.var.db, { portalId, importId: owned.id, limit: M });
    remaining = next.total - next.rows.length;
    for (const account of next.rows) {
      invitees.push({ accountId: account.id, ...account });
      results.push({
        email: account.email,
        outcome: 'invited',
        account_id: account.id,
        problem: null,
      });
    }
  } else {
    const ids = [...new Set(input.account_ids.map((id) => id.toLowerCase()))];
    const accounts = new Map(
      (await portalAccountsAmong(c.var.db, { portalId, ids })).map((a) => [a.id, a]),
    );
    for (const id of ids) {
      const account = accounts.get(id);
      if (!account) {
        results.push({
          email: '',
          outcome: 'error',
          account_id: id,
          problem: problemOf(texts, 'NOT_FOUND'),
        });
      } else if (account.hasPassword) {
        results.push({
          email: account.email,
          outcome: 'has_account',
          account_id: id,
          problem: problemOf(texts, 'HAS_ACCOUNT', account.email),
        });
      } else {
        invitees.push({ accountId: id, ...account });
        results.push({ email: account.email, outcome: 'reinvited', account_id: id, problem: null });
      }
    }
  }
  const now = new Date();
  const links = await c.var.db.transaction((tx) => issueInvitations(c, tx, invitees, now));
  const answered = await mailed(c, viewer, results, invitees, links);
  return jsonApiResponse({
    meta: { results: answered, ...(remaining !== undefined ? { remaining } : {}) },
  });
}

/**
 * /v1/invitations (issue 43, item 2): the portal's accounts without a password, and inviting
 * people (RULES.people: the admins and the sales group). Another portal's account: 404.
 */
export const invitationRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    authorize(c, RULES.people);
    return listResponse(c, {
      query: {
        filter: ['status'],
        filterValues: { status: INVITATION_STATUSES },
        paginate: true,
        defaultPageSize: 25,
      },
      load: (query) =>
        listInvitations(c.var.db, {
          portalId: c.var.portal.id,
          status: query.filter.status as (typeof INVITATION_STATUSES)[number] | undefined,
          page: query.page,
        }),
      serialize: invitationResource,
    });
  })
  .post('/', invite)
  .post('/resend', resend)
  .get('/:id', async (c) => {
    authorize(c, RULES.people);
    const row = await found(
      findInvitation(c.var.db, {
        portalId: c.var.portal.id,
        accountId: uuidParam(c.req.param('id')),
      }),
    );
    return resourceResponse(invitationResource(row));
  })
  .delete('/:id', async (c) => {
    authorize(c, RULES.people);
    const accountId = uuidParam(c.req.param('id'));
    const row = await found(findInvitation(c.var.db, { portalId: c.var.portal.id, accountId }));
    await c.var.db.transaction(async (tx) => {
      await withdrawInvitation(tx, { portalId: c.var.portal.id, accountId, now: new Date() });
      await auditMany(
        c,
        [
          {
            action: 'invitation.withdrawn',
            target: { type: 'accounts', id: accountId, label: labelOf(row) },
            before: { status: row.status },
            after: { status: 'withdrawn' },
          },
        ],
        tx,
      );
    });
    return noContent();
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/invitations': list('invitations'),
  'POST /v1/invitations': meta(),
  'POST /v1/invitations/resend': meta(),
  'GET /v1/invitations/:id': one('invitations'),
  'DELETE /v1/invitations/:id': NONE,
};

/** The admins and the sales group (Ada, Sven); support, authors and learners: 403. */
const PEOPLE = (ok: number) => ({ guest: 401, ada: ok, sven: ok, others: 403 });

export const rows: RowsOf = ({ NO_SUCH }) => [
  fixedRow('GET', '/v1/invitations', '/v1/invitations', PEOPLE(200)),
  postRow('/v1/invitations', '/v1/invitations', PEOPLE(422)),
  postRow('/v1/invitations/resend', '/v1/invitations/resend', PEOPLE(422)),
  fixedRow('GET', '/v1/invitations/:id', `/v1/invitations/${NO_SUCH}`, PEOPLE(404)),
  fixedRow('DELETE', '/v1/invitations/:id', `/v1/invitations/${NO_SUCH}`, PEOPLE(404)),
];
