import { and, eq, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { orderSeatLines, orderSeats, seatAccounts } from '../../shared/commerce/contract';
import { isPaid } from '../../shared/commerce/order-status';
import { authorize } from '../access/authorize';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { accounts, orderLines, orderSeatAssignments } from '../db/schema';
import { buildDocument, type ResourceObject, toMany } from '../jsonapi/document';
import { attributesOf, found, noContent, queryOf } from '../jsonapi/endpoint';
import { ApiError, notFound, pointerTo, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { requireViewer } from '../middleware/viewer';
import { type Answers, list, NONE } from '../openapi/answers';
import { grantRunsToSeat, withdrawRunsFromSeat } from './order-automations.queries';
import { addOrderEvent, findOrder, type OrderRow } from './orders.queries';
import {
  customerScope,
  type SeatHolder,
  type SeatLine,
  seatCandidates,
  seatHoldersOfOrder,
  seatLinesOfOrder,
} from './seats.queries';

/** A line with its seats; `holders` are the seats held (included in the document). */
function seatLineResource(line: SeatLine, holders: readonly SeatHolder[]): ResourceObject {
  return resourceOf(
    orderSeatLines,
    line.id,
    {
      product_id: line.productId,
      product_name: line.productName,
      product_language: line.productLanguage,
      seats: line.seats,
      used: line.used,
      free: Math.max(0, line.seats - line.used),
    },
    {
      relationships: {
        holders: toMany(
          'order_seats',
          holders.filter((seat) => seat.orderLineId === line.id).map((seat) => seat.id),
        ),
      },
    },
  );
}

function seatResource(seat: SeatHolder): ResourceObject {
  return resourceOf(orderSeats, seat.id, {
    order_line_id: seat.orderLineId,
    account_id: seat.accountId,
    account_name: seat.accountName,
    account_email: seat.accountEmail,
    assigned_at: seat.assignedAt.toISOString(),
    assigned_by_name: seat.assignedByName,
  });
}

/** The order of the path in this portal (404 otherwise, like any other order route). */
async function orderOfPath(c: Context<AppEnv>): Promise<OrderRow> {
  return found(
    findOrder(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
    }),
  );
}

/** The lines with their seats (data) and who holds them (included), as every answer gives. */
async function seatsDocument(c: Context<AppEnv>, orderId: string, status: 200 | 201 = 200) {
  const [lines, holders] = await Promise.all([
    seatLinesOfOrder(c.var.db, orderId),
    seatHoldersOfOrder(c.var.db, orderId),
  ]);
  return jsonApiResponse(
    buildDocument(
      lines.map((line) => seatLineResource(line, holders)),
      { included: holders.map(seatResource) },
    ),
    status,
  );
}

const assignSchema = z.object({ order_line_id: z.uuid(), account_id: z.uuid() });

const closed = (order: OrderRow) => order.status === 'cancelled' || order.status === 'refunded';

/**
 * /v1/orders/{id}/seats: a line's quantity is its number of seats. GET: each
 * line's seats, used and free, and who holds them. POST: a seat of a line for an account of the
 * order's customer (422 when none is free, the account is not the customer's, or the order is
 * cancelled or refunded); on a paid order it gets at once what the order's automations gave.
 * DELETE …/{seat}: the seat is free again and that account's access goes at once.
 *
 * Who: the sales group of RULES.orders. Spec §6 has no organisation admin role (an entity's own
 * administrator), so the customer's people cannot hand out their seats themselves.
 */
export const orderSeatRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.orders);
    await next();
  })
  .get('/', async (c) => {
    queryOf(c, {});
    const order = await orderOfPath(c);
    return seatsDocument(c, order.id);
  })
  .post('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const order = await orderOfPath(c);
    const body = await attributesOf(c, assignSchema);
    const lineId = body.order_line_id.toLowerCase();
    const accountId = body.account_id.toLowerCase();
    if (closed(order)) {
      throw new ApiError(422, [
        {
          code: 'ORDER_CLOSED',
          text: text('commerce.seat.closed'),
          meta: { status: order.status },
        },
      ]);
    }
    const now = new Date();
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const actor = { id: viewer.id, name: await nameOf(c, viewer.id) };
    const outcome = await c.var.db.transaction(async (tx) => {
      // The line locked: two assignments at once cannot both take its last seat.
      const [line] = await tx
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, order.id)))
        .for('update');
      if (!line) return { problem: 'unknownLine' as const };
      const [account] = await tx
        .select({ id: accounts.id, name: accounts.fullName })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), customerScope(order)));
      if (!account) return { problem: 'notCustomer' as const };
      const held = await tx
        .select({ accountId: orderSeatAssignments.accountId })
        .from(orderSeatAssignments)
        .where(
          and(eq(orderSeatAssignments.orderLineId, line.id), isNull(orderSeatAssignments.freedAt)),
        );
      if (held.some((seat) => seat.accountId === account.id)) {
        return { problem: 'alreadyHeld' as const };
      }
      if (held.length >= line.quantity) {
        return { problem: 'full' as const, seats: line.quantity, used: held.length };
      }
      await tx.insert(orderSeatAssignments).values({
        orderLineId: line.id,
        accountId: account.id,
        assignedAt: now,
        assignedBy: viewer.id,
      });
      if (isPaid(order.status)) {
        await grantRunsToSeat(tx, { order, productId: line.productId, accountId: account.id, now });
      }
      await addOrderEvent(tx, {
        orderId: order.id,
        kind: 'seat_assigned',
        actor,
        detail: { account: account.name, product: line.productName },
        now,
      });
      return { problem: null };
    });
    if (outcome.problem === 'full') {
      throw new ApiError(422, [
        {
          code: 'NO_FREE_SEAT',
          // "All 2 seats of this order are in use; free one first." (the only one: "free it").
          text: text('commerce.seat.noFreeSeat', { seats: outcome.seats }),
          source: pointerTo('order_line_id'),
          meta: { seats: outcome.seats, used: outcome.used },
        },
      ]);
    }
    if (outcome.problem) {
      const field = outcome.problem === 'unknownLine' ? 'order_line_id' : 'account_id';
      throw new ApiError(422, [
        {
          code: outcome.problem === 'alreadyHeld' ? 'SEAT_ALREADY_HELD' : 'VALIDATION_FAILED',
          text: text(`commerce.seat.${outcome.problem}`),
          source: pointerTo(field),
        },
      ]);
    }
    return seatsDocument(c, order.id, 201);
  })
  .delete('/:seat', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const order = await orderOfPath(c);
    const seatId = uuidParam(c.req.param('seat'));
    const now = new Date();
    const actor = { id: viewer.id, name: await nameOf(c, viewer.id) };
    const freed = await c.var.db.transaction(async (tx) => {
      // A seat of this order only: another order's is not found here.
      const [found] = await tx
        .select({ id: orderSeatAssignments.id })
        .from(orderSeatAssignments)
        .innerJoin(orderLines, eq(orderLines.id, orderSeatAssignments.orderLineId))
        .where(
          and(
            eq(orderSeatAssignments.id, seatId),
            eq(orderLines.orderId, order.id),
            isNull(orderSeatAssignments.freedAt),
          ),
        );
      if (!found) return false;
      const [seat] = await tx
        .update(orderSeatAssignments)
        .set({ freedAt: now, freedBy: viewer.id })
        .where(and(eq(orderSeatAssignments.id, found.id), isNull(orderSeatAssignments.freedAt)))
        .returning();
      if (!seat) return false;
      const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, seat.orderLineId));
      if (isPaid(order.status)) {
        await withdrawRunsFromSeat(tx, {
          order,
          productId: line?.productId ?? null,
          accountId: seat.accountId,
          now,
        });
      }
      const [account] = await tx
        .select({ name: accounts.fullName })
        .from(accounts)
        .where(eq(accounts.id, seat.accountId));
      await addOrderEvent(tx, {
        orderId: order.id,
        kind: 'seat_freed',
        actor,
        detail: { account: account?.name ?? '', product: line?.productName ?? '' },
        now,
      });
      return true;
    });
    if (!freed) throw notFound();
    return noContent();
  });

async function nameOf(c: Context<AppEnv>, accountId: string): Promise<string> {
  const [row] = await c.var.db
    .select({ name: accounts.fullName })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

const CANDIDATE_QUERY = { filter: ['search'], paginate: true, defaultPageSize: 10 } as const;

/**
 * /v1/orders/{id}/seat_accounts?filter[search]=: "Assign seat"'s choices, the accounts of the
 * order's customer by name or e-mail address, each with the lines it holds a seat of.
 */
export const orderSeatAccountRoutes = new Hono<AppEnv>().get('/', async (c) => {
  authorize(c, RULES.orders);
  const query = queryOf(c, CANDIDATE_QUERY);
  const order = await orderOfPath(c);
  const rows = await seatCandidates(c.var.db, {
    order,
    search: query.filter.search ?? '',
    limit: Math.min(query.page.size, 20),
  });
  return jsonApiResponse(
    buildDocument(
      rows.map((row) =>
        resourceOf(seatAccounts, row.id, {
          full_name: row.name,
          email: row.email,
          seat_line_ids: row.lineIds,
        }),
      ),
    ),
  );
});

const SALES = { guest: 401, ada: 200, sven: 200, others: 403 } as const;
const salesGot = (status: number) => ({ ...SALES, ada: status, sven: status });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/orders/:id/seats': list('order_seat_lines'),
  'POST /v1/orders/:id/seats': list('order_seat_lines', { status: [201] }),
  'DELETE /v1/orders/:id/seats/:seat': NONE,
  'GET /v1/orders/:id/seat_accounts': list('seat_accounts'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/orders/:id/seats',
    path: () => `/v1/orders/${NO_SUCH}/seats`,
    expect: salesGot(404),
  },
  {
    method: 'POST',
    route: '/v1/orders/:id/seats',
    path: () => `/v1/orders/${NO_SUCH}/seats`,
    body: {},
    expect: salesGot(404),
  },
  {
    method: 'DELETE',
    route: '/v1/orders/:id/seats/:seat',
    path: () => `/v1/orders/${NO_SUCH}/seats/${NO_SUCH}`,
    expect: salesGot(404),
  },
  {
    method: 'GET',
    route: '/v1/orders/:id/seat_accounts',
    path: () => `/v1/orders/${NO_SUCH}/seat_accounts?filter[search]=a`,
    expect: salesGot(404),
  },
];
