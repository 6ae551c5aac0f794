'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { coursePercent } from '@/lib/player/outline';
import { usePlayerCourse } from './player-mode';

/** "60 % done": the enrolled student's course progress (done items ÷ items), as a progressbar. */
export function CourseProgress({ slug }: { slug: string }) {
  const t = useTranslations('player.progress');
  const labelId = useId();
  const course = usePlayerCourse(slug);
  if (!course?.enrollment) return null;
  const percent = coursePercent(course);
  const text = t('value', { percent });
  return (
    <div className="player-progress">
      <div className="player-progress-text">
        <span id={labelId}>{t('label')}</span>
        <span className="player-progress-value">{text}</span>
      </div>
      <div
        className="player-progress-bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="player-progress-count kit-meta">
        {t('items', { done: course.doneCount, total: course.itemCount })}
      </p>
    </div>
  );
}
