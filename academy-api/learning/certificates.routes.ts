import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { normalizeCode } from '../../shared/certificates/code';
import { certificateCsvRows } from '../../shared/certificates/csv';
import {
  CERTIFICATION_COURSES_MAX,
  CERTIFICATION_RULES,
  MIN_SCORE_MAX,
  REVOKE_RULES,
  VALIDITY_MONTHS_MAX,
  wholeNumberIn,
} from '../../shared/certificates/rules';
import {
  CERTIFICATE_STATUSES,
  type CertificateStatus,
  certificateStatus,
  EXPIRING_WINDOWS,
} from '../../shared/certificates/status';
import {
  lookupWaitSeconds,
  VERIFY_LOOKUPS_PER_MINUTE,
} from '../../shared/certificates/verify-throttle';
import type { WireAttributes } from '../../shared/contract/resource';
import {
  certificates,
  certificateVerifications,
  certifications,
} from '../../shared/learning/contract';
import { isUuid } from '../../shared/validation/empty';
import { fieldRules } from '../../shared/validation/zod-rules';
import { readableAccount } from '../access/account-scope';
import { authorize } from '../access/authorize';
import type { Row, RowsOf } from '../access/route-table';
import { CLIENT_ADDRESS_HEADER, throttleWait } from '../accounts';
import type { AppEnv } from '../app-env';
import { requestTexts } from '../i18n/request-texts';
import { csvResponse } from '../jsonapi/csv-response';
import { type ResourceObject, toOne } from '../jsonapi/document';
import {
  attributesOf,
  bodyOf,
  found,
  listResponse,
  noContent,
  pageWindow,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import { zodErrorObjects } from '../jsonapi/error-response';
import {
  ApiError,
  type ErrorObject,
  invalidQuery,
  notFound,
  pointerTo,
  type Text,
  text,
  tooManyAttempts,
} from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import type { ParsedQuery } from '../jsonapi/query';
import { resourceOf } from '../jsonapi/resource';
import { requireViewer } from '../middleware/viewer';
import { type Answers, CSV, list, NONE, one } from '../openapi/answers';
import {
  type CertificateDetail,
  type CertificateListParams,
  type CertificateRow,
  type CertificationInput,
  type CertificationRow,
  certificateStatusCounts,
  createCertification,
  deleteCertification,
  findCertificate,
  findCertification,
  findVerification,
  listAccountCertificates,
  listCertificates,
  listCertifications,
  portalCourseIds,
  portalCourses,
  recordVerifyLookup,
  revokeCertificate,
  updateCertification,
  type Verification,
} from './certificates.queries';

// Serialisers: rows to JSON:API resources.

/** A certification (definition): its criteria, required courses and how often it was issued. */
export function certificationResource(row: CertificationRow): ResourceObject {
  return resourceOf(certifications, row.id, {
    name: row.name,
    min_score: row.minScore,
    validity_months: row.validityMonths,
    courses: row.courses.map(({ id, title }) => ({ id, title })),
    issued_count: row.issuedCount,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

/** An issued certificate (the admin list, an account's list), its status as of `now`. */
export function certificateResource(
  row: CertificateRow,
  now: Date = new Date(),
  detail: Pick<WireAttributes<typeof certificates>, 'portal_name' | 'courses'> = {},
): ResourceObject {
  return resourceOf(
    certificates,
    row.id,
    {
      code: row.code,
      holder_name: row.holderName,
      holder_email: row.holderEmail,
      certification_name: row.certificationName,
      issued_at: iso(row.issuedAt),
      expires_at: iso(row.expiresAt),
      status: certificateStatus(row, now),
      revoked_at: iso(row.revokedAt),
      revoked_reason: row.revokedReason,
      ...detail,
    },
    {
      relationships: {
        holder: toOne('accounts', row.accountId),
        certification: toOne('certifications', row.certificationId),
      },
    },
  );
}

/** One certificate for its printable page: also the portal's name and the courses it covers. */
export function certificateDetailResource(
  row: CertificateDetail,
  now: Date = new Date(),
): ResourceObject {
  return certificateResource(row, now, {
    portal_name: row.portalName,
    courses: row.courses.map(({ id, title }) => ({ id, title })),
  });
}

/**
 * The public answer of /verify/{code}: the status, the holder's name, the certification and its
 * dates. Nothing else (no e-mail, no ids, no links): the code is its id.
 */
export function verificationResource(row: Verification, now: Date = new Date()): ResourceObject {
  return resourceOf(certificateVerifications, row.code, {
    status: certificateStatus(row, now),
    holder_name: row.holderName,
    certification_name: row.certificationName,
    issued_at: iso(row.issuedAt),
    expires_at: iso(row.expiresAt),
    revoked_at: iso(row.revokedAt),
  });
}

const invalid = (field: string, detail: Text): ErrorObject => ({
  status: '422',
  code: 'VALIDATION_FAILED',
  text: detail,
  source: pointerTo(field),
});

// ---------------------------------------------------------------------------------------------
// Definitions
// ---------------------------------------------------------------------------------------------

const nameSchema = (partial: boolean) =>
  fieldRules(CERTIFICATION_RULES, { trim: ['name'], partial }).pipe(
    z.object({ name: partial ? z.string().optional() : z.string() }),
  );

/**
 * A definition's attributes (all of them to create, any of them to change): name (§5 rules),
 * min_score 0–100 or null, validity_months 0–120, course_ids (at least one, all of this portal).
 * Every invalid field gets its own 422.
 */
async function definitionInput<P extends boolean>(
  c: Context<AppEnv>,
  partial: P,
): Promise<P extends true ? Partial<CertificationInput> : CertificationInput> {
  const attributes = await bodyOf(c);
  const errors: ErrorObject[] = [];
  const input: Partial<CertificationInput> = {};

  const named = nameSchema(partial).safeParse(attributes, { reportInput: true });
  if (named.success) {
    if (named.data.name !== undefined) input.name = named.data.name;
  } else {
    errors.push(...zodErrorObjects(named.error));
  }

  if ('min_score' in attributes || !partial) {
    const value = attributes.min_score;
    if (value === null || value === undefined) input.minScore = null;
    else {
      const score = wholeNumberIn(value, 0, MIN_SCORE_MAX);
      if (score === undefined) {
        errors.push(
          invalid('min_score', text('learning.wholeNumberRange', { min: 0, max: MIN_SCORE_MAX })),
        );
      } else input.minScore = score;
    }
  }

  if ('validity_months' in attributes || !partial) {
    const value = attributes.validity_months;
    const months = value === undefined ? 0 : wholeNumberIn(value, 0, VALIDITY_MONTHS_MAX);
    if (months === undefined) {
      errors.push(
        invalid(
          'validity_months',
          text('learning.wholeNumberRange', { min: 0, max: VALIDITY_MONTHS_MAX }),
        ),
      );
    } else input.validityMonths = months;
  }

  if ('course_ids' in attributes || !partial) {
    const value = attributes.course_ids;
    const ids = Array.isArray(value)
      ? [...new Set(value.map((id) => (typeof id === 'string' ? id.toLowerCase() : '')))]
      : [];
    if (ids.length === 0) {
      errors.push(invalid('course_ids', text('learning.certificationNoCourses')));
    } else if (ids.length > CERTIFICATION_COURSES_MAX) {
      errors.push(
        invalid(
          'course_ids',
          text('learning.certificationTooManyCourses', { max: CERTIFICATION_COURSES_MAX }),
        ),
      );
    } else {
      const ours = ids.every(isUuid)
        ? await portalCourseIds(c.var.db, { portalId: c.var.portal.id, ids })
        : new Set<string>();
      if (ids.some((id) => !ours.has(id))) {
        errors.push(invalid('course_ids', text('learning.courseOfAnotherPortal')));
      } else input.courseIds = ids;
    }
  }

  if (errors.length > 0) throw new ApiError(422, errors);
  return input as P extends true ? Partial<CertificationInput> : CertificationInput;
}

const DEFINITION_QUERY = { paginate: true, defaultPageSize: 100 } as const;

/**
 * /v1/certifications: the portal's certification definitions (SCREENS "/admin/certifications"),
 * for `RULES.certifications`. Another portal's definition does not exist here (404).
 */
export const certificationRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.certifications);
    await next();
  })
  .get('/', async (c) => {
    const portalId = c.var.portal.id;
    return listResponse(c, {
      query: DEFINITION_QUERY,
      load: async (query) => {
        const [list, courses] = await Promise.all([
          listCertifications(c.var.db, { portalId, page: pageWindow(query.page) }),
          portalCourses(c.var.db, { portalId }),
        ]);
        // The form's course choices come along, so the screen needs no second call.
        return { ...list, meta: { courses } };
      },
      serialize: certificationResource,
    });
  })
  .post('/', async (c) => {
    const input = await definitionInput(c, false);
    const row = await createCertification(c.var.db, { portalId: c.var.portal.id, ...input });
    return resourceResponse(certificationResource(row), { status: 201 });
  })
  .get('/:id', async (c) => {
    queryOf(c, {});
    const row = await found(
      findCertification(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
      }),
    );
    return resourceResponse(certificationResource(row));
  })
  .patch('/:id', async (c) => {
    const portalId = c.var.portal.id;
    const id = uuidParam(c.req.param('id'));
    if (!(await findCertification(c.var.db, { portalId, id }))) throw notFound();
    const input = await definitionInput(c, true);
    const row = await found(updateCertification(c.var.db, { portalId, id, ...input }));
    return resourceResponse(certificationResource(row));
  })
  .delete('/:id', async (c) => {
    await found(
      deleteCertification(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
      }),
    );
    return noContent();
  });

// ---------------------------------------------------------------------------------------------
// Issued certificates
// ---------------------------------------------------------------------------------------------

const ISSUED_QUERY = {
  filter: ['certification', 'search'],
  filterValues: {
    status: CERTIFICATE_STATUSES,
    expiring: EXPIRING_WINDOWS.map(String),
  },
  sort: ['issued_at', 'expires_at'],
  paginate: true,
  defaultPageSize: 25,
} as const;

const EXPORT_QUERY = { ...ISSUED_QUERY, paginate: false } as const;

/** The list's filters and order from a checked query (a bad certification id: 400). */
function issuedParams(
  c: Context<AppEnv>,
  query: ParsedQuery,
  now: Date,
): Omit<CertificateListParams, 'page'> {
  const certification = query.filter.certification;
  if (certification !== undefined && !isUuid(certification)) {
    throw invalidQuery(
      'filter[certification]',
      text('certificationIdExpected', { name: 'filter[certification]' }),
    );
  }
  const sort = query.sort[0] as { field: 'issued_at' | 'expires_at'; desc: boolean } | undefined;
  return {
    portalId: c.var.portal.id,
    certificationId: certification?.toLowerCase(),
    search: query.filter.search,
    status: query.filter.status as CertificateStatus | undefined,
    expiringDays: query.filter.expiring ? Number(query.filter.expiring) : undefined,
    sort,
    now,
  };
}

export const revokeSchema = fieldRules(REVOKE_RULES, { trim: ['reason'] }).pipe(
  z.object({ reason: z.string() }),
);

/**
 * /v1/certificates: the portal's issued certificates for `RULES.certifications` (list, CSV,
 * revoke); one certificate for its printable page also for its holder. Anyone else's, or
 * another portal's: 404.
 */
export const certificateRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    authorize(c, RULES.certifications);
    const now = new Date();
    return listResponse(c, {
      query: ISSUED_QUERY,
      load: async (query) => {
        const params = issuedParams(c, query, now);
        const [list, counts] = await Promise.all([
          listCertificates(c.var.db, { ...params, page: pageWindow(query.page) }),
          certificateStatusCounts(c.var.db, params),
        ]);
        return { ...list, meta: { status_counts: counts } };
      },
      serialize: (row) => certificateResource(row, now),
    });
  })
  .get('/export', async (c) => {
    authorize(c, RULES.certifications);
    const now = new Date();
    const params = issuedParams(c, queryOf(c, EXPORT_QUERY), now);
    const { rows } = await listCertificates(c.var.db, { ...params, page: null });
    return csvResponse(certificateCsvRows(rows, now), 'certificates.csv');
  })
  .get('/:id', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    queryOf(c, {});
    const row = await findCertificate(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
    });
    const staff = RULES.certifications({ roles: viewer.roles, features: c.var.portal.features });
    if (!row || (row.accountId !== viewer.id && !staff)) throw notFound();
    return resourceResponse(certificateDetailResource(row));
  })
  .post('/:id/revoke', async (c) => {
    const viewer = authorize(c, RULES.certifications);
    const id = uuidParam(c.req.param('id'));
    const input = await attributesOf(c, revokeSchema);
    const outcome = await revokeCertificate(c.var.db, {
      portalId: c.var.portal.id,
      id,
      reason: input.reason,
      revokedBy: viewer.id,
      now: new Date(),
    });
    if (!outcome.ok) {
      if (outcome.reason === 'not_found') throw notFound();
      throw ApiError.of(409, 'ALREADY_REVOKED', text('learning.alreadyRevoked'));
    }
    return resourceResponse(certificateDetailResource(outcome.certificate));
  });

// ---------------------------------------------------------------------------------------------
// Public verification
// ---------------------------------------------------------------------------------------------

/** The 429 of too many lookups, naming the wait in the request's language. */
const lookupsRefused = async (c: Context<AppEnv>, seconds: number) =>
  tooManyAttempts(seconds, (await requestTexts(c)).text('learning.tooManyLookups', { seconds }));

/**
 * /v1/verify/{code}: anyone holding a code may check it (SCREENS "/verify/{code}"): valid,
 * expired or revoked, the holder's name, the certification and its dates. An unknown code and
 * another portal's are the same 404. At most 20 lookups a minute per address (the BFF sends the
 * visitor's address, as for sign-in), then 429 with Retry-After.
 */
export const verifyRoutes = new Hono<AppEnv>().get('/:code', async (c) => {
  queryOf(c, {});
  const key = `verify:address:${c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown'}`;
  const now = new Date();
  const wait = await throttleWait(c.var.db, [key], now);
  if (wait > 0) throw await lookupsRefused(c, wait);
  const counter = await recordVerifyLookup(c.var.db, key, now);
  // Concurrent lookups may have closed the window between the check and the count.
  if (counter.count > VERIFY_LOOKUPS_PER_MINUTE) {
    throw await lookupsRefused(c, lookupWaitSeconds(counter, now));
  }
  const code = normalizeCode(c.req.param('code'));
  const row = code ? await findVerification(c.var.db, { portalId: c.var.portal.id, code }) : null;
  if (!row) throw notFound();
  return resourceResponse(verificationResource(row, now));
});

// ---------------------------------------------------------------------------------------------
// An account's certificates
// ---------------------------------------------------------------------------------------------

const ACCOUNT_QUERY = { paginate: true, defaultPageSize: 20 } as const;

/**
 * /v1/accounts/{id}/certificates: the account's own, or any account's of this portal for staff
 * passing `RULES.certifications`; anyone else's: 404.
 */
export const accountCertificateRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const scope = await readableAccount(c, RULES.certifications);
  const now = new Date();
  return listResponse(c, {
    query: ACCOUNT_QUERY,
    load: (query) => listAccountCertificates(c.var.db, { scope, page: pageWindow(query.page) }),
    serialize: (row) => certificateDetailResource(row, now),
  });
});

/**
 * RULES.certifications: admins and the content/academy groups, or course rights where the
 * portal has `portals` (Demo Academy: Ada and Alex). Lars is a student (403 on Unlimited).
 */
const CERTIFICATIONS = { guest: 401, ada: 200, alex: 200, others: 403 } as const;

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/accounts/:id/certificates': list('certificates'),
  'GET /v1/certifications': list('certifications'),
  'POST /v1/certifications': one('certifications', { status: [201] }),
  'GET /v1/certifications/:id': one('certifications'),
  'PATCH /v1/certifications/:id': one('certifications'),
  'DELETE /v1/certifications/:id': NONE,
  'GET /v1/certificates': list('certificates'),
  'GET /v1/certificates/export': CSV,
  'GET /v1/certificates/:id': one('certificates'),
  'POST /v1/certificates/:id/revoke': one('certificates'),
  'GET /v1/verify/:code': one('certificate_verifications'),
};

/** The certificates routes' rows of the route × account table. */
export const rows: RowsOf = ({ id, NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/certifications',
    path: () => '/v1/certifications',
    expect: CERTIFICATIONS,
  },
  {
    method: 'POST',
    route: '/v1/certifications',
    path: () => '/v1/certifications',
    body: { name: '', validity_months: 500 },
    expect: { ...CERTIFICATIONS, ada: 422, alex: 422 },
  },
  {
    method: 'GET',
    route: '/v1/certifications/:id',
    path: () => `/v1/certifications/${NO_SUCH}`,
    expect: { ...CERTIFICATIONS, ada: 404, alex: 404 },
  },
  {
    method: 'PATCH',
    route: '/v1/certifications/:id',
    path: () => `/v1/certifications/${NO_SUCH}`,
    body: { validity_months: 500 },
    expect: { ...CERTIFICATIONS, ada: 404, alex: 404 },
  },
  {
    method: 'DELETE',
    route: '/v1/certifications/:id',
    path: () => `/v1/certifications/${NO_SUCH}`,
    expect: { ...CERTIFICATIONS, ada: 404, alex: 404 },
  },
  {
    method: 'GET',
    route: '/v1/certificates',
    path: () => '/v1/certificates',
    expect: CERTIFICATIONS,
  },
  {
    method: 'GET',
    route: '/v1/certificates/export',
    // The CSV is not JSON (the table reads JSON): a bad filter shows who gets past the role
    // check (400); certificates.test.ts reads the CSV.
    path: () => '/v1/certificates/export?filter[status]=nothing',
    expect: { ...CERTIFICATIONS, ada: 400, alex: 400 },
  },
  {
    method: 'GET',
    route: '/v1/certificates/:id',
    path: () => `/v1/certificates/${NO_SUCH}`,
    // Its holder or staff; this one does not exist for anyone.
    expect: { guest: 401, others: 404 },
  },
  {
    method: 'POST',
    route: '/v1/certificates/:id/revoke',
    path: () => `/v1/certificates/${NO_SUCH}/revoke`,
    body: { reason: '' },
    expect: { ...CERTIFICATIONS, ada: 422, alex: 422 },
  },
  {
    method: 'GET',
    route: '/v1/accounts/:id/certificates',
    path: (me) => `/v1/accounts/${me}/certificates`,
    expect: { guest: 401, others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/accounts/:id/certificates',
    path: () => `/v1/accounts/${id.stijn}/certificates`,
    expect: { guest: 401, stijn: 200, ada: 200, alex: 200, others: 404 },
  },
  // Public: an unknown code is a 404 for everyone, guests included. One row only: every
  // lookup of the table counts against one address (20 a minute).
  {
    method: 'GET',
    route: '/v1/verify/:code',
    path: () => '/v1/verify/ABCDEFGHJKLM',
    expect: { others: 404 },
  } satisfies Row,
];
