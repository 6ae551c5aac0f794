'use client';

import { useEffect } from 'react';
import { apiFetch } from '@/lib/api/client';
import { PING_QUERY_TIMING, pingRequiresReload } from '@/lib/ui-state/ping';

/**
 * Spec §4 ping for guest pages, without TanStack Query: every 30 min, and on focus
 * once the last answer is 10 min old; an answer with a redirect reloads the page (a deploy).
 * The page itself just came from the server, so the first ping waits.
 */
export function GuestPing() {
  useEffect(() => {
    let last = Date.now();
    const ping = async () => {
      last = Date.now();
      try {
        if (pingRequiresReload(await apiFetch('/ping'))) window.location.reload();
      } catch {
        // Offline or the API is down: the next ping asks again.
      }
    };
    const onFocus = () => {
      if (Date.now() - last >= PING_QUERY_TIMING.staleTimeMs) void ping();
    };
    const timer = setInterval(() => void ping(), PING_QUERY_TIMING.refetchIntervalMs);
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
  return null;
}
