'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { CourseProgress } from '@/components/catalog/course-progress';
import { Link } from '@/components/ui/link';
import { coursePagePath } from '@/lib/catalog/course-paths';
import { useDateTime } from '@/lib/dates/use-date-time';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import type { CourseGrades } from '@/lib/resources/overview';
import { CourseCertificates } from './course-certificates';
import { GradesTable } from './grades-table';

/** Where the learner stands in a course: completed, started (anything done) or not yet. */
function standing(course: CourseGrades): 'completed' | 'active' | 'notStarted' {
  if (course.status === 'completed') return 'completed';
  return course.progress > 0 || course.lastActivityAt ? 'active' : 'notStarted';
}

/** One enrolled course: its progress, its grades table and the certificates it leads to. */
export function CourseGradesCard({ course }: { course: CourseGrades }) {
  const t = useTranslations('learnerOverview.courses');
  const locale = useLocale();
  const dateTime = useDateTime();
  const titleId = useId();
  const status = standing(course);
  return (
    <article className="overview-course kit-surface" aria-labelledby={titleId}>
      <h3
        id={titleId}
        className="overview-course-title"
        lang={partLanguage(course.textLanguage, locale)}
      >
        <Link href={coursePagePath(course.courseSlug)} className="kit-title-link">
          {course.courseTitle}
        </Link>
      </h3>
      <CourseProgress
        className="overview-progress"
        value={course.progress}
        label={t('progressOf', { course: course.courseTitle })}
        text={t('percent', { value: course.progress })}
      />
      <dl className="kit-facts overview-course-facts">
        <div>
          <dt>{t('statusLabel')}</dt>
          <dd data-status={status}>{t(`status.${status}`)}</dd>
        </div>
        {course.completedAt ? (
          <div>
            <dt>{t('completedOn')}</dt>
            <dd>
              <time dateTime={course.completedAt}>{dateTime(course.completedAt)}</time>
            </dd>
          </div>
        ) : course.lastActivityAt ? (
          <div>
            <dt>{t('lastActivity')}</dt>
            <dd>
              <time dateTime={course.lastActivityAt}>{dateTime(course.lastActivityAt)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <GradesTable course={course} />
      <CourseCertificates certificates={course.certificates} />
    </article>
  );
}
