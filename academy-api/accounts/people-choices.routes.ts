import { Hono } from 'hono';
import type { z } from 'zod';
import { bulkGrantableRoles } from '../../shared/access/role-grants';
import { RULES } from '../../shared/access/rules';
import type { peopleChoices } from '../../shared/accounts/contract';
import { authorize } from '../access/authorize';
import { fixedRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { queryOf } from '../jsonapi/endpoint';
import { jsonApiResponse } from '../jsonapi/response';
import { courseChoices } from '../learning';
import { currentPortal } from '../middleware/portal';
import { type Answers, meta } from '../openapi/answers';
import { portalEntities } from './invitations.queries';

/**
 * GET /v1/people_choices (issue 43, item 2): what the invitation, import and bulk enrolment
 * screens offer — the portal's entities, the roles the viewer may give (bulkGrantableRoles), the
 * portal's languages and courses — for RULES.people.
 */
export const peopleChoiceRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const viewer = authorize(c, RULES.people);
  queryOf(c, {});
  const portalId = c.var.portal.id;
  const [portal, entities, courses] = await Promise.all([
    currentPortal(c),
    portalEntities(c.var.db, { portalId }),
    courseChoices(c.var.db, { portalId }),
  ]);
  const choices: z.infer<typeof peopleChoices> = {
    entities,
    roles: bulkGrantableRoles(viewer.roles),
    languages: portal.languages.map((l) => ({ locale: l.locale, is_primary: l.is_primary })),
    courses,
  };
  return jsonApiResponse({ meta: choices });
});

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = { 'GET /v1/people_choices': meta() };

export const rows: RowsOf = () => [
  fixedRow('GET', '/v1/people_choices', '/v1/people_choices', {
    guest: 401,
    ada: 200,
    sven: 200,
    others: 403,
  }),
];
