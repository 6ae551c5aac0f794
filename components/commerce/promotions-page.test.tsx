import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerPage, numbered } from '@/components/lists/list-api.test-support';
import { serveListScreen } from '@/components/lists/list-screen.test-support';
import { fakeAddress, openAddress } from '@/components/lists/view-address.test-support';
import { firstPageOf } from '@/lib/lists/view-address';
import { VIEW_SETTINGS_STORAGE_KEY } from '@/lib/lists/view-settings-storage';
import { promotionsListQuery, redemptionsQuery } from '@/lib/resources/commerce';
import { PromotionsPage } from './promotions-page';
import {
  PAGE_SIZE_PREFERENCE,
  PROMOTIONS_VIEW,
  PROMOTIONS_VIEW_DEFAULTS,
  REDEMPTIONS_VIEW,
  REDEMPTIONS_VIEW_DEFAULTS,
} from './promotions-view';

vi.mock('next/navigation', () => import('@/components/lists/view-address.test-support'));

const server = vi.hoisted(() => {
  /** Promotion n: CODE{n}, 10 % off, never redeemed. */
  const promotion = (n: number) => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    code: `CODE${n}`,
    description: '',
    language: null,
    kind: 'percent' as const,
    percent: 10,
    amountCents: null,
    currency: null,
    startsAt: null,
    endsAt: null,
    maxRedemptions: null,
    maxPerAccount: null,
    products: [],
    redemptionCount: 0,
    state: 'active' as const,
    createdAt: '2026-03-02T09:30:00.000Z',
  });
  /** Redemption n: order DEMO-2026-00000{n}, paid, €5 off with CODE1. */
  const redemption = (n: number) => ({
    id: `r-${n}`,
    code: 'CODE1',
    orderId: `o-${n}`,
    orderNumber: `DEMO-2026-${String(n).padStart(6, '0')}`,
    orderStatus: 'paid' as const,
    customerName: 'Acme Learning BV',
    currency: 'EUR',
    discountCents: 500,
    redeemedAt: '2026-03-02T09:30:00.000Z',
    releasedAt: null,
  });
  return {
    /** How many promotions and redemptions the portal has. */
    promotions: 0,
    redemptions: 0,
    /** The lists asked for, each as `<list>?<query string>`. */
    asked: [] as string[],
    promotionsPage(queryString: string) {
      return answerPage(numbered(this.promotions, promotion), queryString);
    },
    redemptionsPage(queryString: string) {
      return answerPage(numbered(this.redemptions, redemption), queryString);
    },
  };
});

vi.mock('@/lib/resources/commerce', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/resources/commerce')>();
  return {
    ...original,
    promotionsListQuery: (queryString?: string) => {
      const options = original.promotionsListQuery(queryString);
      const asked = options.queryKey[2];
      return {
        ...options,
        queryFn: async () => {
          server.asked.push(`promotions?${asked}`);
          return server.promotionsPage(asked);
        },
      };
    },
    redemptionsQuery: (queryString: string) => ({
      ...original.redemptionsQuery(queryString),
      queryFn: async () => {
        server.asked.push(`redemptions?${queryString}`);
        return server.redemptionsPage(queryString);
      },
    }),
  };
});

const SOURCE = {
  view: PROMOTIONS_VIEW,
  defaults: PROMOTIONS_VIEW_DEFAULTS,
  sizePreference: PAGE_SIZE_PREFERENCE,
};
const REPORT_SOURCE = {
  view: REDEMPTIONS_VIEW,
  defaults: REDEMPTIONS_VIEW_DEFAULTS,
  sizePreference: PAGE_SIZE_PREFERENCE,
};

/**
 * The screen as its page serves it at `address`: the promotions' first page prefetched, and
 * beside it the report's first page and the select's codes.
 */
function servePage(address = '') {
  openAddress(address, '/admin/sales/promotions');
  const report = firstPageOf(REPORT_SOURCE, null);
  return serveListScreen({
    source: SOURCE,
    address,
    query: promotionsListQuery,
    seed: (client) => {
      const codes = promotionsListQuery();
      client.setQueryData(codes.queryKey, server.promotionsPage(codes.queryKey[2]));
      client.setQueryData(
        redemptionsQuery(report.queryString).queryKey,
        server.redemptionsPage(report.queryString),
      );
    },
    screen: (initial) => <PromotionsPage initial={initial} report={report.initial} />,
  });
}

const codes = () =>
  within(screen.getByRole('table', { name: 'Promotions' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('code')?.textContent);

describe('PromotionsPage on its page', () => {
  afterEach(() => {
    Object.assign(server, { promotions: 0, redemptions: 0, asked: [] });
    localStorage.clear();
  });

  it('has the first page of promotions and of the report in the HTML, and hydrates them as they are', async () => {
    Object.assign(server, { promotions: 30, redemptions: 2 });
    const { html, queryString, errors } = await servePage();
    expect(queryString).toBe('page%5Bnumber%5D=1&page%5Bsize%5D=25');
    expect(html).toContain('>CODE25</code>');
    expect(html).not.toContain('>CODE26</code>');
    expect(html).toContain('DEMO-2026-000002</a>');
    expect(errors).toEqual([]);
    expect(codes()).toHaveLength(25);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Promotions');
    const report = screen.getByRole('region', { name: 'Redemptions' });
    expect(within(report).getByText('2 redemptions')).toBeTruthy();
    // The report fits one page: no pages under it.
    expect(within(report).queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    // Asked once, by the server: the browser hydrated the pages it was handed.
    expect(server.asked).toEqual([`promotions?${queryString}`]);
  });

  it('asks for another page with the view’s query string, mirrored in the address', async () => {
    server.promotions = 30;
    await servePage();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(codes()).toEqual(['CODE26', 'CODE27', 'CODE28', 'CODE29', 'CODE30']),
    );
    expect(server.asked.at(-1)).toBe('promotions?page%5Bnumber%5D=2&page%5Bsize%5D=25');
    expect(fakeAddress.replaced.at(-1)).toBe('/admin/sales/promotions?page=2');
  });

  it('opens the page its address holds', async () => {
    server.promotions = 30;
    const { queryString, errors } = await servePage('page=2');
    expect(queryString).toBe('page%5Bnumber%5D=2&page%5Bsize%5D=25');
    expect(errors).toEqual([]);
    expect(codes()).toHaveLength(5);
  });

  it('narrows the report to a promotion with its view’s filter, and its CSV with it', async () => {
    Object.assign(server, { promotions: 2, redemptions: 2 });
    await servePage();
    const report = screen.getByRole('region', { name: 'Redemptions' });
    const promotion = within(report).getByRole('combobox', { name: 'Promotion' });
    const first = server.promotionsPage('').items[0];
    fireEvent.change(promotion, { target: { value: first?.id } });
    await waitFor(() =>
      expect(server.asked.at(-1)).toBe(
        `redemptions?filter%5Bpromotion%5D=${first?.id}&page%5Bnumber%5D=1&page%5Bsize%5D=25`,
      ),
    );
    expect(within(report).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/v1/promotions/redemptions/export?filter[promotion]=${first?.id}`,
    );
    // Kept per browser (spec §4), not in the address: that one mirrors the promotions.
    expect(JSON.parse(localStorage.getItem(VIEW_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      views: { [REDEMPTIONS_VIEW]: { filters: { promotion: first?.id } } },
    });
    expect(fakeAddress.replaced).toEqual([]);
  });

  it('says so when the portal has no promotion and nothing was redeemed, without pages', async () => {
    await servePage();
    expect(screen.getByText('There are no promotions yet.').parentElement?.className).toBe(
      'commerce-empty',
    );
    expect(screen.getByText('No redemptions here yet.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
