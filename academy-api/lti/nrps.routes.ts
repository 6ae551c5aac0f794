import { Hono } from 'hono';
import { membershipLinks, membershipRoles, SCOPES } from '../../shared/lti/platform';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { type Answers, file } from '../openapi/answers';
import { courseMembers } from './services';
import { serviceCaller } from './token.routes';

const TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
const PAGE_MAX = 100;

/**
 * GET /v1/lti/platform/nrps/{course}/memberships (app: /lti/platform/nrps/{course}/memberships):
 * Names and Role Provisioning Services 2.0, the course's members (enrolled and its coaches) with
 * their roles mapped as in a launch, by name, `limit` a page with Link headers (NRPS §2.4).
 */
export const ltiNrpsRoutes = new Hono<AppEnv>().get('/memberships', async (c) => {
  const caller = await serviceCaller(c, { endpoint: 'nrps', scopes: [SCOPES.nrps] });
  const limit = Math.min(Math.max(Number(c.req.query('limit')) || PAGE_MAX, 1), PAGE_MAX);
  const page = Math.max(Number(c.req.query('page')) || 1, 1);
  const { rows, total } = await courseMembers(c.var.db, {
    courseId: caller.context.id,
    limit,
    offset: (page - 1) * limit,
  });
  const url = caller.urls.memberships(caller.context.id);
  const body = {
    id: `${url}?page=${page}`,
    context: { id: caller.context.id, label: caller.context.slug, title: caller.context.title },
    members: rows.map((row) => {
      const [givenName = '', ...rest] = row.name.split(' ');
      return {
        status: 'Active',
        user_id: row.id,
        name: row.name,
        given_name: givenName,
        family_name: rest.join(' '),
        email: row.email,
        roles: membershipRoles(row.roles, row.coach),
      };
    }),
  };
  return new Response(JSON.stringify(body), {
    headers: {
      'content-type': TYPE,
      'cache-control': 'no-store',
      link: membershipLinks(url, page, limit, total),
    },
  });
});

export const answers: Answers = {
  'GET /v1/lti/platform/nrps/:course/memberships': file(TYPE, "The course's members (NRPS 2.0)."),
};

export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/lti/platform/nrps/:course/memberships',
    path: () => `/v1/lti/platform/nrps/${NO_SUCH}/memberships`,
    expect: { lars: 403, others: 401 },
  },
];
