import { queryOptions } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { describedTexts, openFromScreen, refusal } from '@/components/modals/dialog.test-support';
import { commerceKeys, type AutomationsPage as Page } from '@/lib/resources/commerce';
import { refundNotice } from './automation-input.test-support';
import { AutomationsPage } from './automations-page';

// Loaded on demand in the app (next/dynamic): loaded before the tests, so findByRole finds it.
beforeAll(() => import('@/components/modals/modal-host'));

/** The API as the screen sees it: no rule yet, one product of a year, one course, one coach. */
const api = vi.hoisted(() => ({ page: null as Page | null, saveAutomation: vi.fn() }));
vi.mock('@/lib/resources/commerce', async (original) => {
  const real = await original<typeof import('@/lib/resources/commerce')>();
  return {
    ...real,
    automationsQuery: () =>
      queryOptions({ queryKey: real.commerceKeys.automations(), queryFn: async () => api.page }),
    saveAutomation: api.saveAutomation,
  };
});
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast }));

beforeEach(() => {
  api.page = {
    items: [],
    products: [
      {
        id: 'p1',
        name: 'Annual subscription',
        language: 'en',
        businessModel: 'subscription',
        billingPeriod: 'year',
        accessMonths: null,
      },
    ],
    courses: [{ id: 'c1', title: 'Data literacy' }],
    coaches: [{ id: 'k1', name: 'Kim Coach' }],
  };
  api.saveAutomation.mockReset();
  toast.success.mockReset();
});

const openNew = () =>
  openFromScreen(<AutomationsPage />, {
    queryKey: commerceKeys.automations(),
    data: api.page,
    button: 'New automation',
    title: 'New automation',
  });

describe('the automation dialog', () => {
  it('focuses a refused field with its message, then saves, says so and gives focus back', async () => {
    const { opener, dialog } = await openNew();
    const name = within(dialog).getByLabelText('Name');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(name)).toEqual(['Enter a name.']);
    const actions = within(dialog).getByRole('group', { name: 'What it does' });
    expect(describedTexts(actions)).toEqual([
      'Choose one or more.',
      'Choose at least one thing to do.',
    ]);
    expect(api.saveAutomation).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: ' Refunds ' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Runs when an order is'), {
      target: { value: 'refunded' },
    });
    fireEvent.change(within(dialog).getByLabelText('Notification'), {
      target: { value: 'Your order was refunded.' },
    });
    expect(describedTexts(actions)).toEqual(['Choose one or more.']);
    api.saveAutomation.mockResolvedValueOnce({ id: 'a1', name: 'Refunds' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.saveAutomation).toHaveBeenCalledWith(null, refundNotice('Your order was refunded.'));
    expect(toast.success).toHaveBeenCalledWith(
      'The automation Refunds was added.',
      expect.anything(),
    );
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('takes the months of the chosen product, and checks them', async () => {
    const { dialog } = await openNew();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Annual' } });
    fireEvent.change(within(dialog).getByLabelText('For orders with'), {
      target: { value: 'p1' },
    });
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Start or extend the subscription' }),
    );
    const months = within(dialog).getByLabelText('By how many months');
    expect((months as HTMLInputElement).value).toBe('12');
    fireEvent.change(months, { target: { value: '121' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(months));
    expect(describedTexts(months)).toEqual(['Enter 1 to 120 months.']);
    expect(api.saveAutomation).not.toHaveBeenCalled();
  });

  it('shows a refusal on its field and what no field claims above the form, and stays open', async () => {
    const { dialog } = await openNew();
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Welcome' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Data literacy' }));
    api.saveAutomation.mockRejectedValueOnce(
      refusal({ name: 'That name is taken.', trigger: 'The product is gone.' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The product is gone.');
    expect(describedTexts(name)).toEqual(['That name is taken.']);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect((name as HTMLInputElement).value).toBe('Welcome');

    api.saveAutomation.mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'The automation could not be saved. Try again.',
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
