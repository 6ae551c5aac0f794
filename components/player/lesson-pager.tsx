import { getTranslations } from 'next-intl/server';
import { itemHref } from '@/lib/player/outline';
import type { CourseItem } from '@/lib/resources/courses';
import { PlayerLink } from './player-link';

/**
 * "Previous lesson" and "Next lesson": exactly those names (aria-label), the title they lead to
 * as their description. At the first and last item the missing one is left out, never a dead link.
 */
export async function LessonPager({
  slug,
  previous,
  next,
}: {
  slug: string;
  previous: CourseItem | undefined;
  next: CourseItem | undefined;
}) {
  const t = await getTranslations('player.pager');
  if (!previous && !next) return null;
  return (
    <nav className="player-pager" aria-label={t('label')}>
      {previous ? (
        <PlayerLink
          href={itemHref(slug, previous.slug)}
          className="player-pager-link"
          rel="prev"
          aria-label={t('previous')}
          aria-describedby="player-previous-title"
        >
          <span className="player-pager-direction">
            <span aria-hidden="true">← </span>
            {t('previous')}
          </span>
          <span id="player-previous-title" className="player-pager-title">
            {previous.title}
          </span>
        </PlayerLink>
      ) : (
        <span />
      )}
      {next && (
        <PlayerLink
          href={itemHref(slug, next.slug)}
          className="player-pager-link player-pager-next"
          rel="next"
          aria-label={t('next')}
          aria-describedby="player-next-title"
        >
          <span className="player-pager-direction">
            {t('next')}
            <span aria-hidden="true"> →</span>
          </span>
          <span id="player-next-title" className="player-pager-title">
            {next.title}
          </span>
        </PlayerLink>
      )}
    </nav>
  );
}
