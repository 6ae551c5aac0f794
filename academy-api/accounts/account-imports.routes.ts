import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { accountImportRows, accountImports } from '../../shared/accounts/contract';
import {
  PEOPLE_CSV_TEMPLATE,
  type PeopleProblem,
  parsePeopleCsvBytes,
} from '../../shared/accounts/people-csv';
import { planPeopleImport } from '../../shared/accounts/people-import-plan';
import {
  IMPORT_OUTCOMES,
  IMPORT_RESULTS,
  type ImportOutcome,
  type ImportResult,
  PEOPLE_LIMITS,
} from '../../shared/accounts/people-limits';
import { authorize } from '../access/authorize';
import { fixedRow, postRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { analyzeChangedTables } from '../db/statistics';
import { isUniqueViolation } from '../db/unique-violation';
import { bodyBytes } from '../files/body-bytes';
import type { ErrorTexts } from '../i18n/error-texts';
import { requestTexts } from '../i18n/request-texts';
import { csvDownload } from '../jsonapi/csv-response';
import { attributesOf, found, listResponse, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { importRefusal } from '../jsonapi/import-errors';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { type Answers, CSV, list, one } from '../openapi/answers';
import { confirmImport, importContext } from './account-import-write';
import {
  createImport,
  findImport,
  type ImportRecord,
  type ImportRowRecord,
  listImportRows,
  sweepImports,
} from './account-imports.queries';
import { uninvitedOfImport } from './invitations.queries';

type C = Context<AppEnv>;

/** A problem in the reader's language (api.json `text.people.import.<CODE>`). */
export function problemText(texts: ErrorTexts, problem: PeopleProblem) {
  return {
    row: problem.row,
    column: problem.column,
    code: problem.code,
    detail: texts.text(`people.import.${problem.code}` as never, problem.values),
  };
}

async function importResource(c: C, record: ImportRecord) {
  const uninvited =
    record.status === 'confirmed'
      ? (
          await uninvitedOfImport(c.var.db, {
            portalId: record.portalId,
            importId: record.id,
            limit: 0,
          })
        ).total
      : 0;
  const counts = record.counts as Record<ImportOutcome, number>;
  return resourceOf(accountImports, record.id, {
    file_name: record.fileName,
    status: record.status,
    columns: record.columns,
    rows: counts.create + counts.update + counts.unchanged + counts.error,
    counts: {
      create: counts.create,
      update: counts.update,
      unchanged: counts.unchanged,
      error: counts.error,
    },
    results: (record.results as Record<ImportResult, number> | null) ?? null,
    uninvited,
    created_at: iso(record.createdAt),
    expires_at: iso(record.expiresAt),
    confirmed_at: record.confirmedAt ? iso(record.confirmedAt) : null,
  });
}

function rowResource(texts: ErrorTexts, row: ImportRowRecord) {
  return resourceOf(accountImportRows, `${row.importId}:${row.row}`, {
    row: row.row,
    email: row.email,
    full_name: row.fullName,
    entity: row.entity,
    roles: row.roles,
    language: row.language,
    outcome: row.outcome,
    changes: row.changes,
    problems: (row.problems as PeopleProblem[]).map((problem) => problemText(texts, problem)),
    result: row.result,
    account_id: row.accountId,
  });
}

/** The viewer's own import of this portal, while it is kept (anything else: 404). */
async function pathImport(c: C) {
  const viewer = authorize(c, RULES.people);
  const record = await found(
    findImport(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
      createdBy: viewer.actor?.id ?? viewer.id,
      now: new Date(),
    }),
  );
  return { viewer, record };
}

const fileNameOf = (c: C) =>
  (new URL(c.req.url).searchParams.get('file_name') ?? '').replace(/\p{Cc}/gu, '').slice(0, 200);

/**
 * POST /v1/account_imports: the CSV itself is the body (streamed, at most 5 MB). Every row is
 * checked against the portal and stored with its outcome; nothing else is written. A file that
 * is no import at all (empty, not UTF-8, no email column…) is a 422 naming its problem.
 */
async function check(c: C) {
  const viewer = authorize(c, RULES.people);
  const parsed = parsePeopleCsvBytes(await bodyBytes(c, PEOPLE_LIMITS.maxImportBytes));
  const now = new Date();
  if (!parsed.ok) {
    const texts = await requestTexts(c);
    const errors = parsed.problems.map((problem) => problemText(texts, problem));
    return importRefusal(errors, { errors }, texts);
  }
  const context = await importContext(
    c,
    c.var.db,
    viewer,
    parsed.rows.map((row) => row.email),
  );
  const planned = planPeopleImport(parsed.rows, context);
  await sweepImports(c.var.db, { now });
  const record = await createImport(c.var.db, {
    portalId: c.var.portal.id,
    createdBy: context.viewerId,
    fileName: fileNameOf(c),
    columns: parsed.columns,
    rows: planned,
    now,
  });
  return resourceResponse(await importResource(c, record), { status: 201 });
}

const confirmSchema = z.object({});

/** A confirm that wrote this many rows has the changed tables analysed. */
const ANALYZE_AFTER_ROWS = 1_000;

/**
 * /v1/account_imports (issue 43, item 2): people from a CSV file for RULES.people (the admins and
 * the sales group): check (nothing written), read the rows with what each will do, confirm (all
 * in one transaction), read what each row did. An import is its importer's, for 24 hours.
 */
export const accountImportRoutes = new Hono<AppEnv>()
  // Before '/:id': a path of its own.
  .get('/template', (c) => {
    authorize(c, RULES.people);
    queryOf(c, {});
    return csvDownload(PEOPLE_CSV_TEMPLATE, 'people-import-template.csv');
  })
  .post('/', check)
  .get('/:id', async (c) => {
    const { record } = await pathImport(c);
    queryOf(c, {});
    return resourceResponse(await importResource(c, record));
  })
  .get('/:id/rows', async (c) => {
    const { record } = await pathImport(c);
    const texts = await requestTexts(c);
    return listResponse(c, {
      query: {
        filter: ['outcome', 'result'],
        filterValues: { outcome: IMPORT_OUTCOMES, result: IMPORT_RESULTS },
        paginate: true,
        defaultPageSize: 25,
      },
      load: (query) =>
        listImportRows(c.var.db, {
          importId: record.id,
          outcome: query.filter.outcome as ImportOutcome | undefined,
          result: query.filter.result as ImportResult | undefined,
          page: query.page,
        }),
      serialize: (row) => rowResource(texts, row),
    });
  })
  .post('/:id/confirm', async (c) => {
    const { viewer, record } = await pathImport(c);
    await attributesOf(c, confirmSchema);
    try {
      const confirmed = await confirmImport(c, { record, viewer, now: new Date() });
      // Thousands of new rows: the planner learns of them now rather than at the worker's next
      // round (PGlite has no autovacuum; db/statistics.ts).
      const results = Object.values(confirmed.results ?? {}).reduce((a, b) => a + b, 0);
      if (results >= ANALYZE_AFTER_ROWS) await analyzeChangedTables(c.var.db);
      return resourceResponse(await importResource(c, confirmed));
    } catch (error) {
      // Someone made an account with one of the addresses meanwhile: nothing was written.
      if (isUniqueViolation(error)) {
        throw ApiError.of(409, 'IMPORT_CONFLICT', text('people.importConflict'));
      }
      throw error;
    }
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/account_imports/template': CSV,
  'POST /v1/account_imports': one('account_imports', { status: [201] }),
  'GET /v1/account_imports/:id': one('account_imports'),
  'GET /v1/account_imports/:id/rows': list('account_import_rows'),
  'POST /v1/account_imports/:id/confirm': one('account_imports'),
};

const PEOPLE = (ok: number) => ({ guest: 401, ada: ok, sven: ok, others: 403 });

/**
 * The admins and the sales group; an import no one made is a 404 for them. The check is sent no
 * file (an empty body is an empty file: 422), so nothing is stored.
 */
export const rows: RowsOf = ({ NO_SUCH }) => [
  // CSV (the table reads JSON): an unknown sort shows who gets past the role check (400).
  fixedRow(
    'GET',
    '/v1/account_imports/template',
    '/v1/account_imports/template?sort=nothing',
    PEOPLE(400),
  ),
  postRow('/v1/account_imports', '/v1/account_imports', PEOPLE(422), ''),
  fixedRow('GET', '/v1/account_imports/:id', `/v1/account_imports/${NO_SUCH}`, PEOPLE(404)),
  fixedRow(
    'GET',
    '/v1/account_imports/:id/rows',
    `/v1/account_imports/${NO_SUCH}/rows`,
    PEOPLE(404),
  ),
  postRow('/v1/account_imports/:id/confirm', `/v1/account_imports/${NO_SUCH}/confirm`, PEOPLE(404)),
];
