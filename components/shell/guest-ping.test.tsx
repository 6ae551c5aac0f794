import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PING_QUERY_TIMING } from '@/lib/ui-state/ping';
import { GuestPing } from './guest-ping';

const fetchMock = vi.fn<typeof fetch>();
const reload = vi.fn();
const answer = (body: unknown) =>
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));

describe('GuestPing (spec §4 ping on guest pages)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    reload.mockReset();
  });

  it('waits on a fresh page, asks on focus once the answer is 10 min old, and every 30 min', async () => {
    answer({ meta: { authenticated: false } });
    render(<GuestPing />);
    window.dispatchEvent(new Event('focus'));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(PING_QUERY_TIMING.staleTimeMs));
    window.dispatchEvent(new Event('focus'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/ping');
    await act(async () => vi.advanceTimersByTime(PING_QUERY_TIMING.refetchIntervalMs));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when the answer carries a redirect (a deploy)', async () => {
    answer({ meta: { authenticated: false }, redirect: '/' });
    render(<GuestPing />);
    await act(async () => vi.advanceTimersByTime(PING_QUERY_TIMING.refetchIntervalMs));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});
