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
  const notInCatalog = {
    code: 'VALIDATION_FAILED',
    detail: 'This product is not in the chosen sales catalog.',
    source: { pointer: '/data/attributes/lines/0/product_id' },
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
        vatReverseCharge: false,
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
      if (input.billingReference === 'ELSEWHERE') throw new ApiError(422, [notInCatalog]);
      if (input.billingReference === 'DOWN') throw new ApiError(503, []);
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

describe('Make order: refusals', () => {
  beforeEach(() => {
    api.orders.length = 0;
    router.push.mockClear();
  });

  const createOrder = () =>
    act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create order' })));
  const reference = (text: string) =>
    fireEvent.change(screen.getByLabelText('Billing reference'), { target: { value: text } });

  it('without a customer nothing is sent: the customer field says so and takes focus', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Product of line 1'), { target: { value: 'p-data' } });
    await createOrder();
    const customer = screen.getByRole('combobox', { name: 'Customer' });
    expect(customer.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a customer.').id).toBe(
      customer.getAttribute('aria-describedby')?.split(' ')[1],
    );
    await waitFor(() => expect(document.activeElement).toBe(customer));
    expect(api.orders).toEqual([]);
  });

  it('a quantity out of range is said on its line, which takes focus; a change takes it away', async () => {
    renderForm();
    await fillOrder();
    const quantity = screen.getByLabelText('Quantity of line 1');
    fireEvent.change(quantity, { target: { value: '5000' } });
    await createOrder();
    const message = screen.getByText('Enter a quantity from 1 to 1000.');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(quantity.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(quantity));
    expect(api.orders).toEqual([]);
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(screen.queryByText('Enter a quantity from 1 to 1000.')).toBeNull();
    expect(quantity.getAttribute('aria-invalid')).toBeNull();
  });

  it('a 422 lands on the field it names, which takes focus', async () => {
    renderForm();
    await fillOrder();
    fireEvent.change(code(), { target: { value: 'EXPIRED5' } });
    await createOrder();
    await waitFor(() => expect(message().textContent).toBe('This code has expired.'));
    expect(code().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(code()));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a line the server refuses is named under the lines, and focus goes to them', async () => {
    renderForm();
    await fillOrder();
    reference('ELSEWHERE');
    await createOrder();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Line 1: This product is not in the chosen sales catalog.');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Product of line 1')),
    );
    expect(router.push).not.toHaveBeenCalled();
  });

  it('a failure the API words no reason for is said above the form, in its own words', async () => {
    renderForm();
    await fillOrder();
    reference('DOWN');
    await createOrder();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The order could not be created. Try again.');
    expect(alert.className).toBe('form-error');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create order' }).disabled).toBe(
      false,
    );
  });
});
