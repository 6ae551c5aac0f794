import { queryOptions } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { OrderSeatLine, SeatAccount } from '@/lib/resources/commerce';
import { labelInName } from '@/tests/support/label-in-name';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { OrderSeats } from './order-seats';

/** The API as the component sees it: one line of 2 seats, Stijn holding one. */
const api = vi.hoisted(() => ({
  lines: [] as OrderSeatLine[],
  people: [] as SeatAccount[],
  assignSeat: vi.fn(),
  freeSeat: vi.fn(),
}));
vi.mock('@/lib/resources/commerce', async (original) => {
  const real = await original<typeof import('@/lib/resources/commerce')>();
  return {
    ...real,
    orderSeatsQuery: (orderId: string) =>
      queryOptions({ queryKey: real.commerceKeys.seats(orderId), queryFn: async () => api.lines }),
    seatAccountsQuery: (orderId: string, search: string) =>
      queryOptions({
        queryKey: real.commerceKeys.seatAccounts(orderId, search),
        queryFn: async () =>
          api.people.filter((person) =>
            person.fullName.toLowerCase().includes(search.toLowerCase()),
          ),
      }),
    assignSeat: api.assignSeat,
    freeSeat: api.freeSeat,
  };
});

const ORDER = { id: 'o1', status: 'fulfilled' as const, customerName: 'Acme Learning BV' };
const stijnSeat = {
  id: 's1',
  orderLineId: 'l1',
  accountId: 'stijn',
  accountName: 'Stijn Student',
  accountEmail: 'student@demo.academy',
  assignedAt: '2026-11-30T10:00:00Z',
  assignedByName: 'Sven Sales',
};

beforeEach(() => {
  api.lines = [
    {
      id: 'l1',
      productId: 'p1',
      productName: 'Data literacy (single course)',
      productLanguage: 'en',
      seats: 2,
      used: 1,
      free: 1,
      holders: [stijnSeat],
    },
  ];
  api.people = [
    { id: 'stijn', fullName: 'Stijn Student', email: 'student@demo.academy', seatLineIds: ['l1'] },
    { id: 'eva', fullName: 'Eva Expired', email: 'expired@demo.academy', seatLineIds: [] },
  ];
  api.assignSeat.mockReset();
  api.freeSeat.mockReset();
});

describe('an order’s seats section', () => {
  it('shows “1 of 2 seats used” and the holders, and assigns a seat to a person found by name', async () => {
    api.assignSeat.mockImplementation(async (_order: string, lineId: string, accountId: string) => {
      const line = api.lines[0] as OrderSeatLine;
      api.lines = [
        {
          ...line,
          used: 2,
          free: 0,
          holders: [
            ...line.holders,
            { ...stijnSeat, id: 's2', orderLineId: lineId, accountId, accountName: 'Eva Expired' },
          ],
        },
      ];
      return api.lines;
    });
    renderWithProviders(<OrderSeats order={ORDER} />);
    const section = await screen.findByRole('region', { name: 'Seats' });
    const line = await within(section).findByRole('region', {
      name: 'Data literacy (single course)',
    });
    expect(within(line).getByTestId('seat-count').textContent).toBe('1 of 2 seats used');
    expect(within(line).getByText('Stijn Student')).toBeTruthy();
    expect(within(line).getByText(/Assigned by Sven Sales on/)).toBeTruthy();
    // WCAG 2.5.3: its name starts with what it shows ("Free seat"), as axe checks.
    expect(
      labelInName(within(line).getByRole('button', { name: 'Free seat: Stijn Student' })),
    ).toBe(true);

    fireEvent.click(within(line).getByRole('button', { name: 'Assign seat' }));
    const search = within(line).getByLabelText(
      'Find a person of Acme Learning BV (name or e-mail address)',
    );
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'eva' } });
    // Before the search settles everyone shows; who already holds a seat is not offered one.
    expect(await within(line).findByText('Has a seat')).toBeTruthy();
    expect(
      within(line).queryByRole('button', { name: 'Assign a seat to Stijn Student' }),
    ).toBeNull();
    // The search's answer: Eva only.
    await waitFor(() => expect(within(line).queryByText('Has a seat')).toBeNull());
    fireEvent.click(
      await within(line).findByRole('button', { name: 'Assign a seat to Eva Expired' }),
    );
    await waitFor(() => expect(api.assignSeat).toHaveBeenCalledWith('o1', 'l1', 'eva'));
    await within(section).findByText('Eva Expired has a seat now.');
    await waitFor(() =>
      expect(within(line).getByTestId('seat-count').textContent).toBe('2 of 2 seats used'),
    );
    expect(
      within(line).getByText('Every seat is in use: free one to give it to someone else.'),
    ).toBeTruthy();
    expect(within(line).queryByRole('button', { name: 'Assign seat' })).toBeNull();
  });

  it('says why a seat is refused, in the server’s words', async () => {
    api.assignSeat.mockRejectedValue(
      new ApiError(422, [
        {
          status: '422',
          code: 'NO_FREE_SEAT',
          detail: 'All 2 seats of this order are in use; free one first.',
        },
      ]),
    );
    renderWithProviders(<OrderSeats order={ORDER} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Assign seat' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Eva' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Assign a seat to Eva Expired' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('All 2 seats of this order are in use; free one first.');
    expect(screen.getByRole('searchbox').getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('frees a seat after asking', async () => {
    api.freeSeat.mockResolvedValue(undefined);
    renderWithProviders(<OrderSeats order={ORDER} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Free seat: Stijn Student' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Free the seat of Stijn Student?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Free seat' }));
    await waitFor(() => expect(api.freeSeat).toHaveBeenCalledWith('o1', 's1'));
    await screen.findByText('The seat of Stijn Student is free.');
  });

  it('speaks Dutch, and offers nothing on a refunded order', async () => {
    renderWithProviders(<OrderSeats order={{ ...ORDER, status: 'refunded' }} />, { locale: 'nl' });
    const section = await screen.findByRole('region', { name: 'Plaatsen' });
    expect((await within(section).findByTestId('seat-count')).textContent).toBe(
      '1 van 2 plaatsen in gebruik',
    );
    expect(within(section).queryAllByRole('button')).toHaveLength(0);
  });
});
