import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerPage } from '@/components/lists/list-api.test-support';
import { serveListScreen } from '@/components/lists/list-screen.test-support';
import { fakeAddress, openAddress } from '@/components/lists/view-address.test-support';
import {
  type Acceptance,
  type AgreementVersion,
  acceptancesQuery,
  agreementsQuery,
} from '@/lib/resources/administration';
import { AgreementsAdmin } from './agreements-admin';
import {
  ACCEPTANCES_VIEW,
  ACCEPTANCES_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from './agreements-admin-view';

vi.mock('next/navigation', () => import('@/components/lists/view-address.test-support'));

/** The acceptances API: the paths it was asked (null: no report open, nothing asked). */
const api = vi.hoisted(() => ({ asked: [] as (string | null)[] }));

/** Who accepted terms 1.0: Alma and 29 others (30, two pages of 25). */
const ACCEPTED: Acceptance[] = Array.from({ length: 30 }, (_, index) => ({
  id: `a-${index}`,
  accountId: `a-${index}`,
  fullName: index === 0 ? 'Alma Accept' : `Person ${index}`,
  email: index === 0 ? 'alma@example.test' : `person${index}@example.test`,
  locale: 'en',
  acceptedAt: '2026-03-02T09:30:00.000Z',
}));

vi.mock('@/lib/resources/administration', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/resources/administration')>();
  return {
    ...original,
    acceptancesQuery: (queryString: string) => ({
      ...original.acceptancesQuery(queryString),
      queryFn: async () => {
        const path = original.acceptancesPath(queryString);
        api.asked.push(path);
        const search = new URLSearchParams(queryString).get('filter[search]') ?? '';
        const found = path ? ACCEPTED.filter((row) => row.fullName.includes(search)) : [];
        return answerPage(found, queryString);
      },
    }),
  };
});

const TERMS_1: AgreementVersion = {
  id: 'v-terms-1',
  kind: 'terms',
  version: '1.0',
  major: 1,
  minor: 0,
  status: 'published',
  publishedAt: '2026-03-01T09:00:00.000Z',
  createdAt: '2026-03-01T08:00:00.000Z',
  texts: [{ locale: 'en', title: 'Terms of use', bodyHtml: '<p>Be kind.</p>' }],
  acceptances: 30,
};

/** The page as the server serves it at `address`, its agreements and report prefetched. */
function servePage(address = '') {
  openAddress(address, '/admin/settings/agreements');
  return serveListScreen({
    source: {
      view: ACCEPTANCES_VIEW,
      defaults: ACCEPTANCES_VIEW_DEFAULTS,
      sizePreference: PAGE_SIZE_PREFERENCE,
    },
    address,
    query: acceptancesQuery,
    seed: (client) =>
      client.setQueryData(agreementsQuery().queryKey, { versions: [TERMS_1], accounts: 40 }),
    screen: (initial) => <AgreementsAdmin locales={['en']} initial={initial} />,
  });
}

const terms = () => screen.getByRole('region', { name: 'Terms of use' });
const reportButton = () =>
  within(terms()).getByRole('button', { name: 'Acceptance report of 1.0' });
/** The names in the report's table (the one with an e-mail column). */
const reportNames = () => {
  const table = within(terms())
    .getAllByRole('table')
    .find((candidate) => within(candidate).queryByRole('columnheader', { name: 'E-mail' }));
  if (!table) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
};
const FIRST_PAGE = '/v1/agreements/v-terms-1/acceptances?page%5Bnumber%5D=1&page%5Bsize%5D=25';

describe('AgreementsAdmin acceptance report', () => {
  afterEach(() => {
    api.asked = [];
    localStorage.clear();
  });

  it('has the report its address opens in the HTML, its first page prefetched', async () => {
    const { html, errors } = await servePage('f.version=v-terms-1');
    expect(html).toContain('alma@example.test');
    expect(errors).toEqual([]);
    expect(reportButton().getAttribute('aria-expanded')).toBe('true');
    expect(within(terms()).getByRole('cell', { name: 'alma@example.test' })).toBeTruthy();
    // Asked once, by the server: the browser hydrated the page it was handed.
    expect(api.asked).toEqual([FIRST_PAGE]);
    expect(fakeAddress.replaced).toEqual([]);
  });

  it('opens, searches and pages the report with its view’s query string, mirrored in the address', async () => {
    await servePage();
    expect(api.asked).toEqual([null]);
    expect(reportButton().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(reportButton());
    await waitFor(() => expect(reportNames()).toHaveLength(25));
    expect(api.asked.at(-1)).toBe(FIRST_PAGE);
    expect(fakeAddress.replaced.at(-1)).toBe('/admin/settings/agreements?f.version=v-terms-1');

    fireEvent.click(within(terms()).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(reportNames()).toHaveLength(5));
    expect(api.asked.at(-1)).toBe(
      '/v1/agreements/v-terms-1/acceptances?page%5Bnumber%5D=2&page%5Bsize%5D=25',
    );
    expect(fakeAddress.replaced.at(-1)).toBe(
      '/admin/settings/agreements?f.version=v-terms-1&page=2',
    );

    const search = within(terms()).getByRole('searchbox', { name: 'Search by name or e-mail' });
    fireEvent.change(search, { target: { value: 'Alma' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(reportNames()).toEqual(['Alma Accept']));
    expect(api.asked.at(-1)).toBe(
      '/v1/agreements/v-terms-1/acceptances?filter%5Bsearch%5D=Alma&page%5Bnumber%5D=1&page%5Bsize%5D=25',
    );
    expect(within(terms()).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/v1/agreements/v-terms-1/acceptances/export?filter[search]=Alma',
    );
    expect(fakeAddress.replaced.at(-1)).toBe(
      '/admin/settings/agreements?f.version=v-terms-1&q=Alma',
    );

    // Closed, the report takes its search along: opened again, it starts unfiltered.
    fireEvent.click(reportButton());
    await waitFor(() => expect(within(terms()).queryByRole('searchbox')).toBeNull());
    expect(reportButton().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(reportButton());
    await waitFor(() => expect(reportNames()).toHaveLength(25));
    expect(
      within(terms()).getByRole<HTMLInputElement>('searchbox', {
        name: 'Search by name or e-mail',
      }).value,
    ).toBe('');
    expect(fakeAddress.replaced.at(-1)).toBe('/admin/settings/agreements?f.version=v-terms-1');
  });

  it('opens no report for a version that is not published here', async () => {
    await servePage('f.version=v-gone');
    expect(reportButton().getAttribute('aria-expanded')).toBe('false');
    expect(within(terms()).queryByRole('searchbox')).toBeNull();
  });
});
