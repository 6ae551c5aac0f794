import { Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { RESOLUTION_RULES } from '../../shared/content-issues/rules';
import {
  CONTENT_ISSUE_CATEGORIES,
  CONTENT_ISSUE_STATUSES,
  type ContentIssueStatus,
} from '../../shared/content-issues/transitions';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import type { AppEnv } from '../app-env';
import { buildDocument } from '../jsonapi/document';
import {
  attributesOf,
  listResponse,
  pageWindow,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import { fieldError, invalidQuery, notFound } from '../jsonapi/errors';
import type { Locale } from '../jsonapi/messages';
import { jsonApiResponse } from '../jsonapi/response';
import {
  changeContentIssueStatus,
  contentIssueCounts,
  coursesWithIssues,
  findContentIssue,
  listContentIssues,
} from '../queries/content-issues';
import { contentIssueAdminResource } from '../resources/content-issues';
import { uuidParam } from './ids';
import { methodNotAllowedFor } from './method-not-allowed';

const LIST_QUERY = {
  filter: ['course'],
  filterValues: { status: CONTENT_ISSUE_STATUSES, category: CONTENT_ISSUE_CATEGORIES },
  sort: ['created_at'],
  paginate: true,
  defaultPageSize: 25,
} as const;

export const contentIssueStatusSchema = fieldRules(
  { status: `required|in_array:${CONTENT_ISSUE_STATUSES.join(',')}`, ...RESOLUTION_RULES },
  { trim: ['resolution'] },
).pipe(
  z.object({
    status: z.enum(CONTENT_ISSUE_STATUSES),
    resolution: z.string().nullish(),
  }),
);

const STATUS_NAMES: Record<Locale, Record<ContentIssueStatus, string>> = {
  en: { open: 'open', in_progress: 'in progress', resolved: 'resolved', rejected: 'rejected' },
  nl: { open: 'open', in_progress: 'in behandeling', resolved: 'opgelost', rejected: 'afgewezen' },
  ro: { open: 'deschisă', in_progress: 'în lucru', resolved: 'rezolvată', rejected: 'respinsă' },
};

function illegalMove(locale: Locale, from: ContentIssueStatus, to: ContentIssueStatus) {
  const names = STATUS_NAMES[locale];
  const detail = {
    en: `An issue that is ${names[from]} cannot become ${names[to]}.`,
    nl: `Een melding die ${names[from]} is, kan niet ${names[to]} worden.`,
    ro: `O problemă ${names[from]} nu poate deveni ${names[to]}.`,
  }[locale];
  return fieldError('status', 'ILLEGAL_TRANSITION', detail);
}

/**
 * /v1/content_issues: problems learners reported (SCREENS "Authoring"), for those with course
 * rights (spec §6: authors and admins). Another portal's issue does not exist here (404).
 */
export const contentIssueRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.courses);
    await next();
  })
  .get('/', async (c) => {
    const portalId = c.var.portal.id;
    const query = queryOf(c, LIST_QUERY);
    const course = query.filter.course;
    if (course !== undefined && !/^[0-9a-f-]{36}$/i.test(course)) {
      throw invalidQuery('filter[course]', 'filter[course] must be a course id.');
    }
    const filter = {
      portalId,
      courseId: course,
      category: query.filter.category as (typeof CONTENT_ISSUE_CATEGORIES)[number] | undefined,
    };
    const [counts, courses] = await Promise.all([
      contentIssueCounts(c.var.db, filter),
      coursesWithIssues(c.var.db, { portalId }),
    ]);
    return listResponse(c, {
      query: LIST_QUERY,
      load: async (parsed) => ({
        ...(await listContentIssues(c.var.db, {
          ...filter,
          status: parsed.filter.status as ContentIssueStatus | undefined,
          oldestFirst: parsed.sort[0]?.field === 'created_at' && !parsed.sort[0].desc,
          page: pageWindow(parsed.page),
        })),
        meta: { status_counts: counts, courses },
      }),
      serialize: contentIssueAdminResource,
    });
  })
  .get('/:id', async (c) => {
    queryOf(c, {});
    const issue = await findContentIssue(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
    });
    if (!issue) throw notFound();
    return resourceResponse(contentIssueAdminResource(issue));
  })
  .patch('/:id', async (c) => {
    const viewer = authorize(c, RULES.courses);
    const id = uuidParam(c.req.param('id'));
    const input = await attributesOf(c, contentIssueStatusSchema);
    const change = await changeContentIssueStatus(c.var.db, {
      portalId: c.var.portal.id,
      id,
      status: input.status,
      resolution: input.resolution ?? undefined,
      handledBy: viewer.id,
    });
    if (!change.ok) {
      if (change.reason === 'not_found') throw notFound();
      throw illegalMove(c.var.locale, change.from, input.status);
    }
    // The screen tells the handler whether the reporter was notified.
    return jsonApiResponse(
      buildDocument(contentIssueAdminResource(change.issue), {
        meta: { reporter_notified: change.notified },
      }),
    );
  })
  .all('/', methodNotAllowedFor)
  .all('/:id', methodNotAllowedFor);
