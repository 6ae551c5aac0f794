import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResult } from '@/lib/resources/me';
import { accountRecord, accountResource, buildDocument } from '@/tests/support/api-documents';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { clearLanguageCookie, meWithLanguages, renderKnowing } from './language-menus.test-support';
import { LanguageSwitch } from './language-switch';
import { LanguageSync } from './language-sync';
import { router } from './navigation-standin.test-support';

vi.mock('next/navigation', () => import('./navigation-standin.test-support'));

const fetchMock = vi.fn<typeof fetch>();

function renderSwitch(result: MeResult) {
  return renderKnowing(<LanguageSwitch />, result);
}

describe('LanguageSwitch', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    // The API answers a PATCH with the account as saved.
    const saved = accountRecord({ id: 'acc-1', locale: 'nl' });
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(buildDocument(accountResource(saved))), { status: 200 }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    clearLanguageCookie();
  });

  it('lists only the portal’s languages, in their own names, the current one pressed', () => {
    renderSwitch(meWithLanguages(['en', 'ro'], null));
    const group = screen.getByRole('group', { name: 'Language' });
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['English', 'Română']);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    expect(buttons[1]?.getAttribute('lang')).toBe('ro');
  });

  it('stores the choice, saves the account’s locale, then refreshes the page', async () => {
    renderSwitch(meWithLanguages(['nl', 'en', 'ro'], { id: 'acc-1' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nederlands' })));
    expect(localStorage.getItem('custom-language')).toBe('nl');
    expect(document.cookie).toContain('custom-language=nl');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/accounts/acc-1');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      data: { type: 'accounts', id: 'acc-1', attributes: { locale: 'nl' } },
    });
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
  });

  it('still switches when saving the account fails, and sends nothing when signed out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('{"errors":[]}', { status: 500 }));
    const signedIn = renderSwitch(meWithLanguages(['en', 'nl'], { id: 'acc-1' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nederlands' })));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(warn).toHaveBeenCalled();
    signedIn.unmount();

    fetchMock.mockClear();
    renderSwitch(meWithLanguages(['en', 'ro'], null));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Română' })));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).toContain('custom-language=ro');
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(2));
  });

  it('does nothing for the current language, and shows nothing for a one-language portal', async () => {
    renderSwitch(meWithLanguages(['en', 'nl'], { id: 'acc-1' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
    expect(router.refresh).not.toHaveBeenCalled();
    expect(localStorage.getItem('custom-language')).toBeNull();
    const single = renderSwitch(meWithLanguages(['nl'], null));
    expect(single.container.innerHTML).toBe('');
  });
});

describe('LanguageSync', () => {
  afterEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    clearLanguageCookie();
  });

  it('rewrites a lost cookie from local storage and refreshes', () => {
    localStorage.setItem('custom-language', 'ro');
    renderWithProviders(<LanguageSync />);
    expect(document.cookie).toContain('custom-language=ro');
    expect(router.refresh).toHaveBeenCalledOnce();
  });

  it('leaves an agreeing cookie, or no stored choice, alone', () => {
    localStorage.setItem('custom-language', 'nl');
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up of the cookie under test
    document.cookie = 'custom-language=nl; Path=/';
    const first = renderWithProviders(<LanguageSync />);
    first.unmount();
    localStorage.clear();
    renderWithProviders(<LanguageSync />);
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
