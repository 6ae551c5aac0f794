'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Link } from '@/components/ui/link';
import { includedBasis, lockedPlan } from '@/lib/catalog/access-label';
import { coursePagePath, percent } from '@/lib/catalog/course-paths';
import { progressStatus } from '@/lib/catalog/progress-status';
import { partLanguage, textLanguageOf } from '@/lib/i18n/language-of-parts';
import type { CatalogCourse } from '@/lib/resources/catalog';
import { COVER_SIZES } from '@/shared/files/cover-images';
import { CourseCover } from './course-cover';
import { LabelChips } from './label-chips';
import { useDurationText } from './use-duration-text';

export type HeadingLevel = 2 | 3 | 4;

interface CourseCardProps {
  course: CatalogCourse;
  /** The card title's heading level under the list's headings. */
  level: HeadingLevel;
  /** Where "Continue" / "Review" leads for an enrolled course. */
  continueHref: string;
}

/**
 * A catalog card (SCREENS "Learning"): cover, title linking to the course page, summary,
 * labels, duration, rating once shown, and where the course stands for the viewer.
 */
export function CourseCard({ course, level, continueHref }: CourseCardProps) {
  const t = useTranslations('catalog.card');
  const format = useFormatter();
  const duration = useDurationText();
  const titleId = useId();
  // The course's own language (seeded courses are English on a Dutch portal): WCAG 3.1.2.
  const lang = partLanguage(textLanguageOf(course), useLocale());
  const Heading = `h${level}` as const;

  const average =
    course.ratingAverage === null
      ? null
      : format.number(course.ratingAverage, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <article className="course-card kit-surface" aria-labelledby={titleId}>
      <CourseCover coverUrl={course.coverUrl} className="course-card-cover" sizes={COVER_SIZES} />
      <div className="course-card-body">
        <Heading id={titleId} className="course-card-title" lang={lang}>
          <Link href={coursePagePath(course.slug)} className="kit-title-link">
            {course.title}
          </Link>
        </Heading>
        {course.summary ? (
          <p className="course-card-summary" lang={lang}>
            {course.summary}
          </p>
        ) : null}
        <LabelChips labels={course.labels ?? []} name={t('labels')} />
        <dl className="course-card-facts">
          <div>
            <dt className="visually-hidden">{t('duration')}</dt>
            <dd>
              <span aria-hidden="true" className="course-card-icon">
                ◷
              </span>{' '}
              {duration(course.durationMinutes)}
            </dd>
          </div>
          {average !== null && (
            <div>
              <dt className="visually-hidden">{t('ratingTerm')}</dt>
              <dd>
                <span aria-hidden="true">
                  {t('rating', { average, count: course.ratingCount })}
                </span>
                <span className="visually-hidden">
                  {t('ratingLabel', { average, count: course.ratingCount })}
                </span>
              </dd>
            </div>
          )}
        </dl>
        <CourseAccess course={course} continueHref={continueHref} />
      </div>
    </article>
  );
}

function CourseAccess({ course, continueHref }: { course: CatalogCourse; continueHref: string }) {
  const t = useTranslations('catalog.card');
  const locale = useLocale();
  // An enrolment in a course the viewer may not learn in now (the API's one rule) is locked.
  if (course.access === 'enrolled' && course.unlocked !== false) {
    // The one derivation of where the learner stands (the card knows the percentage only).
    const completed =
      progressStatus({
        enrolled: true,
        done: course.enrollmentProgress ?? 0,
        total: 100,
        completed: course.enrollmentStatus === 'completed',
      }) === 'completed';
    const value = completed ? 100 : percent(course.enrollmentProgress);
    return (
      <div className="course-card-access course-card-enrolled kit-bar">
        <div className="course-progress">
          <progress
            max={100}
            value={value}
            aria-label={t('progressOf', { course: course.title })}
          />
          {completed ? (
            <span className="course-status">{t('completed')}</span>
          ) : (
            // The bar tells assistive technology the same number.
            <span aria-hidden="true">{t('percent', { value })}</span>
          )}
        </div>
        <Link href={continueHref} className={completed ? 'button' : 'button button-primary'}>
          {completed ? t('review') : t('continue')}
        </Link>
      </div>
    );
  }
  if (course.access === 'included') {
    // The label follows what the access stands on (subscription, flat fee, plan…).
    return (
      <p className="course-card-access course-card-included">
        {t(`included.${includedBasis(course.accessBasis)}`)}
      </p>
    );
  }
  if (course.access === 'locked' || course.access === 'enrolled') {
    const product = course.unlockedBy?.[0];
    return (
      <p className="course-card-access course-card-locked">
        <span aria-hidden="true">🔒 </span>
        {product
          ? t.rich('unlockedBy', {
              product: product.name,
              names: (chunks) => (
                <span lang={partLanguage(product.language, locale)}>{chunks}</span>
              ),
            })
          : t(`locked.${lockedPlan(course.accessBasis)}`)}
      </p>
    );
  }
  return null;
}
