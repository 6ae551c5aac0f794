'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { setPreviewDone } from '@/lib/player/preview-progress';
import { courseKeys } from '@/lib/resources/courses';
import { packageKeys, packageResultQuery } from '@/lib/resources/packages';
import { attemptResult } from '@/shared/packages/attempt-result';
import { usePreviewCourseId } from './player-mode';

type Sco = { identifier: string; title: string; done: boolean };

type Launch =
  | { state: 'loading' }
  | { state: 'ready'; src: string; scos: Sco[]; sequenced: boolean; kind: string }
  | { state: 'failed' }
  /** Student view refuses a cmi5 package (its launch is a record of its own). */
  | { state: 'not-in-preview' };

/** Where a launch is asked for: the learner's attempt, or student view's (kept nowhere). */
const launchPathOf = (courseSlug: string, itemSlug: string, previewId: string | null) =>
  previewId
    ? `/v1/courses/${encodeURIComponent(previewId)}/preview/items/${encodeURIComponent(itemSlug)}/package_launch`
    : `/v1/courses/${encodeURIComponent(courseSlug)}/items/${encodeURIComponent(itemSlug)}/package_launch`;

/** Every part done: the item is, in student view as the API rolls it up for a learner. */
const allDone = (done: Iterable<boolean>) => {
  const values = [...done];
  return values.length > 0 && values.every(Boolean);
};

type LaunchMeta = { launch_path?: string; scos?: Sco[]; sequenced?: boolean; kind?: string };

/**
 * What a sequenced package's launcher says after each change (sequenced-launcher.ts): the part
 * delivered, which parts a choice reaches, which are done, whether Continue and Previous are
 * valid, the controls the part hides (adlnav:hideLMSUI), and whether the session ended.
 */
type Navigation = {
  current: string | null;
  choice: Record<string, boolean>;
  done: Record<string, boolean>;
  continue: boolean;
  previous: boolean;
  hidden: string[];
  ended: string | null;
};

const record = (value: unknown): Record<string, boolean> =>
  value !== null && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, entry === true]))
    : {};

/** The launcher's navigation message, read defensively (it comes from the package's origin). */
function navigationOf(facts: Record<string, unknown>): Navigation {
  return {
    current: typeof facts.current === 'string' ? facts.current : null,
    choice: record(facts.choice),
    done: record(facts.done),
    continue: facts.continue === true,
    previous: facts.previous === true,
    hidden: Array.isArray(facts.hidden) ? facts.hidden.filter((h) => typeof h === 'string') : [],
    ended: typeof facts.ended === 'string' ? facts.ended : null,
  };
}

/**
 * A SCORM package in the player (issue 37): the learner's attempt is launched (resumed where they
 * left it), and the launcher on the content origin is framed here, one part (SCO) at a time; a
 * package of several parts lists them (done ones ticked), opening the first one not done. The
 * package never runs on the app's origin; the launcher tells this page, by postMessage from the
 * content origin only, when it committed, and the outline's ticks follow.
 *
 * A SCORM 2004 package with sequencing plays in one launcher, whose sequencing decides what is
 * delivered: the list and the Continue and Previous buttons here ask it to navigate (by
 * postMessage to the content origin only), and show what it says is available.
 *
 * In student view the launch is student view's (academy-api/packages/preview.routes.ts): the
 * package plays the same, nothing is kept, and the item is ticked in the tab once every part
 * says it is done.
 */
export function PackagePlayer({
  courseSlug,
  itemId,
  itemSlug,
  title,
  contentOrigin,
}: {
  courseSlug: string;
  itemId: string;
  itemSlug: string;
  title: string;
  contentOrigin: string;
}) {
  const t = useTranslations('player.package');
  const queryClient = useQueryClient();
  const previewId = usePreviewCourseId();
  const frame = useRef<HTMLIFrameElement>(null);
  const [launch, setLaunch] = useState<Launch>({ state: 'loading' });
  const [current, setCurrent] = useState<string | null>(null);
  const [navigation, setNavigation] = useState<Navigation | null>(null);
  // cmi5 §10.2.2 Browse: the learner looks at an AU with nothing recorded.
  const [browsing, setBrowsing] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setLaunch({ state: 'loading' });
    apiFetch(launchPathOf(courseSlug, itemSlug, previewId), {
      method: 'POST',
      signal: controller.signal,
    })
      .then((document) => {
        const meta = (document.meta ?? {}) as LaunchMeta;
        const path = String(meta.launch_path ?? '');
        const scos = meta.scos ?? [];
        if (!path.startsWith('/package-content/') || scos.length === 0) {
          throw new Error('No launch path');
        }
        setNavigation(null);
        setLaunch({
          state: 'ready',
          src: `${contentOrigin}${path}`,
          scos,
          sequenced: meta.sequenced === true,
          kind: String(meta.kind ?? ''),
        });
        // Where the learner goes on: the first part not done yet.
        setCurrent((scos.find((sco) => !sco.done) ?? scos[0])?.identifier ?? null);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const refused = error instanceof ApiError && error.code === 'CMI5_NOT_IN_PREVIEW';
        setLaunch({ state: refused ? 'not-in-preview' : 'failed' });
      });
    return () => controller.abort();
  }, [courseSlug, itemSlug, contentOrigin, previewId]);

  // Student view: every part done ticks the item in the tab, as the API would for a learner.
  const partsDone =
    launch.state === 'ready'
      ? allDone(
          launch.sequenced && navigation
            ? launch.scos.map((sco) => navigation.done[sco.identifier] === true)
            : launch.scos.map((sco) => sco.done),
        )
      : false;
  useEffect(() => {
    if (previewId && partsDone) setPreviewDone(previewId, itemId, true);
  }, [previewId, partsDone, itemId]);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== contentOrigin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as {
        source?: unknown;
        event?: unknown;
        sco?: unknown;
        facts?: ({ scoDone?: unknown } & Record<string, unknown>) | null;
      } | null;
      if (data?.source !== 'academy-package') return;
      if (data.event === 'navigation') {
        if (data.facts) setNavigation(navigationOf(data.facts));
        return;
      }
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
      if (previewId) return;
      void queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseSlug) });
      void queryClient.invalidateQueries({ queryKey: packageKeys.result(courseSlug, itemSlug) });
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [contentOrigin, courseSlug, itemSlug, queryClient, previewId]);

  if (launch.state === 'not-in-preview') {
    return <p className="player-preview">{t('cmi5NotInPreview')}</p>;
  }
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
  // Student view keeps no result to show.
  const result = previewId ? null : (
    <PackageResultLine courseSlug={courseSlug} itemSlug={itemSlug} />
  );
  if (launch.sequenced) {
    return (
      <>
        {result}
        <SequencedPackage
          src={launch.src}
          scos={launch.scos}
          title={title}
          navigation={navigation}
          frame={frame}
          contentOrigin={contentOrigin}
        />
      </>
    );
  }
  const shown = launch.scos.find((sco) => sco.identifier === current) ?? launch.scos[0];
  return (
    <div className="player-package">
      {result}
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
      {launch.kind === 'cmi5' && (
        <label className="player-package-browse">
          <input
            type="checkbox"
            checked={browsing}
            onChange={(event) => setBrowsing(event.target.checked)}
          />{' '}
          {t('browse')}
        </label>
      )}
      {shown && (
        <iframe
          // A part of its own: leaving one (its launcher's pagehide) commits it; browsing it is a
          // launch of its own too.
          key={`${shown.identifier}:${browsing}`}
          ref={frame}
          className="player-package-frame"
          title={launch.scos.length > 1 ? `${title}: ${shown.title}` : title}
          src={`${launch.src}?sco=${encodeURIComponent(shown.identifier)}${browsing ? '&mode=Browse' : ''}`}
          allow="fullscreen; autoplay"
        />
      )}
    </div>
  );
}

/**
 * A sequenced package: one launcher, and around it what its sequencing allows. A part a choice
 * cannot reach yet stays in the list, announced as not available, and does nothing.
 */
function SequencedPackage({
  src,
  scos,
  title,
  navigation,
  frame,
  contentOrigin,
}: {
  src: string;
  scos: Sco[];
  title: string;
  navigation: Navigation | null;
  frame: RefObject<HTMLIFrameElement | null>;
  contentOrigin: string;
}) {
  const t = useTranslations('player.package');
  const navigate = (request: 'continue' | 'previous' | 'choice', target?: string) => {
    frame.current?.contentWindow?.postMessage(
      { source: 'academy-player', command: 'navigate', request, target: target ?? null },
      contentOrigin,
    );
  };
  const shown = scos.find((sco) => sco.identifier === navigation?.current);
  const hidden = new Set(navigation?.hidden ?? []);
  return (
    <div className="player-package">
      <nav className="player-package-toc" aria-label={t('contents')}>
        <ol>
          {scos.map((sco) => {
            const available = navigation?.choice[sco.identifier] === true;
            const done = navigation ? navigation.done[sco.identifier] === true : sco.done;
            return (
              <li key={sco.identifier}>
                <button
                  type="button"
                  className="button button-ghost"
                  aria-current={sco.identifier === navigation?.current ? 'step' : undefined}
                  aria-disabled={available ? undefined : true}
                  onClick={() => {
                    if (available && sco.identifier !== navigation?.current) {
                      navigate('choice', sco.identifier);
                    }
                  }}
                >
                  <span aria-hidden="true" className="player-package-tick">
                    {done ? '✓' : available ? '' : <LockMark />}
                  </span>
                  {sco.title}
                  {done && <span className="visually-hidden"> ({t('done')})</span>}
                  {!available && <span className="visually-hidden"> ({t('locked')})</span>}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      {navigation && navigation.current === null && (
        <p className="player-package-status" role="status">
          {navigation.ended ? t('ended') : t('chooseStart')}
        </p>
      )}
      <iframe
        ref={frame}
        className="player-package-frame"
        hidden={navigation?.current === null}
        title={shown ? `${title}: ${shown.title}` : title}
        src={src}
        allow="fullscreen; autoplay"
      />
      <nav className="player-package-flow" aria-label={t('navigation')}>
        {!hidden.has('previous') && (
          <button
            type="button"
            className="button"
            disabled={!navigation?.previous}
            onClick={() => navigate('previous')}
          >
            {t('previous')}
          </button>
        )}
        {!hidden.has('continue') && (
          <button
            type="button"
            className="button button-primary"
            disabled={!navigation?.continue}
            onClick={() => navigate('continue')}
          >
            {t('continue')}
          </button>
        )}
      </nav>
    </div>
  );
}

/** A padlock drawn in the text's colour, for a part not available yet (its name says so). */
function LockMark() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" focusable="false" aria-hidden="true">
      <path
        fill="currentColor"
        d="M5 7V5a3 3 0 0 1 6 0v2h1a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z"
      />
    </svg>
  );
}

/**
 * The learner's result so far (issue 37: "the score shows in the learner's results"): as the
 * reports say it, with the score and the questions answered right; nothing before a first commit.
 */
function PackageResultLine({ courseSlug, itemSlug }: { courseSlug: string; itemSlug: string }) {
  const t = useTranslations('player.package');
  const { data } = useQuery(packageResultQuery(courseSlug, itemSlug));
  if (!data || (data.completionStatus === null && data.successStatus === null)) return null;
  const parts = [t(`result.${attemptResult(data)}`)];
  if (data.scoreScaled !== null) {
    parts.push(t('resultScore', { percent: Math.round(data.scoreScaled * 100) }));
  }
  if (data.interactionsAnswered > 0) {
    parts.push(
      t('resultAnswers', {
        correct: data.interactionsCorrect,
        answered: data.interactionsAnswered,
      }),
    );
  }
  return (
    <p className="player-package-result" aria-live="polite">
      {t('resultLabel')} <strong>{parts.join(' · ')}</strong>
    </p>
  );
}
