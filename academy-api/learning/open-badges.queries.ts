import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, lte, max, or } from 'drizzle-orm';
import { STATUS_LIST_LENGTH } from '../../shared/open-badges/credential';
import type { Db } from '../db/database';
import { badgeCredentials, certificates } from '../db/schema';

export type BadgeRecord = { statusIndex: number; salt: string };

/**
 * The certificate's status-list place and e-mail salt, made on its first download: the next free
 * index of the portal's list (in order; the list is 131,072 long) and 16 random bytes of salt.
 */
export async function badgeRecord(
  db: Db,
  params: { portalId: string; certificateId: string },
): Promise<BadgeRecord> {
  const existing = async () => {
    const [row] = await db
      .select({ statusIndex: badgeCredentials.statusIndex, salt: badgeCredentials.salt })
      .from(badgeCredentials)
      .where(eq(badgeCredentials.certificateId, params.certificateId));
    return row;
  };
  const found = await existing();
  if (found) return found;
  // Two first downloads at once: the unique index sends the second round again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [top] = await db
      .select({ value: max(badgeCredentials.statusIndex) })
      .from(badgeCredentials)
      .where(eq(badgeCredentials.portalId, params.portalId));
    const next = top?.value === null || top?.value === undefined ? 0 : top.value + 1;
    if (next >= STATUS_LIST_LENGTH) throw new Error('The portal’s badge status list is full');
    const inserted = await db
      .insert(badgeCredentials)
      .values({
        certificateId: params.certificateId,
        portalId: params.portalId,
        statusIndex: next,
        salt: randomBytes(16).toString('hex'),
      })
      .onConflictDoNothing()
      .returning({ statusIndex: badgeCredentials.statusIndex, salt: badgeCredentials.salt });
    if (inserted[0]) return inserted[0];
    const now = await existing();
    if (now) return now;
  }
  throw new Error('No status list index could be taken');
}

/**
 * The set bits of the portal's status list: every certificate with a badge that is revoked, or
 * expired as of `now` (an expired certificate is no longer valid either).
 */
export async function setStatusIndices(
  db: Db,
  params: { portalId: string; now: Date },
): Promise<number[]> {
  const rows = await db
    .select({ index: badgeCredentials.statusIndex })
    .from(badgeCredentials)
    .innerJoin(certificates, eq(certificates.id, badgeCredentials.certificateId))
    .where(
      and(
        eq(badgeCredentials.portalId, params.portalId),
        or(isNotNull(certificates.revokedAt), lte(certificates.expiresAt, params.now)),
      ),
    );
  return rows.map((row) => row.index);
}
