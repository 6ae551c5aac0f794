import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../shared/integrations/webhook-events';
import type { Db } from '../db/database';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryStatus = (typeof webhookDeliveries.$inferSelect)['status'];

const ofPortal = (portalId: string, id: string) =>
  and(eq(webhookEndpoints.portalId, portalId), eq(webhookEndpoints.id, id));

/** A portal's endpoints, newest first (webhook_endpoints_portal_created_idx). */
export async function listWebhookEndpoints(
  db: Db,
  params: { portalId: string; page: { number: number; size: number } },
) {
  const where = eq(webhookEndpoints.portalId, params.portalId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookEndpoints)
      .where(where)
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
      .limit(params.page.size)
      .offset((params.page.number - 1) * params.page.size),
    db.select({ value: count() }).from(webhookEndpoints).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function countWebhookEndpoints(db: Db, params: { portalId: string }) {
  const [row] = await db
    .select({ value: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.portalId, params.portalId));
  return row?.value ?? 0;
}

export async function findWebhookEndpoint(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(ofPortal(params.portalId, params.id));
  return row ?? null;
}

export async function createWebhookEndpoint(
  db: Db,
  params: {
    portalId: string;
    createdBy: string;
    url: string;
    description: string;
    events: WebhookEventType[];
    secret: string;
  },
) {
  const [row] = await db.insert(webhookEndpoints).values(params).returning();
  if (!row) throw new Error('Inserting a webhook endpoint returned no row');
  return row;
}

/**
 * Changes an endpoint. Switching it on again clears its failures and makes its waiting deliveries
 * due at once (nothing was lost while it was off); switching it off leaves them waiting.
 */
export async function updateWebhookEndpoint(
  db: Db,
  params: {
    portalId: string;
    id: string;
    url?: string;
    description?: string;
    events?: WebhookEventType[];
    enabled?: boolean;
    secret?: string;
  },
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(webhookEndpoints)
      .where(ofPortal(params.portalId, params.id))
      .for('update');
    if (!current) return null;
    const switching =
      params.enabled === undefined || params.enabled === (current.disabledAt === null)
        ? {}
        : params.enabled
          ? { disabledAt: null, disabledReason: null, failingSince: null }
          : { disabledAt: sql`now()`, disabledReason: 'manual' as const };
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(params.url !== undefined ? { url: params.url } : {}),
        ...(params.description !== undefined ? { description: params.description } : {}),
        ...(params.events !== undefined ? { events: params.events } : {}),
        ...(params.secret !== undefined ? { secret: params.secret } : {}),
        ...switching,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    if (params.enabled === true && current.disabledAt !== null) {
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: sql`now()`, leaseUntil: null })
        .where(
          and(
            eq(webhookDeliveries.endpointId, current.id),
            eq(webhookDeliveries.status, 'pending'),
          ),
        );
    }
    return row ?? null;
  });
}

export async function deleteWebhookEndpoint(db: Db, params: { portalId: string; id: string }) {
  const rows = await db
    .delete(webhookEndpoints)
    .where(ofPortal(params.portalId, params.id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  eventId: webhookDeliveries.eventId,
  // A lookup per row of the page: a join would let the planner merge the whole log.
  eventType: sql<WebhookEventType>`(select ${webhookEvents.type} from ${webhookEvents} where ${webhookEvents.id} = ${webhookDeliveries.eventId})`,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  lastStatus: webhookDeliveries.lastStatus,
  replayOf: webhookDeliveries.replayOf,
  createdAt: webhookDeliveries.createdAt,
};

/** Counting the log stops here: a longer one says "more than 10,000" (meta.total_capped). */
export const DELIVERY_TOTAL_CAP = 10_000;

export type WebhookDeliveryRow = {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  lastStatus: number | null;
  replayOf: string | null;
  createdAt: Date;
};

/** An endpoint's deliveries, newest first (webhook_deliveries_endpoint_created_idx). */
export async function listWebhookDeliveries(
  db: Db,
  params: {
    portalId: string;
    endpointId: string;
    status?: WebhookDeliveryStatus;
    page: { number: number; size: number };
  },
) {
  const where = and(
    eq(webhookDeliveries.portalId, params.portalId),
    eq(webhookDeliveries.endpointId, params.endpointId),
    params.status ? eq(webhookDeliveries.status, params.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .where(where)
      // As webhook_deliveries_endpoint_created_idx orders them (DESC NULLS LAST), so the page is
      // read from the index rather than sorted out of the whole log.
      .orderBy(
        sql`${webhookDeliveries.createdAt} desc nulls last`,
        sql`${webhookDeliveries.id} desc nulls last`,
      )
      .limit(params.page.size)
      .offset((params.page.number - 1) * params.page.size),
    db.select({ value: count() }).from(
      db
        .select({ one: sql`1` })
        .from(webhookDeliveries)
        .where(where)
        .limit(DELIVERY_TOTAL_CAP + 1)
        .as('capped'),
    ),
  ]);
  const found = counted?.value ?? 0;
  return {
    rows: rows as WebhookDeliveryRow[],
    total: Math.min(found, DELIVERY_TOTAL_CAP),
    meta: found > DELIVERY_TOTAL_CAP ? { total_capped: true } : undefined,
  };
}

/** One delivery with its event's body and every try, oldest first. */
export async function findWebhookDelivery(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select({
      ...deliveryColumns,
      data: webhookEvents.data,
      eventCreatedAt: webhookEvents.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(eq(webhookDeliveries.portalId, params.portalId), eq(webhookDeliveries.id, params.id)),
    );
  if (!row) return null;
  const tries = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, row.id))
    .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id));
  return { ...(row as WebhookDeliveryRow & typeof row), tries };
}

/** Sends an event to its endpoint again, as a new delivery due at once. */
export async function replayWebhookDelivery(db: Db, params: { portalId: string; id: string }) {
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.portalId, params.portalId), eq(webhookDeliveries.id, params.id)),
    );
  if (!original) return null;
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      portalId: original.portalId,
      endpointId: original.endpointId,
      eventId: original.eventId,
      replayOf: original.id,
    })
    .returning({ id: webhookDeliveries.id });
  return row ? findWebhookDelivery(db, { portalId: params.portalId, id: row.id }) : null;
}

/** A delivery a worker holds for one try, with where it goes and what it sends. */
export type ClaimedDelivery = {
  id: string;
  portalId: string;
  endpointId: string;
  attempts: number;
  url: string;
  secret: string;
  eventId: string;
  eventType: WebhookEventType;
  data: Record<string, unknown>;
  eventCreatedAt: Date;
};

/**
 * Claims up to `limit` due deliveries of switched-on endpoints for `leaseMs` (SKIP LOCKED: on
 * PostgreSQL several instances' workers share them and none tries one twice at once).
 */
export async function claimDueDeliveries(
  db: Db,
  params: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedDelivery[]> {
  const until = new Date(params.now.getTime() + params.leaseMs);
  const result = await db.execute(sql`
    update ${webhookDeliveries} set lease_until = ${until}
    where ${webhookDeliveries.id} in (
      select d.id from ${webhookDeliveries} d
      join ${webhookEndpoints} e on e.id = d.endpoint_id and e.disabled_at is null
      where d.status = 'pending' and d.next_attempt_at <= ${params.now}
        and (d.lease_until is null or d.lease_until < ${params.now})
      order by d.next_attempt_at
      limit ${params.limit}
      for update of d skip locked)
    returning id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select({
      id: webhookDeliveries.id,
      portalId: webhookDeliveries.portalId,
      endpointId: webhookDeliveries.endpointId,
      attempts: webhookDeliveries.attempts,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      eventId: webhookEvents.id,
      eventType: webhookEvents.type,
      data: webhookEvents.data,
      eventCreatedAt: webhookEvents.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(inArray(webhookDeliveries.id, ids))
    .orderBy(asc(webhookDeliveries.nextAttemptAt));
}

export type AttemptRecord = {
  attemptedAt: Date;
  durationMs: number;
  requestHeaders: Record<string, string>;
  requestBody: string;
  responseStatus: number | null;
  responseBody: string;
  error: string | null;
};

/**
 * Writes a try and its outcome: succeeded, failed for good (`nextAttemptAt` null) or due again.
 * The endpoint's `failing_since` starts at its first failure and ends with a success. Answers
 * the endpoint as it is after the try.
 */
export async function recordAttempt(
  db: Db,
  params: {
    delivery: ClaimedDelivery;
    attempt: AttemptRecord;
    succeeded: boolean;
    nextAttemptAt: Date | null;
  },
) {
  const { delivery, attempt } = params;
  return db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, ...attempt });
    await tx
      .update(webhookDeliveries)
      .set({
        status: params.succeeded ? 'succeeded' : params.nextAttemptAt ? 'pending' : 'failed',
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: params.succeeded ? null : params.nextAttemptAt,
        leaseUntil: null,
        lastAttemptAt: attempt.attemptedAt,
        lastStatus: attempt.responseStatus,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: params.succeeded
          ? null
          : sql`coalesce(${webhookEndpoints.failingSince}, ${attempt.attemptedAt})`,
      })
      .where(eq(webhookEndpoints.id, delivery.endpointId))
      .returning();
    return endpoint ?? null;
  });
}

/**
 * Switches off an endpoint that kept failing, unless it was switched off (or answered) meanwhile;
 * true when this call did it.
 */
export async function disableFailingEndpoint(db: Db, params: { id: string }) {
  const rows = await db
    .update(webhookEndpoints)
    .set({ disabledAt: sql`now()`, disabledReason: 'failing', updatedAt: sql`now()` })
    .where(
      and(
        eq(webhookEndpoints.id, params.id),
        isNull(webhookEndpoints.disabledAt),
        sql`${webhookEndpoints.failingSince} is not null`,
      ),
    )
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Gives claimed deliveries back (a worker that stops before trying them). */
export async function releaseDeliveries(db: Db, params: { ids: string[] }) {
  if (params.ids.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ leaseUntil: null })
    .where(inArray(webhookDeliveries.id, params.ids));
}

/**
 * Forgets events older than `before` none of whose deliveries is still pending, with their
 * deliveries and tries (the foreign keys' cascade): the log keeps WEBHOOK_LOG_DAYS.
 */
export async function pruneWebhookLog(db: Db, params: { before: Date }) {
  const rows = await db
    .delete(webhookEvents)
    .where(
      and(
        lt(webhookEvents.createdAt, params.before),
        sql`not exists (select 1 from ${webhookDeliveries} where ${webhookDeliveries.eventId} = ${webhookEvents.id} and ${webhookDeliveries.status} = 'pending')`,
      ),
    )
    .returning({ id: webhookEvents.id });
  return rows.length;
}
