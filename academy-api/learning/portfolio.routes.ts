import { Hono } from 'hono';
import { z } from 'zod';
import { hasFeature } from '../../shared/access/features';
import { RULES } from '../../shared/access/rules';
import { FIELD_RULES } from '../../shared/validation/field-rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import { ownAccount } from '../access/account-scope';
import { authorize } from '../access/authorize';
import { ownAccountPath, type RowsOf, stijnsAccountPath } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { withCoursesForReader } from '../content';
import { PORTFOLIO_ITEM_KINDS } from '../db/schema';
import { filesOfPortfolioItems } from '../files/files.queries';
import { fileStorage } from '../files/storage';
import {
  attributesOf,
  found,
  listResponse,
  noContent,
  resourceResponse,
} from '../jsonapi/endpoint';
import { ApiError, pointerTo } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { type Answers, list, NONE, one } from '../openapi/answers';
import {
  createPortfolioItem,
  deletePortfolioItem,
  isEnrolled,
  listPortfolioItems,
  setPortfolioItemShared,
} from './portfolio.queries';
import {
  PORTFOLIO_INCLUDES,
  PORTFOLIO_TYPE_FIELDS,
  portfolioIncluded,
  portfolioItemResource,
} from './portfolio.serializers';

// Spec §5 rules shared with the "Add to portfolio" form, then the types.
export const createPortfolioItemSchema = fieldRules(FIELD_RULES.portfolioItem, {
  trim: ['title', 'description'],
}).pipe(
  z.object({
    title: z.string().trim(),
    description: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value ?? ''),
    kind: z.enum(PORTFOLIO_ITEM_KINDS),
    course_id: z
      .uuid()
      .nullish()
      .transform((value) => value?.toLowerCase() ?? null),
  }),
);

/** PATCH: the one thing that changes after creation, sharing with the primary coach. */
export const updatePortfolioItemSchema = z.object({ shared_with_coach: z.boolean() });

const LIST_QUERY = {
  include: PORTFOLIO_INCLUDES,
  fields: PORTFOLIO_TYPE_FIELDS,
  sort: ['created_at'],
  paginate: true,
  defaultPageSize: 20,
};

/** A linked course must be one of the account's own: an item cannot claim someone else's. */
const notEnrolled = () => ApiError.of(422, 'NOT_ENROLLED', undefined, pointerTo('course_id'));

/**
 * Spec §6: no portfolio without `portfolio_feature` (403 for everyone). A portfolio is private
 * to its account, staff included: anyone else's does not exist here (404).
 */
export const portfolioRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.portfolio);
    await next();
  })
  .get('/', async (c) => {
    const scope = ownAccount(c);
    return listResponse(c, {
      query: LIST_QUERY,
      load: async (query) => {
        const page = await listPortfolioItems(c.var.db, {
          scope,
          oldestFirst: query.sort[0]?.desc === false,
          page: query.page,
          // SCREENS "Files": an item's files come with it where the portal has account_files.
          withFiles: hasFeature(c.var.portal.features, 'account_files'),
        });
        // The linked course's title in the reader's language.
        return { ...page, rows: await withCoursesForReader(c, page.rows) };
      },
      serialize: portfolioItemResource,
      // The linked course is always included (`include=course` is accepted): its title is what
      // the list shows, and it comes with the same query.
      included: portfolioIncluded,
    });
  })
  .post('/', async (c) => {
    const scope = ownAccount(c);
    const input = await attributesOf(c, createPortfolioItemSchema);
    if (input.course_id && !(await isEnrolled(c.var.db, { scope, courseId: input.course_id }))) {
      throw notEnrolled();
    }
    const row = await createPortfolioItem(c.var.db, {
      scope,
      courseId: input.course_id,
      title: input.title,
      description: input.description,
      kind: input.kind,
    });
    // A new item has no files yet.
    if (hasFeature(c.var.portal.features, 'account_files')) row.files = [];
    return resourceResponse(portfolioItemResource(row), {
      included: portfolioIncluded([row]),
      status: 201,
    });
  })
  .patch('/:item', async (c) => {
    const scope = ownAccount(c);
    const id = uuidParam(c.req.param('item'));
    const input = await attributesOf(c, updatePortfolioItemSchema);
    const row = await found(
      setPortfolioItemShared(c.var.db, {
        scope,
        id,
        shared: input.shared_with_coach,
      }),
    );
    if (hasFeature(c.var.portal.features, 'account_files')) {
      row.files = await filesOfPortfolioItems(c.var.db, { itemIds: [row.id] });
    }
    return resourceResponse(portfolioItemResource(row), { included: portfolioIncluded([row]) });
  })
  .delete('/:item', async (c) => {
    const scope = ownAccount(c);
    const id = uuidParam(c.req.param('item'));
    const deleted = await found(deletePortfolioItem(c.var.db, { scope, id }));
    // The file rows went with the item; their bytes go from the storage now.
    const storage = fileStorage();
    await Promise.all(deleted.storageKeys.map((key) => storage.delete(key)));
    return noContent();
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/accounts/:id/portfolio_items': list('portfolio_items'),
  'POST /v1/accounts/:id/portfolio_items': one('portfolio_items', { status: [201] }),
  'PATCH /v1/accounts/:id/portfolio_items/:item': one('portfolio_items'),
  'DELETE /v1/accounts/:id/portfolio_items/:item': NONE,
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ id, NO_SUCH }) => {
  return [
    {
      method: 'GET',
      route: '/v1/accounts/:id/portfolio_items',
      path: ownAccountPath('/portfolio_items'),
      // portfolio_feature: on at Demo Academy, off at Unlimited Learning (403 there).
      expect: { guest: 401, lars: 403, others: 200 },
    },
    {
      method: 'GET',
      route: '/v1/accounts/:id/portfolio_items',
      path: stijnsAccountPath(id, '/portfolio_items'),
      expect: { guest: 401, lars: 403, stijn: 200, others: 404 },
    },
    {
      method: 'POST',
      route: '/v1/accounts/:id/portfolio_items',
      path: ownAccountPath('/portfolio_items'),
      body: {},
      expect: { guest: 401, lars: 403, others: 422 },
    },
    {
      method: 'DELETE',
      route: '/v1/accounts/:id/portfolio_items/:item',
      path: ownAccountPath(`/portfolio_items/${NO_SUCH}`),
      expect: { guest: 401, lars: 403, others: 404 },
    },

    {
      method: 'PATCH',
      route: '/v1/accounts/:id/portfolio_items/:item',
      path: (me) => `/v1/accounts/${me}/portfolio_items/${NO_SUCH}`,
      body: { shared_with_coach: 'yes' },
      expect: { guest: 401, lars: 403, others: 422 },
    },
  ];
};
