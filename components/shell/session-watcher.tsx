'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { showToast } from '@/components/ui/show-toast';
import { pingQuery } from '@/lib/resources/me';
import { pingRequiresReload } from '@/lib/ui-state/ping';
import { INITIAL_SESSION_TRACKING, sessionTransition } from '@/lib/ui-state/session-loss';
import type { Environment } from '@/shared/access/environment';
import { useMe } from './use-me';

/**
 * Spec §4: pings the server (stale 10 min, every 30 min and on focus); a `redirect` in the answer
 * reloads the page; a session that ended without a deliberate sign-out warns with
 * logout.timeout and re-renders the page, whose server guard then asks to sign in again.
 */
export function SessionWatcher({ environment }: { environment: Environment }) {
  const t = useTranslations();
  const router = useRouter();
  const loggedOut = useSearchParams().get('loggedOut') === 'true';
  const { authenticated } = useMe();
  const { data: ping } = useQuery(pingQuery());
  const tracking = useRef(INITIAL_SESSION_TRACKING);

  useEffect(() => {
    if (ping && pingRequiresReload(ping)) window.location.reload();
  }, [ping]);

  useEffect(() => {
    const signedIn = ping ? ping.authenticated && authenticated : authenticated;
    const { state, warning } = sessionTransition(tracking.current, {
      signedIn,
      loggedOut,
      environment,
    });
    tracking.current = state;
    if (warning) {
      showToast({ message: t(warning), scheme: 'warning' });
      router.refresh();
    }
  }, [ping, authenticated, loggedOut, environment, router, t]);

  return null;
}
