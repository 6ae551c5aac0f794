'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { rateHref } from '@/lib/player/outline';
import { usePlayerCourse, usePreviewCourseId } from './player-mode';

/**
 * Once the enrolment is completed: says so and invites a rating (/rate). A polite live region
 * that is always there, so finishing the last lesson is announced without moving focus. In
 * student view nothing is issued or rated: it says so instead.
 */
export function CourseCompletion({ slug }: { slug: string }) {
  const t = useTranslations('player.completed');
  const course = usePlayerCourse(slug);
  const preview = usePreviewCourseId() !== null;
  const completed = course?.enrollment?.status === 'completed';
  return (
    <div role="status" className="player-completion-region">
      {completed && (
        <p className="player-completion">
          <span>{t('message', { course: course.title })}</span>{' '}
          {preview ? <span>{t('preview')}</span> : <Link href={rateHref(slug)}>{t('rate')}</Link>}
        </p>
      )}
    </div>
  );
}
