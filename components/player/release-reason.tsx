'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { LockedRelease } from '@/lib/player/release';
import { PlayerLink } from './player-link';
import { useItemHref } from './player-mode';

/**
 * Why an item is locked, in words, in the viewer's language: when it opens ("Opens on 14
 * December 2026", "Opens 3 days after you enrolled — on …") and what it waits for ("Opens when
 * you pass ‘Quiz 1’"); both when both apply. The text is the reason; the lock icon only
 * repeats it.
 */
export function useReleaseReason() {
  const t = useTranslations('player.release');
  const format = useFormatter();
  return (release: LockedRelease): string => {
    const parts: string[] = [];
    const requires = release.requires;
    if (release.state === 'scheduled') {
      const date = format.dateTime(new Date(release.opensAt), { dateStyle: 'long' });
      parts.push(
        release.afterDays !== null
          ? t('afterDays', { count: release.afterDays, date })
          : t('onDate', { date }),
      );
      if (requires) {
        parts.push(
          t(requires.condition === 'passed' ? 'alsoPassed' : 'alsoCompleted', {
            title: requires.title,
          }),
        );
      }
    } else if (requires) {
      parts.push(
        t(requires.condition === 'passed' ? 'whenPassed' : 'whenCompleted', {
          title: requires.title,
        }),
      );
    }
    return parts.join(' ');
  };
}

/** The lock, drawn (hidden from assistive technology: the reason beside it says it). */
export function LockIcon() {
  return (
    <svg
      className="player-lock-icon"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      width="14"
      height="14"
    >
      <path
        fill="currentColor"
        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 3.5a2 2 0 1 1 4 0V7H6V4.5Z"
      />
    </svg>
  );
}

/** The reason as a line of text with its lock. */
export function ReleaseReason({
  release,
  className,
}: {
  release: LockedRelease;
  className?: string;
}) {
  const reason = useReleaseReason();
  return (
    <span className={className ?? 'player-release-reason'}>
      <LockIcon /> {reason(release)}
    </span>
  );
}

/**
 * A locked item's page (its address opened, or the pager followed): no content, the reason, and
 * a link to the item it waits for.
 */
export function LockedItem({ slug, release }: { slug: string; release: LockedRelease }) {
  const t = useTranslations('player.release');
  const hrefOf = useItemHref(slug);
  return (
    <div className="player-locked">
      <p>
        <strong>{t('heading')}</strong>
      </p>
      <p>
        <ReleaseReason release={release} />
      </p>
      {release.requires && (
        <PlayerLink href={hrefOf(release.requires.slug)} className="button">
          {t('goTo', { title: release.requires.title })}
        </PlayerLink>
      )}
    </div>
  );
}
