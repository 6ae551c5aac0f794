import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { describedTexts, openInModalQueue } from '@/components/modals/dialog.test-support';
import { commerceKeys, type ProductsPage, type SalesProduct } from '@/lib/resources/commerce';
import { testQueryClient } from '@/tests/support/render-with-providers';
import { ProductDialog } from './product-dialog';

// Loaded on demand in the app (next/dynamic): loaded before the tests, so findByRole finds it.
beforeAll(() => import('@/components/modals/modal-host'));

const createProduct = vi.hoisted(() => vi.fn());
vi.mock('@/lib/resources/commerce', async (original) => ({
  ...(await original<typeof import('@/lib/resources/commerce')>()),
  createProduct,
}));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast }));

/** What a product may unlock: one catalog and one course. */
const CHOICES: ProductsPage = {
  items: [],
  catalogs: [{ id: 'k1', title: 'Starter catalog' }],
  courses: [{ id: 'c1', title: 'Data literacy' }],
};

beforeEach(() => {
  createProduct.mockReset();
  toast.success.mockReset();
});

async function openNew(closed: (SalesProduct | null)[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(commerceKeys.products(), CHOICES);
  return openInModalQueue(
    'product',
    () => (
      <ProductDialog
        product={null}
        catalog={{ id: 'sc1', name: 'Shop', currency: 'EUR' }}
        modalId="product"
        onClosed={(saved) => closed.push(saved)}
      />
    ),
    'New product',
    queryClient,
  );
}

describe('the product dialog', () => {
  it('checks the fields before sending, with each message tied to its control', async () => {
    const dialog = await openNew([]);
    const name = within(dialog).getByLabelText('Name');
    const vat = within(dialog).getByLabelText('VAT rate (%)');
    expect(describedTexts(vat)).toEqual(['Charged on top of the price, e.g. 21.']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(name)).toEqual(['Enter a name.']);
    const prices = within(dialog).getByRole('group', { name: 'Prices' });
    expect(describedTexts(prices)).toEqual([
      'Excluding VAT, one per currency.',
      'Enter each price as an amount, e.g. 95.00 (at most 1,000,000.00).',
    ]);
    expect(within(prices).getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(createProduct).not.toHaveBeenCalled();
  });

  it('shows the fields of the chosen business model and a price row per currency', async () => {
    const dialog = await openNew([]);
    expect(within(dialog).getByRole('radio', { name: /^Flat fee/ })).toHaveProperty(
      'checked',
      true,
    );
    expect((within(dialog).getByLabelText('Months of access') as HTMLInputElement).value).toBe(
      '12',
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Subscription/ }));
    expect(within(dialog).queryByLabelText('Months of access')).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Billed' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Trial days') as HTMLInputElement).value).toBe('0');

    const prices = within(dialog).getByRole('group', { name: 'Prices' });
    fireEvent.click(
      within(prices).getByRole('button', { name: 'Add a price in another currency' }),
    );
    const currencies = within(prices).getAllByRole('combobox', { name: 'Currency' });
    expect(currencies.map((select) => (select as HTMLSelectElement).value)).toEqual(['EUR', 'USD']);
    fireEvent.click(within(prices).getByRole('button', { name: 'Remove the price in USD' }));
    expect(within(prices).getAllByRole('combobox', { name: 'Currency' })).toHaveLength(1);
  });

  it('saves what it unlocks, says so and closes with the product', async () => {
    const closed: (SalesProduct | null)[] = [];
    const dialog = await openNew(closed);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Annual pass' } });
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '95.00' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Starter catalog' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Data literacy' }));
    const product = { id: 'p1', name: 'Annual pass' } as SalesProduct;
    createProduct.mockResolvedValueOnce(product);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toEqual([product]));
    expect(createProduct).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Annual pass',
        businessModel: 'flat_fee',
        accessMonths: 12,
        prices: [{ currency: 'EUR', amountCents: 9500 }],
        catalogIds: ['k1'],
        courseIds: ['c1'],
        coversAllCourses: false,
        visible: true,
      }),
      'sc1',
    );
    expect(toast.success).toHaveBeenCalledWith(
      'The product Annual pass was added.',
      expect.anything(),
    );
  });

  it('hides the course choices when it unlocks every course', async () => {
    const dialog = await openNew([]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Every course of the academy' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Data literacy' })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: /^Offered/ })).toHaveProperty(
      'checked',
      true,
    );
  });
});
