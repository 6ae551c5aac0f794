import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import {
  type CustomerMatch,
  commerceKeys,
  customersQuery,
  type OrderDraftInput,
  type Quote,
  type SalesCatalog,
  type SalesProduct,
} from '@/lib/resources/commerce';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { OrderForm } from './order-form';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/admin' }));

/** The API as DEMO-DATA "Commerce" has it: AUTUMN25 gives 25 % off, EXPIRED5 has expired. */
const api = vi.hoisted(() => ({
  quotes: [] as string[],
  orders: [] as { promotionCode: string; status: string }[],
}));
vi.mock('@/lib/resources/commerce', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/resources/commerce')>();
  const expired = {
    code: 'PROMOTION_EXPIRED',
    detail: 'This code has expired.',
    source: { pointer: '/data/attributes/promotion_code' },
    meta: { reason: 'expired' },
  };
  return {
    ...original,
    quoteOrder: vi.fn(async (input: OrderDraftInput) => {
      const code = input.promotionCode.trim().toUpperCase();
      api.quotes.push(code);
      const discountCents = code === 'AUTUMN25' ? 4750 : 0;
      const quote: Quote = {
        id: 'quote',
        currency: 'EUR',
        lines: [],
        subtotalCents: 19000,
        discountCents,
        vatCents: Math.round((19000 - discountCents) * 0.21),
        totalCents: Math.round((19000 - discountCents) * 1.21),
        promotion: code
          ? { code, applied: code === 'AUTUMN25', refusal: code === 'EXPIRED5' ? 'expired' : null }
          : null,
      };
      return {
        quote,
        problems:
          code === 'EXPIRED5'
            ? [{ code: expired.code, detail: expired.detail, pointer: null, reason: 'expired' }]
            : [],
      };
    }),
    createOrder: vi.fn(async (input: OrderDraftInput, status: string) => {
      const code = input.promotionCode.trim().toUpperCase();
      api.orders.push({ promotionCode: code, status });
      if (code === 'EXPIRED5') throw new ApiError(422, [expired]);
      return { id: 'order-1' };
    }),
  };
});

const acme: CustomerMatch = {
  id: 'entity:acme',
  kind: 'entity',
  customerId: 'acme',
  name: 'Acme Learning BV',
  email: null,
  accountCount: 43,
  entityName: null,
};
const catalog: SalesCatalog = {
  id: 'cat-1',
  name: 'Main',
  currency: 'EUR',
  position: 1,
  productIds: ['p-data'],
};
const product = {
  id: 'p-data',
  name: 'Data literacy (single course)',
  prices: [{ currency: 'EUR', amountCents: 9500 }],
} as SalesProduct;

function renderForm() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(commerceKeys.catalogs(), [catalog]);
  queryClient.setQueryData(commerceKeys.products(), {
    items: [product],
    courses: [],
    catalogs: [],
  });
  queryClient.setQueryData(customersQuery('acme').queryKey, [acme]);
  return renderWithProviders(<OrderForm />, { queryClient });
}

async function fillOrder() {
  const customer = screen.getByRole('combobox', { name: 'Customer' });
  fireEvent.change(customer, { target: { value: 'acme' } });
  await screen.findByRole('option', { name: /Acme Learning BV/ });
  fireEvent.keyDown(customer, { key: 'Enter' });
  await screen.findByTestId('chosen-customer');
  fireEvent.change(screen.getByLabelText('Product of line 1'), { target: { value: 'p-data' } });
  fireEvent.change(screen.getByLabelText('Quantity of line 1'), { target: { value: '2' } });
  await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('€229.90'));
}

const code = () => screen.getByLabelText('Promotion code');
const message = () => screen.getByTestId('promotion-message');
const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

describe('Make order: the promotion code', () => {
  beforeEach(() => {
    api.quotes.length = 0;
    api.orders.length = 0;
    router.push.mockClear();
  });

  it('an emptied field drops the expired code: "Create order" sends no code and succeeds', async () => {
    renderForm();
    await fillOrder();
    fireEvent.change(code(), { target: { value: 'EXPIRED5' } });
    apply();
    await waitFor(() => expect(message().textContent).toBe('This code has expired.'));
    fireEvent.change(code(), { target: { value: '' } });
    await waitFor(() => expect(message().textContent).toBe('Optional. Codes ignore case.'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create order' })));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/sales/orders/order-1'));
    expect(api.orders).toEqual([{ promotionCode: '', status: 'pending_payment' }]);
  });

  it('an emptied field takes the applied discount out of the totals', async () => {
    renderForm();
    await fillOrder();
    fireEvent.change(code(), { target: { value: 'autumn25' } });
    apply();
    await waitFor(() => expect(message().textContent).toBe('AUTUMN25 applied.'));
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('€172.43'));
    fireEvent.change(code(), { target: { value: '  ' } });
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('€229.90'));
    expect(api.quotes.at(-1)).toBe('');
    expect(message().textContent).toBe('Optional. Codes ignore case.');
  });

  it('the code sent is the one the field shows, not one applied before it was changed', async () => {
    renderForm();
    await fillOrder();
    fireEvent.change(code(), { target: { value: 'AUTUMN25' } });
    apply();
    await waitFor(() => expect(message().textContent).toBe('AUTUMN25 applied.'));
    fireEvent.change(code(), { target: { value: 'EXPIRED5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create order' })));
    await waitFor(() => expect(message().textContent).toBe('This code has expired.'));
    expect(api.orders).toEqual([{ promotionCode: 'EXPIRED5', status: 'pending_payment' }]);
    expect(router.push).not.toHaveBeenCalled();
    // Refused: both buttons are back, with their own words.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create order' }).disabled).toBe(
      false,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save as draft' }).disabled).toBe(
      false,
    );
  });
});

describe('Make order: sending it', () => {
  beforeEach(() => {
    api.orders.length = 0;
    router.push.mockClear();
  });

  it('"Save as draft" says it is saving, and both buttons stay disabled while the order opens', async () => {
    renderForm();
    await fillOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    const saving = await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving…' });
    expect(saving.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create order' }).disabled).toBe(
      true,
    );
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/sales/orders/order-1'));
    expect(api.orders).toEqual([{ promotionCode: '', status: 'draft' }]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Saving…' }).disabled).toBe(true);
  });
});
