import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerPage, keepView } from '@/components/lists/list-api.test-support';
import { serveListScreen } from '@/components/lists/list-screen.test-support';
import { fakeAddress, openAddress } from '@/components/lists/view-address.test-support';
import {
  ORDERS_VIEW,
  ORDERS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/lib/commerce/orders-view';
import { defineView } from '@/lib/lists/view-settings-schema';
import { type Order, ordersQuery } from '@/lib/resources/commerce';
import { OrdersList } from './orders-list';

vi.mock('next/navigation', () => import('@/components/lists/view-address.test-support'));

const SOURCE = {
  view: ORDERS_VIEW,
  defaults: ORDERS_VIEW_DEFAULTS,
  sizePreference: PAGE_SIZE_PREFERENCE,
};

/** DEMO-DATA "Commerce": DEMO-2026-000003, Acme Learning BV, 5 × Data literacy, pending payment. */
const ORDER: Order = {
  id: 'o-3',
  number: 'DEMO-2026-000003',
  status: 'pending_payment',
  customerType: 'entity',
  customerId: 'e-acme',
  customerName: 'Acme Learning BV',
  currency: 'EUR',
  promotionCode: null,
  billingReference: 'PO-7',
  billingAddress: '',
  billingCountry: null,
  billingVatId: '',
  vatReverseCharge: false,
  subtotalCents: 47_500,
  discountCents: 0,
  vatCents: 9975,
  totalCents: 57_475,
  createdAt: '2026-03-02T09:30:00.000Z',
  updatedAt: '2026-03-02T09:30:00.000Z',
  paidAt: null,
  lines: [
    {
      productId: 'p-data',
      productName: 'Data literacy (single course)',
      productLanguage: 'en',
      quantity: 5,
      unitPriceCents: 9500,
      vatRateBasisPoints: 2100,
      netCents: 47_500,
      discountCents: 0,
      vatCents: 9975,
      totalCents: 57_475,
    },
  ],
};

describe('OrdersList on its page', () => {
  afterEach(() => localStorage.clear());

  it('has the first page of the view its cookie keeps in the HTML, and hydrates it as it is', async () => {
    const view = defineView({
      ...ORDERS_VIEW_DEFAULTS,
      search: 'Acme',
      filters: { status: 'pending_payment', created_from: '2026-03-01' },
    });
    const { html, queryString, errors } = await serveListScreen({
      source: SOURCE,
      cookie: keepView(SOURCE, view),
      query: ordersQuery,
      page: { ...answerPage([ORDER]), capped: false },
      screen: (initial) => <OrdersList initial={initial} />,
    });
    expect(new URLSearchParams(queryString).get('filter[status]')).toBe('pending_payment');
    expect(html).toContain('DEMO-2026-000003</a>');
    expect(errors).toEqual([]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['DEMO-2026-000003']);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search orders' }).value).toBe(
      'Acme',
    );
  });

  it('opens the view in its address over the stored one, and mirrors a change in the address', async () => {
    keepView(SOURCE, defineView({ ...ORDERS_VIEW_DEFAULTS, search: 'Flat Fee' }));
    openAddress('q=Acme&sort=number', '/admin/sales/orders');
    const { html, queryString, errors } = await serveListScreen({
      source: SOURCE,
      address: fakeAddress.query,
      query: ordersQuery,
      page: { ...answerPage([ORDER]), capped: false },
      screen: (initial) => <OrdersList initial={initial} />,
    });
    expect(new URLSearchParams(queryString).get('filter[search]')).toBe('Acme');
    expect(new URLSearchParams(queryString).get('sort')).toBe('number');
    expect(html).toContain('DEMO-2026-000003</a>');
    expect(errors).toEqual([]);
    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search orders' });
    expect(search.value).toBe('Acme');
    expect(fakeAddress.replaced).toEqual([]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'paid' },
    });
    await waitFor(() =>
      expect(fakeAddress.replaced.at(-1)).toBe(
        '/admin/sales/orders?f.status=paid&q=Acme&sort=number',
      ),
    );
  });
});
