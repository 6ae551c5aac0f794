import { getTranslations } from 'next-intl/server';
import { itemHref } from '@/lib/player/outline';
import type { CourseItem } from '@/lib/resources/courses';
import { PlayerLink } from './player-link';

/**
 * "Previous lesson" and "Next lesson", each named with the title it leads to, as the link shows
 * them ("Next lesson: Sorting and filtering"); a name without the title would leave out words
 * the link shows (WCAG 2.5.3 Label in name). At the first and last item the missing one is left
 * out, never a dead link.
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
          aria-label={t('previousNamed', { title: previous.title })}
        >
          <span className="player-pager-direction">
            <span aria-hidden="true">← </span>
            {t('previous')}
          </span>
          {/* A space: without it the text reads "Previous lessonBar charts" (axe-core too). */}{' '}
          <span className="player-pager-title">{previous.title}</span>
        </PlayerLink>
      ) : (
        <span />
      )}
      {next && (
        <PlayerLink
          href={itemHref(slug, next.slug)}
          className="player-pager-link player-pager-next"
          rel="next"
          aria-label={t('nextNamed', { title: next.title })}
        >
          <span className="player-pager-direction">
            {t('next')}
            <span aria-hidden="true"> →</span>
          </span>{' '}
          <span className="player-pager-title">{next.title}</span>
        </PlayerLink>
      )}
    </nav>
  );
}
