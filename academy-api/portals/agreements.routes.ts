import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { agreementAcceptances, agreementVersions } from '../../shared/accounts/contract';
import { AGREEMENT_DRAFT_RULES, AGREEMENT_TEXT_RULES } from '../../shared/agreements/rules';
import {
  AGREEMENT_KINDS,
  type AgreementKind,
  formatVersion,
  pendingVersion,
} from '../../shared/agreements/versions';
import type { WireAttributes } from '../../shared/contract/resource';
import { sanitizeRichText } from '../../shared/rich-text/sanitize';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import { fixedRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { richTextRulesOf } from '../content';
import type { Db } from '../db/database';
import { csvResponse } from '../jsonapi/csv-response';
import type { ResourceObject } from '../jsonapi/document';
import {
  attributesOf,
  found,
  listResponse,
  noContent,
  pageWindow,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import { notFound } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { currentPortal } from '../middleware/portal';
import { requireViewer } from '../middleware/viewer';
import { type Answers, CSV, list, NONE, one } from '../openapi/answers';
import {
  type AcceptanceRow,
  type AgreementText,
  type AgreementVersionRow,
  acceptVersions,
  agreementStateOf,
  createDraft,
  currentVersions,
  DraftExistsError,
  deleteAgreementText,
  deleteDraft,
  findAgreementVersion,
  listAcceptances,
  listAgreementVersions,
  portalAccountCount,
  publishDraft,
  putAgreementText,
} from './agreements.queries';
import type { PortalRecord } from './portals.queries';
import { settingsError } from './settings-errors';

const draftSchema = fieldRules(AGREEMENT_DRAFT_RULES).pipe(
  z.object({ kind: z.enum(AGREEMENT_KINDS), change: z.enum(['major', 'minor']) }),
);
const textSchema = fieldRules(AGREEMENT_TEXT_RULES, { trim: ['title'] }).pipe(
  z.object({ title: z.string(), body_html: z.string() }),
);

/** What some views add: the reader's text (pending, current), `accepted` (accepting). */
type VersionExtra = Pick<WireAttributes<typeof agreementVersions>, 'text' | 'accepted'>;

function versionResource(row: AgreementVersionRow, extra: VersionExtra = {}): ResourceObject {
  return resourceOf(agreementVersions, row.id, {
    kind: row.kind,
    version: formatVersion(row),
    major: row.major,
    minor: row.minor,
    status: row.status,
    published_at: iso(row.publishedAt),
    created_at: iso(row.createdAt),
    texts: row.texts,
    acceptances: row.acceptances,
    ...extra,
  });
}

/** A version's text for a reader: their language, else the portal's primary, else any. */
function textFor(
  row: AgreementVersionRow,
  portal: PortalRecord,
  locale: string,
): AgreementText | null {
  const primary = portal.languages.find((l) => l.is_primary)?.locale;
  return (
    row.texts.find((t) => t.locale === locale) ??
    row.texts.find((t) => t.locale === primary) ??
    row.texts[0] ??
    null
  );
}

/** A version of the current portal, or 404. */
async function pathVersion(c: Context<AppEnv>): Promise<AgreementVersionRow> {
  return found(
    findAgreementVersion(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
    }),
  );
}

async function draftOf(c: Context<AppEnv>) {
  const row = await pathVersion(c);
  if (row.status !== 'draft') throw await settingsError(c, 'VERSION_PUBLISHED');
  return row;
}

/**
 * What the signed-in account must accept before going on (the page it cannot skip): per
 * document, the latest published version of a major it has not accepted, published before this
 * sign-in. Only the portal's own accounts are asked (academy staff visiting another portal are not).
 */
export async function pendingAgreements(
  db: Db,
  params: { portalId: string; accountId: string; accountPortalId: string; signedInAt?: Date },
) {
  if (params.accountPortalId !== params.portalId || !params.signedInAt) return [];
  const state = await agreementStateOf(db, params);
  const pending = [];
  for (const kind of AGREEMENT_KINDS) {
    const ofKind = state.filter((s) => s.version.kind === kind);
    const accepted = new Set(ofKind.filter((s) => s.acceptedMajor).map((s) => s.version.major));
    const version = pendingVersion(
      ofKind.map((s) => s.version),
      accepted,
      params.signedInAt,
    );
    if (version) pending.push(version);
  }
  return pending;
}

const ACCEPTANCES_QUERY = { paginate: true, filter: ['search'], defaultPageSize: 25 } as const;

const acceptanceResource = (row: AcceptanceRow): ResourceObject =>
  resourceOf(agreementAcceptances, row.accountId, {
    account_id: row.accountId,
    full_name: row.fullName,
    email: row.email,
    locale: row.locale,
    accepted_at: iso(row.acceptedAt),
  });

const kindParam = (value: string | undefined): AgreementKind => {
  if (!AGREEMENT_KINDS.includes(value as AgreementKind)) throw notFound();
  return value as AgreementKind;
};

/**
 * /v1/agreements: a portal's terms and privacy statement, versioned per language.
 * Managing them is the portal settings rule on the current portal; reading what to accept and
 * accepting is for every signed-in account; the current texts are public (the register form
 * links them).
 */
export const agreementRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    authorize(c, RULES.portalSettings);
    const [rows, accounts] = await Promise.all([
      listAgreementVersions(c.var.db, { portalId: c.var.portal.id }),
      portalAccountCount(c.var.db, { portalId: c.var.portal.id }),
    ]);
    return jsonApiResponse({
      data: rows.map((row) => versionResource(row)),
      meta: { total: rows.length, accounts },
    });
  })
  .post('/', async (c) => {
    const viewer = authorize(c, RULES.portalSettings);
    const input = await attributesOf(c, draftSchema);
    try {
      const row = await found(
        createDraft(c.var.db, {
          portalId: c.var.portal.id,
          kind: input.kind,
          change: input.change,
          accountId: viewer.id,
        }),
      );
      return resourceResponse(versionResource(row), { status: 201 });
    } catch (error) {
      if (error instanceof DraftExistsError) throw await settingsError(c, 'DRAFT_EXISTS');
      throw error;
    }
  })
  .get('/pending', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const portal = await currentPortal(c);
    const pending = await pendingAgreements(c.var.db, {
      portalId: portal.id,
      accountId: viewer.id,
      accountPortalId: viewer.portalId,
      signedInAt: viewer.signedInAt,
    });
    const rows = await Promise.all(
      pending.map((version) =>
        findAgreementVersion(c.var.db, { portalId: portal.id, id: version.id }),
      ),
    );
    const data = rows.flatMap((row) =>
      row
        ? [versionResource({ ...row, texts: [] }, { text: textFor(row, portal, c.var.locale) })]
        : [],
    );
    return jsonApiResponse({ data, meta: { total: data.length } });
  })
  // The register form's documents: what a guest accepts by signing up, in their
  // language; empty on a portal that published none.
  .get('/current', async (c) => {
    const portal = await currentPortal(c);
    const current = await currentVersions(c.var.db, { portalId: portal.id });
    const data = AGREEMENT_KINDS.flatMap((kind) => {
      const row = current.get(kind);
      return row
        ? [
            versionResource(
              { ...row, texts: [], acceptances: 0 },
              { text: textFor(row, portal, c.var.locale) },
            ),
          ]
        : [];
    });
    return jsonApiResponse({ data, meta: { total: data.length } });
  })
  .get('/current/:kind', async (c) => {
    const kind = kindParam(c.req.param('kind'));
    const portal = await currentPortal(c);
    const row = (await currentVersions(c.var.db, { portalId: portal.id })).get(kind);
    if (!row) throw notFound();
    return resourceResponse(
      versionResource(
        { ...row, texts: [], acceptances: 0 },
        { text: textFor(row, portal, c.var.locale) },
      ),
    );
  })
  .get('/:id', async (c) => {
    authorize(c, RULES.portalSettings);
    return resourceResponse(versionResource(await pathVersion(c)));
  })
  .delete('/:id', async (c) => {
    authorize(c, RULES.portalSettings);
    const draft = await draftOf(c);
    await deleteDraft(c.var.db, { portalId: c.var.portal.id, id: draft.id });
    return noContent();
  })
  .put('/:id/texts/:locale', async (c) => {
    authorize(c, RULES.portalSettings);
    const draft = await draftOf(c);
    const portal = await currentPortal(c);
    const locale = c.req.param('locale');
    if (!portal.languages.some((l) => l.locale === locale)) throw notFound();
    const input = await attributesOf(c, textSchema);
    await putAgreementText(c.var.db, {
      versionId: draft.id,
      locale,
      title: input.title,
      bodyHtml: sanitizeRichText(input.body_html, await richTextRulesOf(c)),
    });
    return resourceResponse(versionResource(await pathVersion(c)));
  })
  .delete('/:id/texts/:locale', async (c) => {
    authorize(c, RULES.portalSettings);
    const draft = await draftOf(c);
    await deleteAgreementText(c.var.db, { versionId: draft.id, locale: c.req.param('locale') });
    return resourceResponse(versionResource(await pathVersion(c)));
  })
  .post('/:id/publish', async (c) => {
    const viewer = authorize(c, RULES.portalSettings);
    const draft = await draftOf(c);
    const portal = await currentPortal(c);
    const primary = portal.languages.find((l) => l.is_primary)?.locale;
    if (!draft.texts.some((t) => t.locale === primary)) {
      throw await settingsError(c, 'PRIMARY_TEXT_MISSING');
    }
    if (
      !(await publishDraft(c.var.db, { portalId: portal.id, id: draft.id, accountId: viewer.id }))
    ) {
      throw await settingsError(c, 'VERSION_PUBLISHED');
    }
    return resourceResponse(versionResource(await pathVersion(c)));
  })
  .get('/:id/acceptances', async (c) => {
    authorize(c, RULES.portalSettings);
    const version = await pathVersion(c);
    return listResponse(c, {
      query: ACCEPTANCES_QUERY,
      load: (query) =>
        listAcceptances(c.var.db, {
          versionId: version.id,
          search: query.filter.search?.trim() || undefined,
          page: pageWindow(query.page),
        }),
      serialize: acceptanceResource,
    });
  })
  .get('/:id/acceptances/export', async (c) => {
    authorize(c, RULES.portalSettings);
    const version = await pathVersion(c);
    const query = queryOf(c, { filter: ['search'] });
    const { rows } = await listAcceptances(c.var.db, {
      versionId: version.id,
      search: query.filter.search?.trim() || undefined,
    });
    const name = `${version.kind}-${formatVersion(version)}-acceptances.csv`;
    return csvResponse(
      [
        ['full_name', 'email', 'document', 'version', 'language', 'accepted_at'],
        ...rows.map((row) => [
          row.fullName,
          row.email,
          version.kind,
          formatVersion(version),
          row.locale,
          row.acceptedAt.toISOString(),
        ]),
      ],
      name,
    );
  })
  .post('/:id/accept', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const version = await pathVersion(c);
    const current = (await currentVersions(c.var.db, { portalId: c.var.portal.id })).get(
      version.kind,
    );
    // Only the portal's own accounts accept its agreements, and only the current version.
    if (viewer.portalId !== c.var.portal.id || current?.id !== version.id) throw notFound();
    await acceptVersions(c.var.db, {
      accountId: viewer.id,
      versionIds: [version.id],
      locale: c.var.locale,
    });
    return resourceResponse(versionResource({ ...version, texts: [] }, { accepted: true }));
  });

/** RULES.portalSettings: the academy group (Ada) on a portal with `portals`. */
const PORTAL_SETTINGS = { guest: 401, ada: 200, others: 403 } as const;

const portalSettings = (status: number) => ({ ...PORTAL_SETTINGS, ada: status });

/** Every signed-in person. */
const SIGNED_IN = (status: number) => ({ guest: 401, others: status });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/agreements': list('agreement_versions'),
  'POST /v1/agreements': one('agreement_versions', { status: [201] }),
  'GET /v1/agreements/pending': list('agreement_versions'),
  'GET /v1/agreements/current': list('agreement_versions'),
  'GET /v1/agreements/current/:kind': one('agreement_versions'),
  'GET /v1/agreements/:id': one('agreement_versions'),
  'DELETE /v1/agreements/:id': NONE,
  'PUT /v1/agreements/:id/texts/:locale': one('agreement_versions'),
  'DELETE /v1/agreements/:id/texts/:locale': one('agreement_versions'),
  'POST /v1/agreements/:id/publish': one('agreement_versions'),
  'GET /v1/agreements/:id/acceptances': list('agreement_acceptances'),
  'GET /v1/agreements/:id/acceptances/export': CSV,
  'POST /v1/agreements/:id/accept': one('agreement_versions'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const agreement = `/v1/agreements/${NO_SUCH}`;
  return [
    fixedRow('GET', '/v1/agreements', '/v1/agreements', PORTAL_SETTINGS),
    fixedRow('POST', '/v1/agreements', '/v1/agreements', portalSettings(422), {}),
    fixedRow('GET', '/v1/agreements/pending', '/v1/agreements/pending', SIGNED_IN(200)),
    // The register form's documents are public; Unlimited Learning has none (an empty list).
    fixedRow('GET', '/v1/agreements/current', '/v1/agreements/current', { others: 200 }),
    // Demo Academy's terms are public (the register form links them); Unlimited Learning has none.
    fixedRow('GET', '/v1/agreements/current/:kind', '/v1/agreements/current/terms', {
      lars: 404,
      others: 200,
    }),
    fixedRow('GET', '/v1/agreements/:id', agreement, portalSettings(404)),
    fixedRow('DELETE', '/v1/agreements/:id', agreement, portalSettings(404)),
    fixedRow(
      'PUT',
      '/v1/agreements/:id/texts/:locale',
      `${agreement}/texts/nl`,
      portalSettings(404),
      {},
    ),
    fixedRow(
      'DELETE',
      '/v1/agreements/:id/texts/:locale',
      `${agreement}/texts/nl`,
      portalSettings(404),
    ),
    fixedRow('POST', '/v1/agreements/:id/publish', `${agreement}/publish`, portalSettings(404), {}),
    fixedRow(
      'GET',
      '/v1/agreements/:id/acceptances',
      `${agreement}/acceptances`,
      portalSettings(404),
    ),
    fixedRow(
      'GET',
      '/v1/agreements/:id/acceptances/export',
      `${agreement}/acceptances/export`,
      portalSettings(404),
    ),
    fixedRow('POST', '/v1/agreements/:id/accept', `${agreement}/accept`, SIGNED_IN(404), {}),
  ];
};
