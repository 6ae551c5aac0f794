import { Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { erasureRequests } from '../../shared/privacy/contract';
import {
  ERASURE_NOTE_MAX,
  ERASURE_REASON_MAX,
  ERASURE_REASON_MIN,
  ERASURE_REQUEST_STATUSES,
  type ErasureRequestStatus,
  erasureDueAt,
  erasureTransitions,
} from '../../shared/privacy/erasure';
import { trustedAccountScope } from '../access/account-scope';
import { fixedRow, postRow, type RowsOf } from '../access/route-table';
import { accountResource, findAccount, portalAdmins } from '../accounts';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { createNotification } from '../communication';
import type { Db } from '../db/database';
import {
  attributesOf,
  found,
  listResponse,
  pageWindow,
  resourceResponse,
} from '../jsonapi/endpoint';
import { ApiError, fieldError, forbidden, invalidQuery, notFound, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { requireViewer } from '../middleware/viewer';
import { type Answers, list, one } from '../openapi/answers';
import { AlreadyErasedError, eraseAccount } from './erase';
import {
  accountForErasure,
  closeErasureRequest,
  createErasureRequest,
  type ErasureRequestRecord,
  findErasureRequest,
  listErasureRequests,
  requestById,
  requestOfAccount,
} from './erasure.queries';

/**
 * The right to be forgotten (issue 42, item 4): a person asks (`POST /v1/erasure_requests`) and
 * may withdraw; the portal's admins (RULES.dataRights) see every request, decline one with a
 * reason, or erase the account (`POST /v1/accounts/{id}/erasure`), which closes it. An admin may
 * erase any account of the portal, asked or not, with a reason; never their own. Everything an
 * admin does here goes to the audit log.
 */

export function erasureRequestResource(row: ErasureRequestRecord) {
  return resourceOf(erasureRequests, row.id, {
    account_id: row.accountId,
    account_name: row.accountName,
    account_email: row.accountEmail,
    note: row.note,
    status: row.status,
    requested_at: iso(row.requestedAt),
    due_at: iso(erasureDueAt(row.requestedAt)),
    handled_at: iso(row.handledAt),
    handled_by_name: row.handledByName,
    decision_reason: row.decisionReason,
  });
}

const LIST_QUERY = {
  paginate: true,
  defaultPageSize: 20,
  filter: ['account'] as const,
  filterValues: { status: ERASURE_REQUEST_STATUSES },
};

const createSchema = z.object({
  note: z.string().trim().max(ERASURE_NOTE_MAX).default(''),
});

const updateSchema = z.object({
  status: z.enum(['withdrawn', 'declined']),
  decision_reason: z.string().trim().max(ERASURE_REASON_MAX).default(''),
});

const eraseSchema = z.object({
  reason: z.string().trim().max(ERASURE_REASON_MAX),
  confirm_email: z.string().trim().max(320),
});

/** The notification the portal's admins get when a request arrives, in their language. */
const ASKED: Record<string, (name: string) => string> = {
  en: (name) => `${name} asked for their account and personal data to be erased.`,
  nl: (name) => `${name} vraagt om het account en de persoonsgegevens te wissen.`,
  ro: (name) => `${name} a cerut ștergerea contului și a datelor personale.`,
};
/** The one the person gets when their request is declined. */
const DECLINED: Record<string, (reason: string) => string> = {
  en: (reason) => `Your request to erase your account was declined: ${reason}`,
  nl: (reason) => `Je verzoek om je account te wissen is afgewezen: ${reason}`,
  ro: (reason) => `Cererea ta de ștergere a contului a fost respinsă: ${reason}`,
};
const inLanguage = <T>(messages: Record<string, T>, locale: string): [T, string] => {
  const language = messages[locale] ? locale : 'en';
  return [messages[language] as T, language];
};

async function viewerName(db: Db, portalId: string, id: string) {
  const row = await accountForErasure(db, { portalId, id });
  return row?.fullName ?? '';
}

/** /v1/erasure_requests: one's own requests, or (admins) the portal's. */
export const erasureRequestRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const viewer = requireViewer(c.var.viewer);
    const portalId = c.var.portal.id;
    const admin = RULES.dataRights({ roles: viewer.roles, features: c.var.portal.features });
    return listResponse(c, {
      query: LIST_QUERY,
      load: async (query) => {
        const account = query.filter.account;
        if (account !== undefined && !z.uuid().safeParse(account).success) {
          throw invalidQuery('filter[account]', text('idExpected', { name: 'filter[account]' }));
        }
        // Anyone but an admin sees only their own requests, whatever the filter says.
        const accountId = admin ? account : viewer.id;
        return listErasureRequests(c.var.db, {
          portalId,
          accountId,
          status: query.filter.status as ErasureRequestStatus | undefined,
          ...pageWindow(query.page),
        });
      },
      serialize: erasureRequestResource,
    });
  })
  .post('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    // A person asks for their own account on their own portal (academy staff visiting: 404).
    if (viewer.portalId !== c.var.portal.id) throw notFound();
    const input = await attributesOf(c, createSchema);
    const id = await createErasureRequest(c.var.db, {
      portalId: viewer.portalId,
      accountId: viewer.id,
      note: input.note,
    });
    if (!id) throw ApiError.of(409, 'ERASURE_REQUEST_OPEN', text('erasureRequestOpen'));
    const row = await found(findErasureRequest(c.var.db, { portalId: viewer.portalId, id }));
    for (const admin of await portalAdmins(c.var.db, viewer.portalId)) {
      if (admin.id === viewer.id) continue;
      const [message, language] = inLanguage(ASKED, admin.locale);
      await createNotification(c.var.db, {
        scope: trustedAccountScope(admin.id, viewer.portalId),
        message: message(row.accountName),
        language,
        link: '/admin/settings/erasure-requests',
      });
    }
    return resourceResponse(erasureRequestResource(row), { status: 201 });
  })
  .get('/:id', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const row = await found(
      findErasureRequest(c.var.db, { portalId: c.var.portal.id, id: uuidParam(c.req.param('id')) }),
      text('noSuchErasureRequest'),
    );
    const admin = RULES.dataRights({ roles: viewer.roles, features: c.var.portal.features });
    if (!admin && row.accountId !== viewer.id) throw notFound(text('noSuchErasureRequest'));
    return resourceResponse(erasureRequestResource(row));
  })
  .patch('/:id', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const portalId = c.var.portal.id;
    const id = uuidParam(c.req.param('id'));
    const row = await found(
      findErasureRequest(c.var.db, { portalId, id }),
      text('noSuchErasureRequest'),
    );
    const admin = RULES.dataRights({ roles: viewer.roles, features: c.var.portal.features });
    const owner = row.accountId === viewer.id;
    if (!admin && !owner) throw notFound(text('noSuchErasureRequest'));
    const input = await attributesOf(c, updateSchema);
    // The person withdraws their own; an admin declines (even their own request: an answer).
    const by = input.status === 'withdrawn' ? 'owner' : 'admin';
    if ((by === 'owner' && !owner) || (by === 'admin' && !admin)) throw forbidden();
    if (!erasureTransitions(row.status, by).includes(input.status)) {
      throw ApiError.of(409, 'ERASURE_REQUEST_CLOSED', text('erasureRequestClosed'));
    }
    if (input.status === 'declined' && input.decision_reason.length < ERASURE_REASON_MIN) {
      throw fieldError(
        'decision_reason',
        'TOO_SHORT',
        text('erasureDeclineReason', { min: ERASURE_REASON_MIN }),
      );
    }
    const handledBy =
      by === 'admin'
        ? { id: viewer.id, name: await viewerName(c.var.db, portalId, viewer.id) }
        : null;
    const closed = await closeErasureRequest(c.var.db, {
      portalId,
      where: requestById(id),
      status: input.status,
      handledBy,
      reason: input.status === 'declined' ? input.decision_reason : '',
    });
    if (!closed) throw ApiError.of(409, 'ERASURE_REQUEST_CLOSED', text('erasureRequestClosed'));
    if (input.status === 'declined') {
      await audit(c, {
        action: 'erasure_request.declined',
        target: { type: 'erasure_requests', id, label: row.accountName },
        before: { status: 'open' },
        after: { status: 'declined', reason: input.decision_reason },
      });
      const person = await accountForErasure(c.var.db, { portalId, id: row.accountId });
      const [message, language] = inLanguage(DECLINED, person?.locale ?? 'en');
      await createNotification(c.var.db, {
        scope: trustedAccountScope(row.accountId, portalId),
        message: message(input.decision_reason),
        language,
        link: '/account/details',
      });
    }
    const updated = await found(findErasureRequest(c.var.db, { portalId, id }));
    return resourceResponse(erasureRequestResource(updated));
  });

/**
 * POST /v1/accounts/{id}/erasure: an admin erases an account of the portal, with a reason and
 * the account's e-mail address typed to confirm. Answers the account as it is now (anonymised,
 * `erased_at` set). Anyone else: 404, as for every account that is not theirs to see.
 */
export const accountErasureRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const viewer = requireViewer(c.var.viewer);
  const portalId = c.var.portal.id;
  const accountId = uuidParam(c.req.param('id'));
  if (!RULES.dataRights({ roles: viewer.roles, features: c.var.portal.features })) {
    throw notFound();
  }
  const person = await found(accountForErasure(c.var.db, { portalId, id: accountId }));
  if (accountId === viewer.id) throw ApiError.of(403, 'ERASE_OWN_ACCOUNT', text('eraseOwnAccount'));
  if (person.erasedAt) throw ApiError.of(409, 'ALREADY_ERASED', text('alreadyErased'));
  const input = await attributesOf(c, eraseSchema);
  if (input.reason.length < ERASURE_REASON_MIN) {
    throw fieldError('reason', 'TOO_SHORT', text('erasureReason', { min: ERASURE_REASON_MIN }));
  }
  if (input.confirm_email.toLowerCase() !== person.email.toLowerCase()) {
    throw fieldError('confirm_email', 'MISMATCH', text('erasureConfirmEmail'));
  }
  const handler = { id: viewer.id, name: await viewerName(c.var.db, portalId, viewer.id) };
  let result: Awaited<ReturnType<typeof eraseAccount>>;
  try {
    result = await eraseAccount(
      c.var.db,
      { accountId, portalId, email: person.email, fullName: person.fullName },
      async (tx) => {
        await closeErasureRequest(tx, {
          portalId,
          where: requestOfAccount(accountId),
          status: 'erased',
          handledBy: handler,
          reason: input.reason,
        });
        // In the erasure's transaction: no erasure without its entry, and no entry without it.
        await audit(
          c,
          {
            action: 'account.erased',
            target: { type: 'accounts', id: accountId, label: person.fullName },
            after: { reason: input.reason },
          },
          tx,
        );
      },
    );
  } catch (error) {
    if (error instanceof AlreadyErasedError) {
      throw ApiError.of(409, 'ALREADY_ERASED', text('alreadyErased'));
    }
    throw error;
  }
  // This instance forgets the ended sessions at once; the others hear it on the change feed.
  for (const session of result.sessions) c.var.requestContexts?.forget(session);
  if (result.filesFailed.length > 0) {
    console.error(
      `Erasure of account ${accountId}: ${result.filesFailed.length} file(s) could not be removed from storage: ${result.filesFailed.join(', ')}`,
    );
  }
  const account = await found(
    findAccount(c.var.db, { scope: trustedAccountScope(accountId, portalId) }),
  );
  return resourceResponse(accountResource(account));
});

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/erasure_requests': list('erasure_requests'),
  'POST /v1/erasure_requests': one('erasure_requests', { status: [201] }),
  'GET /v1/erasure_requests/:id': one('erasure_requests'),
  'PATCH /v1/erasure_requests/:id': one('erasure_requests'),
  'POST /v1/accounts/:id/erasure': one('accounts'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  // Issue 42: everyone signed in lists their own requests; admins the portal's.
  fixedRow('GET', '/v1/erasure_requests', '/v1/erasure_requests', { guest: 401, others: 200 }),
  // An invalid note (too long) is refused for everyone signed in, before anything is made.
  postRow(
    '/v1/erasure_requests',
    '/v1/erasure_requests',
    { guest: 401, others: 422 },
    { data: { type: 'erasure_requests', attributes: { note: 'x'.repeat(ERASURE_NOTE_MAX + 1) } } },
  ),
  fixedRow('GET', '/v1/erasure_requests/:id', `/v1/erasure_requests/${NO_SUCH}`, {
    guest: 401,
    others: 404,
  }),
  fixedRow(
    'PATCH',
    '/v1/erasure_requests/:id',
    `/v1/erasure_requests/${NO_SUCH}`,
    { guest: 401, others: 404 },
    {},
  ),
  // The admins of §6 only; no such account is a 404 for them too.
  postRow('/v1/accounts/:id/erasure', `/v1/accounts/${NO_SUCH}/erasure`, {
    guest: 401,
    others: 404,
  }),
];
