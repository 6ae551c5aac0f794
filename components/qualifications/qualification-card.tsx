'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Link } from '@/components/ui/link';
import { coursePagePath } from '@/lib/catalog/course-paths';
import type { Qualification, QualificationCourse } from '@/lib/resources/qualifications';
import { neededCount } from '@/shared/qualifications/progress';

function courseStatus(course: QualificationCourse) {
  if (course.completed) return 'completed';
  return course.progress > 0 ? 'inProgress' : 'notStarted';
}

/**
 * One qualification of the student's report: its progress bar, labelled "Name — 1 of 2
 * courses", an achieved badge in words, and its courses with their progress and links.
 */
export function QualificationCard({ qualification }: { qualification: Qualification }) {
  const t = useTranslations('qualifications');
  const titleId = useId();
  const needed = neededCount(qualification.requiredCount, qualification.courseCount);
  const counts = {
    completed: Math.min(qualification.completedCount, needed),
    needed,
  };
  return (
    <article
      className="qualification kit-card"
      aria-labelledby={titleId}
      data-achieved={qualification.achieved}
    >
      <div className="qualification-head kit-bar">
        <h2 id={titleId}>{qualification.name}</h2>
        <span
          className={`qualification-badge${qualification.achieved ? ' qualification-badge-achieved' : ''}`}
        >
          {qualification.achieved && <span aria-hidden="true">✓ </span>}
          {qualification.achieved ? t('achieved') : t('notAchieved')}
        </span>
      </div>
      <p className="qualification-requirement">
        {qualification.requiredCount === null
          ? t('requirement.all', { count: qualification.courseCount })
          : t('requirement.some', { needed, count: qualification.courseCount })}
      </p>
      <div className="qualification-progress">
        <progress
          max={100}
          value={qualification.progress}
          aria-label={t('progressLabel', { name: qualification.name, ...counts })}
        />
        {/* The bar tells assistive technology the same. */}
        <span aria-hidden="true">
          {t('progressShort', counts)} · {t('percent', { value: qualification.progress })}
        </span>
      </div>
      <ul
        className="qualification-courses kit-list kit-stack"
        aria-label={t('courses', { name: qualification.name })}
      >
        {qualification.courses.map((course) => (
          <li key={course.id} data-completed={course.completed}>
            <Link href={coursePagePath(course.slug)}>{course.title}</Link>
            <div className="qualification-course-progress">
              <progress
                max={100}
                value={course.progress}
                aria-label={t('courseProgress', { course: course.title })}
              />
              <span aria-hidden="true">{t('percent', { value: course.progress })}</span>
            </div>
            <span className="qualification-course-status">
              {t(`courseStatus.${courseStatus(course)}`)}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
