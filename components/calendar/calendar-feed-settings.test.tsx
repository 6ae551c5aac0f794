import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarFeed } from '@/lib/resources/calendar-feed';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { CalendarFeedSettings } from './calendar-feed-settings';

// The modal host loads on demand in the app: loaded before the tests, so findByRole finds it.
beforeAll(() => import('@/components/modals/modal-host'));

vi.mock('next/navigation', () => ({ usePathname: () => '/account/details' }));

/** The API as the section sees it: the person's feed, made and reset with a new secret each time. */
const api = vi.hoisted(() => ({ feed: null as CalendarFeed | null, made: 0 }));
vi.mock('@/lib/resources/calendar-feed', async (original) => {
  const actual = await original<typeof import('@/lib/resources/calendar-feed')>();
  const feedOf = (n: number): CalendarFeed => ({
    id: 'f-1',
    url: `http://localhost:3000/calendar/${String(n).repeat(43).slice(0, 43)}.ics`,
    webcalUrl: `webcal://localhost:3000/calendar/${String(n).repeat(43).slice(0, 43)}.ics`,
    createdAt: '2026-12-05T10:00:00.000Z',
    lastFetchedAt: null,
  });
  return {
    ...actual,
    calendarFeedQuery: () => ({
      queryKey: actual.calendarFeedKeys.own(),
      queryFn: async () => api.feed,
    }),
    saveCalendarFeed: async (reset: boolean) => {
      if (!api.feed || reset) api.feed = feedOf(++api.made);
      return api.feed;
    },
    deleteCalendarFeed: async () => {
      api.feed = null;
    },
  };
});

const writeText = vi.fn(async (_text: string) => undefined);
beforeEach(() => {
  api.feed = null;
  api.made = 0;
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

const section = () => screen.findByRole('region', { name: 'Calendar feed' });
/** The fake API's feed now (a function: TypeScript would keep a narrowing across awaits). */
const current = () => api.feed;

describe('the calendar feed on /account/details (issue 42, item 3)', () => {
  it('creates the address, moves focus to Copy and says so; Copy copies it and says so', async () => {
    renderWithProviders(<CalendarFeedSettings coach={false} />);
    const region = await section();
    expect(within(region).queryByText(/review queue/)).toBeNull();
    fireEvent.click(await within(region).findByRole('button', { name: 'Create calendar address' }));
    const copy = await within(region).findByRole('button', { name: 'Copy address' });
    await waitFor(() => expect(document.activeElement).toBe(copy));
    expect(within(region).getByRole('status').textContent).toContain(
      'Calendar address created: copy it into your calendar app.',
    );
    const address = within(region).getByRole<HTMLInputElement>('textbox', {
      name: 'Your calendar address',
    });
    expect(address.value).toBe(current()?.url);
    expect(
      within(region).getByRole('link', { name: 'Open in calendar app' }).getAttribute('href'),
    ).toBe(current()?.webcalUrl);
    expect(within(region).getByText(/No calendar has read it yet/)).toBeTruthy();

    fireEvent.click(copy);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(current()?.url));
    expect(within(region).getByRole('status').textContent).toContain('Calendar address copied.');
  });

  it('tells a coach their queue is in it too', async () => {
    renderWithProviders(<CalendarFeedSettings coach />);
    expect(await within(await section()).findByText(/review queue/)).toBeTruthy();
  });

  it('resets after confirming: a new address, focus back on Reset the address', async () => {
    renderWithProviders(<CalendarFeedSettings coach={false} />);
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Create calendar address' }));
    const before = current()?.url;
    const reset = await within(region).findByRole('button', { name: 'Reset the address' });
    reset.focus();
    fireEvent.click(reset);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the calendar address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset the address' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(reset));
    const address = within(region).getByRole<HTMLInputElement>('textbox', {
      name: 'Your calendar address',
    });
    expect(address.value).not.toBe(before);
    expect(address.value).toBe(current()?.url);
    expect(within(region).getByRole('status').textContent).toContain(
      'New calendar address created',
    );
  });

  it('switches off after confirming, then focus is on Create calendar address', async () => {
    renderWithProviders(<CalendarFeedSettings coach={false} />);
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Create calendar address' }));
    fireEvent.click(await within(region).findByRole('button', { name: 'Switch off' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Switch off the calendar feed?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    const create = await within(region).findByRole('button', { name: 'Create calendar address' });
    await waitFor(() => expect(document.activeElement).toBe(create));
    expect(within(region).getByRole('status').textContent).toContain('Calendar feed switched off.');
    expect(api.feed).toBeNull();
  });
});
