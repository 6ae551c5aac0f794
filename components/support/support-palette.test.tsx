import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { meKeys } from '@/lib/resources/me';
import {
  accountRecord,
  accountResource,
  entityRecord,
  entityResource,
  listOf,
  preferenceRecord,
  preferenceResource,
} from '@/tests/support/api-documents';
import { meResult } from '@/tests/support/fixtures/demo-users';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { SupportPalette } from './support-palette';

// The app loads this on demand (next/dynamic); compiling it the first time in a test worker
// takes longer than a findByRole waits, so it is loaded before the tests.
beforeAll(() => import('./palette-dialog'));

const router = { push: vi.fn(), refresh: vi.fn(), replace: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/' }));

const fetchMock = vi.fn<typeof fetch>();
let clock = 10_000;

beforeAll(() => {
  // jsdom lacks what cmdk measures and scrolls with.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  clock = 10_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => respond(String(input)));
  router.push.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function respond(url: string): Response {
  if (url.includes('/preferences')) {
    const pins = preferenceRecord({
      id: 'pref',
      accountId: 'me1',
      property: 'admin_account_pins',
      payload: [
        { uri: '/admin/accounts/s1', title: 'Stijn Student', image: null },
        { uri: '/admin/accounts/e1', title: 'Eva Expired', image: null },
      ],
    });
    return json(listOf([preferenceResource(pins)]));
  }
  if (url.includes('/v1/accounts?')) {
    const entity = entityRecord({ id: 'n1', name: 'Acme Learning BV' });
    const stijn = accountRecord({
      id: 's1',
      fullName: 'Stijn Student',
      entityId: entity.id,
      lastOnline: new Date(),
    });
    return json(listOf([accountResource(stijn)], { included: [entityResource(entity)] }));
  }
  return json(listOf([]));
}

function renderAs(roles: string[], features?: readonly string[]) {
  const queryClient = testQueryClient();
  const result = meResult({ roles, features });
  result.me.account = {
    id: 'me1',
    fullName: 'Sam Support',
    email: 'support@demo.academy',
    locale: 'en',
    roles,
    avatarUrl: null,
    lastOnline: null,
    createdAt: '',
  };
  queryClient.setQueryData(meKeys.me(), result);
  return renderWithProviders(<SupportPalette />, { queryClient });
}

const ctrlK = () => fireEvent.keyDown(window, { key: 'k', code: 'KeyK', ctrlKey: true });
const later = (ms: number) => {
  clock += ms;
};

async function openPalette() {
  ctrlK();
  const dialog = await screen.findByRole('dialog', { name: 'Support' });
  later(250);
  return dialog;
}

describe('who gets the palette (spec §6)', () => {
  it('a coach: no button, and Ctrl+K does nothing', () => {
    renderAs(['coach']);
    expect(screen.queryByRole('button', { name: 'Support' })).toBeNull();
    ctrlK();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('support without the account-support feature: nothing either', () => {
    renderAs(['academy_support'], ['portals']);
    expect(screen.queryByRole('button', { name: 'Support' })).toBeNull();
  });

  it('support: the button opens the dialog, with the shortcut announced', async () => {
    renderAs(['academy_support']);
    const button = screen.getByRole('button', { name: 'Support' });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Control+K');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Support' });
    expect(within(dialog).getByRole('combobox', { name: 'Search accounts or commands' })).toBe(
      document.activeElement,
    );
  });
});

describe('the palette', () => {
  it('lists the commands; portals only with the portals feature', async () => {
    renderAs(['academy_support']);
    const dialog = await openPalette();
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Accounts'), expect.stringContaining('Portals')]);
  });

  it('without the portals feature only accounts', async () => {
    renderAs(['support'], ['account-support']);
    const dialog = await openPalette();
    expect(within(dialog).getAllByRole('option')).toHaveLength(1);
  });

  it('Escape closes (focus returns) and Ctrl+K toggles', async () => {
    renderAs(['academy_support']);
    const dialog = await openPalette();
    fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing had focus before Ctrl+K, so it goes to the support button, not the page's body.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Support' })),
    );
    await openPalette();
    ctrlK();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('accounts mode: the pins on an empty query; Backspace goes back to the commands', async () => {
    renderAs(['academy_support']);
    const dialog = await openPalette();
    fireEvent.click(within(dialog).getByRole('option', { name: /Accounts/ }));
    const eva = await within(dialog).findByRole('option', { name: 'Eva Expired' });
    // The new list gets the focus on its first option; the arrows move it.
    const stijn = within(dialog).getByRole('option', { name: 'Stijn Student' });
    await waitFor(() => expect(stijn.getAttribute('aria-selected')).toBe('true'));
    const input = within(dialog).getByRole('combobox', { name: 'Search accounts' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(eva.getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(await within(dialog).findByRole('option', { name: /Portals/ })).toBeTruthy();
  });

  it('ignores clicks for 200 ms after the items appear (spec §9)', async () => {
    renderAs(['academy_support']);
    ctrlK();
    const dialog = await screen.findByRole('dialog', { name: 'Support' });
    later(150);
    fireEvent.click(within(dialog).getByRole('option', { name: /Accounts/ }));
    expect(within(dialog).queryByRole('combobox', { name: 'Search accounts' })).toBeNull();
    later(50);
    fireEvent.click(within(dialog).getByRole('option', { name: /Accounts/ }));
    expect(within(dialog).getByRole('combobox', { name: 'Search accounts' })).toBeTruthy();
  });

  it('a held Enter (key repeat) chooses nothing; a fresh one chooses the focused option', async () => {
    renderAs(['academy_support']);
    const dialog = await openPalette();
    const input = within(dialog).getByRole('combobox');
    fireEvent.keyDown(input, { key: 'Enter', repeat: true });
    expect(within(dialog).queryByRole('combobox', { name: 'Search accounts' })).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(dialog).getByRole('combobox', { name: 'Search accounts' })).toBeTruthy();
  });

  it('searching shows name, entity and the online dot; Enter opens the account', async () => {
    renderAs(['academy_support']);
    const dialog = await openPalette();
    const input = within(dialog).getByRole('combobox');
    fireEvent.change(input, { target: { value: '  stijn ' } });
    const option = await within(dialog).findByRole('option', { name: /Stijn Student/ });
    expect(option.textContent).toContain('Acme Learning BV');
    expect(option.textContent).toContain('Online');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('filter%5Bsearch%5D=stijn&');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.push).toHaveBeenCalledWith('/admin/accounts/s1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Enter before the debounce searches at once and opens the first result', async () => {
    renderAs(['academy_support']);
    const dialog = await openPalette();
    const input = within(dialog).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'stijn' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/accounts/s1'));
  });

  it('Enter after the debounce, before its answer, opens the first new result, not an old one', async () => {
    const searchedEva = (url: string) => url.includes('filter%5Bsearch%5D=eva&');
    let answerEva = () => {};
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (!searchedEva(url)) return respond(url);
      await new Promise<void>((resolve) => {
        answerEva = resolve;
      });
      const entity = entityRecord({ id: 'n1', name: 'Acme Learning BV' });
      const eva = accountRecord({ id: 'e1', fullName: 'Eva Expired', entityId: entity.id });
      return json(listOf([accountResource(eva)], { included: [entityResource(entity)] }));
    });
    renderAs(['academy_support']);
    const dialog = await openPalette();
    const input = within(dialog).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'e' } });
    await within(dialog).findByRole('option', { name: /Stijn Student/ });
    fireEvent.change(input, { target: { value: 'eva' } });
    // The debounce has fired: "eva" is asked for, and the answer for "e" is still listed.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => searchedEva(String(url)))).toBe(true),
    );
    expect(within(dialog).getByRole('option', { name: /Stijn Student/ })).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.push).not.toHaveBeenCalled();
    answerEva();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/accounts/e1'));
    expect(router.push).toHaveBeenCalledTimes(1);
  });

  it('a whitespace-only query searches nothing', async () => {
    renderAs(['academy_support']);
    const dialog = await openPalette();
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: '   ' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/v1/accounts?'))).toBe(false);
  });

  it('Shift+Enter pins or unpins the focused account and keeps the palette open', async () => {
    renderAs(['academy_support']);
    const dialog = await openPalette();
    const input = within(dialog).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'stijn' } });
    // Stijn is pinned already: the option says so, and Shift+Enter unpins him.
    const option = await within(dialog).findByRole('option', { name: /^Stijn Student.*, pinned$/ });
    expect(option.getAttribute('aria-keyshortcuts')).toBe('Shift+Enter');
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(await within(dialog).findByText('Stijn Student unpinned.')).toBeTruthy();
    const save = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(save?.[0])).toContain('/v1/accounts/me1/preferences/pref');
    expect(JSON.parse(String(save?.[1]?.body)).data.attributes.payload).toEqual([
      { uri: '/admin/accounts/e1', title: 'Eva Expired', image: null },
    ]);
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Support' })).toBeTruthy();
  });

  it('the star toggles a pin with the pointer; a failed save says so', async () => {
    renderAs(['academy_support']);
    const dialog = await openPalette();
    fireEvent.click(within(dialog).getByRole('option', { name: /Accounts/ }));
    later(250);
    const eva = await within(dialog).findByRole('option', { name: 'Eva Expired' });
    fetchMock.mockImplementation(async (url, init) =>
      init?.method === 'PUT'
        ? new Response(JSON.stringify({ errors: [{ status: '503' }] }), { status: 503 })
        : respond(String(url)),
    );
    const star = eva.querySelector('.support-pin');
    expect(star?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(star as Element);
    expect(
      await within(dialog).findByText('The pin could not be saved. Please try again.'),
    ).toBeTruthy();
    // Rolled back: Eva is listed again, and the click did not open her page.
    expect(await within(dialog).findByRole('option', { name: 'Eva Expired' })).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });
});
