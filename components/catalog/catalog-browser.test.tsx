import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveListScreen } from '@/components/lists/list-screen.test-support';
import { fakeAddress, openAddress } from '@/components/lists/view-address.test-support';
import {
  CATALOG_VIEW,
  CATALOG_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/lib/catalog/catalog-view';
import { viewCookieValue } from '@/lib/lists/view-cookie';
import { defineView, type ViewSettings } from '@/lib/lists/view-settings-schema';
import {
  serializeViewSettings,
  VIEW_SETTINGS_STORAGE_KEY,
} from '@/lib/lists/view-settings-storage';
import { catalogListQuery } from '@/lib/resources/catalog';
import { type MeResult, meKeys } from '@/lib/resources/me';
import {
  type CatalogEntry,
  catalogCourseRecord,
  DEMO_LABELS,
  type FakeLearningOptions,
  installFakeLearningApi,
  STIJN_CATALOG,
} from '@/tests/support/learning-fixtures';
import { CatalogBrowser } from './catalog-browser';

vi.mock('next/navigation', () => import('@/components/lists/view-address.test-support'));

/** Enough courses besides Stijn's for a second page of 25. */
const MANY: CatalogEntry[] = Array.from({ length: 25 }, (_, index) => ({
  course: catalogCourseRecord({
    id: `c-extra-${index + 1}`,
    slug: `extra-${index + 1}`,
    title: `Extra course ${index + 1}`,
  }),
  access: 'included',
}));

/**
 * The learning API's stand-in, its answers read in the test's own realm: the test runs in a VM
 * context, and the deserializer reads meta keys camelCase (last_page) only off plain objects of
 * its realm, which Node's Response.json() does not make. Resolves to the catalog's list calls.
 */
function installCatalogApi(options: FakeLearningOptions = {}) {
  const api = installFakeLearningApi(options);
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await answer(input, init);
    const text = await response.clone().text();
    response.json = async () => JSON.parse(text);
    return response;
  });
  return api;
}

/** Stijn's /v1/me, on a portal with these flags. */
const seedMe = (features: string[]) => (client: QueryClient) =>
  client.setQueryData(meKeys.me(), {
    me: { account: { id: 'a-stijn' }, roles: ['student'] },
    features,
    authenticated: true,
  } as unknown as MeResult);

/** Serves /catalog as its page does, with `view` kept in local storage and its cookie. */
function serveCatalog({ view, features = [] }: { view?: ViewSettings; features?: string[] } = {}) {
  if (view) {
    localStorage.setItem(
      VIEW_SETTINGS_STORAGE_KEY,
      serializeViewSettings({ views: { [CATALOG_VIEW]: view } }),
    );
  }
  return serveListScreen({
    source: {
      view: CATALOG_VIEW,
      defaults: CATALOG_VIEW_DEFAULTS,
      sizePreference: PAGE_SIZE_PREFERENCE,
    },
    cookie: view
      ? viewCookieValue(view, defineView(CATALOG_VIEW_DEFAULTS), PAGE_SIZE_PREFERENCE)
      : null,
    query: catalogListQuery,
    seed: seedMe(features),
    screen: (initial) => <CatalogBrowser initial={initial} />,
  });
}

const results = () => screen.getByRole('region', { name: 'Courses' });
const cardTitles = () =>
  within(results())
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const lastCall = (api: ReturnType<typeof installCatalogApi>) =>
  Object.fromEntries(api.catalogCalls().at(-1) ?? []);
const searchFor = (text: string) => {
  const search = screen.getByRole('searchbox', { name: 'Search courses' });
  fireEvent.change(search, { target: { value: text } });
  fireEvent.keyDown(search, { key: 'Enter' });
};

describe('CatalogBrowser', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    openAddress();
  });

  it('has the first page of the view its cookie keeps in the HTML, and hydrates it as it is', async () => {
    const api = installCatalogApi();
    const view = defineView({
      ...CATALOG_VIEW_DEFAULTS,
      filters: { label: DEMO_LABELS.advanced.id },
    });
    const { html, queryString, errors } = await serveCatalog({ view });
    expect(html).toContain('>Data literacy</a>');
    expect(html).not.toContain('Time management');
    expect(html).toContain('>1 course</p>');
    expect(errors).toEqual([]);
    expect(cardTitles()).toEqual(['Data literacy']);
    expect(within(results()).getByRole('status').textContent).toBe('1 course');
    const label = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Label' });
    expect(label.value).toBe(DEMO_LABELS.advanced.id);
    // The server asked for the view's page; the browser only for the whole catalog's languages.
    const viewPages = api.catalogCalls().filter((params) => params.has('filter[label]'));
    expect(viewPages.map((params) => params.toString())).toEqual([
      new URLSearchParams(`include=labels,unlocked_by&${queryString}`).toString(),
    ]);
  });

  it('groups the default view under catalog and category headings with catalog-categories', async () => {
    installCatalogApi();
    await serveCatalog({ features: ['catalog-categories'] });
    const digital = await within(results()).findByRole('region', { name: 'Digital skills' });
    const data = within(digital).getByRole('region', { name: 'Data and security' });
    expect(within(data).getByRole('article', { name: 'Data literacy' })).toBeTruthy();
    expect(within(results()).getByRole('status').textContent).toBe('5 courses');
  });

  it("searches, filters and pages with the view's query string, and mirrors the view in the address", async () => {
    const api = installCatalogApi({ catalog: [...STIJN_CATALOG, ...MANY] });
    await serveCatalog();
    expect(cardTitles()).toHaveLength(25);

    fireEvent.click(within(results()).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(cardTitles()).toEqual([
        'Extra course 21',
        'Extra course 22',
        'Extra course 23',
        'Extra course 24',
        'Extra course 25',
      ]),
    );
    expect(lastCall(api)).toMatchObject({ 'page[number]': '2', 'page[size]': '25' });
    // The new page is read from its top.
    expect(document.activeElement).toBe(results());
    expect(fakeAddress.query).toBe('page=2');

    searchFor('literacy');
    await waitFor(() => expect(cardTitles()).toEqual(['Data literacy']));
    expect(lastCall(api)).toMatchObject({ 'filter[search]': 'literacy', 'page[number]': '1' });
    expect(within(results()).getByRole('status').textContent).toBe('1 course');
    expect(fakeAddress.query).toBe('q=literacy');

    searchFor('');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Label' }), {
      target: { value: DEMO_LABELS.mandatory.id },
    });
    await waitFor(() => expect(cardTitles()).toEqual(['Workplace safety']));
    expect(lastCall(api)).toEqual({
      include: 'labels,unlocked_by',
      'filter[label]': DEMO_LABELS.mandatory.id,
      'page[number]': '1',
      'page[size]': '25',
    });
    expect(fakeAddress.query).toBe(`f.label=${DEMO_LABELS.mandatory.id}`);
  });

  it('says so when nothing matches, and clearing the search and filters brings every course back', async () => {
    installCatalogApi();
    await serveCatalog();
    searchFor('zzzz no such course');
    expect(await screen.findByRole('heading', { name: 'No courses match' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(STIJN_CATALOG.length));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search courses' }).value).toBe(
      '',
    );
  });
});
