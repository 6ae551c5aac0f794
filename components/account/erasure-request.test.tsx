import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErasureRequest } from '@/lib/resources/erasure-requests';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { ErasureRequestSection } from './erasure-request';

// The modal host loads on demand in the app: loaded before the tests, so findByRole finds it.
beforeAll(() => import('@/components/modals/modal-host'));

vi.mock('next/navigation', () => ({ usePathname: () => '/account/details' }));

/** The API as the section sees it: the person's newest request, asked and withdrawn. */
const api = vi.hoisted(() => ({ last: null as ErasureRequest | null, notes: [] as string[] }));
vi.mock('@/lib/resources/erasure-requests', async (original) => {
  const actual = await original<typeof import('@/lib/resources/erasure-requests')>();
  const request = (note: string): ErasureRequest => ({
    id: 'r-1',
    accountId: 'a-1',
    accountName: 'Nora Newcomer',
    accountEmail: 'nora@example.org',
    note,
    status: 'open',
    requestedAt: '2026-03-03T09:00:00.000Z',
    dueAt: '2026-04-02T09:00:00.000Z',
    handledAt: null,
    handledByName: null,
    decisionReason: '',
  });
  return {
    ...actual,
    latestErasureRequestQuery: (accountId: string) => ({
      queryKey: actual.erasureRequestKeys.latest(accountId, null),
      queryFn: async () => api.last,
    }),
    askForErasure: async (note: string) => {
      api.notes.push(note);
      api.last = request(note);
      return api.last;
    },
    withdrawErasureRequest: async () => {
      api.last = { ...(api.last as ErasureRequest), status: 'withdrawn' };
      return api.last;
    },
  };
});

beforeEach(() => {
  api.last = null;
  api.notes = [];
});

const section = () => screen.findByRole('region', { name: 'Erase my account' });

describe('Erase my account on /account/details (issue 42, item 4)', () => {
  it('asks after confirming, with the note; says when it is answered; focus on Withdraw', async () => {
    renderWithProviders(<ErasureRequestSection accountId="a-1" portalName="Demo Academy" />);
    const region = await section();
    fireEvent.change(await within(region).findByLabelText('Anything we should know?'), {
      target: { value: '  Moving abroad  ' },
    });
    const ask = within(region).getByRole('button', { name: 'Ask to erase my account' });
    fireEvent.click(ask);
    const dialog = await screen.findByRole('alertdialog', { name: 'Ask to erase your account?' });
    expect(dialog.textContent).toContain('The administrators of Demo Academy');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send my request' }));
    const withdraw = await within(region).findByRole('button', { name: 'Withdraw my request' });
    await waitFor(() => expect(document.activeElement).toBe(withdraw));
    expect(api.notes).toEqual(['Moving abroad']);
    expect(region.textContent).toContain(
      'You asked on March 3, 2026 for your account and data to be erased. The portal’s administrators answer by April 2, 2026.',
    );
    expect(within(region).getByRole('status').textContent).toBe(
      'Your request was sent to the administrators.',
    );
  });

  it('asks nothing when the confirmation is cancelled, and focus returns to Ask', async () => {
    renderWithProviders(<ErasureRequestSection accountId="a-1" portalName="Demo Academy" />);
    const region = await section();
    const ask = await within(region).findByRole('button', { name: 'Ask to erase my account' });
    ask.focus();
    fireEvent.click(ask);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(ask));
    expect(api.notes).toEqual([]);
  });

  it('withdraws an open request; the note field is back and has focus', async () => {
    api.last = await (await import('@/lib/resources/erasure-requests')).askForErasure('');
    api.notes = [];
    renderWithProviders(<ErasureRequestSection accountId="a-1" portalName="Demo Academy" />);
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Withdraw my request' }));
    const note = await within(region).findByLabelText('Anything we should know?');
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(within(region).getByRole('status').textContent).toContain('Your request was withdrawn.');
  });

  it('shows why the last request was declined', async () => {
    api.last = {
      ...(await (await import('@/lib/resources/erasure-requests')).askForErasure('')),
      status: 'declined',
      handledAt: '2026-03-10T09:00:00.000Z',
      decisionReason: 'Your certificate is needed for an ongoing audit.',
    };
    renderWithProviders(<ErasureRequestSection accountId="a-1" portalName="Demo Academy" />, {
      locale: 'nl',
    });
    const region = await screen.findByRole('region', { name: 'Mijn account wissen' });
    await within(region).findByRole('button', { name: 'Vragen om mijn account te wissen' });
    expect(region.textContent).toContain(
      'Je verzoek van 3 maart 2026 is op 10 maart 2026 afgewezen: “Your certificate is needed for an ongoing audit.”',
    );
  });
});
