import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { normalizeAudience } from '../../shared/communication/audience';
import {
  ANNOUNCEMENT_RULES,
  ANNOUNCEMENT_SEVERITIES,
  AUDIENCE_ENTITIES_MAX,
  AUDIENCE_ROLES,
  COMMUNICATION_HTML_MAX,
} from '../../shared/communication/rules';
import { sanitizeRichTextReport } from '../../shared/rich-text/sanitize';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import type { Row, RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import {
  announcementsForReader,
  contentLanguageOf,
  listTranslations,
  richTextRulesOf,
  type TranslationRow,
  translationsOfOwners,
  translationsPart,
  withRefusedImages,
} from '../content';
import { kickWorker } from '../jobs/worker';
import {
  bodyOf,
  found,
  listResponse,
  noContent,
  pageWindow,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import { zodErrorObjects } from '../jsonapi/error-response';
import { ApiError, type ErrorObject, pointerTo, type Text, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { requireViewer } from '../middleware/viewer';
import { type Answers, list, NONE, one } from '../openapi/answers';
import {
  ANNOUNCEMENT_STATES,
  type AnnouncementInput,
  type AnnouncementRow,
  type AnnouncementState,
  createAnnouncement,
  deleteAnnouncement,
  dismissAnnouncement,
  findAnnouncement,
  listAnnouncements,
  listNews,
  portalEntities,
  portalEntityIds,
  updateAnnouncement,
} from './announcements.queries';
import { announcementResource, newsResource } from './announcements.serializers';

const invalid = (field: string, detail: Text): ErrorObject => ({
  status: '422',
  code: 'VALIDATION_FAILED',
  text: detail,
  source: pointerTo(field),
});

const textSchema = (partial: boolean) =>
  fieldRules(ANNOUNCEMENT_RULES, { trim: ['title'], partial }).pipe(
    z.object({
      title: partial ? z.string().optional() : z.string(),
      severity: partial
        ? z.enum(ANNOUNCEMENT_SEVERITIES).optional()
        : z.enum(ANNOUNCEMENT_SEVERITIES),
    }),
  );

const restSchema = z.object({
  body_html: z.string().optional(),
  audience_roles: z.array(z.enum(AUDIENCE_ROLES)).max(AUDIENCE_ROLES.length).optional(),
  audience_entity_ids: z.array(z.uuid()).max(AUDIENCE_ENTITIES_MAX).optional(),
  show_banner: z.boolean().optional(),
  show_news: z.boolean().optional(),
  notify: z.boolean().optional(),
});

/** An ISO date-time, or undefined when absent; null when sent as null (only `ends_at`). */
function dateOf(value: unknown): Date | null | undefined | 'invalid' {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string') return 'invalid';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/**
 * An announcement's attributes, all of them to create, any to change (the stored row fills the
 * rest for the cross-field checks): title and severity (§5 rules), sanitised rich text,
 * audience roles and this portal's entities, where it shows (at least one place), start and
 * end (end before start: 422). Every invalid field gets its own 422.
 */
async function announcementInput(
  c: Context<AppEnv>,
  stored: AnnouncementInput | null,
): Promise<{ input: Partial<AnnouncementInput>; refusedImages: string[] }> {
  const partial = stored !== null;
  const attributes = await bodyOf(c);
  const errors: ErrorObject[] = [];
  const input: Partial<AnnouncementInput> = {};
  let refusedImages: string[] = [];

  const heading = textSchema(partial).safeParse(attributes, { reportInput: true });
  if (heading.success) {
    if (heading.data.title !== undefined) input.title = heading.data.title;
    if (heading.data.severity !== undefined) input.severity = heading.data.severity;
  } else errors.push(...zodErrorObjects(heading.error));

  const language = await contentLanguageOf(c, attributes.language, !partial);
  if (language.error) errors.push(language.error);
  else if (language.language !== undefined) input.language = language.language;

  const rest = restSchema.safeParse(attributes, { reportInput: true });
  if (!rest.success) errors.push(...zodErrorObjects(rest.error));
  const data = rest.success ? rest.data : {};
  if (data.body_html !== undefined) {
    const clean = sanitizeRichTextReport(data.body_html, await richTextRulesOf(c));
    const html = clean.html;
    refusedImages = clean.refusedImages;
    if (html.length > COMMUNICATION_HTML_MAX)
      errors.push(
        invalid(
          'body_html',
          text('communication.announcementTooLong', { max: COMMUNICATION_HTML_MAX }),
        ),
      );
    else input.bodyHtml = html;
  } else if (!partial) input.bodyHtml = '';
  if (data.audience_roles !== undefined || data.audience_entity_ids !== undefined || !partial) {
    const audience = normalizeAudience({
      roles: data.audience_roles ?? stored?.audienceRoles ?? [],
      entityIds: data.audience_entity_ids ?? stored?.audienceEntityIds ?? [],
    });
    const ours = await portalEntityIds(c.var.db, {
      portalId: c.var.portal.id,
      ids: audience.entityIds,
    });
    if (audience.entityIds.some((id) => !ours.has(id))) {
      errors.push(invalid('audience_entity_ids', text('communication.foreignEntity')));
    } else {
      input.audienceRoles = audience.roles;
      input.audienceEntityIds = audience.entityIds;
    }
  }
  for (const [field, key] of [
    ['show_banner', 'showBanner'],
    ['show_news', 'showNews'],
    ['notify', 'notify'],
  ] as const) {
    if (data[field] !== undefined) input[key] = data[field];
    else if (!partial) input[key] = false;
  }
  const places = { ...stored, ...input };
  if (rest.success && !places.showBanner && !places.showNews && !places.notify) {
    errors.push(invalid('show_banner', text('communication.noPlaceChosen')));
  }

  const startsAt = dateOf(attributes.starts_at);
  const endsAt = dateOf(attributes.ends_at);
  if (startsAt === 'invalid')
    errors.push(invalid('starts_at', text('communication.dateTimeExpected')));
  else if (startsAt) input.startsAt = startsAt;
  else if (!partial || startsAt === null) input.startsAt = new Date();
  if (endsAt === 'invalid') errors.push(invalid('ends_at', text('communication.dateTimeExpected')));
  else if (endsAt !== undefined) input.endsAt = endsAt;
  else if (!partial) input.endsAt = null;
  const start = input.startsAt ?? stored?.startsAt;
  const end = input.endsAt === undefined ? stored?.endsAt : input.endsAt;
  if (startsAt !== 'invalid' && endsAt !== 'invalid' && start && end && end <= start) {
    errors.push(invalid('ends_at', text('communication.endBeforeStart')));
  }

  if (errors.length > 0) throw new ApiError(422, errors);
  return { input, refusedImages };
}

/** The path's announcement, of this portal (any other: 404), for those who may write them. */
export async function pathAnnouncement(c: Context<AppEnv>) {
  authorize(c, RULES.announcements);
  return found(
    findAnnouncement(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
    }),
  );
}

/** One announcement for its editor: the original and its translations. */
async function announcementResponse(
  c: Context<AppEnv>,
  row: AnnouncementRow,
  refusedImages: string[],
) {
  const [rules, translations] = await Promise.all([
    richTextRulesOf(c),
    listTranslations(c.var.db, { kind: 'announcement', id: row.id }),
  ]);
  return resourceResponse(
    withRefusedImages(announcementResource(row, new Date(), rules, translations), refusedImages),
    { included: translationsPart('announcement', translations, rules).included },
  );
}

const LIST_QUERY = {
  filter: ['search'],
  filterValues: { state: ANNOUNCEMENT_STATES },
  paginate: true,
  defaultPageSize: 25,
} as const;

/**
 * /v1/announcements (SCREENS "/admin/announcements"), for `RULES.announcements`: the portal's
 * announcements; saving one with a notification kicks the background worker, which fans it out
 * in batches after the answer has gone (at its start, when that is later).
 */
export const announcementRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    authorize(c, RULES.announcements);
    const now = new Date();
    const portalId = c.var.portal.id;
    const rules = await richTextRulesOf(c);
    let translations: TranslationRow[] = [];
    return listResponse(c, {
      query: LIST_QUERY,
      load: async (query) => {
        const [list, entities] = await Promise.all([
          listAnnouncements(c.var.db, {
            portalId,
            state: query.filter.state as AnnouncementState | undefined,
            search: query.filter.search,
            now,
            page: pageWindow(query.page),
          }),
          portalEntities(c.var.db, { portalId }),
        ]);
        translations = await translationsOfOwners(c.var.db, {
          kind: 'announcement',
          ids: list.rows.map((row) => row.id),
        });
        // The form's entity choices come along, so the screen needs no second call.
        return { ...list, meta: { entities } };
      },
      serialize: (row) =>
        announcementResource(
          row,
          now,
          rules,
          translations.filter((translation) => translation.announcementId === row.id),
        ),
      // Each one's translations: its form edits them too.
      included: () => translationsPart('announcement', translations, rules).included,
    });
  })
  .post('/', async (c) => {
    const viewer = authorize(c, RULES.announcements);
    const { input, refusedImages } = await announcementInput(c, null);
    const rules = await richTextRulesOf(c);
    const row = await createAnnouncement(c.var.db, {
      portalId: c.var.portal.id,
      createdBy: viewer.id,
      input: input as AnnouncementInput,
    });
    if (row.notify) kickWorker();
    return resourceResponse(
      withRefusedImages(announcementResource(row, new Date(), rules), refusedImages),
      { status: 201 },
    );
  })
  .get('/:id', async (c) => {
    queryOf(c, {});
    return announcementResponse(c, await pathAnnouncement(c), []);
  })
  .patch('/:id', async (c) => {
    const stored = await pathAnnouncement(c);
    const { input, refusedImages } = await announcementInput(c, stored);
    const row = await found(
      updateAnnouncement(c.var.db, {
        portalId: c.var.portal.id,
        id: stored.id,
        input,
      }),
    );
    if (row.notify && !row.notifiedAt) kickWorker();
    return announcementResponse(c, row, refusedImages);
  })
  .delete('/:id', async (c) => {
    authorize(c, RULES.announcements);
    await found(
      deleteAnnouncement(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
      }),
    );
    return noContent();
  })
  // "Dismiss" on the banner: anyone signed in, for an announcement addressed to them (else 404).
  .post('/:id/dismissal', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    await found(
      dismissAnnouncement(c.var.db, {
        portalId: c.var.portal.id,
        accountId: viewer.id,
        id: uuidParam(c.req.param('id')),
        now: new Date(),
      }),
    );
    return noContent();
  });

const NEWS_QUERY = { paginate: true, defaultPageSize: 20 } as const;

/**
 * /v1/news: coach news (SCREENS `/coach/news`), for coaches: live announcements shown as news
 * whose audience includes coaches, newest first. `page[size]=3` is the dashboard's "latest 3".
 */
export const newsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const viewer = authorize(c, RULES.coach);
  const now = new Date();
  const rules = await richTextRulesOf(c);
  return listResponse(c, {
    query: NEWS_QUERY,
    load: async (query) => {
      const page = await listNews(c.var.db, {
        portalId: c.var.portal.id,
        accountId: viewer.id,
        now,
        page: pageWindow(query.page),
      });
      // Each in the coach's language where it has a translation.
      return { ...page, rows: await announcementsForReader(c.var.db, c.var.locale, page.rows) };
    },
    serialize: (row) => newsResource(row, rules),
  });
});

/**
 * RULES.announcements (§6 "announcements for several groups"): academy, sales, support and
 * marketing — Ada, Sam, Sven and Mia; not authors, coaches or students.
 */
const ANNOUNCE = { guest: 401, ada: 200, sam: 200, sven: 200, mia: 200, others: 403 } as const;
/** Coach news: coaches (Cora, Hugo). */
const NEWS = { guest: 401, cora: 200, hugo: 200, others: 403 } as const;

const only = (rule: Record<string, number>, status: number) =>
  Object.fromEntries(
    Object.entries(rule).map(([who, code]) => [who, code === 200 ? status : code]),
  ) as Row['expect'];

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/announcements': list('announcements'),
  'POST /v1/announcements': one('announcements', { status: [201] }),
  'GET /v1/announcements/:id': one('announcements'),
  'PATCH /v1/announcements/:id': one('announcements'),
  'DELETE /v1/announcements/:id': NONE,
  'POST /v1/announcements/:id/dismissal': NONE,
  'GET /v1/news': list('news_items'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  { method: 'GET', route: '/v1/announcements', path: () => '/v1/announcements', expect: ANNOUNCE },
  {
    method: 'POST',
    route: '/v1/announcements',
    path: () => '/v1/announcements',
    body: { title: '', severity: 'loud' },
    expect: only(ANNOUNCE, 422),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/announcements/:id',
      path: () => `/v1/announcements/${NO_SUCH}`,
      body: method === 'PATCH' ? { title: '' } : undefined,
      expect: only(ANNOUNCE, 404),
    }),
  ),
  {
    method: 'POST',
    route: '/v1/announcements/:id/dismissal',
    path: () => `/v1/announcements/${NO_SUCH}/dismissal`,
    // Anyone signed in may dismiss a banner addressed to them; this one does not exist.
    expect: { guest: 401, others: 404 },
  },
  { method: 'GET', route: '/v1/news', path: () => '/v1/news', expect: NEWS },
];
