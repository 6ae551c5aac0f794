'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { CourseCover } from '@/components/catalog/course-cover';
import { CourseProgress } from '@/components/catalog/course-progress';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Link } from '@/components/ui/link';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { lockedPlan } from '@/lib/catalog/access-label';
import { coursePagePath, percent } from '@/lib/catalog/course-paths';
import { type ProgressStatus, progressStatus } from '@/lib/catalog/progress-status';
import { formatRelativeDate } from '@/lib/dates/format-date';
import { partLanguage, textLanguageOf } from '@/lib/i18n/language-of-parts';
import type { Locale } from '@/lib/i18n/locales';
import { type Enrollment, myCoursesQuery } from '@/lib/resources/enrollments';
import { useLessonTargets } from './use-lesson-targets';

const TIME_ZONE = 'Europe/Amsterdam';

/** /courses: the account's enrolments, most recently active first (the API's order). */
export function MyCourses({ accountId }: { accountId: string }) {
  const t = useTranslations('courses');
  const query = useQuery(myCoursesQuery(accountId));
  const enrollments = (query.data?.items ?? []).filter((enrollment) => enrollment.course);
  const continueHref = useLessonTargets(enrollments);

  if (!query.data) {
    if (query.isError) return <ErrorPanel error={query.error} onRetry={() => query.refetch()} />;
    return <LoadingIndicator />;
  }
  if (enrollments.length === 0) {
    return (
      <div className="my-courses-empty">
        <h2>{t('empty.title')}</h2>
        <p>{t('empty.text')}</p>
        <Link href="/catalog" className="button button-primary">
          {t('empty.action')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="my-courses-count">{t('count', { count: enrollments.length })}</p>
      <ul className="my-courses-list kit-list">
        {enrollments.map((enrollment) => (
          <li key={enrollment.id}>
            <MyCourse
              enrollment={enrollment}
              continueHref={continueHref(enrollment.course?.slug ?? '')}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function MyCourse({ enrollment, continueHref }: { enrollment: Enrollment; continueHref: string }) {
  const t = useTranslations('courses');
  const locale = useLocale() as Locale;
  const titleId = useId();
  const course = enrollment.course;
  if (!course) return null;
  const status = enrollmentStatus(enrollment);
  const completed = status === 'completed';
  const progress = completed ? 100 : percent(enrollment.progress);
  // An enrolment whose course the account may not learn in now says so (the API's one
  // rule) and leads to the course page, which names what unlocks it.
  const locked = enrollment.unlocked === false;

  return (
    <article className="my-course kit-surface" aria-labelledby={titleId} data-status={status}>
      <CourseCover
        coverUrl={course.coverUrl}
        className="my-course-cover"
        sizes="(min-width: 600px) 200px, 100vw"
      />
      <div className="my-course-body">
        <h2
          id={titleId}
          className="my-course-title"
          lang={partLanguage(textLanguageOf(course), locale)}
        >
          <Link href={coursePagePath(course.slug)} className="kit-title-link">
            {course.title}
          </Link>
        </h2>
        <CourseProgress
          value={progress}
          label={t('progressOf', { course: course.title })}
          text={t('percent', { value: progress })}
        />
        <dl className="my-course-facts">
          <div>
            <dt>{t('statusLabel')}</dt>
            <dd className={completed ? 'my-course-completed' : undefined}>
              {t(`status.${status === 'inProgress' ? 'active' : status}`)}
            </dd>
          </div>
          {enrollment.lastActivityAt ? (
            <div>
              <dt>{t('lastActivity')}</dt>
              <dd>
                <time dateTime={enrollment.lastActivityAt} suppressHydrationWarning>
                  {formatRelativeDate(enrollment.lastActivityAt, new Date(), locale, {
                    timeZone: TIME_ZONE,
                  })}
                </time>
              </dd>
            </div>
          ) : null}
        </dl>
        {locked && (
          <p className="course-card-locked">
            <span aria-hidden="true">🔒 </span>
            {t(`locked.${lockedPlan(enrollment.accessBasis)}`)}
          </p>
        )}
        <div className="my-course-actions">
          {locked ? (
            <Link href={coursePagePath(course.slug)} className="button">
              {t('viewCourse')}
            </Link>
          ) : (
            <Link href={continueHref} className={completed ? 'button' : 'button button-primary'}>
              {completed ? t('review') : t('continue')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/** Where the account stands in an enrolment's course (the one derivation, progress-status.ts). */
export function enrollmentStatus(enrollment: Enrollment) {
  const counted = enrollment.itemCount !== undefined;
  return progressStatus({
    enrolled: true,
    // Older answers without the counts: the percentage stands in for them.
    done: counted ? (enrollment.doneCount ?? 0) : enrollment.progress,
    total: counted ? (enrollment.itemCount ?? 0) : 100,
    completed: enrollment.status === 'completed',
  }) as Exclude<ProgressStatus, 'notEnrolled'>;
}
