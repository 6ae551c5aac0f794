'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { rateHref } from '@/lib/player/outline';
import { courseQuery } from '@/lib/resources/courses';

/**
 * Once the enrolment is completed: says so and invites a rating (/rate). A polite live region
 * that is always there, so finishing the last lesson is announced without moving focus.
 */
export function CourseCompletion({ slug }: { slug: string }) {
  const t = useTranslations('player.completed');
  const { data: course } = useQuery(courseQuery(slug));
  const completed = course?.enrollment?.status === 'completed';
  return (
    <div role="status" className="player-completion-region">
      {completed && (
        <p className="player-completion">
          <span>{t('message', { course: course.title })}</span>{' '}
          <Link href={rateHref(slug)}>{t('rate')}</Link>
        </p>
      )}
    </div>
  );
}
