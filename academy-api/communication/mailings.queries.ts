import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { MailingAudience } from '../../shared/communication/audience';
import type { MailingStatus, RecipientStatus } from '../../shared/communication/rules';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { qualified } from '../db/qualified';
import {
  accounts,
  mailingRecipients,
  mailingSubscribers,
  mailings,
  type StoredMailingAudience,
} from '../db/schema';
import { audienceWhere } from './mailing-list.queries';

type Page = { limit: number; offset: number };
export type MailingRow = typeof mailings.$inferSelect;
export type RecipientRow = typeof mailingRecipients.$inferSelect;

export function toStoredAudience(audience: MailingAudience): StoredMailingAudience {
  return {
    roles: [...audience.roles],
    entity_ids: [...audience.entityIds],
    subscription: audience.subscription,
    course_id: audience.courseId,
  };
}

export function fromStoredAudience(stored: StoredMailingAudience): MailingAudience {
  return {
    roles: stored.roles ?? [],
    entityIds: stored.entity_ids ?? [],
    subscription: stored.subscription ?? 'any',
    courseId: stored.course_id ?? null,
  };
}

export type MailingInput = { subject: string; bodyHtml: string; audience: MailingAudience };

export type RecipientCounts = Record<RecipientStatus, number>;
const NO_COUNTS: RecipientCounts = { queued: 0, sending: 0, sent: 0, failed: 0 };

/** Per mailing: how many of its messages are queued, sending, sent, failed (the progress bar). */
export async function recipientCounts(db: Db, mailingIds: string[]) {
  const byMailing = new Map<string, RecipientCounts>();
  if (mailingIds.length === 0) return byMailing;
  const rows = await db
    .select({
      mailingId: mailingRecipients.mailingId,
      status: mailingRecipients.status,
      value: count(),
    })
    .from(mailingRecipients)
    .where(inArray(mailingRecipients.mailingId, mailingIds))
    .groupBy(mailingRecipients.mailingId, mailingRecipients.status);
  for (const row of rows) {
    const counts = byMailing.get(row.mailingId) ?? { ...NO_COUNTS };
    counts[row.status] = row.value;
    byMailing.set(row.mailingId, counts);
  }
  return byMailing;
}

export const countsOf = (map: Map<string, RecipientCounts>, id: string) => map.get(id) ?? NO_COUNTS;

/** The portal's mailings, newest first. */
export async function listMailings(
  db: Db,
  params: { portalId: string; status?: MailingStatus; search?: string; page: Page },
) {
  const where = and(
    eq(mailings.portalId, params.portalId),
    params.status ? eq(mailings.status, params.status) : undefined,
    params.search ? sql`${mailings.subject} ilike ${likePattern(params.search)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailings)
      .where(where)
      .orderBy(desc(mailings.createdAt), desc(mailings.id))
      .limit(params.page.limit)
      .offset(params.page.offset),
    db.select({ value: count() }).from(mailings).where(where),
  ]);
  const counts = await recipientCounts(
    db,
    rows.map((row) => row.id),
  );
  return { rows, total: total?.value ?? 0, counts };
}

export async function findMailing(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select()
    .from(mailings)
    .where(and(eq(mailings.portalId, params.portalId), eq(mailings.id, params.id)));
  return row ?? null;
}

export async function createMailing(
  db: Db,
  params: { portalId: string; createdBy: string; input: MailingInput },
) {
  const [row] = await db
    .insert(mailings)
    .values({
      portalId: params.portalId,
      createdBy: params.createdBy,
      subject: params.input.subject,
      bodyHtml: params.input.bodyHtml,
      audience: toStoredAudience(params.input.audience),
    })
    .returning();
  if (!row) throw new Error('Inserting a mailing returned no row');
  return row;
}

/** Changes a draft (or a scheduled mailing, which goes back to being a draft). */
export async function updateMailing(
  db: Db,
  params: { portalId: string; id: string; input: Partial<MailingInput> },
) {
  const { audience, ...rest } = params.input;
  const [row] = await db
    .update(mailings)
    .set({
      ...rest,
      ...(audience ? { audience: toStoredAudience(audience) } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(mailings.portalId, params.portalId),
        eq(mailings.id, params.id),
        eq(mailings.status, 'draft'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteMailing(db: Db, params: { portalId: string; id: string }) {
  const deleted = await db
    .delete(mailings)
    .where(
      and(
        eq(mailings.portalId, params.portalId),
        eq(mailings.id, params.id),
        inArray(mailings.status, ['draft', 'scheduled']),
      ),
    )
    .returning({ id: mailings.id });
  return deleted.length > 0;
}

/** "Send now" or "Send at": a draft becomes scheduled (now = its time has come). */
export async function scheduleMailing(db: Db, params: { portalId: string; id: string; at: Date }) {
  const [row] = await db
    .update(mailings)
    .set({ status: 'scheduled', scheduledAt: params.at, updatedAt: new Date() })
    .where(
      and(
        eq(mailings.portalId, params.portalId),
        eq(mailings.id, params.id),
        eq(mailings.status, 'draft'),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Stops a mailing: a scheduled one goes back to draft; one going out is cancelled (what is
 * queued stays unsent; what went, went).
 */
export async function cancelMailing(db: Db, params: { portalId: string; id: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(mailings)
      .where(and(eq(mailings.portalId, params.portalId), eq(mailings.id, params.id)))
      .for('update');
    if (!row) return null;
    if (row.status === 'scheduled') {
      const [draft] = await tx
        .update(mailings)
        .set({ status: 'draft', scheduledAt: null, updatedAt: new Date() })
        .where(eq(mailings.id, row.id))
        .returning();
      return draft ?? null;
    }
    if (row.status !== 'sending') return row;
    const [cancelled] = await tx
      .update(mailings)
      .set({ status: 'cancelled', finishedAt: new Date(), updatedAt: new Date() })
      .where(eq(mailings.id, row.id))
      .returning();
    return cancelled ?? null;
  });
}

/** "Retry failures": failed messages are queued again and the mailing goes out once more. */
export async function retryFailures(db: Db, params: { portalId: string; id: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(mailings)
      .where(and(eq(mailings.portalId, params.portalId), eq(mailings.id, params.id)))
      .for('update');
    if (!row) return null;
    // Only a mailing that went out has failures to retry; a cancelled one stays stopped.
    if (row.status !== 'sent' && row.status !== 'sending') return { mailing: row, retried: 0 };
    const retried = await tx
      .update(mailingRecipients)
      .set({ status: 'queued', error: null, leaseUntil: null, updatedAt: new Date() })
      .where(and(eq(mailingRecipients.mailingId, row.id), eq(mailingRecipients.status, 'failed')))
      .returning({ id: mailingRecipients.id });
    if (retried.length === 0 || row.status === 'sending') {
      return { mailing: row, retried: retried.length };
    }
    const [sending] = await tx
      .update(mailings)
      .set({ status: 'sending', finishedAt: null, updatedAt: new Date() })
      .where(eq(mailings.id, row.id))
      .returning();
    return { mailing: sending ?? row, retried: retried.length };
  });
}

export const RECIPIENT_SORTS = ['email', 'updated_at'] as const;

/** The per-recipient log of a mailing: status filter, search over the address and the name. */
export async function listRecipients(
  db: Db,
  params: { mailingId: string; status?: RecipientStatus; search?: string; page: Page },
) {
  const where = and(
    eq(mailingRecipients.mailingId, params.mailingId),
    params.status ? eq(mailingRecipients.status, params.status) : undefined,
    params.search
      ? or(
          sql`${mailingRecipients.email} ilike ${likePattern(params.search)}`,
          sql`${mailingRecipients.fullName} ilike ${likePattern(params.search)}`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailingRecipients)
      .where(where)
      .orderBy(asc(mailingRecipients.id))
      .limit(params.page.limit)
      .offset(params.page.offset),
    db.select({ value: count() }).from(mailingRecipients).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findRecipient(db: Db, params: { mailingId: string; id: string }) {
  const [row] = await db
    .select()
    .from(mailingRecipients)
    .where(
      and(eq(mailingRecipients.mailingId, params.mailingId), eq(mailingRecipients.id, params.id)),
    );
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Sending (the background worker)
// ---------------------------------------------------------------------------------------------

/**
 * Starts the next mailing whose time has come: its recipients are fixed (the confirmed
 * subscribers of its audience at this moment, one row each) and it becomes "sending", in one
 * transaction with the mailing row locked (SKIP LOCKED: one instance does it, once).
 */
export async function startDueMailing(db: Db, params: { now: Date }): Promise<MailingRow | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(mailings)
      .where(and(eq(mailings.status, 'scheduled'), lte(mailings.scheduledAt, params.now)))
      .orderBy(asc(mailings.scheduledAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const audience = fromStoredAudience(due.audience);
    // Hash joins whatever the statistics say (see withAudiencePlan).
    await tx.execute(sql`set local enable_nestloop = off`);
    await tx.execute(sql`
      insert into ${mailingRecipients} (mailing_id, account_id, email, full_name)
      select ${due.id}, ${accounts.id}, ${accounts.email}, ${accounts.fullName}
      from ${mailingSubscribers} inner join ${accounts} on ${accounts.id} = ${mailingSubscribers.accountId}
      where ${audienceWhere(due.portalId, audience, params.now)}
      order by ${accounts.id}
      on conflict do nothing`);
    const [counted] = await tx
      .select({ value: count() })
      .from(mailingRecipients)
      .where(eq(mailingRecipients.mailingId, due.id));
    const [started] = await tx
      .update(mailings)
      .set({
        status: 'sending',
        startedAt: params.now,
        recipientCount: counted?.value ?? 0,
        updatedAt: params.now,
      })
      .where(eq(mailings.id, due.id))
      .returning();
    return started ?? null;
  });
}

/** The mailings going out (oldest first), for the worker to claim batches of. */
export async function sendingMailings(db: Db) {
  return db
    .select()
    .from(mailings)
    .where(eq(mailings.status, 'sending'))
    .orderBy(asc(mailings.startedAt), asc(mailings.id));
}

/**
 * Claims up to `size` queued messages of a mailing for `leaseMs` (FOR UPDATE SKIP LOCKED: two
 * workers never claim the same row), in id order. A claim that runs out (its worker died) is
 * claimable again: the message had not been started.
 */
export async function claimBatch(
  db: Db,
  params: { mailingId: string; size: number; now: Date; leaseMs: number },
): Promise<RecipientRow[]> {
  const until = new Date(params.now.getTime() + params.leaseMs);
  const result = await db.execute(sql`
    update ${mailingRecipients} set lease_until = ${until}, updated_at = ${params.now}
    where ${mailingRecipients.id} in (
      select ${mailingRecipients.id} from ${mailingRecipients}
      where ${mailingRecipients.mailingId} = ${params.mailingId}
        and ${mailingRecipients.status} = 'queued'
        and (${mailingRecipients.leaseUntil} is null or ${mailingRecipients.leaseUntil} < ${params.now})
      order by ${mailingRecipients.id}
      limit ${params.size}
      for update skip locked)
    returning id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mailingRecipients)
    .where(inArray(mailingRecipients.id, ids))
    .orderBy(asc(mailingRecipients.id));
}

/**
 * Right before a group of messages is handed over: queued → sending, in one statement, for the
 * rows still queued whose person is still subscribed (the others are skipped; see
 * dropUnsubscribed). A row left "sending" by a stopped process is never sent again by itself
 * (its delivery is unknown): see interruptStale. So at most one group is ever in doubt.
 */
export async function beginSends(
  db: Db,
  params: { ids: string[]; now: Date },
): Promise<Set<string>> {
  if (params.ids.length === 0) return new Set();
  const rows = await db
    .update(mailingRecipients)
    .set({
      status: 'sending',
      attempts: sql`${mailingRecipients.attempts} + 1`,
      updatedAt: params.now,
    })
    .where(
      and(
        inArray(mailingRecipients.id, params.ids),
        eq(mailingRecipients.status, 'queued'),
        sql`exists (select 1 from ${mailingSubscribers} where ${mailingSubscribers.accountId} = ${qualified(mailingRecipients.accountId)} and ${mailingSubscribers.status} = 'confirmed')`,
      ),
    )
    .returning({ id: mailingRecipients.id });
  return new Set(rows.map((row) => row.id));
}

/** Queued messages of people who unsubscribed meanwhile: failed, with the reason. */
export async function dropUnsubscribed(db: Db, params: { ids: string[]; now: Date }) {
  if (params.ids.length === 0) return;
  await db
    .update(mailingRecipients)
    .set({ status: 'failed', error: 'unsubscribed', leaseUntil: null, updatedAt: params.now })
    .where(
      and(
        inArray(mailingRecipients.id, params.ids),
        eq(mailingRecipients.status, 'queued'),
        sql`not exists (select 1 from ${mailingSubscribers} where ${mailingSubscribers.accountId} = ${qualified(mailingRecipients.accountId)} and ${mailingSubscribers.status} = 'confirmed')`,
      ),
    );
}

/** Messages handed over: sent, with their .eml (without SMTP), in one statement. */
export async function markSent(
  db: Db,
  params: { sent: { id: string; messageFile: string | null }[]; now: Date },
) {
  if (params.sent.length === 0) return;
  const ids = params.sent.map((row) => row.id);
  const files = params.sent.map((row) => row.messageFile);
  await db.execute(sql`
    update ${mailingRecipients} set status = 'sent', sent_at = ${params.now}, lease_until = null,
      error = null, message_file = delivered.file, updated_at = ${params.now}
    from (select unnest(${sql.param(ids)}::uuid[]) as id, unnest(${sql.param(files)}::text[]) as file) as delivered
    where ${mailingRecipients.id} = delivered.id`);
}

export async function markFailed(db: Db, params: { id: string; now: Date; error: string }) {
  await db
    .update(mailingRecipients)
    .set({
      status: 'failed',
      error: params.error.slice(0, 500),
      leaseUntil: null,
      updatedAt: params.now,
    })
    .where(eq(mailingRecipients.id, params.id));
}

/** Gives a claim back (a cancelled mailing, a stopping worker): the message was not started. */
export async function releaseClaims(db: Db, params: { ids: string[] }) {
  if (params.ids.length === 0) return;
  await db
    .update(mailingRecipients)
    .set({ leaseUntil: null })
    .where(and(inArray(mailingRecipients.id, params.ids), eq(mailingRecipients.status, 'queued')));
}

/** PGlite at start-up: claims of the previous process (messages it never started) are free. */
export async function releaseAllClaims(db: Db) {
  await db
    .update(mailingRecipients)
    .set({ leaseUntil: null })
    .where(
      and(eq(mailingRecipients.status, 'queued'), sql`${mailingRecipients.leaseUntil} is not null`),
    );
}

export const INTERRUPTED = 'interrupted';

/**
 * Messages left "sending" by a process that stopped while handing them over: whether they
 * went out is unknown, so they are never sent again by themselves (nobody is mailed twice);
 * they become failed ("interrupted") and the marketer may retry them. With PGlite (one
 * process) at start-up every such row is stale; on PostgreSQL only those whose lease ran out.
 */
export async function interruptStale(db: Db, params: { now: Date; all?: boolean }) {
  const rows = await db
    .update(mailingRecipients)
    .set({ status: 'failed', error: INTERRUPTED, leaseUntil: null, updatedAt: params.now })
    .where(
      and(
        eq(mailingRecipients.status, 'sending'),
        params.all
          ? undefined
          : or(isNull(mailingRecipients.leaseUntil), lt(mailingRecipients.leaseUntil, params.now)),
      ),
    )
    .returning({ id: mailingRecipients.id });
  return rows.length;
}

/** A sending mailing with nothing queued or in flight is sent. */
export async function finishIfDone(db: Db, params: { mailingId: string; now: Date }) {
  const open: SQL = sql`exists (select 1 from ${mailingRecipients} where ${mailingRecipients.mailingId} = ${qualified(mailings.id)} and ${mailingRecipients.status} in ('queued', 'sending'))`;
  const [row] = await db
    .update(mailings)
    .set({ status: 'sent', finishedAt: params.now, updatedAt: params.now })
    .where(and(eq(mailings.id, params.mailingId), eq(mailings.status, 'sending'), sql`not ${open}`))
    .returning({ id: mailings.id });
  return Boolean(row);
}
