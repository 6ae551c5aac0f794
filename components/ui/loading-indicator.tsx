'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadingMessageKey, msUntilNextLoadingMessage } from '@/lib/ui-state/loading-message';

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/**
 * Spec §2 loading indicator: the message escalates every 12,040 ms (loading → a bit more
 * patience → slow internet or something is wrong → something went wrong); offline says so.
 */
export function LoadingIndicator({ fullScreen = false }: { fullScreen?: boolean }) {
  const t = useTranslations();
  const [startedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

  useEffect(() => {
    const wait = msUntilNextLoadingMessage(elapsed);
    if (wait === null) return;
    const timer = setTimeout(() => setElapsed(Date.now() - startedAt), wait);
    return () => clearTimeout(timer);
  }, [elapsed, startedAt]);

  return (
    <div className={fullScreen ? 'loader loader-full' : 'loader'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t(loadingMessageKey(elapsed, online))}</span>
    </div>
  );
}
