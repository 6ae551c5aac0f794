import fs from 'node:fs/promises';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { type MailingAudience, normalizeAudience } from '../../shared/communication/audience';
import {
  mailingAudiences,
  mailingListConsents,
  mailingListSettings,
  mailingListSubscriptions,
  mailingRecipients,
  mailingSubscribers,
  mailings,
} from '../../shared/communication/contract';
import { MERGE_FIELDS, unknownFields } from '../../shared/communication/merge-fields';
import {
  AUDIENCE_ENTITIES_MAX,
  AUDIENCE_ROLES,
  AUDIENCE_SUBSCRIPTIONS,
  type AudienceSubscription,
  BATCH_SIZE_MAX,
  BATCH_SIZE_MIN,
  COMMUNICATION_HTML_MAX,
  MAILING_RULES,
  MAILING_SETTINGS_RULES,
  MAILING_STATUSES,
  type MailingStatus,
  RECIPIENT_STATUSES,
  type RecipientStatus,
  SUBSCRIBER_STATUSES,
  type SubscriberStatus,
} from '../../shared/communication/rules';
import { PORTAL_HOST_HEADER, servedBaseUrl } from '../../shared/portals/base-url';
import { type RichTextRules, sanitizeRichText } from '../../shared/rich-text/sanitize';
import { isUuid } from '../../shared/validation/empty';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import type { Row, RowsOf } from '../access/route-table';
import { findMeAccount } from '../accounts';
import type { AppEnv } from '../app-env';
import { getConfig } from '../config';
import { richTextRulesOf } from '../content';
import { kickWorker } from '../jobs/worker';
import { csvResponse } from '../jsonapi/csv-response';
import type { ResourceObject } from '../jsonapi/document';
import {
  attributesOf,
  bodyOf,
  found,
  listResponse,
  noContent,
  pageWindow,
  queryOf,
} from '../jsonapi/endpoint';
import { zodErrorObjects } from '../jsonapi/error-response';
import {
  ApiError,
  type ErrorObject,
  invalidQuery,
  notFound,
  pointerTo,
  type Text,
  text,
} from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import type { ParsedQuery } from '../jsonapi/query';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { mailingSender, prepareMailing } from '../mail/compose-mailing';
import { unsubscribeSecret } from '../mail/secret';
import { getMailer, mailFolder } from '../mail/transport';
import { verifyUnsubscribeToken } from '../mail/unsubscribe-token';
import { requireViewer } from '../middleware/viewer';
import { type Answers, CSV, file, list, meta, NONE, one } from '../openapi/answers';
import { portalEntityIds } from './announcements.queries';
import {
  audienceOptions,
  countAudience,
  findSubscription,
  isPortalCourse,
  listSubscribers,
  type MailingListSettings,
  mailingPortal,
  SUBSCRIBER_SORTS,
  type SubscriberRow,
  saveSettings,
  setConsent,
  unsubscribeTarget,
} from './mailing-list.queries';
import {
  cancelMailing,
  countsOf,
  createMailing,
  deleteMailing,
  findMailing,
  findRecipient,
  fromStoredAudience,
  listMailings,
  listRecipients,
  type MailingInput,
  type MailingRow,
  type RecipientCounts,
  type RecipientRow,
  recipientCounts,
  retryFailures,
  scheduleMailing,
  updateMailing,
} from './mailings.queries';

// Serialisers: rows to JSON:API resources.

export function mailingResource(
  row: MailingRow,
  counts: RecipientCounts,
  rules: RichTextRules,
): ResourceObject {
  const audience = fromStoredAudience(row.audience);
  return resourceOf(
    mailings,
    row.id,
    {
      subject: row.subject,
      body_html: sanitizeRichText(row.bodyHtml, rules),
      audience: {
        roles: [...audience.roles],
        entity_ids: [...audience.entityIds],
        subscription: audience.subscription,
        course_id: audience.courseId,
      },
      status: row.status,
      scheduled_at: iso(row.scheduledAt),
      started_at: iso(row.startedAt),
      finished_at: iso(row.finishedAt),
      recipient_count: row.recipientCount,
      counts,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    },
    { links: { self: `/v1/mailings/${row.id}` } },
  );
}

export function recipientResource(row: RecipientRow): ResourceObject {
  return resourceOf(mailingRecipients, row.id, {
    email: row.email,
    full_name: row.fullName,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    sent_at: iso(row.sentAt),
    updated_at: iso(row.updatedAt),
    // Without SMTP: the message is an .eml file the page links to.
    has_message_file: row.messageFile !== null,
  });
}

export function subscriberResource(row: SubscriberRow): ResourceObject {
  return resourceOf(mailingSubscribers, row.id, {
    account_id: row.accountId,
    full_name: row.fullName,
    email: row.email,
    entity_name: row.entityName,
    status: row.status,
    source: row.source,
    confirmed_at: iso(row.confirmedAt),
    unsubscribed_at: iso(row.unsubscribedAt),
    updated_at: iso(row.updatedAt),
  });
}

const FIELD_LIST = MERGE_FIELDS.map((name) => `{{${name}}}`).join(', ');

const NOT_DRAFT = text('communication.notDraft');

const invalid = (field: string, detail: Text): ErrorObject => ({
  status: '422',
  code: 'VALIDATION_FAILED',
  text: detail,
  source: pointerTo(field),
});

/** Checks an audience's entities and course belong to the portal; the errors, if any. */
async function foreignAudienceErrors(
  c: Context<AppEnv>,
  audience: MailingAudience,
  field: string,
): Promise<ErrorObject[]> {
  const portalId = c.var.portal.id;
  const errors: ErrorObject[] = [];
  const ours = await portalEntityIds(c.var.db, { portalId, ids: [...audience.entityIds] });
  if (audience.entityIds.some((id) => !ours.has(id))) {
    errors.push(invalid(`${field}`, text('communication.foreignEntity')));
  }
  if (audience.courseId && !(await isPortalCourse(c.var.db, { portalId, id: audience.courseId }))) {
    errors.push(invalid(`${field}`, text('communication.foreignCourse')));
  }
  return errors;
}

const audienceSchema = z.object({
  roles: z.array(z.enum(AUDIENCE_ROLES)).max(AUDIENCE_ROLES.length).default([]),
  entity_ids: z.array(z.uuid()).max(AUDIENCE_ENTITIES_MAX).default([]),
  subscription: z.enum(AUDIENCE_SUBSCRIPTIONS).default('any'),
  course_id: z.uuid().nullable().default(null),
});

const mailingSchema = (partial: boolean) =>
  fieldRules(MAILING_RULES, { trim: ['subject'], partial }).pipe(
    z.object({
      subject: partial ? z.string().optional() : z.string(),
      body_html: z.string().optional(),
      audience: partial
        ? audienceSchema.optional()
        : audienceSchema.default({
            roles: [],
            entity_ids: [],
            subscription: 'any',
            course_id: null,
          }),
    }),
  );

/** Merge-field errors of a subject and a body (an unknown field is a 422 before sending). */
function mergeFieldErrors(subject?: string, bodyHtml?: string): ErrorObject[] {
  const unknown = (names: string[]) =>
    text('communication.unknownMergeField', {
      fields: names.map((name) => `{{${name}}}`).join(', '),
      known: FIELD_LIST,
    });
  const errors: ErrorObject[] = [];
  const inSubject = subject === undefined ? [] : unknownFields(subject);
  if (inSubject.length > 0) errors.push(invalid('subject', unknown(inSubject)));
  const inBody = bodyHtml === undefined ? [] : unknownFields(bodyHtml);
  if (inBody.length > 0) errors.push(invalid('body_html', unknown(inBody)));
  return errors;
}

async function mailingInput(c: Context<AppEnv>, partial: boolean): Promise<Partial<MailingInput>> {
  const parsed = mailingSchema(partial).safeParse(await bodyOf(c), {
    reportInput: true,
  });
  if (!parsed.success) throw new ApiError(422, zodErrorObjects(parsed.error));
  const data = parsed.data;
  const input: Partial<MailingInput> = {};
  const errors: ErrorObject[] = [];
  if (data.subject !== undefined) input.subject = data.subject;
  if (data.body_html !== undefined) {
    const html = sanitizeRichText(data.body_html, await richTextRulesOf(c));
    if (html.length > COMMUNICATION_HTML_MAX)
      errors.push(
        invalid('body_html', text('communication.mailingTooLong', { max: COMMUNICATION_HTML_MAX })),
      );
    input.bodyHtml = html;
  } else if (!partial) input.bodyHtml = '';
  if (data.audience) {
    input.audience = normalizeAudience({
      roles: data.audience.roles,
      entityIds: data.audience.entity_ids,
      subscription: data.audience.subscription,
      courseId: data.audience.course_id?.toLowerCase() ?? null,
    });
    errors.push(...(await foreignAudienceErrors(c, input.audience, 'audience')));
  }
  errors.push(...mergeFieldErrors(input.subject, input.bodyHtml));
  if (errors.length > 0) throw new ApiError(422, errors);
  return input;
}

/** The composer of a mailing's messages, as the worker makes it (for the test send). */
async function composerOf(c: Context<AppEnv>, mailing: Pick<MailingRow, 'subject' | 'bodyHtml'>) {
  const [portal, secret] = await Promise.all([
    mailingPortal(c.var.db, { portalId: c.var.portal.id }),
    unsubscribeSecret(c.var.db),
  ]);
  if (!portal) throw notFound();
  // The test send goes from this request: a loopback domain's links on its port.
  const baseUrl = servedBaseUrl(portal.baseUrl, c.req.header(PORTAL_HOST_HEADER));
  return prepareMailing(mailing, await mailingSender({ ...portal, baseUrl }), secret);
}

async function mailingDocument(c: Context<AppEnv>, row: MailingRow, status: 200 | 201 = 200) {
  const counts = await recipientCounts(c.var.db, [row.id]);
  return jsonApiResponse(
    {
      data: mailingResource(row, countsOf(counts, row.id), await richTextRulesOf(c)),
      meta: { delivery: getMailer().kind },
    },
    status,
  );
}

const MAILINGS_QUERY = {
  filter: ['search'],
  filterValues: { status: MAILING_STATUSES },
  paginate: true,
  defaultPageSize: 25,
} as const;

const RECIPIENTS_QUERY = {
  filter: ['search'],
  filterValues: { status: RECIPIENT_STATUSES },
  paginate: true,
  defaultPageSize: 25,
} as const;

const sendSchema = z.object({ send_at: z.string().nullable().optional() });

async function ownMailing(c: Context<AppEnv>) {
  return found(
    findMailing(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
    }),
  );
}

/**
 * /v1/mailings (SCREENS "/academy/marketing"), for `RULES.marketing` (the portals feature and
 * the academy group with academy marketing): compose, test send to myself, send now or at a
 * time (the background worker sends in batches), progress, the per-recipient log with retry
 * of failures, and without SMTP the .eml of each message.
 */
export const mailingRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.marketing);
    await next();
  })
  .get('/', async (c) => {
    const rules = await richTextRulesOf(c);
    return listResponse(c, {
      query: MAILINGS_QUERY,
      load: async (query) => {
        const list = await listMailings(c.var.db, {
          portalId: c.var.portal.id,
          status: query.filter.status as MailingStatus | undefined,
          search: query.filter.search,
          page: pageWindow(query.page),
        });
        return {
          rows: list.rows.map((row) => ({ row, counts: countsOf(list.counts, row.id) })),
          total: list.total,
        };
      },
      serialize: ({ row, counts }) => mailingResource(row, counts, rules),
    });
  })
  .post('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const input = (await mailingInput(c, false)) as MailingInput;
    const row = await createMailing(c.var.db, {
      portalId: c.var.portal.id,
      createdBy: viewer.id,
      input,
    });
    return mailingDocument(c, row, 201);
  })
  .get('/:id', async (c) => {
    queryOf(c, {});
    return mailingDocument(c, await ownMailing(c));
  })
  .patch('/:id', async (c) => {
    const stored = await ownMailing(c);
    if (stored.status !== 'draft') throw ApiError.of(409, 'MAILING_NOT_DRAFT', NOT_DRAFT);
    const input = await mailingInput(c, true);
    const row = await updateMailing(c.var.db, { portalId: c.var.portal.id, id: stored.id, input });
    if (!row) throw ApiError.of(409, 'MAILING_NOT_DRAFT', NOT_DRAFT);
    return mailingDocument(c, row);
  })
  .delete('/:id', async (c) => {
    const stored = await ownMailing(c);
    if (!(await deleteMailing(c.var.db, { portalId: c.var.portal.id, id: stored.id }))) {
      throw ApiError.of(409, 'MAILING_NOT_DRAFT', NOT_DRAFT);
    }
    return noContent();
  })
  // "Send a test to myself": the message as a recipient gets it, to the viewer's own address.
  .post('/:id/test', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const mailing = await ownMailing(c);
    const errors = mergeFieldErrors(mailing.subject, mailing.bodyHtml);
    if (!mailing.bodyHtml.trim())
      errors.push(invalid('body_html', text('communication.emptyMessage')));
    if (errors.length > 0) throw new ApiError(422, errors);
    const me = await found(findMeAccount(c.var.db, { id: viewer.id }));
    const compose = await composerOf(c, mailing);
    const sent = await getMailer().sendMail({
      ...compose(
        { accountId: viewer.id, email: me.account.email, fullName: me.account.fullName },
        { test: true },
      ),
      file: { folder: `mailings/${mailing.id}/tests`, name: crypto.randomUUID() },
    });
    return jsonApiResponse({
      meta: { to: me.account.email, message_id: sent.messageId, delivery: getMailer().kind },
    });
  })
  // "Send now" (no send_at, or one already past) or "Send at"; the worker does the sending.
  .post('/:id/send', async (c) => {
    const mailing = await ownMailing(c);
    if (mailing.status !== 'draft') throw ApiError.of(409, 'MAILING_NOT_DRAFT', NOT_DRAFT);
    const body = await attributesOf(c, sendSchema);
    const errors = mergeFieldErrors(mailing.subject, mailing.bodyHtml);
    if (!mailing.bodyHtml.trim())
      errors.push(invalid('body_html', text('communication.emptyMessage')));
    const now = new Date();
    let at = now;
    if (body.send_at) {
      const date = new Date(body.send_at);
      if (Number.isNaN(date.getTime()))
        errors.push(invalid('send_at', text('communication.dateTimeExpected')));
      else if (date > now) at = date;
    }
    const audience = fromStoredAudience(mailing.audience);
    if (
      errors.length === 0 &&
      (await countAudience(c.var.db, { portalId: mailing.portalId, audience, now })) === 0
    ) {
      errors.push(invalid('audience', text('communication.noRecipients')));
    }
    if (errors.length > 0) throw new ApiError(422, errors);
    const row = await scheduleMailing(c.var.db, { portalId: mailing.portalId, id: mailing.id, at });
    if (!row) throw ApiError.of(409, 'MAILING_NOT_DRAFT', NOT_DRAFT);
    kickWorker();
    return mailingDocument(c, row);
  })
  .post('/:id/cancel', async (c) => {
    const mailing = await ownMailing(c);
    const row = await found(
      cancelMailing(c.var.db, { portalId: mailing.portalId, id: mailing.id }),
    );
    return mailingDocument(c, row);
  })
  .post('/:id/retry', async (c) => {
    const mailing = await ownMailing(c);
    const outcome = await found(
      retryFailures(c.var.db, { portalId: mailing.portalId, id: mailing.id }),
    );
    if (outcome.retried > 0) kickWorker();
    return mailingDocument(c, outcome.mailing);
  })
  .get('/:id/recipients', async (c) => {
    const mailing = await ownMailing(c);
    return listResponse(c, {
      query: RECIPIENTS_QUERY,
      load: (query) =>
        listRecipients(c.var.db, {
          mailingId: mailing.id,
          status: query.filter.status as RecipientStatus | undefined,
          search: query.filter.search,
          page: pageWindow(query.page),
        }),
      serialize: recipientResource,
    });
  })
  // Without SMTP_URL: the message as written (.eml), to open in a mail program.
  .get('/:id/recipients/:rid/message', async (c) => {
    const mailing = await ownMailing(c);
    const recipient = await findRecipient(c.var.db, {
      mailingId: mailing.id,
      id: uuidParam(c.req.param('rid')),
    });
    if (!recipient?.messageFile) throw notFound();
    const file = path.join(mailFolder(getConfig().ACADEMY_DATA_DIR), recipient.messageFile);
    const bytes = await found(fs.readFile(file).catch(() => null));
    return new Response(bytes, {
      headers: {
        'content-type': 'message/rfc822',
        'content-disposition': `attachment; filename="${recipient.id}.eml"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  });

// ---------------------------------------------------------------------------------------------
// The mailing list: subscribers, settings, audiences, consent
// ---------------------------------------------------------------------------------------------

const SUBSCRIBERS_QUERY = {
  filter: ['search'],
  filterValues: { status: SUBSCRIBER_STATUSES },
  sort: SUBSCRIBER_SORTS,
  paginate: true,
  defaultPageSize: 25,
} as const;

function subscriberParams(c: Context<AppEnv>, query: ParsedQuery) {
  const sort = query.sort[0] as
    | { field: (typeof SUBSCRIBER_SORTS)[number]; desc: boolean }
    | undefined;
  return {
    portalId: c.var.portal.id,
    status: query.filter.status as SubscriberStatus | undefined,
    search: query.filter.search,
    sort,
  };
}

const AUDIENCE_QUERY = {
  filter: ['role', 'entity', 'course'],
  filterValues: { subscription: AUDIENCE_SUBSCRIPTIONS },
} as const;

/** filter[role]=student,coach&filter[entity]=…&filter[subscription]=active&filter[course]=… */
function audienceOfQuery(query: ParsedQuery): MailingAudience {
  const list = (value?: string) =>
    value
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [];
  const roles = list(query.filter.role);
  if (roles.some((role) => !(AUDIENCE_ROLES as readonly string[]).includes(role))) {
    throw invalidQuery(
      'filter[role]',
      text('rolesExpected', { name: 'filter[role]', values: AUDIENCE_ROLES.join(', ') }),
    );
  }
  const entityIds = list(query.filter.entity);
  if (entityIds.some((id) => !isUuid(id))) {
    throw invalidQuery('filter[entity]', text('entityFilterIds'));
  }
  const course = query.filter.course;
  if (course && !isUuid(course))
    throw invalidQuery('filter[course]', text('courseIdExpected', { name: 'filter[course]' }));
  return normalizeAudience({
    roles,
    entityIds,
    subscription: (query.filter.subscription as AudienceSubscription | undefined) ?? 'any',
    courseId: course?.toLowerCase() ?? null,
  });
}

const settingsSchema = fieldRules(MAILING_SETTINGS_RULES, {
  trim: ['from_name', 'from_address', 'reply_to', 'footer'],
}).pipe(
  z.object({
    from_name: z.string(),
    from_address: z.string(),
    reply_to: z.string().nullish(),
    footer: z.string().nullish(),
    batch_size: z.unknown(),
  }),
);

function settingsResource(portalId: string, settings: MailingListSettings) {
  return resourceOf(mailingListSettings, portalId, settings);
}

const tokenSchema = z.object({ token: z.string().min(1).max(200) });

/** The account of a valid unsubscribe token on this portal (else 404: nothing to tell). */
async function tokenAccount(c: Context<AppEnv>, token: string) {
  const accountId = verifyUnsubscribeToken(await unsubscribeSecret(c.var.db), token);
  const target = accountId
    ? await unsubscribeTarget(c.var.db, { portalId: c.var.portal.id, accountId })
    : null;
  if (!target)
    throw ApiError.of(404, 'INVALID_UNSUBSCRIBE_TOKEN', text('communication.badUnsubscribeToken'));
  return target;
}

/** "s…@demo.academy": whose link it is, without giving the address away. */
function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}…@${domain}`;
}

function consentDocument(
  target: { id: string; email: string },
  status: SubscriberStatus | null,
  portalName: string,
) {
  return jsonApiResponse({
    data: resourceOf(mailingListConsents, target.id, {
      email: maskedEmail(target.email),
      status: status ?? 'unsubscribed',
      portal_name: portalName,
    }),
  });
}

export const mailingListRoutes = new Hono<AppEnv>()
  .get('/subscribers', async (c) => {
    authorize(c, RULES.marketing);
    return listResponse(c, {
      query: SUBSCRIBERS_QUERY,
      load: async (query) => {
        const list = await listSubscribers(c.var.db, {
          ...subscriberParams(c, query),
          page: pageWindow(query.page),
        });
        return { rows: list.rows, total: list.total, meta: { status_counts: list.statusCounts } };
      },
      serialize: subscriberResource,
    });
  })
  .get('/subscribers/export', async (c) => {
    authorize(c, RULES.marketing);
    const query = queryOf(c, { ...SUBSCRIBERS_QUERY, paginate: false });
    const { rows } = await listSubscribers(c.var.db, { ...subscriberParams(c, query), page: null });
    return csvResponse(
      [
        ['name', 'email', 'entity', 'status', 'source', 'confirmed_at', 'unsubscribed_at'],
        ...rows.map((row) => [
          row.fullName,
          row.email,
          row.entityName,
          row.status,
          row.source,
          row.confirmedAt?.toISOString() ?? '',
          row.unsubscribedAt?.toISOString() ?? '',
        ]),
      ],
      'subscribers.csv',
    );
  })
  .get('/audience', async (c) => {
    authorize(c, RULES.marketing);
    const audience = audienceOfQuery(queryOf(c, AUDIENCE_QUERY));
    const portalId = c.var.portal.id;
    const errors = await foreignAudienceErrors(c, audience, 'audience');
    if (errors.length > 0) throw new ApiError(422, errors);
    const [count, options] = await Promise.all([
      countAudience(c.var.db, { portalId, audience, now: new Date() }),
      audienceOptions(c.var.db, { portalId }),
    ]);
    return jsonApiResponse({
      data: resourceOf(mailingAudiences, 'current', { count }),
      meta: options,
    });
  })
  .get('/settings', async (c) => {
    authorize(c, RULES.marketing);
    const portal = await found(mailingPortal(c.var.db, { portalId: c.var.portal.id }));
    return jsonApiResponse({
      data: settingsResource(c.var.portal.id, portal.settings),
      meta: { delivery: getMailer().kind },
    });
  })
  .put('/settings', async (c) => {
    authorize(c, RULES.marketing);
    const input = await attributesOf(c, settingsSchema);
    const batch = input.batch_size === undefined ? 100 : Number(input.batch_size);
    if (!Number.isInteger(batch) || batch < BATCH_SIZE_MIN || batch > BATCH_SIZE_MAX) {
      throw new ApiError(422, [
        invalid(
          'batch_size',
          text('communication.batchSize', { min: BATCH_SIZE_MIN, max: BATCH_SIZE_MAX }),
        ),
      ]);
    }
    const settings: MailingListSettings = {
      from_name: input.from_name,
      from_address: input.from_address,
      reply_to: input.reply_to || null,
      footer: input.footer ?? '',
      batch_size: batch,
    };
    await saveSettings(c.var.db, { portalId: c.var.portal.id, settings });
    return jsonApiResponse({ data: settingsResource(c.var.portal.id, settings) });
  })
  // The signed-in account's own consent: subscribe or unsubscribe yourself.
  .get('/subscription', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    // Academy staff visiting another portal are not on its list.
    if (viewer.portalId !== c.var.portal.id) throw notFound();
    const row = await findSubscription(c.var.db, { accountId: viewer.id });
    return jsonApiResponse({
      data: resourceOf(mailingListSubscriptions, viewer.id, { status: row?.status ?? null }),
    });
  })
  .put('/subscription', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    if (viewer.portalId !== c.var.portal.id) throw notFound();
    const { subscribed } = await attributesOf(c, z.object({ subscribed: z.boolean() }));
    const row = await setConsent(c.var.db, {
      accountId: viewer.id,
      portalId: viewer.portalId,
      status: subscribed ? 'confirmed' : 'unsubscribed',
      source: 'account',
      now: new Date(),
    });
    return jsonApiResponse({
      data: resourceOf(mailingListSubscriptions, viewer.id, { status: row.status }),
    });
  })
  // Public, by the signed token of the e-mail's link (no sign-in).
  .get('/unsubscribe', async (c) => {
    const token = new URL(c.req.url).searchParams.get('token') ?? '';
    const target = await tokenAccount(c, token);
    const portal = await mailingPortal(c.var.db, { portalId: c.var.portal.id });
    return consentDocument(target, target.status, portal?.name ?? '');
  })
  .post('/unsubscribe', async (c) => {
    const { token } = await attributesOf(c, tokenSchema);
    const target = await tokenAccount(c, token);
    const row = await setConsent(c.var.db, {
      accountId: target.id,
      portalId: c.var.portal.id,
      status: 'unsubscribed',
      source: 'unsubscribe_link',
      now: new Date(),
    });
    const portal = await mailingPortal(c.var.db, { portalId: c.var.portal.id });
    return consentDocument(target, row.status, portal?.name ?? '');
  })
  .post('/resubscribe', async (c) => {
    const { token } = await attributesOf(c, tokenSchema);
    const target = await tokenAccount(c, token);
    const row = await setConsent(c.var.db, {
      accountId: target.id,
      portalId: c.var.portal.id,
      status: 'confirmed',
      source: 'resubscribe',
      now: new Date(),
    });
    const portal = await mailingPortal(c.var.db, { portalId: c.var.portal.id });
    return consentDocument(target, row.status, portal?.name ?? '');
  });

/** RULES.marketing: the portals feature and the academy group with academy marketing. */
const MARKETING = { guest: 401, ada: 200, mia: 200, others: 403 } as const;

const only = (rule: Record<string, number>, status: number) =>
  Object.fromEntries(
    Object.entries(rule).map(([who, code]) => [who, code === 200 ? status : code]),
  ) as Row['expect'];

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/mailing_list/subscribers': list('mailing_subscribers'),
  'GET /v1/mailing_list/subscribers/export': CSV,
  'GET /v1/mailing_list/audience': one('mailing_audiences'),
  'GET /v1/mailing_list/settings': one('mailing_list_settings'),
  'PUT /v1/mailing_list/settings': one('mailing_list_settings'),
  'GET /v1/mailing_list/subscription': one('mailing_list_subscriptions'),
  'PUT /v1/mailing_list/subscription': one('mailing_list_subscriptions'),
  'GET /v1/mailing_list/unsubscribe': one('mailing_list_consents'),
  'POST /v1/mailing_list/unsubscribe': one('mailing_list_consents'),
  'POST /v1/mailing_list/resubscribe': one('mailing_list_consents'),
  'GET /v1/mailings': list('mailings'),
  'POST /v1/mailings': one('mailings', { status: [201] }),
  'GET /v1/mailings/:id': one('mailings'),
  'PATCH /v1/mailings/:id': one('mailings'),
  'DELETE /v1/mailings/:id': NONE,
  'POST /v1/mailings/:id/test': meta(),
  'POST /v1/mailings/:id/send': one('mailings'),
  'POST /v1/mailings/:id/cancel': one('mailings'),
  'POST /v1/mailings/:id/retry': one('mailings'),
  'GET /v1/mailings/:id/recipients': list('mailing_recipients'),
  'GET /v1/mailings/:id/recipients/:rid/message': file(
    'message/rfc822',
    'The message as it was sent (.eml).',
  ),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  { method: 'GET', route: '/v1/mailings', path: () => '/v1/mailings', expect: MARKETING },
  {
    method: 'POST',
    route: '/v1/mailings',
    path: () => '/v1/mailings',
    body: { subject: '' },
    expect: only(MARKETING, 422),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/mailings/:id',
      path: () => `/v1/mailings/${NO_SUCH}`,
      body: method === 'PATCH' ? { subject: '' } : undefined,
      expect: only(MARKETING, 404),
    }),
  ),
  ...(['test', 'send', 'cancel', 'retry'] as const).map(
    (action): Row => ({
      method: 'POST',
      route: `/v1/mailings/:id/${action}`,
      path: () => `/v1/mailings/${NO_SUCH}/${action}`,
      expect: only(MARKETING, 404),
    }),
  ),
  {
    method: 'GET',
    route: '/v1/mailings/:id/recipients',
    path: () => `/v1/mailings/${NO_SUCH}/recipients`,
    expect: only(MARKETING, 404),
  },
  {
    method: 'GET',
    route: '/v1/mailings/:id/recipients/:rid/message',
    path: () => `/v1/mailings/${NO_SUCH}/recipients/${NO_SUCH}/message`,
    expect: only(MARKETING, 404),
  },
  {
    method: 'GET',
    route: '/v1/mailing_list/subscribers',
    path: () => '/v1/mailing_list/subscribers',
    expect: MARKETING,
  },
  {
    method: 'GET',
    route: '/v1/mailing_list/subscribers/export',
    // The CSV is not JSON: a bad filter shows who gets past the role check (400).
    path: () => '/v1/mailing_list/subscribers/export?filter[status]=nothing',
    expect: only(MARKETING, 400),
  },
  {
    method: 'GET',
    route: '/v1/mailing_list/audience',
    path: () => '/v1/mailing_list/audience?filter[role]=student',
    expect: MARKETING,
  },
  {
    method: 'GET',
    route: '/v1/mailing_list/settings',
    path: () => '/v1/mailing_list/settings',
    expect: MARKETING,
  },
  {
    method: 'PUT',
    route: '/v1/mailing_list/settings',
    path: () => '/v1/mailing_list/settings',
    body: { from_name: '' },
    expect: only(MARKETING, 422),
  },
  // Your own consent: everyone signed in.
  {
    method: 'GET',
    route: '/v1/mailing_list/subscription',
    path: () => '/v1/mailing_list/subscription',
    expect: { guest: 401, others: 200 },
  },
  {
    method: 'PUT',
    route: '/v1/mailing_list/subscription',
    path: () => '/v1/mailing_list/subscription',
    body: { subscribed: 'maybe' },
    expect: { guest: 401, others: 422 },
  },
  // Public: the unsubscribe link's token is all it takes (a bad one: 404 for everyone).
  {
    method: 'GET',
    route: '/v1/mailing_list/unsubscribe',
    path: () => `/v1/mailing_list/unsubscribe?token=${NO_SUCH}.AAAAAAAAAAAAAAAAAAAAAA`,
    expect: { others: 404 },
  },
  {
    method: 'POST',
    route: '/v1/mailing_list/unsubscribe',
    path: () => '/v1/mailing_list/unsubscribe',
    body: { token: '' },
    expect: { others: 422 },
  },
  {
    method: 'POST',
    route: '/v1/mailing_list/resubscribe',
    path: () => '/v1/mailing_list/resubscribe',
    body: {},
    expect: { others: 422 },
  },
];
