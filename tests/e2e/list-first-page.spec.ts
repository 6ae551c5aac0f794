import type { APIRequest, APIRequestContext } from '@playwright/test';
import { ACCOUNTS_VIEW, ACCOUNTS_VIEW_DEFAULTS } from '../../components/accounts/accounts-view';
import {
  MENTEES_VIEW,
  PARTICIPANTS_VIEW,
  PARTICIPANTS_VIEW_DEFAULTS,
} from '../../components/coaching/participants-view';
import {
  TICKET_QUEUE_DEFAULTS,
  TICKET_QUEUE_VIEW,
} from '../../components/coaching/ticket-queue-view';
import { ORDERS_VIEW, ORDERS_VIEW_DEFAULTS } from '../../lib/commerce/orders-view';
import { firstPageOf, viewAddressEntries } from '../../lib/lists/view-address';
import { type FirstPageView, viewCookieName, viewCookieValue } from '../../lib/lists/view-cookie';
import { defineView, type ViewSettings } from '../../lib/lists/view-settings-schema';
import { expect, openPage, type SignedInRequest, test } from './support/requests';

/*
 * The lists whose view settings live in the browser (spec §4) have their first page in the
 * server's HTML: the browser mirrors each view's criteria in a cookie (view.<name>), and the page
 * prefetches what they select, or what the view in the page's address selects (a shared link).
 * Read here from the HTML as the server sends it, before any script could run: with a view in
 * the cookie, in the address, and with neither (the defaults).
 */

/** A list page: who opens it, its view, the API list it shows, and how its first row reads. */
interface ListPageCase {
  path: string;
  who: string;
  source: FirstPageView;
  /** The BFF list the page's query asks (the same query string). */
  api: string;
  /** The markup the list's rows start after, and the markup its first row's name ends with. */
  rows: string;
  rowEnd: string;
  /** The markup of the list's empty state. */
  empty: string;
  /** The first row's name as the API answers it (JSON:API attributes). */
  nameOf: (attributes: Record<string, unknown>) => string;
  /** A view to keep in the cookie, and the name its first row has (DEMO-DATA.md). */
  chosen: Partial<ViewSettings>;
  chosenFirst: string;
}

const fullName = (attributes: Record<string, unknown>) => String(attributes.full_name);

const CASES: ListPageCase[] = [
  {
    path: '/admin/sales/orders',
    who: 'admin@demo.academy',
    source: { view: ORDERS_VIEW, defaults: ORDERS_VIEW_DEFAULTS, sizePreference: 'pageSize' },
    api: '/api/v1/orders',
    rows: '<tbody>',
    rowEnd: '</th>',
    empty: 'class="commerce-empty"',
    nameOf: (attributes) => String(attributes.number),
    // Flat Fee Group's orders by number: the seeded DEMO-2026-000002 comes first.
    chosen: { search: 'Flat Fee Group', sort: { field: 'number', direction: 'asc' } },
    chosenFirst: 'DEMO-2026-000002',
  },
  {
    path: '/admin/accounts',
    who: 'admin@demo.academy',
    source: { view: ACCOUNTS_VIEW, defaults: ACCOUNTS_VIEW_DEFAULTS, sizePreference: 'pageSize' },
    api: '/api/v1/accounts',
    rows: '<tbody>',
    rowEnd: '</th>',
    empty: 'class="accounts-empty"',
    nameOf: fullName,
    // The coaches by name, 50 a page: Cora Coach before Hugo Hybrid.
    chosen: {
      filters: { role: 'coach' },
      sort: { field: 'full_name', direction: 'asc' },
      preferences: { pageSize: 50 },
    },
    chosenFirst: 'Cora Coach',
  },
  {
    path: '/coach/tickets',
    who: 'coach@demo.academy',
    source: {
      view: TICKET_QUEUE_VIEW.tickets,
      defaults: TICKET_QUEUE_DEFAULTS.tickets,
      sizePreference: 'pageSize',
    },
    api: '/api/v1/review_tickets',
    rows: 'class="ticket-list"',
    rowEnd: '</span>',
    empty: 'class="ticket-empty"',
    nameOf: (attributes) =>
      String(
        attributes.group_name ??
          (attributes.students as { full_name: string }[]).map((s) => s.full_name).join(', '),
      ),
    // Team North's tickets in any status (a test may have graded its Style guide).
    chosen: { filters: { status: 'all' }, search: 'Team North' },
    chosenFirst: 'Team North',
  },
  {
    path: '/coach/students',
    who: 'coach@demo.academy',
    source: {
      view: PARTICIPANTS_VIEW,
      defaults: PARTICIPANTS_VIEW_DEFAULTS,
      sizePreference: 'pageSize',
    },
    api: '/api/v1/coach/participants',
    rows: '<tbody>',
    rowEnd: '</a>',
    empty: 'class="coach-empty"',
    nameOf: fullName,
    chosen: { search: 'Stijn' },
    chosenFirst: 'Stijn Student',
  },
  {
    path: '/coach/mentees',
    who: 'coach@demo.academy',
    source: {
      view: MENTEES_VIEW,
      defaults: PARTICIPANTS_VIEW_DEFAULTS,
      sizePreference: 'pageSize',
    },
    api: '/api/v1/coach/mentees',
    rows: 'class="coach-mentees"',
    rowEnd: '</h2>',
    empty: 'class="coach-empty"',
    nameOf: fullName,
    // Cora's mentees are Stijn Student and Eva Expired.
    chosen: { search: 'Eva' },
    chosenFirst: 'Eva Expired',
  },
];

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The HTML without its scripts: they carry the prefetched data again, not what is shown. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

/** The text of the first row in the server's HTML, from the list's markup to its name's end. */
function firstRowText(html: string, rows: string, rowEnd: string): string | null {
  const shown = withoutScripts(html);
  const start = shown.indexOf(rows);
  if (start < 0) return null;
  const end = shown.indexOf(rowEnd, start + rows.length);
  const markup = shown.slice(start + rows.length, end < 0 ? undefined : end);
  const text = markup.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (e) => {
    return ENTITIES[e] ?? e;
  });
  return text.replace(/\s+/g, ' ').trim();
}

/** A request context with the session of `api` and a view cookie, as the browser writes it. */
async function withViewCookie(
  request: APIRequest,
  signedIn: SignedInRequest,
  cookie: { name: string; value: string },
): Promise<APIRequestContext> {
  const state = await signedIn.api.storageState();
  const viewCookie = {
    name: cookie.name,
    value: encodeURIComponent(cookie.value),
    domain: new URL(signedIn.origin).hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
  return request.newContext({
    storageState: { ...state, cookies: [...state.cookies, viewCookie] },
  });
}

/** The page's HTML as the server sends it (a navigation's request; no script runs). */
async function pageHtml(api: APIRequestContext, url: string): Promise<string> {
  const response = await openPage(api, url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

test.describe('list pages render their first page on the server', () => {
  const contexts: APIRequestContext[] = [];
  test.afterEach(async () => {
    for (const context of contexts.splice(0)) await context.dispose();
  });

  for (const list of CASES) {
    test(`${list.path}: the first row of the view in its cookie is in the HTML`, async ({
      requestAs,
      playwright,
    }) => {
      const defaults = defineView(list.source.defaults);
      const view = defineView({ ...list.source.defaults, ...list.chosen });
      const value = viewCookieValue(view, defaults, list.source.sizePreference);
      expect(value).not.toBeNull();
      const signedIn = await requestAs(list.who);
      const api = await withViewCookie(playwright.request, signedIn, {
        name: viewCookieName(list.source.view),
        value: value ?? '',
      });
      contexts.push(api);
      const html = await pageHtml(api, `${signedIn.origin}${list.path}`);
      expect(firstRowText(html, list.rows, list.rowEnd)).toContain(list.chosenFirst);
    });

    test(`${list.path}: the first row of the view in its address, without a cookie, is in the HTML`, async ({
      requestAs,
    }) => {
      const defaults = defineView(list.source.defaults);
      const view = defineView({ ...list.source.defaults, ...list.chosen });
      const entries = viewAddressEntries(view, defaults, list.source.sizePreference);
      expect(entries).not.toEqual([]);
      const { origin, api } = await requestAs(list.who);
      const html = await pageHtml(api, `${origin}${list.path}?${new URLSearchParams(entries)}`);
      expect(firstRowText(html, list.rows, list.rowEnd)).toContain(list.chosenFirst);
    });

    test(`${list.path}: without a view cookie, the defaults' first row is in the HTML`, async ({
      requestAs,
    }) => {
      const { origin, api } = await requestAs(list.who);
      // What the page prefetched: the same list, asked of the API as the browser asks it.
      const { queryString } = firstPageOf(list.source, undefined);
      const firstShown = async () => {
        const html = await pageHtml(api, `${origin}${list.path}`);
        const answer = await api.get(`${origin}${list.api}?${queryString}`, { headers: XHR });
        expect(answer.status()).toBe(200);
        const first = (await answer.json()).data[0];
        // Nothing to list (a queue emptied by other tests): the empty state is in the HTML.
        if (!first) return withoutScripts(html).includes(list.empty);
        return firstRowText(html, list.rows, list.rowEnd)?.includes(list.nameOf(first.attributes));
      };
      // Another test may add a row between the two requests: then both are asked again.
      await expect.poll(firstShown).toBe(true);
    });
  }
});
