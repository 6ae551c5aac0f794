import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResult } from '@/lib/resources/me';
import { LanguageMenu } from './language-menu';
import { clearLanguageCookie, meWithLanguages, renderKnowing } from './language-menus.test-support';
import { router } from './navigation-standin.test-support';

vi.mock('next/navigation', () => import('./navigation-standin.test-support'));

const fetchMock = vi.fn<typeof fetch>();

/** The header's visitor: a guest on a portal with `locales`. */
const guest = (locales: string[]) => meWithLanguages(locales, null);

function renderMenu(result: MeResult) {
  return renderKnowing(<LanguageMenu />, result);
}

describe('LanguageMenu (the guest header)', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    clearLanguageCookie();
  });

  it('names the current language in its button and offers each in its own name', async () => {
    renderMenu(guest(['nl', 'en', 'ro']));
    const trigger = screen.getByRole('button', { name: /^Language:\s*English$/ });
    await act(async () => fireEvent.keyDown(trigger, { key: 'Enter' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent?.replace('✓', '').trim())).toEqual([
      'Nederlands',
      'English',
      'Română',
    ]);
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['nl', 'en', 'ro']);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual([
      'false',
      'true',
      'false',
    ]);
  });

  it('stores the choice in local storage and the cookie, saves nothing upstream, renders again', async () => {
    renderMenu(guest(['nl', 'en', 'ro']));
    await act(async () =>
      fireEvent.keyDown(screen.getByRole('button', { name: /^Language:\s*English$/ }), {
        key: 'Enter',
      }),
    );
    const romanian = await screen.findByRole('menuitemradio', { name: 'Română' });
    await act(async () => fireEvent.click(romanian));
    expect(localStorage.getItem('custom-language')).toBe('ro');
    expect(document.cookie).toContain('custom-language=ro');
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
  });

  it('moves with the arrow keys, Home, End and letters, and Escape closes back to its button', async () => {
    renderMenu(guest(['nl', 'en', 'ro']));
    const trigger = screen.getByRole('button', { name: /^Language:\s*English$/ });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    await act(async () => fireEvent.keyDown(trigger, { key: 'ArrowDown' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const items = await screen.findAllByRole('menuitemradio');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2] as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'r' });
    expect(document.activeElement).toBe(items[2]);
    await act(async () => fireEvent.keyDown(items[2] as HTMLElement, { key: 'Escape' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens on the last language with the up arrow and closes on a press elsewhere', async () => {
    renderMenu(guest(['nl', 'en', 'ro']));
    const trigger = screen.getByRole('button', { name: /^Language:\s*English$/ });
    await act(async () => fireEvent.keyDown(trigger, { key: 'ArrowUp' }));
    const items = await screen.findAllByRole('menuitemradio');
    await waitFor(() => expect(document.activeElement).toBe(items[2]));
    await act(async () => fireEvent.pointerDown(document.body));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows nothing when the portal offers one language', () => {
    const { container } = renderMenu(guest(['en']));
    expect(container.innerHTML).toBe('');
  });
});
