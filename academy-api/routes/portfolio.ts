import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { FIELD_RULES } from '../../shared/validation/field-rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import type { AppEnv } from '../app-env';
import { PORTFOLIO_ITEM_KINDS } from '../db/schema';
import { parseBodyText, validate } from '../jsonapi/body';
import { buildDocument, listDocument } from '../jsonapi/document';
import { ApiError, forbidden, notFound, pointerTo } from '../jsonapi/errors';
import { parseQuery } from '../jsonapi/query';
import { jsonApiResponse } from '../jsonapi/response';
import { currentPortal } from '../middleware/portal';
import {
  createPortfolioItem,
  deletePortfolioItem,
  isEnrolled,
  listPortfolioItems,
} from '../queries/portfolio';
import {
  PORTFOLIO_INCLUDES,
  PORTFOLIO_TYPE_FIELDS,
  portfolioIncluded,
  portfolioItemResource,
} from '../resources/portfolio';
import { ownAccountId } from './account-access';
import { uuidParam } from './ids';
import { methodNotAllowedFor } from './method-not-allowed';

/** The portal feature flag without which there is no portfolio (spec §6). */
export const PORTFOLIO_FEATURE = 'portfolio_feature';

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
 * A portfolio is private to its account, staff included: anyone else's simply does not exist
 * here (404, so ids are not even confirmed). Then the portal must offer portfolios at all (403).
 */
async function ownPortfolio(c: Context<AppEnv>): Promise<string> {
  const accountId = ownAccountId(c);
  const portal = await currentPortal(c);
  if (!portal.features.includes(PORTFOLIO_FEATURE)) {
    throw forbidden('This portal has no portfolios.');
  }
  return accountId;
}

export const portfolioRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const accountId = await ownPortfolio(c);
    const url = new URL(c.req.url);
    const query = parseQuery(url.searchParams, LIST_QUERY);
    const { rows, total } = await listPortfolioItems(c.var.db, {
      accountId,
      oldestFirst: query.sort[0]?.desc === false,
      page: query.page,
    });
    // The linked course is always included (`include=course` is accepted): its title is what
    // the list shows, and it comes with the same query.
    return jsonApiResponse(
      listDocument(rows.map(portfolioItemResource), {
        total,
        url,
        query,
        included: portfolioIncluded(rows),
      }),
    );
  })
  .post('/', async (c) => {
    const accountId = await ownPortfolio(c);
    const input = validate(createPortfolioItemSchema, parseBodyText(await c.req.text()));
    if (
      input.course_id &&
      !(await isEnrolled(c.var.db, { accountId, courseId: input.course_id }))
    ) {
      throw notEnrolled();
    }
    const row = await createPortfolioItem(c.var.db, {
      accountId,
      courseId: input.course_id,
      title: input.title,
      description: input.description,
      kind: input.kind,
    });
    return jsonApiResponse(
      buildDocument(portfolioItemResource(row), { included: portfolioIncluded([row]) }),
      201,
    );
  })
  .delete('/:item', async (c) => {
    const accountId = await ownPortfolio(c);
    const id = uuidParam(c.req.param('item'));
    if (!(await deletePortfolioItem(c.var.db, { accountId, id }))) throw notFound();
    return jsonApiResponse(null, 204);
  })
  .all('/', methodNotAllowedFor)
  .all('/:item', methodNotAllowedFor);
