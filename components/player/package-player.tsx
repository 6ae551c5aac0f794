'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api/client';
import { courseKeys } from '@/lib/resources/courses';

type Sco = { identifier: string; title: string; done: boolean };

type Launch =
  | { state: 'loading' }
  | { state: 'ready'; src: string; scos: Sco[] }
  | { state: 'failed' };

type LaunchMeta = { launch_path?: string; scos?: Sco[] };

/**
 * A SCORM package in the player (issue 37): the learner's attempt is launched (resumed where they
 * left it), and the launcher on the content origin is framed here, one part (SCO) at a time; a
 * package of several parts lists them (done ones ticked), opening the first one not done. The package never runs on
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
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLaunch({ state: 'loading' });
    apiFetch(
      `/v1/courses/${encodeURIComponent(courseSlug)}/items/${encodeURIComponent(itemSlug)}/package_launch`,
      { method: 'POST', signal: controller.signal },
    )
      .then((document) => {
        const meta = (document.meta ?? {}) as LaunchMeta;
        const path = String(meta.launch_path ?? '');
        const scos = meta.scos ?? [];
        if (!path.startsWith('/package-content/') || scos.length === 0) {
          throw new Error('No launch path');
        }
        setLaunch({ state: 'ready', src: `${contentOrigin}${path}`, scos });
        // Where the learner goes on: the first part not done yet.
        setCurrent((scos.find((sco) => !sco.done) ?? scos[0])?.identifier ?? null);
      })
      .catch(() => {
        if (!controller.signal.aborted) setLaunch({ state: 'failed' });
      });
    return () => controller.abort();
  }, [courseSlug, itemSlug, contentOrigin]);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== contentOrigin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as {
        source?: unknown;
        sco?: unknown;
        facts?: { scoDone?: unknown } | null;
      } | null;
      if (data?.source !== 'academy-package') return;
      if (data.facts?.scoDone === true) {
        setLaunch((shown) =>
          shown.state === 'ready'
            ? {
                ...shown,
                scos: shown.scos.map((sco) =>
                  sco.identifier === data.sco ? { ...sco, done: true } : sco,
                ),
              }
            : shown,
        );
      }
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
  const shown = launch.scos.find((sco) => sco.identifier === current) ?? launch.scos[0];
  return (
    <div className="player-package">
      {launch.scos.length > 1 && (
        <nav className="player-package-toc" aria-label={t('contents')}>
          <ol>
            {launch.scos.map((sco) => (
              <li key={sco.identifier}>
                <button
                  type="button"
                  className="button button-ghost"
                  aria-current={sco.identifier === shown?.identifier ? 'step' : undefined}
                  onClick={() => setCurrent(sco.identifier)}
                >
                  <span aria-hidden="true" className="player-package-tick">
                    {sco.done ? '✓' : ''}
                  </span>
                  {sco.title}
                  {sco.done && <span className="visually-hidden"> ({t('done')})</span>}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {shown && (
        <iframe
          // A part of its own: leaving one (its launcher's pagehide) commits it.
          key={shown.identifier}
          ref={frame}
          className="player-package-frame"
          title={launch.scos.length > 1 ? `${title}: ${shown.title}` : title}
          src={`${launch.src}?sco=${encodeURIComponent(shown.identifier)}`}
          allow="fullscreen; autoplay"
        />
      )}
    </div>
  );
}
