import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { type BulkEnrollmentOutcome, PEOPLE_LIMITS } from '../../shared/accounts/people-limits';
import type { bulkEnrollmentResult } from '../../shared/learning/contract';
import { authorize } from '../access/authorize';
import { postRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { auditMany } from '../audit';
import { requestTexts } from '../i18n/request-texts';
import { attributesOf } from '../jsonapi/endpoint';
import { fieldError, text } from '../jsonapi/errors';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, meta } from '../openapi/answers';
import {
  enrolPairs,
  entityPeople,
  notifyEnrolled,
  type Pair,
  pairKey,
  portalCoursesAmong,
  portalEntity,
  portalPeopleAmong,
  unenrolPairs,
} from './bulk-enrollments.queries';

type Result = z.infer<typeof bulkEnrollmentResult>;

const L = PEOPLE_LIMITS;

const bulkSchema = z.object({
  action: z.enum(['enroll', 'unenroll']),
  course_ids: z.array(z.uuid()).min(1).max(L.maxBulkCourses),
  account_ids: z.array(z.uuid()).max(L.maxBulkAccounts).optional(),
  entity_id: z.uuid().optional(),
});

type Person = { id: string; fullName: string; email: string };

/** Whom the request names: accounts of the portal by id, or every account of one entity. */
async function peopleOf(c: Context<AppEnv>, input: z.infer<typeof bulkSchema>) {
  const portalId = c.var.portal.id;
  const picked = input.account_ids ?? [];
  if (picked.length > 0 === Boolean(input.entity_id)) {
    throw fieldError('account_ids', 'VALIDATION_FAILED', text('people.accountsOrEntity'));
  }
  if (input.entity_id) {
    const entity = await portalEntity(c.var.db, { portalId, id: input.entity_id.toLowerCase() });
    if (!entity) throw fieldError('entity_id', 'NOT_FOUND', text('people.noSuchEntity'));
    const people = await entityPeople(c.var.db, {
      entityId: entity.id,
      limit: L.maxBulkAccounts + 1,
    });
    if (people.length > L.maxBulkAccounts) {
      throw fieldError(
        'entity_id',
        'TOO_MANY_ACCOUNTS',
        text('people.tooManyAccounts', { max: L.maxBulkAccounts, count: `${L.maxBulkAccounts}+` }),
      );
    }
    return { ids: people.map((p) => p.id), people, entity };
  }
  const ids = [...new Set(picked.map((id) => id.toLowerCase()))];
  return { ids, people: await portalPeopleAmong(c.var.db, { portalId, ids }), entity: null };
}

/**
 * POST /v1/bulk_enrollments (issue 43, item 2): enrols (or un-enrols) accounts — picked, or a
 * whole entity — in up to 20 courses of the portal at once, for RULES.people, in one
 * transaction. Idempotent: enrolling the enrolled says `already_enrolled`, un-enrolling the
 * unenrolled `not_enrolled`; a completed enrolment stays (`kept_completed`). An id that is not
 * an account of this portal gets a row with its problem; a course of another portal is a 422.
 */
export const bulkEnrollmentRoutes = new Hono<AppEnv>().post('/', async (c) => {
  authorize(c, RULES.people);
  const input = await attributesOf(c, bulkSchema);
  const portalId = c.var.portal.id;
  const courseIds = [...new Set(input.course_ids.map((id) => id.toLowerCase()))];
  const courses = await portalCoursesAmong(c.var.db, { portalId, ids: courseIds });
  if (courses.length !== courseIds.length) {
    throw fieldError('course_ids', 'NOT_FOUND', text('people.noSuchCourses'));
  }
  const { ids, people: found, entity } = await peopleOf(c, input);
  const byId = new Map<string, Person>(found.map((p) => [p.id, p]));
  // In the order asked for (an entity's: A–Z).
  const people = ids.flatMap((id) => byId.get(id) ?? []);
  const pairs: Pair[] = people.flatMap((person) =>
    courses.map((course) => ({ accountId: person.id, courseId: course.id })),
  );
  const enrol = input.action === 'enroll';
  const outcomeOf = await c.var.db.transaction(async (tx) => {
    let outcome: (pair: Pair) => BulkEnrollmentOutcome;
    if (enrol) {
      const now = new Date();
      const created = await enrolPairs(tx, { pairs, now });
      // Each learner enrolled now hears of it, once; who was enrolled already, nothing.
      await notifyEnrolled(tx, {
        created: pairs.filter((pair) => created.has(pairKey(pair))),
        courses,
        now,
      });
      outcome = (pair) => (created.has(pairKey(pair)) ? 'enrolled' : 'already_enrolled');
    } else {
      const { removed, kept } = await unenrolPairs(tx, { pairs });
      outcome = (pair) =>
        removed.has(pairKey(pair))
          ? 'unenrolled'
          : kept.has(pairKey(pair))
            ? 'kept_completed'
            : 'not_enrolled';
    }
    const changed = enrol ? 'enrolled' : 'unenrolled';
    await auditMany(
      c,
      courses.flatMap((course) => {
        const accountIds = people
          .filter((p) => outcome({ accountId: p.id, courseId: course.id }) === changed)
          .map((p) => p.id);
        if (accountIds.length === 0) return [];
        return [
          {
            action: enrol
              ? ('enrollment.bulk_enrolled' as const)
              : ('enrollment.bulk_unenrolled' as const),
            target: { type: 'courses', id: course.id, label: course.title },
            after: {
              accounts: accountIds.length,
              account_ids: accountIds,
              ...(entity ? { entity: entity.name } : {}),
            },
            whole: true,
          },
        ];
      }),
      tx,
    );
    return outcome;
  });
  const texts = await requestTexts(c);
  const summary: Result['summary'] = Object.fromEntries(courses.map((course) => [course.id, {}]));
  const results: Result['results'] = ids.map((id) => {
    const person = byId.get(id);
    if (!person) {
      return {
        account_id: id,
        full_name: null,
        email: null,
        outcomes: {},
        problem: { code: 'NOT_FOUND', detail: texts.text('people.invite.NOT_FOUND') },
      };
    }
    const outcomes: Record<string, BulkEnrollmentOutcome> = {};
    for (const course of courses) {
      const outcome = outcomeOf({ accountId: id, courseId: course.id });
      outcomes[course.id] = outcome;
      const counts = summary[course.id] as Record<string, number>;
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
    return {
      account_id: id,
      full_name: person.fullName,
      email: person.email,
      outcomes,
      problem: null,
    };
  });
  const result: Result = {
    action: input.action,
    courses: courses.map((course) => ({ id: course.id, title: course.title })),
    results,
    summary,
  };
  return jsonApiResponse({ meta: result });
});

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'POST /v1/bulk_enrollments': meta(),
};

/** The admins and the sales group (Ada, Sven); everyone else 403. An empty body: 422. */
export const rows: RowsOf = () => [
  postRow('/v1/bulk_enrollments', '/v1/bulk_enrollments', {
    guest: 401,
    ada: 422,
    sven: 422,
    others: 403,
  }),
];
