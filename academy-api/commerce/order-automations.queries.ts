import { and, asc, eq, exists, gt, inArray, isNull, lte, max, ne, or, sql } from 'drizzle-orm';
import {
  type AutomationStep,
  type AutomationTrigger,
  addMonths,
  extendedSubscription,
  productMonths,
  runKey,
  stepsOf,
} from '../../shared/commerce/automations';
import { isPaid } from '../../shared/commerce/order-status';
import { trustedAccountScope } from '../access/account-scope';
import { courseAccessOf } from '../access/course-access';
import { coursePageLink, createNotification, ORDERS_LINK } from '../communication';
import type { Db } from '../db/database';
import {
  accountRoles,
  accounts,
  courseAccessGrants,
  courses,
  enrollments,
  notifications,
  orderAutomationCourses,
  orderAutomationRuns,
  orderAutomationSteps,
  orderAutomations,
  orderLines,
  orderSeatAssignments,
  products,
  subscriptions,
} from '../db/schema';
import { uuidV7 } from '../db/uuid-v7';
import { errorTexts } from '../i18n/error-texts';
import { LOCALES, type Locale } from '../i18n/locales';
import {
  type Actor,
  addOrderEvent,
  findOrder,
  type OrderRow,
  transitionOrder,
} from './orders.queries';
import { autoAssignSeats, seatHolderIds } from './seats.queries';

// ---------------------------------------------------------------------------------------------
// The rules (SCREENS "/admin/settings/order-automations")
// ---------------------------------------------------------------------------------------------

export type AutomationRow = typeof orderAutomations.$inferSelect & {
  courses: { id: string; title: string }[];
  productName: string | null;
  coachName: string | null;
};

export type AutomationInput = {
  name: string;
  trigger: AutomationTrigger;
  productId: string | null;
  courseIds: string[];
  subscriptionMonths: number | null;
  coachId: string | null;
  message: string;
  active: boolean;
};

async function withNames(
  db: Db,
  rows: (typeof orderAutomations.$inferSelect)[],
): Promise<AutomationRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const courseRows = await db
    .select({
      automationId: orderAutomationCourses.automationId,
      id: courses.id,
      title: courses.title,
    })
    .from(orderAutomationCourses)
    .innerJoin(courses, eq(courses.id, orderAutomationCourses.courseId))
    .where(inArray(orderAutomationCourses.automationId, ids))
    .orderBy(asc(courses.title));
  const productIds = rows.flatMap((row) => (row.productId ? [row.productId] : []));
  const coachIds = rows.flatMap((row) => (row.coachId ? [row.coachId] : []));
  const productRows = productIds.length
    ? await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const coachRows = coachIds.length
    ? await db
        .select({ id: accounts.id, name: accounts.fullName })
        .from(accounts)
        .where(inArray(accounts.id, coachIds))
    : [];
  return rows.map((row) => ({
    ...row,
    courses: courseRows
      .filter((course) => course.automationId === row.id)
      .map(({ id, title }) => ({ id, title })),
    productName: productRows.find((product) => product.id === row.productId)?.name ?? null,
    coachName: coachRows.find((coach) => coach.id === row.coachId)?.name ?? null,
  }));
}

/** The portal's automations in the order they run. */
export async function listAutomations(db: Db, params: { portalId: string }) {
  const rows = await db
    .select()
    .from(orderAutomations)
    .where(eq(orderAutomations.portalId, params.portalId))
    .orderBy(asc(orderAutomations.position), asc(orderAutomations.createdAt));
  return withNames(db, rows);
}

export async function findAutomation(db: Db, params: { portalId: string; id: string }) {
  const rows = await db
    .select()
    .from(orderAutomations)
    .where(and(eq(orderAutomations.portalId, params.portalId), eq(orderAutomations.id, params.id)));
  const [row] = await withNames(db, rows);
  return row ?? null;
}

async function replaceCourses(db: Db, automationId: string, courseIds: string[]) {
  await db
    .delete(orderAutomationCourses)
    .where(eq(orderAutomationCourses.automationId, automationId));
  if (courseIds.length > 0) {
    await db
      .insert(orderAutomationCourses)
      .values(courseIds.map((courseId) => ({ automationId, courseId })));
  }
}

export async function createAutomation(
  db: Db,
  params: { portalId: string; input: AutomationInput },
): Promise<AutomationRow> {
  const { courseIds, ...columns } = params.input;
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ value: max(orderAutomations.position) })
      .from(orderAutomations)
      .where(eq(orderAutomations.portalId, params.portalId));
    const [row] = await tx
      .insert(orderAutomations)
      .values({ portalId: params.portalId, ...columns, position: (last?.value ?? -1) + 1 })
      .returning({ id: orderAutomations.id });
    if (!row) throw new Error('Inserting an automation returned no row');
    await replaceCourses(tx, row.id, courseIds);
    const created = await findAutomation(tx, { portalId: params.portalId, id: row.id });
    if (!created) throw new Error('The new automation is gone');
    return created;
  });
}

/** Changes what is given; runs already made keep the rule as it was then. */
export async function updateAutomation(
  db: Db,
  params: { portalId: string; id: string; input: Partial<AutomationInput> },
): Promise<AutomationRow | null> {
  const { courseIds, ...columns } = params.input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderAutomations)
      .set({ ...columns, updatedAt: new Date() })
      .where(
        and(eq(orderAutomations.portalId, params.portalId), eq(orderAutomations.id, params.id)),
      )
      .returning({ id: orderAutomations.id });
    if (!row) return null;
    if (courseIds) await replaceCourses(tx, row.id, courseIds);
    return findAutomation(tx, { portalId: params.portalId, id: row.id });
  });
}

export async function deleteAutomation(db: Db, params: { portalId: string; id: string }) {
  const rows = await db
    .delete(orderAutomations)
    .where(and(eq(orderAutomations.portalId, params.portalId), eq(orderAutomations.id, params.id)))
    .returning({ id: orderAutomations.id });
  return rows.length > 0;
}

/** Whether an account of the portal holds the coach role (an automation's coach). */
export async function isPortalCoach(db: Db, params: { portalId: string; accountId: string }) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
    .where(
      and(
        eq(accounts.portalId, params.portalId),
        eq(accounts.id, params.accountId),
        eq(accountRoles.role, 'coach'),
      ),
    );
  return Boolean(row);
}

/** The portal's coaches (the automation form's choices), A–Z. */
export async function portalCoaches(db: Db, params: { portalId: string }) {
  return db
    .select({ id: accounts.id, name: accounts.fullName })
    .from(accounts)
    .innerJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
    .where(and(eq(accounts.portalId, params.portalId), eq(accountRoles.role, 'coach')))
    .orderBy(asc(accounts.fullName), asc(accounts.id));
}

// ---------------------------------------------------------------------------------------------
// Runs: once per order, rule and trigger; each step at most once
// ---------------------------------------------------------------------------------------------

/** A rule as it was when its run began: a retry does what was planned then. */
export type RunPlan = {
  productId: string | null;
  courseIds: string[];
  subscriptionMonths: number | null;
  coachId: string | null;
  message: string;
  /** How long course access from the enrol step lasts (null: no end). */
  accessMonths: number | null;
};

export type RunRow = typeof orderAutomationRuns.$inferSelect;
export type StepRow = typeof orderAutomationSteps.$inferSelect;

/** A step that cannot be done as planned; `code` is what the order's page explains. */
export class StepError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'StepError';
  }
}

/** Test seam: called after each step has been committed (a throw simulates a crash there). */
export type RunHooks = { afterStep?: (step: AutomationStep) => void | Promise<void> };

const planOf = (run: RunRow) => run.plan as unknown as RunPlan;

/** The active rules of a trigger for an order: those of any product or of one on its lines. */
async function matchingRules(db: Db, order: OrderRow, trigger: AutomationTrigger) {
  const lineProducts = db
    .select({ id: orderLines.productId })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const rows = await db
    .select()
    .from(orderAutomations)
    .where(
      and(
        eq(orderAutomations.portalId, order.portalId),
        eq(orderAutomations.trigger, trigger),
        eq(orderAutomations.active, true),
        or(isNull(orderAutomations.productId), inArray(orderAutomations.productId, lineProducts)),
      ),
    )
    .orderBy(asc(orderAutomations.position), asc(orderAutomations.createdAt));
  return withNames(db, rows);
}

/** How long the access of a rule's enrolments lasts: its product's term, else the order's longest. */
async function accessMonthsFor(db: Db, order: OrderRow, productId: string | null) {
  const rows = await db
    .select({ billingPeriod: products.billingPeriod, accessMonths: products.accessMonths })
    .from(products)
    .where(
      productId
        ? eq(products.id, productId)
        : inArray(
            products.id,
            db
              .select({ id: orderLines.productId })
              .from(orderLines)
              .where(eq(orderLines.orderId, order.id)),
          ),
    );
  const months = rows.map(productMonths);
  if (months.length === 0 || months.some((value) => value === null)) return null;
  return Math.max(...(months as number[]));
}

/** The run of a rule for an order and trigger, made once (its key is unique). */
async function ensureRun(
  db: Db,
  order: OrderRow,
  rule: AutomationRow,
  trigger: AutomationTrigger,
  now: Date,
): Promise<void> {
  const plan: RunPlan = {
    productId: rule.productId,
    courseIds: rule.courses.map((course) => course.id),
    subscriptionMonths: rule.subscriptionMonths,
    coachId: rule.coachId,
    message: rule.message,
    accessMonths: await accessMonthsFor(db, order, rule.productId),
  };
  await db
    .insert(orderAutomationRuns)
    .values({
      key: runKey(order.id, rule.id, trigger),
      orderId: order.id,
      automationId: rule.id,
      automationName: rule.name,
      plan,
      trigger,
      status: 'running',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: orderAutomationRuns.key });
}

/** The runs of an order (oldest first) with their steps. */
export async function runsOfOrder(db: Db, orderId: string) {
  const runs = await db
    .select()
    .from(orderAutomationRuns)
    .where(eq(orderAutomationRuns.orderId, orderId))
    .orderBy(asc(orderAutomationRuns.createdAt), asc(orderAutomationRuns.id));
  const steps = runs.length
    ? await db
        .select()
        .from(orderAutomationSteps)
        .where(
          inArray(
            orderAutomationSteps.runId,
            runs.map((run) => run.id),
          ),
        )
    : [];
  return runs.map((run) => ({ run, steps: steps.filter((step) => step.runId === run.id) }));
}

type StepContext = {
  run: RunRow;
  plan: RunPlan;
  accountIds: string[];
  order: OrderRow;
  now: Date;
  /** A seat given after payment: access ends when the run's did (the term is the order's). */
  accessEndsAt?: Date | null;
};

/** Does one step, inside the transaction that records it done. Returns what it granted. */
async function performStep(
  tx: Db,
  step: AutomationStep,
  context: StepContext,
): Promise<Record<string, unknown>> {
  const { plan, accountIds, run, order, now } = context;
  switch (step) {
    case 'enrol': {
      const existing = plan.courseIds.length
        ? await tx
            .select({ id: courses.id })
            .from(courses)
            .where(and(eq(courses.portalId, order.portalId), inArray(courses.id, plan.courseIds)))
        : [];
      const courseIds = existing.map((course) => course.id);
      const endsAt =
        context.accessEndsAt !== undefined
          ? context.accessEndsAt
          : plan.accessMonths
            ? addMonths(now, plan.accessMonths)
            : null;
      if (courseIds.length === 0 || accountIds.length === 0) {
        // The term is kept even for nobody: a seat given later ends when this run's access does.
        return {
          courseIds,
          accounts: accountIds.length,
          createdEnrollmentIds: [],
          accessUntil: endsAt?.toISOString() ?? null,
        };
      }
      const pairs = accountIds.flatMap((accountId) =>
        courseIds.map((courseId) => ({ accountId, courseId })),
      );
      const created = await tx
        .insert(enrollments)
        .values(pairs.map((pair) => ({ ...pair, enrolledAt: now })))
        .onConflictDoNothing()
        .returning({ id: enrollments.id });
      // Who could not learn in each course before this grant (the one rule, course-access.ts).
      const before = new Map(
        await Promise.all(
          accountIds.map(
            async (accountId) =>
              [accountId, await courseAccessOf(tx, { accountId, courseIds })] as const,
          ),
        ),
      );
      // A seat given back to someone who held it before: their revoked grant is in force again.
      const granted = await tx
        .insert(courseAccessGrants)
        .values(pairs.map((pair) => ({ ...pair, runId: run.id, startsAt: now, endsAt })))
        .onConflictDoUpdate({
          target: [
            courseAccessGrants.runId,
            courseAccessGrants.accountId,
            courseAccessGrants.courseId,
          ],
          set: { revokedAt: null, endsAt },
        })
        .returning({
          accountId: courseAccessGrants.accountId,
          courseId: courseAccessGrants.courseId,
        });
      // Each account that now has a course it had not is told so, in the same
      // transaction as the grant — a retry that finds the step done sends nothing again.
      await notifyNewAccess(tx, {
        portalId: order.portalId,
        pairs: granted.filter((pair) => !before.get(pair.accountId)?.get(pair.courseId)?.unlocked),
        now,
      });
      return {
        courseIds,
        accounts: accountIds.length,
        createdEnrollmentIds: created.map((row) => row.id),
        accessUntil: endsAt?.toISOString() ?? null,
      };
    }
    case 'subscription': {
      const months = plan.subscriptionMonths ?? 0;
      const changed: { accountId: string; previous: unknown; endsAt: string }[] = [];
      for (const accountId of accountIds) {
        const [current] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.accountId, accountId))
          .for('update');
        const next = extendedSubscription(current ?? null, months, now);
        await tx
          .insert(subscriptions)
          .values({ accountId, isActive: true, kind: 'paid', ...next })
          .onConflictDoUpdate({
            target: subscriptions.accountId,
            set: { isActive: true, kind: 'paid', ...next },
          });
        changed.push({
          accountId,
          previous: current
            ? {
                isActive: current.isActive,
                kind: current.kind,
                startsAt: current.startsAt.toISOString(),
                endsAt: current.endsAt?.toISOString() ?? null,
              }
            : null,
          endsAt: next.endsAt.toISOString(),
        });
      }
      return { months, accounts: changed };
    }
    case 'coach': {
      const coachId = plan.coachId;
      if (
        !coachId ||
        !(await isPortalCoach(tx, { portalId: order.portalId, accountId: coachId }))
      ) {
        throw new StepError('coach_unavailable');
      }
      const assigned = accountIds.length
        ? await tx
            .update(accounts)
            .set({ primaryCoachId: coachId })
            .where(
              and(
                inArray(accounts.id, accountIds),
                isNull(accounts.primaryCoachId),
                sql`${accounts.id} <> ${coachId}`,
              ),
            )
            .returning({ id: accounts.id })
        : [];
      return { coachId, accountIds: assigned.map((row) => row.id) };
    }
    case 'notify': {
      if (accountIds.length > 0) {
        await tx.insert(notifications).values(
          accountIds.map((accountId) => ({
            id: uuidV7(now.getTime()),
            accountId,
            message: plan.message,
            link: ORDERS_LINK,
            receivedAt: now,
          })),
        );
      }
      return { accounts: accountIds.length };
    }
  }
}

/**
 * "You now have access to {course}" (api.json `commerce.automation.newAccess`), in each
 * account's language, linked to the course page.
 */
async function notifyNewAccess(
  tx: Db,
  params: { portalId: string; pairs: { accountId: string; courseId: string }[]; now: Date },
) {
  if (params.pairs.length === 0) return;
  const people = await tx
    .select({ id: accounts.id, locale: accounts.locale })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(params.pairs.map((pair) => pair.accountId))]));
  const titles = await tx
    .select({ id: courses.id, title: courses.title, slug: courses.slug })
    .from(courses)
    .where(inArray(courses.id, [...new Set(params.pairs.map((pair) => pair.courseId))]));
  for (const pair of params.pairs) {
    const course = titles.find((row) => row.id === pair.courseId);
    const locale = people.find((row) => row.id === pair.accountId)?.locale ?? 'en';
    const language: Locale = (LOCALES as readonly string[]).includes(locale)
      ? (locale as Locale)
      : 'en';
    if (!course) continue;
    await createNotification(tx, {
      // The order's customer accounts: the scope is known, not requested.
      scope: trustedAccountScope(pair.accountId, params.portalId),
      message: errorTexts(language).text('commerce.automation.newAccess', { course: course.title }),
      language,
      link: coursePageLink(course.slug),
      receivedAt: params.now,
    });
  }
}

/** Records a failed step and its run, in statements of their own (the step's work rolled back). */
async function recordFailure(db: Db, run: RunRow, step: AutomationStep, error: unknown, now: Date) {
  const code = error instanceof StepError ? error.code : 'unexpected';
  if (!(error instanceof StepError)) console.error('[academy-api] automation step failed', error);
  await db
    .insert(orderAutomationSteps)
    .values({ runId: run.id, step, status: 'failed', error: code, attempts: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [orderAutomationSteps.runId, orderAutomationSteps.step],
      set: {
        status: 'failed',
        error: code,
        attempts: sql`${orderAutomationSteps.attempts} + 1`,
        updatedAt: now,
      },
    });
  await db
    .update(orderAutomationRuns)
    .set({
      status: 'failed',
      lastError: code,
      attempts: sql`${orderAutomationRuns.attempts} + 1`,
      updatedAt: now,
    })
    .where(eq(orderAutomationRuns.id, run.id));
  await addOrderEvent(db, {
    orderId: run.orderId,
    kind: 'automation_failed',
    actor: null,
    detail: { automation: run.automationName, step, error: code },
    now,
  });
}

/**
 * Takes a run to its end: every planned step not yet done is done, each in a transaction of its
 * own that first locks the run and checks the step again (a retry running beside it waits, then
 * skips it) and records it done with what it granted. A crash between two steps leaves the
 * first recorded, so the retry goes on from the second and never enrols twice. A failing step
 * is recorded on the run (and the order's timeline) and stops it; the run can be retried.
 */
async function driveRun(
  db: Db,
  run: RunRow,
  order: OrderRow,
  now: Date,
  hooks: RunHooks,
): Promise<'done' | 'failed'> {
  const plan = planOf(run);
  // Seat holders only: 2 × a course is two people's, not the organisation's.
  const accountIds = await seatHolderIds(db, { orderId: order.id, productId: plan.productId });
  const done = new Set(
    (
      await db
        .select({ step: orderAutomationSteps.step })
        .from(orderAutomationSteps)
        .where(and(eq(orderAutomationSteps.runId, run.id), eq(orderAutomationSteps.status, 'done')))
    ).map((row) => row.step),
  );
  for (const step of stepsOf(plan)) {
    if (done.has(step)) continue;
    try {
      await db.transaction(async (tx) => {
        await tx
          .select({ id: orderAutomationRuns.id })
          .from(orderAutomationRuns)
          .where(eq(orderAutomationRuns.id, run.id))
          .for('update');
        const [again] = await tx
          .select({ status: orderAutomationSteps.status })
          .from(orderAutomationSteps)
          .where(and(eq(orderAutomationSteps.runId, run.id), eq(orderAutomationSteps.step, step)));
        if (again?.status === 'done') return;
        const result = await performStep(tx, step, { run, plan, accountIds, order, now });
        await tx
          .insert(orderAutomationSteps)
          .values({ runId: run.id, step, status: 'done', result, attempts: 1, updatedAt: now })
          .onConflictDoUpdate({
            target: [orderAutomationSteps.runId, orderAutomationSteps.step],
            set: {
              status: 'done',
              result,
              error: null,
              attempts: sql`${orderAutomationSteps.attempts} + 1`,
              updatedAt: now,
            },
          });
      });
    } catch (error) {
      await recordFailure(db, run, step, error, now);
      return 'failed';
    }
    await hooks.afterStep?.(step);
  }
  const [finished] = await db
    .update(orderAutomationRuns)
    .set({ status: 'done', lastError: null, updatedAt: now })
    .where(
      and(
        eq(orderAutomationRuns.id, run.id),
        inArray(orderAutomationRuns.status, ['running', 'failed']),
      ),
    )
    .returning({ id: orderAutomationRuns.id });
  if (finished) {
    await addOrderEvent(db, {
      orderId: run.orderId,
      kind: 'automation_done',
      actor: null,
      detail: { automation: run.automationName, trigger: run.trigger, accounts: accountIds.length },
      now,
    });
  }
  return 'done';
}

type SubscriptionEntry = {
  accountId: string;
  endsAt: string;
  previous: {
    isActive: boolean;
    kind: 'trial' | 'paid';
    startsAt: string;
    endsAt: string | null;
  } | null;
};

const subscriptionEntries = (result: Record<string, unknown>) =>
  (result.accounts as SubscriptionEntry[] | undefined) ?? [];

/**
 * Takes back what a subscription step gave one account: put back as it was, or shortened by its
 * months when another order extended it since.
 */
async function undoSubscriptionEntry(tx: Db, entry: SubscriptionEntry, months: number) {
  const [current] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, entry.accountId))
    .for('update');
  if (!current) return;
  if (current.endsAt?.toISOString() === entry.endsAt) {
    if (entry.previous) {
      await tx
        .update(subscriptions)
        .set({
          isActive: entry.previous.isActive,
          kind: entry.previous.kind,
          startsAt: new Date(entry.previous.startsAt),
          endsAt: entry.previous.endsAt ? new Date(entry.previous.endsAt) : null,
        })
        .where(eq(subscriptions.accountId, entry.accountId));
    } else {
      await tx.delete(subscriptions).where(eq(subscriptions.accountId, entry.accountId));
    }
  } else if (current.endsAt) {
    await tx
      .update(subscriptions)
      .set({ endsAt: addMonths(current.endsAt, -months) })
      .where(eq(subscriptions.accountId, entry.accountId));
  }
}

/**
 * Undoes what a paid run granted (the refund): access to its courses revoked and the enrolments
 * it made removed (completed ones stay: the learner's record); subscriptions put back as they
 * were, or shortened by its months when another order extended them since; the coach it gave
 * taken away where still theirs. Notifications stay sent. One transaction; once per run.
 */
async function undoRun(db: Db, run: RunRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: orderAutomationRuns.status })
      .from(orderAutomationRuns)
      .where(eq(orderAutomationRuns.id, run.id))
      .for('update');
    if (!locked || locked.status === 'undone') return;
    const steps = await tx
      .select()
      .from(orderAutomationSteps)
      .where(and(eq(orderAutomationSteps.runId, run.id), eq(orderAutomationSteps.status, 'done')));
    for (const step of steps) {
      const result = step.result as Record<string, unknown>;
      if (step.step === 'enrol') {
        await tx
          .update(courseAccessGrants)
          .set({ revokedAt: now })
          .where(and(eq(courseAccessGrants.runId, run.id), isNull(courseAccessGrants.revokedAt)));
        const created = (result.createdEnrollmentIds as string[] | undefined) ?? [];
        if (created.length > 0) {
          await tx
            .delete(enrollments)
            .where(and(inArray(enrollments.id, created), eq(enrollments.status, 'active')));
        }
      }
      if (step.step === 'subscription') {
        const months = Number(result.months ?? 0);
        for (const entry of subscriptionEntries(result)) {
          await undoSubscriptionEntry(tx, entry, months);
        }
      }
      if (step.step === 'coach') {
        const assigned = (result.accountIds as string[] | undefined) ?? [];
        const coachId = result.coachId as string | undefined;
        if (assigned.length > 0 && coachId) {
          await tx
            .update(accounts)
            .set({ primaryCoachId: null })
            .where(and(inArray(accounts.id, assigned), eq(accounts.primaryCoachId, coachId)));
        }
      }
    }
    await tx
      .update(orderAutomationSteps)
      .set({ status: 'undone', updatedAt: now })
      .where(and(eq(orderAutomationSteps.runId, run.id), eq(orderAutomationSteps.status, 'done')));
    await tx
      .update(orderAutomationRuns)
      .set({ status: 'undone', updatedAt: now })
      .where(eq(orderAutomationRuns.id, run.id));
    await addOrderEvent(tx, {
      orderId: run.orderId,
      kind: 'automation_undone',
      actor: null,
      detail: { automation: run.automationName },
      now,
    });
  });
}

/**
 * Brings an order's automations up to date with its status, as often as asked (a retry calls
 * it again): paid or fulfilled, every matching paid rule has run (made once, then driven to its
 * end), and the order becomes fulfilled when all of them are done; refunded, every paid run is
 * undone and the refunded rules run. Returns the order as it now is.
 */
export async function settleOrder(
  db: Db,
  params: { portalId: string; orderId: string; now?: Date; hooks?: RunHooks },
): Promise<OrderRow | null> {
  const now = params.now ?? new Date();
  const hooks = params.hooks ?? {};
  const order = await findOrder(db, { portalId: params.portalId, id: params.orderId });
  if (!order) return null;
  const trigger: AutomationTrigger | null = isPaid(order.status)
    ? 'paid'
    : order.status === 'refunded'
      ? 'refunded'
      : null;
  if (!trigger) return order;
  if (trigger === 'paid') await autoAssignSeats(db, order, now);
  if (trigger === 'refunded') {
    for (const { run } of await runsOfOrder(db, order.id)) {
      if (run.trigger === 'paid' && run.status !== 'undone') await undoRun(db, run, now);
    }
  }
  for (const rule of await matchingRules(db, order, trigger)) {
    await ensureRun(db, order, rule, trigger, now);
  }
  const runs = (await runsOfOrder(db, order.id)).filter(({ run }) => run.trigger === trigger);
  const outcomes: string[] = [];
  for (const { run } of runs) {
    outcomes.push(
      run.status === 'done' || run.status === 'undone'
        ? run.status
        : await driveRun(db, run, order, now, hooks),
    );
  }
  if (
    order.status === 'paid' &&
    runs.length > 0 &&
    outcomes.every((outcome) => outcome === 'done')
  ) {
    const system: Actor | null = null;
    const moved = await transitionOrder(db, {
      portalId: order.portalId,
      id: order.id,
      from: 'paid',
      to: 'fulfilled',
      actor: system,
      now,
    });
    return moved.ok ? moved.order : findOrder(db, { portalId: params.portalId, id: order.id });
  }
  return findOrder(db, { portalId: params.portalId, id: order.id });
}

// ---------------------------------------------------------------------------------------------
// Course access from orders
// ---------------------------------------------------------------------------------------------

/**
 * The access rule's seat: a grant counts only while its account holds a seat
 * of a line of the grant's order (freeing the seat takes the access at once).
 */
function holdsSeatOfGrant(db: Db) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(orderSeatAssignments)
      .innerJoin(orderLines, eq(orderLines.id, orderSeatAssignments.orderLineId))
      .innerJoin(orderAutomationRuns, eq(orderAutomationRuns.orderId, orderLines.orderId))
      .where(
        and(
          eq(orderAutomationRuns.id, courseAccessGrants.runId),
          eq(orderSeatAssignments.accountId, courseAccessGrants.accountId),
          isNull(orderSeatAssignments.freedAt),
        ),
      ),
  );
}

/** The courses among `courseIds` a paid order lets the account learn in now (with a seat). */
export async function grantedCourseIds(
  db: Db,
  params: { accountId: string; courseIds: string[]; now?: Date },
): Promise<Set<string>> {
  if (params.courseIds.length === 0) return new Set();
  const now = params.now ?? new Date();
  const rows = await db
    .selectDistinct({ courseId: courseAccessGrants.courseId })
    .from(courseAccessGrants)
    .where(
      and(
        eq(courseAccessGrants.accountId, params.accountId),
        inArray(courseAccessGrants.courseId, params.courseIds),
        isNull(courseAccessGrants.revokedAt),
        lte(courseAccessGrants.startsAt, now),
        or(isNull(courseAccessGrants.endsAt), gt(courseAccessGrants.endsAt, now)),
        holdsSeatOfGrant(db),
      ),
    );
  return new Set(rows.map((row) => row.courseId));
}

/**
 * Whether a paid order gives the account any course now, with a seat of it: the
 * catalog and my courses then open without a subscription, each course showing whether it is
 * theirs.
 */
export async function holdsCourseGrant(
  db: Db,
  params: { accountId: string; now?: Date },
): Promise<boolean> {
  const now = params.now ?? new Date();
  const [row] = await db
    .select({ courseId: courseAccessGrants.courseId })
    .from(courseAccessGrants)
    .where(
      and(
        eq(courseAccessGrants.accountId, params.accountId),
        isNull(courseAccessGrants.revokedAt),
        lte(courseAccessGrants.startsAt, now),
        or(isNull(courseAccessGrants.endsAt), gt(courseAccessGrants.endsAt, now)),
        // The same rule as grantedCourseIds: an order's grant counts only with its seat.
        holdsSeatOfGrant(db),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// ---------------------------------------------------------------------------------------------
// Seats given or freed after payment
// ---------------------------------------------------------------------------------------------

/** The order's paid runs not undone whose rule is for the line's product or for every product. */
async function runsForLine(db: Db, orderId: string, productId: string | null) {
  const runs = await db
    .select()
    .from(orderAutomationRuns)
    .where(
      and(
        eq(orderAutomationRuns.orderId, orderId),
        eq(orderAutomationRuns.trigger, 'paid'),
        ne(orderAutomationRuns.status, 'undone'),
      ),
    )
    .orderBy(asc(orderAutomationRuns.createdAt), asc(orderAutomationRuns.id));
  return runs.filter((run) => {
    const ruleProduct = planOf(run).productId;
    return ruleProduct === null || ruleProduct === productId;
  });
}

/** A step's result with one more account's share (the refund undoes it with the others'). */
function mergedResult(
  step: AutomationStep,
  stored: Record<string, unknown>,
  added: Record<string, unknown>,
): Record<string, unknown> {
  switch (step) {
    case 'enrol':
      return {
        ...stored,
        accounts: Number(stored.accounts ?? 0) + 1,
        createdEnrollmentIds: [
          ...((stored.createdEnrollmentIds as string[] | undefined) ?? []),
          ...((added.createdEnrollmentIds as string[] | undefined) ?? []),
        ],
      };
    case 'subscription':
      return {
        ...stored,
        accounts: [...subscriptionEntries(stored), ...subscriptionEntries(added)],
      };
    case 'coach':
      return {
        ...stored,
        accountIds: [
          ...((stored.accountIds as string[] | undefined) ?? []),
          ...((added.accountIds as string[] | undefined) ?? []),
        ],
      };
    case 'notify':
      return { ...stored, accounts: Number(stored.accounts ?? 0) + 1 };
  }
}

/**
 * A seat given on a paid order: the account gets what the order's runs already gave the other
 * holders (each done step once more, for it alone, its share added to the step's result so a
 * refund takes it back too). Course access ends when the run's does. A step that cannot be done
 * for it now (the coach stepped down) is left out; the seat is still given.
 */
export async function grantRunsToSeat(
  tx: Db,
  params: { order: OrderRow; productId: string | null; accountId: string; now: Date },
): Promise<void> {
  const { order, accountId, now } = params;
  for (const run of await runsForLine(tx, order.id, params.productId)) {
    await tx
      .select({ id: orderAutomationRuns.id })
      .from(orderAutomationRuns)
      .where(eq(orderAutomationRuns.id, run.id))
      .for('update');
    const plan = planOf(run);
    const steps = await tx
      .select()
      .from(orderAutomationSteps)
      .where(and(eq(orderAutomationSteps.runId, run.id), eq(orderAutomationSteps.status, 'done')));
    for (const step of stepsOf(plan)) {
      const done = steps.find((row) => row.step === step);
      if (!done) continue;
      const stored = (done.result ?? {}) as Record<string, unknown>;
      const until = stored.accessUntil;
      try {
        const added = await tx.transaction((sp) =>
          performStep(sp, step, {
            run,
            plan,
            accountIds: [accountId],
            order,
            now,
            accessEndsAt: typeof until === 'string' ? new Date(until) : null,
          }),
        );
        await tx
          .update(orderAutomationSteps)
          .set({ result: mergedResult(step, stored, added), updatedAt: now })
          .where(and(eq(orderAutomationSteps.runId, run.id), eq(orderAutomationSteps.step, step)));
      } catch (error) {
        if (!(error instanceof StepError)) throw error;
      }
    }
  }
}

/**
 * A seat freed on a paid order: the account's access to the runs' courses goes at once, the
 * subscription and coach they gave it are taken back (its enrolments and progress stay, as
 * when a subscription ends). Not while it holds another seat the same runs serve.
 */
export async function withdrawRunsFromSeat(
  tx: Db,
  params: { order: OrderRow; productId: string | null; accountId: string; now: Date },
): Promise<void> {
  const { order, accountId, now } = params;
  for (const run of await runsForLine(tx, order.id, params.productId)) {
    const plan = planOf(run);
    const still = await seatHolderIds(tx, { orderId: order.id, productId: plan.productId });
    if (still.includes(accountId)) continue;
    await tx
      .select({ id: orderAutomationRuns.id })
      .from(orderAutomationRuns)
      .where(eq(orderAutomationRuns.id, run.id))
      .for('update');
    const steps = await tx
      .select()
      .from(orderAutomationSteps)
      .where(and(eq(orderAutomationSteps.runId, run.id), eq(orderAutomationSteps.status, 'done')));
    for (const step of steps) {
      const result = (step.result ?? {}) as Record<string, unknown>;
      let next: Record<string, unknown> | null = null;
      if (step.step === 'enrol') {
        const revoked = await tx
          .update(courseAccessGrants)
          .set({ revokedAt: now })
          .where(
            and(
              eq(courseAccessGrants.runId, run.id),
              eq(courseAccessGrants.accountId, accountId),
              isNull(courseAccessGrants.revokedAt),
            ),
          )
          .returning({ id: courseAccessGrants.id });
        if (revoked.length > 0) {
          next = { ...result, accounts: Math.max(0, Number(result.accounts ?? 0) - 1) };
        }
      }
      if (step.step === 'subscription') {
        const entries = subscriptionEntries(result);
        const mine = entries.filter((entry) => entry.accountId === accountId);
        for (const entry of mine)
          await undoSubscriptionEntry(tx, entry, Number(result.months ?? 0));
        if (mine.length > 0) {
          next = { ...result, accounts: entries.filter((entry) => entry.accountId !== accountId) };
        }
      }
      if (step.step === 'coach') {
        const assigned = (result.accountIds as string[] | undefined) ?? [];
        const coachId = result.coachId as string | undefined;
        if (assigned.includes(accountId) && coachId) {
          await tx
            .update(accounts)
            .set({ primaryCoachId: null })
            .where(and(eq(accounts.id, accountId), eq(accounts.primaryCoachId, coachId)));
          next = { ...result, accountIds: assigned.filter((id) => id !== accountId) };
        }
      }
      if (next) {
        await tx
          .update(orderAutomationSteps)
          .set({ result: next, updatedAt: now })
          .where(
            and(eq(orderAutomationSteps.runId, run.id), eq(orderAutomationSteps.step, step.step)),
          );
      }
    }
  }
}
