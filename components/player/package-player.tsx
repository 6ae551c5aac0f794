'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api/client';
import { courseKeys } from '@/lib/resources/courses';

type Launch = { state: 'loading' } | { state: 'ready'; src: string } | { state: 'failed' };

/**
 * A SCORM package in the player (issue 37): the learner's attempt is launched (resumed where they
 * left it), and the launcher on the content origin is framed here. The package never runs on
 * the app's origin; the launcher tells this page, by postMessage from the content origin only,
 * when it committed, and the outline's ticks follow.
 */
export function PackagePlayer({
  courseSlug,
  itemSlug,
  title,
  contentOrigin,
}: {
  courseSlug: string;
  itemSlug: string;
  title: string;
  contentOrigin: string;
}) {
  const t = useTranslations('player.package');
  const queryClient = useQueryClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const [launch, setLaunch] = useState<Launch>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLaunch({ state: 'loading' });
    apiFetch(
      `/v1/courses/${encodeURIComponent(courseSlug)}/items/${encodeURIComponent(itemSlug)}/package_launch`,
      { method: 'POST', signal: controller.signal },
    )
      .then((document) => {
        const path = String(
          (document.meta as { launch_path?: string } | undefined)?.launch_path ?? '',
        );
        if (!path.startsWith('/package-content/')) throw new Error('No launch path');
        setLaunch({ state: 'ready', src: `${contentOrigin}${path}` });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLaunch({ state: 'failed' });
      });
    return () => controller.abort();
  }, [courseSlug, itemSlug, contentOrigin]);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== contentOrigin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { source?: unknown } | null;
      if (data?.source !== 'academy-package') return;
      void queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseSlug) });
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [contentOrigin, courseSlug, queryClient]);

  if (launch.state === 'failed') {
    return (
      <p className="player-package-status" role="alert">
        {t('failed')}
      </p>
    );
  }
  if (launch.state === 'loading') {
    return (
      <p className="player-package-status" aria-live="polite">
        {t('loading')}
      </p>
    );
  }
  return (
    <iframe
      ref={frame}
      className="player-package-frame"
      title={title}
      src={launch.src}
      allow="fullscreen; autoplay"
    />
  );
}
