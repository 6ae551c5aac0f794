import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { LinkPending, NAVIGATION_LOADER_DELAY_MS, NavigationLoader } from './navigation-loader';

const status = vi.hoisted(() => ({ pending: false }));
vi.mock('next/link', () => ({ useLinkStatus: () => status }));
vi.mock('next/navigation', () => ({ usePathname: () => '/catalog' }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  status.pending = false;
});

const ui = () => (
  <>
    <LinkPending />
    <NavigationLoader />
  </>
);

describe('the full-screen loader while a menu page loads (spec §2)', () => {
  it('shows after 300 ms of waiting, with the loading message, and goes when the page is in', () => {
    expect(NAVIGATION_LOADER_DELAY_MS).toBe(300);
    status.pending = true;
    const { rerender } = renderWithProviders(ui());
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toContain('Loading');
    status.pending = false;
    rerender(ui());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a fast page shows nothing at all', () => {
    status.pending = true;
    const { rerender } = renderWithProviders(ui());
    act(() => vi.advanceTimersByTime(120));
    status.pending = false;
    rerender(ui());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
