import { certificateStatus } from '../../shared/certificates/status';
import type { ResourceObject } from '../jsonapi/document';
import { toOne } from '../jsonapi/document';
import type {
  CertificateDetail,
  CertificateRow,
  CertificationRow,
  Verification,
} from '../queries/certificates';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A certification (definition): its criteria, required courses and how often it was issued. */
export function certificationResource(row: CertificationRow): ResourceObject {
  return {
    type: 'certifications',
    id: row.id,
    attributes: {
      name: row.name,
      min_score: row.minScore,
      validity_months: row.validityMonths,
      courses: row.courses.map(({ id, title }) => ({ id, title })),
      issued_count: row.issuedCount,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    },
  };
}

/** An issued certificate (the admin list, an account's list), its status as of `now`. */
export function certificateResource(row: CertificateRow, now: Date = new Date()): ResourceObject {
  return {
    type: 'certificates',
    id: row.id,
    attributes: {
      code: row.code,
      holder_name: row.holderName,
      holder_email: row.holderEmail,
      certification_name: row.certificationName,
      issued_at: iso(row.issuedAt),
      expires_at: iso(row.expiresAt),
      status: certificateStatus(row, now),
      revoked_at: iso(row.revokedAt),
      revoked_reason: row.revokedReason,
    },
    relationships: {
      holder: toOne('accounts', row.accountId),
      certification: toOne('certifications', row.certificationId),
    },
  };
}

/** One certificate for its printable page: also the portal's name and the courses it covers. */
export function certificateDetailResource(
  row: CertificateDetail,
  now: Date = new Date(),
): ResourceObject {
  const resource = certificateResource(row, now);
  return {
    ...resource,
    attributes: {
      ...resource.attributes,
      portal_name: row.portalName,
      courses: row.courses.map(({ id, title }) => ({ id, title })),
    },
  };
}

/**
 * The public answer of /verify/{code}: the status, the holder's name, the certification and its
 * dates. Nothing else (no e-mail, no ids, no links): the code is its id.
 */
export function verificationResource(row: Verification, now: Date = new Date()): ResourceObject {
  return {
    type: 'certificate_verifications',
    id: row.code,
    attributes: {
      status: certificateStatus(row, now),
      holder_name: row.holderName,
      certification_name: row.certificationName,
      issued_at: iso(row.issuedAt),
      expires_at: iso(row.expiresAt),
      revoked_at: iso(row.revokedAt),
    },
  };
}
