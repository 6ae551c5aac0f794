import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ONBOARDING_PROPERTY } from '@/lib/onboarding/tours';
import { preferenceQuery } from '@/lib/resources/preferences';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { OnboardingTour } from './onboarding-tour';

vi.mock('./use-me', () => ({
  useMe: () => ({ me: { account: { id: 'a1' }, portal: { information: {} } } }),
}));
vi.mock('@/lib/resources/preferences', async (original) => ({
  ...(await original<typeof import('@/lib/resources/preferences')>()),
  savePreference: vi.fn(async () => undefined),
}));

/** A box in the viewport for an element (jsdom lays nothing out). */
function place(element: Element, top: number, height: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + height,
    left: 8,
    right: 368,
    x: 8,
    y: top,
    width: 360,
    height,
    toJSON: () => ({}),
  });
}

afterEach(() => vi.restoreAllMocks());

function renderTour() {
  const queryClient = testQueryClient();
  // Never closed: the tour shows.
  queryClient.setQueryData(preferenceQuery('a1', ONBOARDING_PROPERTY).queryKey, null);
  return renderWithProviders(
    <>
      <button type="button" className="menu-toggle">
        Menu
      </button>
      <OnboardingTour />
      <button type="button">Under the tour</button>
      <button type="button">Further down</button>
    </>,
    { queryClient },
  );
}

describe('the onboarding tour', () => {
  it('floats under the header, and moves to the bottom while the focused element is under it', async () => {
    renderTour();
    const tour = screen.getByRole('dialog', { name: 'Your menu' });
    expect(tour.getAttribute('data-placement')).toBe('top');
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    place(tour, 69, 215);
    const under = screen.getByRole('button', { name: 'Under the tour' });
    place(under, 120, 40);
    act(() => under.focus());
    await waitFor(() => expect(tour.getAttribute('data-placement')).toBe('bottom'));
    // At the bottom now; focus further down, where the tour now lies, sends it back up.
    place(tour, 621, 215);
    const further = screen.getByRole('button', { name: 'Further down' });
    place(further, 700, 40);
    act(() => further.focus());
    await waitFor(() => expect(tour.getAttribute('data-placement')).toBe('top'));
  });

  it('is in the focus order after what comes before it; Escape closes it and gives focus back', async () => {
    renderTour();
    const tour = screen.getByRole('dialog', { name: 'Your menu' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    act(() => menu.focus());
    const gotIt = screen.getByRole('button', { name: 'Got it' });
    // Focus comes in from the menu button (what Tab does), then Escape.
    act(() => gotIt.focus());
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menu);
    expect(tour.isConnected).toBe(false);
  });
});
