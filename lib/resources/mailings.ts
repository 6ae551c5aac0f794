import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api/client';
import { deserialize, serialize } from '@/lib/api/jsonapi';
import { fetchList, fetchResource, type ListPage } from '@/lib/api/transport';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@/lib/lists/pagination';
import type {
  mailingAudience,
  mailingListConsents,
  mailingListSettings,
  mailingListSubscriptions,
  mailingRecipients,
  mailingSubscribers,
  mailings,
} from '@/shared/communication/contract';
import type {
  MailingStatus,
  RecipientStatus,
  SubscriberStatus,
} from '@/shared/communication/rules';
import type { CamelDeep, Read } from '@/shared/contract/resource';

export { MERGE_FIELDS, unknownFields } from '@/shared/communication/merge-fields';
/**
 * The mailing list (SCREENS "/academy/marketing"): subscribers and their consent,
 * the settings (`mailing_list_settings`), audiences with a live count, mailings with their
 * progress and per-recipient log, and the public unsubscribe page's calls.
 */
export {
  AUDIENCE_SUBSCRIPTIONS,
  type AudienceSubscription,
  BATCH_SIZE_MAX,
  BATCH_SIZE_MIN,
  MAILING_RULES,
  MAILING_SETTINGS_RULES,
  MAILING_STATUSES,
  type MailingStatus,
  RECIPIENT_STATUSES,
  type RecipientStatus,
  SUBSCRIBER_STATUSES,
  type SubscriberStatus,
} from '@/shared/communication/rules';

export type MailingAudience = CamelDeep<z.output<typeof mailingAudience>>;

export const EVERYONE: MailingAudience = {
  roles: [],
  entityIds: [],
  subscription: 'any',
  courseId: null,
};

export type Mailing = Read<typeof mailings>;

export type RecipientCounts = Mailing['counts'];

/** Where messages go: an SMTP server, or .eml files in the data directory (the demo). */
export type Delivery = 'smtp' | 'files';

export interface MailingDetail {
  mailing: Mailing;
  delivery: Delivery;
}

export type Recipient = Read<typeof mailingRecipients>;

export type Subscriber = Read<typeof mailingSubscribers>;

/** The settings as read; also what the form saves (its id is the portal's, not sent). */
export type MailingListSettings = Read<typeof mailingListSettings>;
/** What the settings form saves (the id is the portal's, not sent). */
export type MailingListSettingsInput = Omit<MailingListSettings, 'id'>;

export interface AudienceCount {
  count: number;
  entities: { id: string; name: string }[];
  courses: { id: string; title: string }[];
}

export interface ListParams<S extends string> {
  status: S | null;
  search: string | null;
  page: number;
  size: PageSize;
}

export const initialListParams = <S extends string>(): ListParams<S> => ({
  status: null,
  search: null,
  page: 1,
  size: DEFAULT_PAGE_SIZE,
});

export const mailingKeys = {
  all: () => ['mailings'] as const,
  list: (params: ListParams<MailingStatus>) => ['mailings', 'list', params] as const,
  detail: (id: string) => ['mailings', 'detail', id] as const,
  recipients: (id: string, params: ListParams<RecipientStatus>) =>
    ['mailings', 'detail', id, 'recipients', params] as const,
  subscribers: (params: SubscriberParams) => ['mailing_subscribers', params] as const,
  settings: () => ['mailing_list_settings'] as const,
  audience: (audience: MailingAudience) => ['mailing_audiences', audience] as const,
  consent: (token: string) => ['mailing_list_consents', token] as const,
  ownSubscription: () => ['mailing_list_subscriptions', 'own'] as const,
};

function listQuery(params: ListParams<string>, extra?: (query: URLSearchParams) => void) {
  const query = new URLSearchParams();
  if (params.status) query.set('filter[status]', params.status);
  const search = params.search?.trim();
  if (search) query.set('filter[search]', search);
  extra?.(query);
  return query;
}

const paged = (query: URLSearchParams, params: { page: number; size: number }) => {
  query.set('page[number]', String(params.page));
  query.set('page[size]', String(params.size));
  return query;
};

export const mailingsQuery = (params: ListParams<MailingStatus>) =>
  queryOptions({
    queryKey: mailingKeys.list(params),
    queryFn: (context) =>
      fetchList<Mailing>(context, `/v1/mailings?${paged(listQuery(params), params)}`),
    placeholderData: keepPreviousData,
  });

/** One mailing; while it goes out the page polls it (the progress bar). */
export const mailingQuery = (id: string) =>
  queryOptions({
    queryKey: mailingKeys.detail(id),
    queryFn: async (context): Promise<MailingDetail> => {
      const { data, meta } = await fetchResource<Mailing>(
        context,
        `/v1/mailings/${encodeURIComponent(id)}`,
      );
      return { mailing: data, delivery: meta.delivery === 'smtp' ? 'smtp' : 'files' };
    },
  });

export const recipientsQuery = (id: string, params: ListParams<RecipientStatus>) =>
  queryOptions({
    queryKey: mailingKeys.recipients(id, params),
    queryFn: (context) =>
      fetchList<Recipient>(
        context,
        `/v1/mailings/${encodeURIComponent(id)}/recipients?${paged(listQuery(params), params)}`,
      ),
    placeholderData: keepPreviousData,
  });

/** The browser's address of a recipient's .eml (without SMTP). */
export const recipientMessagePath = (mailingId: string, recipientId: string) =>
  `/api/v1/mailings/${encodeURIComponent(mailingId)}/recipients/${encodeURIComponent(recipientId)}/message`;

export type SubscriberSort = 'name' | '-name' | 'updated_at' | '-updated_at';

export interface SubscriberParams extends ListParams<SubscriberStatus> {
  sort: SubscriberSort;
}

export const INITIAL_SUBSCRIBER_PARAMS: SubscriberParams = {
  ...initialListParams<SubscriberStatus>(),
  sort: '-updated_at',
};

function subscriberQuery(params: SubscriberParams) {
  return listQuery(params, (query) => query.set('sort', params.sort));
}

export interface SubscribersPage extends ListPage<Subscriber> {
  counts: Record<SubscriberStatus, number>;
}

export const subscribersQuery = (params: SubscriberParams) =>
  queryOptions({
    queryKey: mailingKeys.subscribers(params),
    queryFn: async (context): Promise<SubscribersPage> => {
      const page = await fetchList<Subscriber>(
        context,
        `/v1/mailing_list/subscribers?${paged(subscriberQuery(params), params)}`,
      );
      return {
        ...page,
        counts: { confirmed: 0, unsubscribed: 0, ...(page.meta.statusCounts as object) },
      };
    },
    placeholderData: keepPreviousData,
  });

/** "Download CSV" with the list's filters. */
export function subscribersCsvPath(params: SubscriberParams): string {
  const query = subscriberQuery(params).toString();
  return `/api/v1/mailing_list/subscribers/export${query ? `?${query}` : ''}`;
}

export function audiencePath(audience: MailingAudience): string {
  const query = new URLSearchParams();
  if (audience.roles.length > 0) query.set('filter[role]', audience.roles.join(','));
  if (audience.entityIds.length > 0) query.set('filter[entity]', audience.entityIds.join(','));
  if (audience.subscription !== 'any') query.set('filter[subscription]', audience.subscription);
  if (audience.courseId) query.set('filter[course]', audience.courseId);
  const text = query.toString();
  return `/v1/mailing_list/audience${text ? `?${text}` : ''}`;
}

/** The compose form's live count and its choices of entities and courses. */
export const audienceQuery = (audience: MailingAudience) =>
  queryOptions({
    queryKey: mailingKeys.audience(audience),
    queryFn: async (context): Promise<AudienceCount> => {
      const { data, meta } = await fetchResource<{ count: number }>(
        context,
        audiencePath(audience),
      );
      return {
        count: data.count,
        entities: (meta.entities as AudienceCount['entities']) ?? [],
        courses: (meta.courses as AudienceCount['courses']) ?? [],
      };
    },
    placeholderData: keepPreviousData,
  });

export const settingsQuery = () =>
  queryOptions({
    queryKey: mailingKeys.settings(),
    queryFn: async (context) => {
      const { data, meta } = await fetchResource<MailingListSettings>(
        context,
        '/v1/mailing_list/settings',
      );
      return {
        settings: data,
        delivery: (meta.delivery === 'smtp' ? 'smtp' : 'files') as Delivery,
      };
    },
  });

export async function saveSettings(
  settings: MailingListSettingsInput,
): Promise<MailingListSettings> {
  const document = await apiFetch('/v1/mailing_list/settings', {
    method: 'PUT',
    body: serialize('mailing_list_settings', { ...settings }),
  });
  return (await deserialize<MailingListSettings>(document)).data;
}

export interface MailingInput {
  subject: string;
  bodyHtml: string;
  audience: MailingAudience;
}

async function detailOf(document: Awaited<ReturnType<typeof apiFetch>>): Promise<MailingDetail> {
  const { data, meta } = await deserialize<Mailing>(document);
  return { mailing: data, delivery: meta.delivery === 'smtp' ? 'smtp' : 'files' };
}

const mailingPath = (id: string) => `/v1/mailings/${encodeURIComponent(id)}`;

export async function createMailing(input: MailingInput) {
  return detailOf(
    await apiFetch('/v1/mailings', { method: 'POST', body: serialize('mailings', { ...input }) }),
  );
}

export async function updateMailing(id: string, input: MailingInput) {
  return detailOf(
    await apiFetch(mailingPath(id), { method: 'PATCH', body: serialize('mailings', { ...input }) }),
  );
}

export function deleteMailing(id: string) {
  return apiFetch(mailingPath(id), { method: 'DELETE' });
}

/** "Send a test to myself": the address it went to. */
export async function sendTest(id: string): Promise<{ to: string }> {
  const document = await apiFetch(`${mailingPath(id)}/test`, { method: 'POST' });
  return { to: String((document.meta as { to?: string } | undefined)?.to ?? '') };
}

/** "Send now" (sendAt null) or "Send at". */
export async function sendMailing(id: string, sendAt: string | null) {
  return detailOf(
    await apiFetch(`${mailingPath(id)}/send`, {
      method: 'POST',
      body: serialize('mailings', { sendAt }),
    }),
  );
}

export async function cancelMailing(id: string) {
  return detailOf(await apiFetch(`${mailingPath(id)}/cancel`, { method: 'POST' }));
}

export async function retryFailures(id: string) {
  return detailOf(await apiFetch(`${mailingPath(id)}/retry`, { method: 'POST' }));
}

/** Percent of a mailing's messages handled (sent or failed), for the progress bar. */
export function progressOf(mailing: Pick<Mailing, 'counts' | 'recipientCount'>): number {
  const total = mailing.recipientCount;
  if (total === 0) return 0;
  return Math.min(100, Math.floor(((mailing.counts.sent + mailing.counts.failed) / total) * 100));
}

// --- The public unsubscribe page (no sign-in) ----------------------------------------------

export type Consent = Read<typeof mailingListConsents>;

export const consentQuery = (token: string) =>
  queryOptions({
    queryKey: mailingKeys.consent(token),
    queryFn: async (context) =>
      (
        await fetchResource<Consent>(
          context,
          `/v1/mailing_list/unsubscribe?token=${encodeURIComponent(token)}`,
        )
      ).data,
    retry: false,
  });

export async function changeConsent(token: string, subscribe: boolean): Promise<Consent> {
  const document = await apiFetch(`/v1/mailing_list/${subscribe ? 'resubscribe' : 'unsubscribe'}`, {
    method: 'POST',
    body: serialize('mailing_list_consents', { token }),
  });
  return (await deserialize<Consent>(document)).data;
}

// --- The account's own consent (/account/details) -------------------------------------------

export type OwnSubscription = Read<typeof mailingListSubscriptions>;

export const mailingSubscriptionQuery = () =>
  queryOptions({
    queryKey: mailingKeys.ownSubscription(),
    queryFn: async (context) =>
      (await fetchResource<OwnSubscription>(context, '/v1/mailing_list/subscription')).data,
    // 404: academy staff on another portal, who are not on its list (the switch is left out).
    retry: false,
  });

export async function setMailingSubscription(subscribed: boolean): Promise<OwnSubscription> {
  const document = await apiFetch('/v1/mailing_list/subscription', {
    method: 'PUT',
    body: serialize('mailing_list_subscriptions', { subscribed }),
  });
  return (await deserialize<OwnSubscription>(document)).data;
}
