import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize, serialize } from '@/lib/api/jsonapi';
import { fetchList, type ListPage } from '@/lib/api/transport';
import { listQueryString } from '@/lib/lists/list-query';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@/lib/lists/pagination';
import type { announcements, banners, newsItems } from '@/shared/communication/contract';
import type { AnnouncementSeverity } from '@/shared/communication/rules';
import type { Read } from '@/shared/contract/resource';
import type { AnnouncementTranslation } from './content-translations';

/**
 * Announcements and coach news (SCREENS "Communication"): the admin list and form,
 * the banner of Me, "Dismiss", and `/coach/news` (with `latestNewsQuery`, the dashboard's three).
 */
export {
  ANNOUNCEMENT_RULES,
  ANNOUNCEMENT_SEVERITIES,
  type AnnouncementSeverity,
  AUDIENCE_ROLES,
} from '@/shared/communication/rules';

export type AnnouncementState = Announcement['state'];

/**
 * An announcement as its admins read it; the list and the form's answer carry `translations`
 * (its title and text in the portal's other languages, resolved from `included`).
 */
export type Announcement = Read<typeof announcements> & {
  translations?: AnnouncementTranslation[];
};

/** The banner under the header (the `banner` of /v1/me), in its reader's language. */
export type Banner = Read<typeof banners>;

/** A coach news item (GET /v1/news), in its reader's language. */
export type NewsItem = Read<typeof newsItems>;

export interface EntityOption {
  id: string;
  name: string;
}

export interface AnnouncementParams {
  state: AnnouncementState | null;
  search: string | null;
  page: number;
  size: PageSize;
}

export const INITIAL_ANNOUNCEMENT_PARAMS: AnnouncementParams = {
  state: null,
  search: null,
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

export interface AnnouncementsPage extends ListPage<Announcement> {
  entities: EntityOption[];
}

export const announcementKeys = {
  all: () => ['announcements'] as const,
  list: (params: AnnouncementParams) => ['announcements', 'list', params] as const,
  /** A page of coach news, by its query string (page[number], page[size]). */
  news: (queryString: string) => ['news_items', queryString] as const,
};

export function announcementsPath(params: AnnouncementParams): string {
  const query = new URLSearchParams();
  if (params.state) query.set('filter[state]', params.state);
  const search = params.search?.trim();
  if (search) query.set('filter[search]', search);
  query.set('page[number]', String(params.page));
  query.set('page[size]', String(params.size));
  return `/v1/announcements?${query}`;
}

export const announcementsQuery = (params: AnnouncementParams) =>
  queryOptions({
    queryKey: announcementKeys.list(params),
    queryFn: async (context): Promise<AnnouncementsPage> => {
      const page = await fetchList<Announcement>(context, announcementsPath(params));
      return {
        ...page,
        entities: Array.isArray(page.meta.entities) ? (page.meta.entities as EntityOption[]) : [],
      };
    },
    placeholderData: keepPreviousData,
  });

/**
 * GET /v1/news: coach news, newest first, for a query string (page[number], page[size]; the
 * coach news screen's view's, as the list-screen kit builds it).
 */
export const newsQuery = (queryString: string) =>
  queryOptions({
    queryKey: announcementKeys.news(queryString),
    queryFn: (context) => fetchList<NewsItem>(context, `/v1/news?${queryString}`),
    placeholderData: keepPreviousData,
  });

/**
 * The coach dashboard's "3 latest news items" (SCREENS "/coach/dashboard"): prefetch it on the
 * page and read it with useQuery(latestNewsQuery()).
 */
export const latestNewsQuery = () =>
  newsQuery(listQueryString({ 'page[number]': '1', 'page[size]': '3' }));

/** What the form sends (POST /v1/announcements, PATCH /{id}). */
export interface AnnouncementInput {
  title: string;
  bodyHtml: string;
  /** One of the portal's languages. */
  language: string;
  severity: AnnouncementSeverity;
  audienceRoles: string[];
  audienceEntityIds: string[];
  showBanner: boolean;
  showNews: boolean;
  notify: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

async function announcementOf(document: Awaited<ReturnType<typeof apiFetch>>) {
  return (await deserialize<Announcement>(document)).data;
}

export async function createAnnouncement(input: AnnouncementInput): Promise<Announcement> {
  return announcementOf(
    await apiFetch('/v1/announcements', {
      method: 'POST',
      body: serialize('announcements', { ...input }),
    }),
  );
}

export async function updateAnnouncement(
  id: string,
  input: AnnouncementInput,
): Promise<Announcement> {
  return announcementOf(
    await apiFetch(`/v1/announcements/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: serialize('announcements', { ...input }),
    }),
  );
}

export function deleteAnnouncement(id: string) {
  return apiFetch(`/v1/announcements/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** "Dismiss" on the banner (remembered for the account, on every device). */
export function dismissBanner(id: string) {
  return apiFetch(`/v1/announcements/${encodeURIComponent(id)}/dismissal`, { method: 'POST' });
}
