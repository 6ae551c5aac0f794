import { getTranslations } from 'next-intl/server';
import { isLocked } from '@/lib/player/release';
import { type PlayerMode, playerItemHref } from '@/lib/player/student-view';
import type { CourseItem } from '@/lib/resources/courses';
import { PlayerLink } from './player-link';
import { LockIcon } from './release-reason';

/**
 * "Previous lesson" and "Next lesson", each named with the title it leads to, as the link shows
 * them ("Next lesson: Sorting and filtering"); a name without the title would leave out words
 * the link shows (WCAG 2.5.3 Label in name). At the first and last item the missing one is left
 * out, never a dead link.
 */
export async function LessonPager({
  slug,
  mode,
  previous,
  next,
}: {
  slug: string;
  mode: PlayerMode;
  previous: CourseItem | undefined;
  next: CourseItem | undefined;
}) {
  const t = await getTranslations('player.pager');
  if (!previous && !next) return null;
  const href = (item: CourseItem) => playerItemHref(mode, slug, item.slug);
  return (
    <nav className="player-pager" aria-label={t('label')}>
      {previous ? <PagerLink href={href(previous)} item={previous} rel="prev" /> : <span />}
      {next && <PagerLink href={href(next)} item={next} rel="next" />}
    </nav>
  );
}

/** One of the pager's links: the direction with its arrow on the outer side, then the title. */
async function PagerLink({
  href,
  item,
  rel,
}: {
  href: string;
  item: CourseItem;
  rel: 'prev' | 'next';
}) {
  const t = await getTranslations('player');
  const back = rel === 'prev';
  // A locked neighbour is not skipped: its page says why it is locked (release rules).
  const title = isLocked(item.release)
    ? t('release.lockedNamed', { title: item.title })
    : item.title;
  const arrow = <span aria-hidden="true">{back ? '← ' : ' →'}</span>;
  return (
    <PlayerLink
      href={href}
      className={back ? 'player-pager-link' : 'player-pager-link player-pager-next'}
      rel={rel}
      aria-label={t(back ? 'pager.previousNamed' : 'pager.nextNamed', { title })}
    >
      <span className="player-pager-direction">
        {back && arrow}
        {t(back ? 'pager.previous' : 'pager.next')}
        {!back && arrow}
      </span>
      {/* A space: without it the text reads "Previous lessonBar charts" (axe-core too). */}{' '}
      <span className="player-pager-title">
        {isLocked(item.release) && <LockIcon />}
        {title}
      </span>
    </PlayerLink>
  );
}
