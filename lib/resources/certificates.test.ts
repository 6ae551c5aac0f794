import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import {
  type Certificate,
  type Certification,
  draftOf,
  hasIssuedFilters,
  heldCertificatesForCourse,
  INITIAL_ISSUED_PARAMS,
  type IssuedPage,
  type IssuedParams,
  issuedCsvPath,
  issuedPath,
  normalizeCertificateCode,
  parseCertificationDraft,
  verificationFailureOf,
  verifyPath,
  withCertificate,
} from './certificates';

const decoded = (path: string) => decodeURIComponent(path);

function certificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: 'cert-1',
    code: 'ABCDEFGHJKLM',
    holderName: 'Stijn Student',
    holderEmail: 'student@demo.academy',
    certificationName: 'Project management certificate',
    issuedAt: '2026-01-10T09:00:00Z',
    expiresAt: '2028-01-10T09:00:00Z',
    status: 'valid',
    revokedAt: null,
    revokedReason: '',
    courses: [{ id: 'c-pm', title: 'Project management basics' }],
    ...overrides,
  };
}

describe('the issued list’s query string', () => {
  it('sends only the page without filters', () => {
    expect(decoded(issuedPath(INITIAL_ISSUED_PARAMS))).toBe(
      '/v1/certificates?page[number]=1&page[size]=25',
    );
    expect(hasIssuedFilters(INITIAL_ISSUED_PARAMS)).toBe(false);
  });

  it('sends every filter the contract names, the search trimmed', () => {
    const params: IssuedParams = {
      status: 'valid',
      expiring: 60,
      certification: 'cn-1',
      search: '  stijn ',
      page: 3,
      size: 50,
    };
    const query = new URL(issuedPath(params), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      'filter[status]': 'valid',
      'filter[expiring]': '60',
      'filter[certification]': 'cn-1',
      'filter[search]': 'stijn',
      'page[number]': '3',
      'page[size]': '50',
    });
    expect(hasIssuedFilters(params)).toBe(true);
  });

  it('exports the same filters, without the page, through the BFF', () => {
    expect(issuedCsvPath(INITIAL_ISSUED_PARAMS)).toBe('/api/v1/certificates/export');
    const path = issuedCsvPath({ ...INITIAL_ISSUED_PARAMS, status: 'expired', expiring: 30 });
    expect(decoded(path)).toBe(
      '/api/v1/certificates/export?filter[status]=expired&filter[expiring]=30',
    );
  });

  it('ignores a search of spaces', () => {
    expect(hasIssuedFilters({ ...INITIAL_ISSUED_PARAMS, search: '   ' })).toBe(false);
  });
});

describe('codes', () => {
  it('reads a typed code: spaces and dashes dropped, upper case', () => {
    expect(normalizeCertificateCode(' abcd-efgh jklm ')).toBe('ABCDEFGHJKLM');
    expect(verifyPath('abcd efgh')).toBe('/verify/ABCDEFGH');
    expect(verifyPath('A/B?C')).toBe('/verify/A%2FB%3FC');
  });
});

describe('verificationFailureOf', () => {
  it('reads 404 as an unknown code', () => {
    expect(verificationFailureOf(new ApiError(404, [{ code: 'NOT_FOUND' }]))).toEqual({
      kind: 'unknown',
    });
  });

  it('reads 400 as an unknown code too (a code with a NUL byte, refused by the API)', () => {
    expect(verificationFailureOf(new ApiError(400, [{ code: 'INVALID_PATH' }]))).toEqual({
      kind: 'unknown',
    });
  });

  it('reads 429 with the seconds to wait', () => {
    const error = new ApiError(429, [{ code: 'TOO_MANY_ATTEMPTS', meta: { retry_after: 42 } }]);
    expect(verificationFailureOf(error)).toEqual({ kind: 'throttled', seconds: 42 });
    expect(verificationFailureOf(new ApiError(429, [{ status: '429' }]))).toEqual({
      kind: 'throttled',
      seconds: 60,
    });
  });

  it('leaves every other failure to the error view', () => {
    expect(verificationFailureOf(new ApiError(500, []))).toBeNull();
    expect(verificationFailureOf(new Error('boom'))).toBeNull();
  });
});

describe('heldCertificatesForCourse', () => {
  it('keeps the valid certificates whose certification requires the course', () => {
    const held = certificate();
    const other = certificate({ id: 'cert-2', courses: [{ id: 'c-data', title: 'Data' }] });
    const revoked = certificate({ id: 'cert-3', status: 'revoked' });
    const withoutCourses = certificate({ id: 'cert-4', courses: undefined });
    expect(heldCertificatesForCourse([held, other, revoked, withoutCourses], 'c-pm')).toEqual([
      held,
    ]);
  });
});

describe('withCertificate', () => {
  const page: IssuedPage = {
    items: [certificate(), certificate({ id: 'cert-2' })],
    total: 2,
    lastPage: 1,
    counts: { valid: 2, expired: 0, revoked: 0 },
  };

  it('replaces the row and moves the count to its new status', () => {
    const revoked = certificate({
      status: 'revoked',
      revokedAt: '2026-02-01T10:00:00Z',
      revokedReason: 'Issued in error',
    });
    const next = withCertificate(page, revoked);
    expect(next.items[0]).toMatchObject({ status: 'revoked', revokedReason: 'Issued in error' });
    expect(next.items[1]).toBe(page.items[1]);
    expect(next.counts).toEqual({ valid: 1, expired: 0, revoked: 1 });
  });

  it('leaves a page without the certificate alone', () => {
    expect(withCertificate(page, certificate({ id: 'elsewhere' }))).toBe(page);
  });
});

describe('the definition form', () => {
  const valid = {
    name: ' Safety ',
    courseIds: ['c-1', 'c-1', 'c-2'],
    minScore: '',
    validityMonths: '0',
  };

  it('gives the input: trimmed name, distinct courses, no minimum, never expires', () => {
    expect(parseCertificationDraft(valid)).toEqual({
      input: { name: 'Safety', courseIds: ['c-1', 'c-2'], minScore: null, validityMonths: 0 },
      errors: null,
    });
    expect(
      parseCertificationDraft({ ...valid, minScore: '100', validityMonths: '120' }).input,
    ).toMatchObject({ minScore: 100, validityMonths: 120 });
  });

  it('names each invalid field', () => {
    expect(
      parseCertificationDraft({ name: '  ', courseIds: [], minScore: '101', validityMonths: '' })
        .errors,
    ).toEqual({
      name: 'nameRequired',
      courseIds: 'coursesRequired',
      minScore: 'minScoreRange',
      validityMonths: 'validityRange',
    });
    expect(parseCertificationDraft({ ...valid, minScore: '-1' }).errors).toEqual({
      minScore: 'minScoreRange',
    });
    expect(parseCertificationDraft({ ...valid, minScore: '7.5' }).errors).toEqual({
      minScore: 'minScoreRange',
    });
    expect(parseCertificationDraft({ ...valid, validityMonths: '121' }).errors).toEqual({
      validityMonths: 'validityRange',
    });
    expect(parseCertificationDraft({ ...valid, name: 'x'.repeat(121) }).errors).toEqual({
      name: 'nameTooLong',
    });
  });

  it('starts from the definition, or from an empty one', () => {
    const definition: Certification = {
      id: 'cn-1',
      name: 'Data literacy certificate',
      minScore: 60,
      validityMonths: 24,
      courses: [{ id: 'c-data', title: 'Data literacy' }],
      issuedCount: 0,
      createdAt: '2026-01-10T09:00:00.000Z',
      updatedAt: '2026-01-10T09:00:00.000Z',
    };
    expect(draftOf(definition)).toEqual({
      name: 'Data literacy certificate',
      courseIds: ['c-data'],
      minScore: '60',
      validityMonths: '24',
    });
    expect(draftOf({ ...definition, minScore: null }).minScore).toBe('');
    expect(draftOf(null)).toEqual({ name: '', courseIds: [], minScore: '', validityMonths: '0' });
  });
});
