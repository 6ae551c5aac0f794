import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ErasureRequestStatus } from '../../shared/privacy/erasure';
import type { Db } from '../db/database';
import { accounts, erasureRequests } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

/** A request as the screens show it: with the account's name and address now. */
const requestRecord = {
  id: erasureRequests.id,
  portalId: erasureRequests.portalId,
  accountId: erasureRequests.accountId,
  accountName: accounts.fullName,
  accountEmail: accounts.email,
  note: erasureRequests.note,
  status: erasureRequests.status,
  requestedAt: erasureRequests.requestedAt,
  handledAt: erasureRequests.handledAt,
  handledByName: erasureRequests.handledByName,
  decisionReason: erasureRequests.decisionReason,
};

export type ErasureRequestRecord = {
  id: string;
  portalId: string;
  accountId: string;
  accountName: string;
  accountEmail: string;
  note: string;
  status: ErasureRequestStatus;
  requestedAt: Date;
  handledAt: Date | null;
  handledByName: string | null;
  decisionReason: string;
};

/** A portal's requests (or one account's), newest first; served by the (portal, status) index. */
export async function listErasureRequests(
  db: Db,
  params: {
    portalId: string;
    accountId?: string;
    status?: ErasureRequestStatus;
    limit: number;
    offset: number;
  },
): Promise<{ rows: ErasureRequestRecord[]; total: number }> {
  const where = and(
    eq(erasureRequests.portalId, params.portalId),
    params.accountId ? eq(erasureRequests.accountId, params.accountId) : undefined,
    params.status ? eq(erasureRequests.status, params.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(requestRecord)
      .from(erasureRequests)
      .innerJoin(accounts, eq(accounts.id, erasureRequests.accountId))
      .where(where)
      .orderBy(desc(erasureRequests.requestedAt), desc(erasureRequests.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(erasureRequests).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findErasureRequest(
  db: Db,
  params: { portalId: string; id: string },
): Promise<ErasureRequestRecord | null> {
  const [row] = await db
    .select(requestRecord)
    .from(erasureRequests)
    .innerJoin(accounts, eq(accounts.id, erasureRequests.accountId))
    .where(and(eq(erasureRequests.portalId, params.portalId), eq(erasureRequests.id, params.id)));
  return row ?? null;
}

/** Makes an open request; null when the account has one open already (one at a time). */
export async function createErasureRequest(
  db: Db,
  params: { portalId: string; accountId: string; note: string },
): Promise<string | null> {
  try {
    const [row] = await db
      .insert(erasureRequests)
      .values(params)
      .returning({ id: erasureRequests.id });
    return row?.id ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Closes an open request (withdrawn, declined, erased); false when it is not open (any more). */
export async function closeErasureRequest(
  db: Db,
  params: {
    portalId: string;
    where: SQL | undefined;
    status: Exclude<ErasureRequestStatus, 'open'>;
    handledBy: { id: string; name: string } | null;
    reason: string;
  },
): Promise<boolean> {
  const rows = await db
    .update(erasureRequests)
    .set({
      status: params.status,
      handledAt: new Date(),
      handledBy: params.handledBy?.id ?? null,
      handledByName: params.handledBy?.name ?? null,
      decisionReason: params.reason,
    })
    .where(
      and(
        eq(erasureRequests.portalId, params.portalId),
        eq(erasureRequests.status, 'open'),
        params.where,
      ),
    )
    .returning({ id: erasureRequests.id });
  return rows.length > 0;
}

export const requestById = (id: string) => eq(erasureRequests.id, id);
export const requestOfAccount = (accountId: string) => eq(erasureRequests.accountId, accountId);

/** The account's name, address, language and whether it was erased, within the portal. */
export async function accountForErasure(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      fullName: accounts.fullName,
      locale: accounts.locale,
      erasedAt: accounts.erasedAt,
    })
    .from(accounts)
    .where(and(eq(accounts.portalId, params.portalId), eq(accounts.id, params.id)));
  return row ?? null;
}
