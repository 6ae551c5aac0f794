import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { RULES } from '../../shared/access/rules';
import { readableAccount } from '../access/account-scope';
import { fixedRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { accounts } from '../db/schema';
import { contentDisposition } from '../files/names';
import { invalidQuery, notFound, text } from '../jsonapi/errors';
import { type Answers, file } from '../openapi/answers';
import { personalDataZip } from './export';

/** How long a reason for exporting someone else's data must be at least. */
const REASON_MIN = 3;

/**
 * GET /v1/accounts/{id}/data_export (issue 42, item 4): a person's data as a zip. Everyone may
 * download their own ("Download my data"); a portal's admins any account of the portal with a
 * reason (`?reason=`), which the audit log keeps with who asked. Anyone else: 404.
 */
export const dataExportRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const scope = await readableAccount(c, RULES.dataRights);
  const own = scope.accountId === c.var.viewer?.id;
  const reason = (c.req.query('reason') ?? '').trim();
  if (!own && reason.length < REASON_MIN) {
    throw invalidQuery('reason', text('dataExportReason', { min: REASON_MIN }));
  }
  const [subject] = await c.var.db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, scope.accountId));
  if (!subject) throw notFound();
  await audit(c, {
    action: 'account.data_exported',
    target: { type: 'accounts', id: scope.accountId },
    after: own ? { by: 'themselves' } : { reason },
    whole: true,
    portalId: scope.portalId,
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(
    personalDataZip(c.var.db, {
      accountId: scope.accountId,
      portalId: scope.portalId,
      email: subject.email,
    }),
    {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': contentDisposition('attachment', `personal-data-${day}.zip`),
        'cache-control': 'no-store',
      },
    },
  );
});

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/accounts/:id/data_export': file(
    'application/zip',
    'A person’s data: one JSON file per area (the rows of each table that belong to them, secrets left out) and the files they uploaded.',
  ),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  // Issue 42: one's own, or the admins of §6 for the portal's accounts; no such account is a 404.
  fixedRow('GET', '/v1/accounts/:id/data_export', `/v1/accounts/${NO_SUCH}/data_export`, {
    guest: 401,
    others: 404,
  }),
];
