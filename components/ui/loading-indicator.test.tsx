import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/messages';
import { LoadingIndicator } from './loading-indicator';

const messages = await loadMessages('en');

function renderIndicator() {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LoadingIndicator />
    </NextIntlClientProvider>,
  );
}

describe('LoadingIndicator (spec §2: escalates every 12,040 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('walks through the four messages', () => {
    renderIndicator();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    act(() => vi.advanceTimersByTime(12_039));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('A bit more patience…');
    act(() => vi.advanceTimersByTime(12_040));
    expect(screen.getByRole('status').textContent).toMatch(/slow/);
    act(() => vi.advanceTimersByTime(12_040));
    expect(screen.getByRole('status').textContent).toMatch(/Something went wrong/);
  });

  it('says when there is no connection', () => {
    renderIndicator();
    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toMatch(/No internet connection/);
  });
});
