import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { CertificateStatus } from '../../shared/certificates/status';
import { expiringBefore } from '../../shared/certificates/status';
import { afterLookup, type LookupCounter } from '../../shared/certificates/verify-throttle';
import type { AccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';
import {
  accounts,
  authThrottles,
  certificates,
  certificationCourses,
  certifications,
  courses,
  portals,
} from '../db/schema';

type Page = { limit: number; offset: number };
export type CourseRef = { id: string; title: string };

/** The required courses (A–Z) of each of `certificationIds`. */
async function coursesOf(db: Db, certificationIds: string[]): Promise<Map<string, CourseRef[]>> {
  const byCertification = new Map<string, CourseRef[]>();
  if (certificationIds.length === 0) return byCertification;
  const rows = await db
    .select({
      certificationId: certificationCourses.certificationId,
      id: courses.id,
      title: courses.title,
    })
    .from(certificationCourses)
    .innerJoin(courses, eq(courses.id, certificationCourses.courseId))
    .where(inArray(certificationCourses.certificationId, certificationIds))
    .orderBy(asc(courses.title), asc(courses.id));
  for (const { certificationId, id, title } of rows) {
    byCertification.set(certificationId, [
      ...(byCertification.get(certificationId) ?? []),
      { id, title },
    ]);
  }
  return byCertification;
}

// ---------------------------------------------------------------------------------------------
// Definitions (certifications)
// ---------------------------------------------------------------------------------------------

export type CertificationRow = typeof certifications.$inferSelect & {
  courses: CourseRef[];
  issuedCount: number;
};

/** The required courses (A–Z) and the issued count of each definition. */
async function withCoursesAndCounts(
  db: Db,
  rows: (typeof certifications.$inferSelect)[],
): Promise<CertificationRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [required, counts] = await Promise.all([
    coursesOf(db, ids),
    db
      .select({ certificationId: certificates.certificationId, value: count() })
      .from(certificates)
      .where(inArray(certificates.certificationId, ids))
      .groupBy(certificates.certificationId),
  ]);
  return rows.map((row) => ({
    ...row,
    courses: required.get(row.id) ?? [],
    issuedCount: counts.find((c) => c.certificationId === row.id)?.value ?? 0,
  }));
}

/** One page of the portal's certifications, A–Z. */
export async function listCertifications(db: Db, params: { portalId: string; page: Page }) {
  const where = eq(certifications.portalId, params.portalId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(certifications)
      .where(where)
      .orderBy(asc(certifications.name), asc(certifications.id))
      .limit(params.page.limit)
      .offset(params.page.offset),
    db.select({ value: count() }).from(certifications).where(where),
  ]);
  return { rows: await withCoursesAndCounts(db, rows), total: total?.value ?? 0 };
}

export async function findCertification(
  db: Db,
  params: { portalId: string; id: string },
): Promise<CertificationRow | null> {
  const rows = await db
    .select()
    .from(certifications)
    .where(and(eq(certifications.portalId, params.portalId), eq(certifications.id, params.id)));
  const [row] = await withCoursesAndCounts(db, rows);
  return row ?? null;
}

/** The ids among `ids` that are courses of the portal (a certification names only those). */
export async function portalCourseIds(
  db: Db,
  params: { portalId: string; ids: readonly string[] },
): Promise<Set<string>> {
  if (params.ids.length === 0) return new Set();
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.portalId, params.portalId), inArray(courses.id, [...params.ids])));
  return new Set(rows.map((row) => row.id));
}

/** The portal's courses (the definition form's choices), A–Z. */
export async function portalCourses(db: Db, params: { portalId: string }): Promise<CourseRef[]> {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.portalId, params.portalId))
    .orderBy(asc(courses.title), asc(courses.id));
}

export type CertificationInput = {
  name: string;
  minScore: number | null;
  validityMonths: number;
  courseIds: string[];
};

/** Creates a definition with its courses (all of the portal: the route checked). */
export async function createCertification(
  db: Db,
  params: { portalId: string } & CertificationInput,
): Promise<CertificationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(certifications)
      .values({
        portalId: params.portalId,
        name: params.name,
        minScore: params.minScore,
        validityMonths: params.validityMonths,
      })
      .returning({ id: certifications.id });
    if (!row) throw new Error('Inserting a certification returned no row');
    await tx
      .insert(certificationCourses)
      .values(params.courseIds.map((courseId) => ({ certificationId: row.id, courseId })));
    const created = await findCertification(tx, { portalId: params.portalId, id: row.id });
    if (!created) throw new Error('The new certification is gone');
    return created;
  });
}

/**
 * Changes what is given; `courseIds` replaces the course list. Certificates already issued stay
 * as they are. Null when the definition is not the portal's.
 */
export async function updateCertification(
  db: Db,
  params: { portalId: string; id: string } & Partial<CertificationInput>,
): Promise<CertificationRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(certifications)
      .set({
        updatedAt: new Date(),
        ...(params.name !== undefined ? { name: params.name } : {}),
        ...(params.minScore !== undefined ? { minScore: params.minScore } : {}),
        ...(params.validityMonths !== undefined ? { validityMonths: params.validityMonths } : {}),
      })
      .where(and(eq(certifications.portalId, params.portalId), eq(certifications.id, params.id)))
      .returning({ id: certifications.id });
    if (!row) return null;
    if (params.courseIds) {
      await tx.delete(certificationCourses).where(eq(certificationCourses.certificationId, row.id));
      await tx
        .insert(certificationCourses)
        .values(params.courseIds.map((courseId) => ({ certificationId: row.id, courseId })));
    }
    return findCertification(tx, { portalId: params.portalId, id: row.id });
  });
}

/** Deletes a definition (and, by cascade, its issued certificates). False when not the portal's. */
export async function deleteCertification(db: Db, params: { portalId: string; id: string }) {
  const rows = await db
    .delete(certifications)
    .where(and(eq(certifications.portalId, params.portalId), eq(certifications.id, params.id)))
    .returning({ id: certifications.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Issued certificates
// ---------------------------------------------------------------------------------------------

const columns = {
  id: certificates.id,
  portalId: certificates.portalId,
  certificationId: certificates.certificationId,
  accountId: certificates.accountId,
  code: certificates.code,
  issuedAt: certificates.issuedAt,
  expiresAt: certificates.expiresAt,
  revokedAt: certificates.revokedAt,
  revokedReason: certificates.revokedReason,
  revokedBy: certificates.revokedBy,
  holderName: accounts.fullName,
  holderEmail: accounts.email,
  certificationName: certifications.name,
};

export type CertificateRow = {
  id: string;
  portalId: string;
  certificationId: string;
  accountId: string;
  code: string;
  issuedAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  revokedReason: string;
  revokedBy: string | null;
  holderName: string;
  holderEmail: string;
  certificationName: string;
};

/** One certificate for its printable page: also the portal's name and the courses. */
export type CertificateDetail = CertificateRow & { portalName: string; courses: CourseRef[] };

const withHolder = (db: Db) =>
  db
    .select(columns)
    .from(certificates)
    .innerJoin(accounts, eq(accounts.id, certificates.accountId))
    .innerJoin(certifications, eq(certifications.id, certificates.certificationId));

/** The status of shared/certificates/status.ts, as SQL at `now`. */
export function statusCondition(status: CertificateStatus, now: Date): SQL {
  if (status === 'revoked') return isNotNull(certificates.revokedAt);
  if (status === 'expired') {
    return and(
      isNull(certificates.revokedAt),
      isNotNull(certificates.expiresAt),
      lte(certificates.expiresAt, now),
    ) as SQL;
  }
  return and(
    isNull(certificates.revokedAt),
    or(isNull(certificates.expiresAt), gt(certificates.expiresAt, now)),
  ) as SQL;
}

/** Valid at `now` and expiring within `days` (isExpiringWithin of the shared rules). */
export function expiringCondition(days: number, now: Date): SQL {
  return and(
    isNull(certificates.revokedAt),
    gt(certificates.expiresAt, now),
    lte(certificates.expiresAt, expiringBefore(days, now)),
  ) as SQL;
}

export type CertificateFilter = {
  portalId: string;
  certificationId?: string;
  /** Holder name, e-mail or code, anywhere in it. */
  search?: string;
};

function filterConditions(params: CertificateFilter): SQL[] {
  const conditions: SQL[] = [eq(certificates.portalId, params.portalId)];
  if (params.certificationId) {
    conditions.push(eq(certificates.certificationId, params.certificationId));
  }
  const search = params.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      or(
        sql`${accounts.fullName} ilike ${pattern}`,
        sql`${accounts.email} ilike ${pattern}`,
        sql`${certificates.code} ilike ${pattern}`,
      ) as SQL,
    );
  }
  return conditions;
}

export type CertificateListParams = CertificateFilter & {
  status?: CertificateStatus;
  expiringDays?: number;
  now: Date;
  sort?: { field: 'issued_at' | 'expires_at'; desc: boolean };
  /** null: every row (the CSV export). */
  page: Page | null;
};

/** One page of the portal's issued certificates, newest first unless sorted otherwise. */
export async function listCertificates(
  db: Db,
  params: CertificateListParams,
): Promise<{ rows: CertificateRow[]; total: number }> {
  const conditions = filterConditions(params);
  if (params.status) conditions.push(statusCondition(params.status, params.now));
  if (params.expiringDays) conditions.push(expiringCondition(params.expiringDays, params.now));
  const where = and(...conditions);
  const sort = params.sort ?? { field: 'issued_at', desc: true };
  const column = sort.field === 'expires_at' ? certificates.expiresAt : certificates.issuedAt;
  const order = sort.desc
    ? [sql`${column} desc nulls last`, desc(certificates.id)]
    : [sql`${column} asc nulls last`, asc(certificates.id)];
  const query = withHolder(db)
    .where(where)
    .orderBy(...order);
  const [rows, [total]] = await Promise.all([
    params.page ? query.limit(params.page.limit).offset(params.page.offset) : query,
    db
      .select({ value: count() })
      .from(certificates)
      .innerJoin(accounts, eq(accounts.id, certificates.accountId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** How many certificates have each status under the certification and search filters (the tabs). */
export async function certificateStatusCounts(
  db: Db,
  params: CertificateFilter & { now: Date },
): Promise<Record<CertificateStatus, number>> {
  const countOf = (status: CertificateStatus) =>
    sql<number>`count(*) filter (where ${statusCondition(status, params.now)})`.mapWith(Number);
  const [row] = await db
    .select({ valid: countOf('valid'), expired: countOf('expired'), revoked: countOf('revoked') })
    .from(certificates)
    .innerJoin(accounts, eq(accounts.id, certificates.accountId))
    .where(and(...filterConditions(params)));
  return { valid: row?.valid ?? 0, expired: row?.expired ?? 0, revoked: row?.revoked ?? 0 };
}

export async function findCertificate(
  db: Db,
  params: { portalId: string; id: string },
): Promise<CertificateDetail | null> {
  const [row] = await db
    .select({ ...columns, portalName: portals.name })
    .from(certificates)
    .innerJoin(accounts, eq(accounts.id, certificates.accountId))
    .innerJoin(certifications, eq(certifications.id, certificates.certificationId))
    .innerJoin(portals, eq(portals.id, certificates.portalId))
    .where(and(eq(certificates.portalId, params.portalId), eq(certificates.id, params.id)));
  if (!row) return null;
  const required = await coursesOf(db, [row.certificationId]);
  return { ...row, courses: required.get(row.certificationId) ?? [] };
}

export type Revocation =
  | { ok: true; certificate: CertificateDetail }
  | { ok: false; reason: 'not_found' | 'already_revoked' };

/**
 * Revokes a certificate once, with the reason and who did it. The row is locked while it is
 * checked, so two people revoking at once cannot both succeed.
 */
export async function revokeCertificate(
  db: Db,
  params: { portalId: string; id: string; reason: string; revokedBy: string; now: Date },
): Promise<Revocation> {
  return db.transaction(async (tx): Promise<Revocation> => {
    const [current] = await tx
      .select({ revokedAt: certificates.revokedAt })
      .from(certificates)
      .where(and(eq(certificates.portalId, params.portalId), eq(certificates.id, params.id)))
      .for('update');
    if (!current) return { ok: false, reason: 'not_found' };
    if (current.revokedAt) return { ok: false, reason: 'already_revoked' };
    await tx
      .update(certificates)
      .set({ revokedAt: params.now, revokedReason: params.reason, revokedBy: params.revokedBy })
      .where(eq(certificates.id, params.id));
    const certificate = await findCertificate(tx, params);
    return certificate ? { ok: true, certificate } : { ok: false, reason: 'not_found' };
  });
}

/**
 * One page of an account's certificates on its portal, newest first, each with its courses and
 * the portal's name (a course page shows the certificates that require it).
 */
export async function listAccountCertificates(
  db: Db,
  params: { scope: AccountScope; page: Page },
): Promise<{ rows: CertificateDetail[]; total: number }> {
  const where = and(
    eq(certificates.accountId, params.scope.accountId),
    eq(certificates.portalId, params.scope.portalId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...columns, portalName: portals.name })
      .from(certificates)
      .innerJoin(accounts, eq(accounts.id, certificates.accountId))
      .innerJoin(certifications, eq(certifications.id, certificates.certificationId))
      .innerJoin(portals, eq(portals.id, certificates.portalId))
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.id))
      .limit(params.page.limit)
      .offset(params.page.offset),
    db.select({ value: count() }).from(certificates).where(where),
  ]);
  const required = await coursesOf(db, [...new Set(rows.map((row) => row.certificationId))]);
  return {
    rows: rows.map((row) => ({ ...row, courses: required.get(row.certificationId) ?? [] })),
    total: total?.value ?? 0,
  };
}

/** What the public verification shows: nothing about the holder beyond their name. */
export type Verification = {
  code: string;
  holderName: string;
  certificationName: string;
  issuedAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
};

/** The portal's certificate with this code (another portal's does not exist here). */
export async function findVerification(
  db: Db,
  params: { portalId: string; code: string },
): Promise<Verification | null> {
  const [row] = await db
    .select({
      code: certificates.code,
      holderName: accounts.fullName,
      certificationName: certifications.name,
      issuedAt: certificates.issuedAt,
      expiresAt: certificates.expiresAt,
      revokedAt: certificates.revokedAt,
    })
    .from(certificates)
    .innerJoin(accounts, eq(accounts.id, certificates.accountId))
    .innerJoin(certifications, eq(certifications.id, certificates.certificationId))
    .where(and(eq(certificates.portalId, params.portalId), eq(certificates.code, params.code)));
  return row ?? null;
}

/**
 * Counts one verification lookup against `key` (an auth_throttles row, like the sign-in
 * counters), with the fixed-window rule of shared/certificates/verify-throttle.ts. The row is
 * locked while it changes, so concurrent lookups count once each.
 */
export async function recordVerifyLookup(db: Db, key: string, now: Date): Promise<LookupCounter> {
  return db.transaction(async (tx) => {
    await tx
      .insert(authThrottles)
      .values({ key, count: 0, windowStart: now, updatedAt: now })
      .onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(authThrottles)
      .where(eq(authThrottles.key, key))
      .for('update');
    const next = afterLookup(current && current.count > 0 ? current : null, now);
    await tx.update(authThrottles).set(next).where(eq(authThrottles.key, key));
    return next;
  });
}
