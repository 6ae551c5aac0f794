import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { deserialize, serialize } from '@/lib/api/jsonapi';
import { fetchList, fetchResource, type ListPage, sendResource } from '@/lib/api/transport';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@/lib/lists/pagination';
import {
  CERTIFICATION_NAME_MAX,
  MIN_SCORE_MAX,
  REVOKE_RULES,
  VALIDITY_MONTHS_MAX,
} from '@/shared/certificates/rules';
import type { CertificateStatus, ExpiringWindow } from '@/shared/certificates/status';
import type { CamelDeep, Read } from '@/shared/contract/resource';
import type {
  certificateCourse,
  certificates,
  certificateVerifications,
  certifications,
} from '@/shared/learning/contract';
import { accountKeys, accountPath } from './accounts';

/**
 * Certificates (docs/quizzes-api.md "Certificates", SCREENS "/admin/certifications"): the
 * definitions staff set up, the certificates issued from them, one certificate's printable
 * page, an account's certificates and the public verification by code. camelCase here.
 */

// The statuses, the "expiring within" windows (days) and the form limits are the API's own.
export {
  CERTIFICATE_STATUSES,
  type CertificateStatus,
  EXPIRING_WINDOWS,
  type ExpiringWindow,
} from '@/shared/certificates/status';
export { CERTIFICATION_NAME_MAX };

/** The revoke reason: required, 3–500 characters (spec §5 rules, as the API checks them). */
export const REVOKE_REASON_RULES = REVOKE_RULES.reason;

export type CertificateCourse = CamelDeep<z.output<typeof certificateCourse>>;

/** GET /v1/certifications: a definition with its required courses and issued count. */
export type Certification = Read<typeof certifications>;

/** What the definition form sends (POST /v1/certifications, PATCH /{id}). */
export interface CertificationInput {
  name: string;
  courseIds: string[];
  minScore: number | null;
  validityMonths: number;
}

/**
 * An issued certificate: a row of GET /v1/certificates; one certificate (GET /{id}) and an
 * account's certificates add the portal's name and the certification's courses.
 */
export type Certificate = Read<typeof certificates>;

/** GET /v1/verify/{code}: what anyone with the code may know, nothing more. */
export type CertificateVerification = Read<typeof certificateVerifications>;

/** The issued list's filters and page. */
export interface IssuedParams {
  status: CertificateStatus | null;
  expiring: ExpiringWindow | null;
  /** A certification id. */
  certification: string | null;
  /** Searches the holder (name or e-mail address). */
  search: string | null;
  page: number;
  size: PageSize;
}

export const INITIAL_ISSUED_PARAMS: IssuedParams = {
  status: null,
  expiring: null,
  certification: null,
  search: null,
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

export interface IssuedPage {
  items: Certificate[];
  total: number;
  lastPage: number;
  counts: Record<CertificateStatus, number>;
}

/** One page of GET /v1/certificates as the list screen pages it (ListResults). */
export type IssuedListPage = ListPage<Certificate> & IssuedPage;

export const certificationKeys = {
  all: () => ['certifications'] as const,
  list: () => ['certifications', 'list'] as const,
};

export const certificateKeys = {
  all: () => ['certificates'] as const,
  lists: () => ['certificates', 'list'] as const,
  /** The issued list of one view's query string (useListQuery). */
  list: (queryString: string) => ['certificates', 'list', queryString] as const,
  detail: (id: string) => ['certificates', 'detail', id] as const,
  /** An account's certificates live beneath the account (its records). */
  account: (accountId: string) => [...accountKeys.detail(accountId), 'certificates'] as const,
  verification: (code: string) => ['certificate_verifications', code] as const,
};

/** The filters as query parameters (the list and its CSV export use the same ones). */
export function issuedFilterParams(params: IssuedParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.status) query.set('filter[status]', params.status);
  if (params.expiring) query.set('filter[expiring]', String(params.expiring));
  if (params.certification) query.set('filter[certification]', params.certification);
  const search = params.search?.trim();
  if (search) query.set('filter[search]', search);
  return query;
}

/** GET /v1/certificates with the filters and the page. */
export function issuedPath(params: IssuedParams): string {
  const query = issuedFilterParams(params);
  query.set('page[number]', String(params.page));
  query.set('page[size]', String(params.size));
  return `/v1/certificates?${query}`;
}

/** "Download CSV": the browser's address of the export with the list's current filters. */
export function issuedCsvPath(params: IssuedParams): string {
  const query = issuedFilterParams(params).toString();
  return `/api/v1/certificates/export${query ? `?${query}` : ''}`;
}

/** Whether any filter narrows the list (its empty state then offers to clear them). */
export function hasIssuedFilters(params: IssuedParams): boolean {
  return issuedFilterParams(params).toString() !== '';
}

const EMPTY_COUNTS: Record<CertificateStatus, number> = { valid: 0, expired: 0, revoked: 0 };

/** The definitions, and the portal's courses the form chooses from (meta.courses). */
export interface CertificationsPage {
  items: Certification[];
  /** null when the API sent no course choices (the form then reads the admin course list). */
  courses: CertificateCourse[] | null;
}

export const certificationsQuery = () =>
  queryOptions({
    queryKey: certificationKeys.list(),
    queryFn: async (context): Promise<CertificationsPage> => {
      const { data, meta } = await fetchResource<Certification[]>(
        context,
        '/v1/certifications?page[size]=100',
      );
      return {
        items: data ?? [],
        courses: Array.isArray(meta.courses) ? (meta.courses as CertificateCourse[]) : null,
      };
    },
  });

/**
 * GET /v1/certificates for the list screen's view: its query string (filter[status],
 * filter[expiring], filter[certification], filter[search], the page) with the counts per status.
 */
export const issuedCertificatesQuery = (queryString: string) =>
  queryOptions({
    queryKey: certificateKeys.list(queryString),
    queryFn: async (context): Promise<IssuedListPage> => {
      const page = await fetchList<Certificate>(context, `/v1/certificates?${queryString}`);
      return {
        ...page,
        counts: { ...EMPTY_COUNTS, ...(page.meta.statusCounts as object | undefined) },
      };
    },
    // The previous page stays on screen while the next loads, so filtering does not flash.
    placeholderData: keepPreviousData,
  });

/** GET /v1/certificates/{id}: the printable page's certificate (its holder's, or staff's). */
export const certificateQuery = (id: string) =>
  queryOptions({
    queryKey: certificateKeys.detail(id),
    queryFn: async (context) =>
      (await fetchResource<Certificate>(context, `/v1/certificates/${encodeURIComponent(id)}`))
        .data,
  });

/** GET /v1/accounts/{id}/certificates: the account's certificates. */
export const accountCertificatesQuery = (accountId: string) =>
  queryOptions({
    queryKey: certificateKeys.account(accountId),
    queryFn: async (context): Promise<Certificate[]> =>
      (
        await fetchResource<Certificate[]>(
          context,
          `${accountPath(accountId)}/certificates?page[size]=100`,
        )
      ).data ?? [],
  });

/**
 * A code as people type or paste it: spaces and dashes dropped, upper case (codes use
 * ABCDEFGHJKLMNPQRSTUVWXYZ23456789).
 */
export function normalizeCertificateCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** Where a code is checked: /verify/{code}. */
export function verifyPath(code: string): string {
  return `/verify/${encodeURIComponent(normalizeCertificateCode(code))}`;
}

/** GET /v1/verify/{code} (public). */
export const verificationQuery = (code: string) =>
  queryOptions({
    queryKey: certificateKeys.verification(normalizeCertificateCode(code)),
    queryFn: async (context) =>
      (
        await fetchResource<CertificateVerification>(
          context,
          `/v1/verify/${encodeURIComponent(normalizeCertificateCode(code))}`,
        )
      ).data,
  });

/** How a verification that found no certificate ends: no such code, or too many checks. */
export type VerificationFailure = { kind: 'unknown' } | { kind: 'throttled'; seconds: number };

const DEFAULT_RETRY_SECONDS = 60;

/**
 * The verify page's reading of an error: 404 is "no certificate has this code", and so is 400
 * (the API refuses a code with a NUL byte or broken Unicode in it, which no certificate has:
 * the page answered 500 for /verify/a%00b, found by the fuzz test); 429 says how long to wait
 * (meta.retry_after of the error, as Retry-After). Anything else is null (a real failure: the
 * error view).
 */
export function verificationFailureOf(error: unknown): VerificationFailure | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404 || error.status === 400) return { kind: 'unknown' };
  if (error.status !== 429) return null;
  const meta = error.errors[0]?.meta ?? {};
  const raw = meta.retry_after ?? meta.retryAfter;
  const seconds = typeof raw === 'number' ? raw : Number(raw);
  return {
    kind: 'throttled',
    seconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : DEFAULT_RETRY_SECONDS,
  };
}

/** The certificates of an account that show on a course's page: valid ones requiring it. */
export function heldCertificatesForCourse(
  certificates: readonly Certificate[],
  courseId: string,
): Certificate[] {
  return certificates.filter(
    (certificate) =>
      certificate.status === 'valid' &&
      (certificate.courses ?? []).some((course) => course.id === courseId),
  );
}

/** The issued list with one certificate replaced by the server's answer (e.g. revoked). */
export function withCertificate(page: IssuedPage, certificate: Certificate): IssuedPage {
  const before = page.items.find((item) => item.id === certificate.id);
  if (!before) return page;
  const counts = { ...page.counts };
  if (before.status !== certificate.status) {
    counts[before.status] = Math.max(0, counts[before.status] - 1);
    counts[certificate.status] += 1;
  }
  return {
    ...page,
    counts,
    items: page.items.map((item) =>
      item.id === certificate.id ? { ...item, ...certificate } : item,
    ),
  };
}

/** The definition form as typed: text fields and the chosen course ids. */
export interface CertificationDraft {
  name: string;
  courseIds: readonly string[];
  /** '' = no minimum score. */
  minScore: string;
  validityMonths: string;
}

export type CertificationField = 'name' | 'courseIds' | 'minScore' | 'validityMonths';

/** Message keys (namespace certificates, definitions.errors.*) per invalid field. */
export type CertificationErrors = Partial<Record<CertificationField, string>>;

const WHOLE_NUMBER = /^\d+$/;

/**
 * Checks the definition form before anything is sent: a name, at least one course, a minimum
 * score of 0–100 or none, a validity of 0–120 months. Returns the input, or the errors.
 */
export function parseCertificationDraft(
  draft: CertificationDraft,
): { input: CertificationInput; errors: null } | { input: null; errors: CertificationErrors } {
  const errors: CertificationErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if ([...name].length > CERTIFICATION_NAME_MAX) errors.name = 'nameTooLong';
  if (draft.courseIds.length === 0) errors.courseIds = 'coursesRequired';
  const minScoreText = draft.minScore.trim();
  const minScore = minScoreText === '' ? null : Number(minScoreText);
  if (
    minScore !== null &&
    (!WHOLE_NUMBER.test(minScoreText) || minScore < 0 || minScore > MIN_SCORE_MAX)
  ) {
    errors.minScore = 'minScoreRange';
  }
  const validityText = draft.validityMonths.trim();
  const validityMonths = Number(validityText);
  if (
    !WHOLE_NUMBER.test(validityText) ||
    validityMonths < 0 ||
    validityMonths > VALIDITY_MONTHS_MAX
  ) {
    errors.validityMonths = 'validityRange';
  }
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: { name, courseIds: [...new Set(draft.courseIds)], minScore, validityMonths },
    errors: null,
  };
}

/** The form's starting values: a definition's, or a new one's (never expires, no minimum). */
export function draftOf(certification: Certification | null): CertificationDraft {
  return {
    name: certification?.name ?? '',
    courseIds: certification?.courses.map((course) => course.id) ?? [],
    minScore:
      certification?.minScore === null || !certification ? '' : String(certification.minScore),
    validityMonths: String(certification?.validityMonths ?? 0),
  };
}

const certificationPath = (id: string) => `/v1/certifications/${encodeURIComponent(id)}`;

async function certificationOf(document: Awaited<ReturnType<typeof apiFetch>>) {
  return (await deserialize<Certification>(document)).data;
}

/** POST /v1/certifications: the created definition. */
export async function createCertification(input: CertificationInput): Promise<Certification> {
  return certificationOf(
    await apiFetch('/v1/certifications', {
      method: 'POST',
      body: serialize('certifications', { ...input }),
    }),
  );
}

/** PATCH /v1/certifications/{id}: the definition as it now is. */
export async function updateCertification(
  id: string,
  input: CertificationInput,
): Promise<Certification> {
  return certificationOf(
    await apiFetch(certificationPath(id), {
      method: 'PATCH',
      body: serialize('certifications', { ...input }),
    }),
  );
}

/** DELETE /v1/certifications/{id} (204): its issued certificates go with it. */
export function deleteCertification(id: string) {
  return apiFetch(certificationPath(id), { method: 'DELETE' });
}

/** POST /v1/certificates/{id}/revoke: the certificate, now revoked. */
export async function revokeCertificate(id: string, reason: string): Promise<Certificate> {
  return sendResource<Certificate>(`/v1/certificates/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
    body: serialize('certificates', { reason }),
  });
}
