import { useLocale, useTranslations } from 'next-intl';
import { useDurationText } from '@/components/catalog/use-duration-text';
import { partLanguage, textLanguageOf } from '@/lib/i18n/language-of-parts';
import type { CatalogCourse } from '@/lib/resources/catalog';
import { isoDuration } from '@/lib/seo/duration';
import { coursePath } from '@/lib/seo/site-origin';
import { COVER_SIZES, coverImage } from '@/shared/files/cover-images';
import { coverSource, groupByCategory } from './course-groups';

export interface LandingCoursesProps {
  courses: CatalogCourse[];
  /** How many the portal has open to guests (more than are listed past the API's page size). */
  total: number;
  /** The portal has catalog-categories: courses under category headings (SCREENS "Learning"). */
  grouped: boolean;
}

/**
 * The portal's published courses open to everyone, server-rendered so guests without JavaScript
 * and search engines read them. A title leads to the course's public page, the same
 * URL a student opens. Plain links, not next/link: guest pages have no router to prefetch with,
 * and prefetching every card would cost a request each. A server component (no 'use client'):
 * next-intl's hooks work in it, and it sends no JavaScript.
 */
export function LandingCourses({ courses, total, grouped }: LandingCoursesProps) {
  const t = useTranslations('landing');
  return (
    <section className="landing-courses" aria-labelledby="landing-courses-title">
      <h2 id="landing-courses-title">{t('courses.title')}</h2>
      {courses.length === 0 ? (
        <p className="landing-courses-empty kit-card">{t('courses.empty')}</p>
      ) : (
        <>
          <p className="lead">{t('courses.lead', { count: total })}</p>
          {grouped ? (
            groupByCategory(courses).map((group, index) => {
              const id = `landing-category-${index}`;
              return (
                <section key={group.name ?? ''} aria-labelledby={id}>
                  <h3 id={id} className="landing-category">
                    {group.name ?? t('courses.otherCategory')}
                  </h3>
                  <CourseCards courses={group.courses} headingLevel={4} showCategory={false} />
                </section>
              );
            })
          ) : (
            <CourseCards courses={courses} headingLevel={3} showCategory />
          )}
          {total > courses.length && (
            <p className="landing-courses-more kit-card">
              {t('courses.more', { shown: courses.length, total })}{' '}
              <a href="/catalog">{t('courses.seeAll')}</a>
            </p>
          )}
        </>
      )}
    </section>
  );
}

function CourseCards({
  courses,
  headingLevel,
  showCategory,
}: {
  courses: CatalogCourse[];
  headingLevel: 3 | 4;
  showCategory: boolean;
}) {
  const t = useTranslations('landing');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  // The catalog's own "1 h 30 min".
  const durationText = useDurationText();
  const locale = useLocale();
  return (
    <ul className="landing-course-list">
      {courses.map((course) => {
        const cover = coverSource(course.coverUrl);
        const duration = isoDuration(course.durationMinutes);
        const category = showCategory ? course.categoryName : null;
        const lang = partLanguage(textLanguageOf(course), locale);
        return (
          <li key={course.id} className="landing-course kit-surface">
            {cover && (
              // biome-ignore lint/performance/noImgElement: covers are SVGs, any-origin https images or uploads served at the widths of shared/files/cover-images.ts; decorative (alt="").
              <img
                {...coverImage(cover)}
                sizes={COVER_SIZES}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                className="landing-course-cover"
              />
            )}
            <div className="landing-course-body">
              <Heading className="landing-course-title" lang={lang}>
                <a href={coursePath(course.slug)}>{course.title}</a>
              </Heading>
              {course.summary && (
                <p className="landing-course-summary" lang={lang}>
                  {course.summary}
                </p>
              )}
              {(duration || category) && (
                <dl className="landing-course-facts">
                  {duration && (
                    <div>
                      <dt>{t('courses.duration')}</dt>
                      <dd>
                        <time dateTime={duration}>{durationText(course.durationMinutes)}</time>
                      </dd>
                    </div>
                  )}
                  {category && (
                    <div>
                      <dt>{t('courses.category')}</dt>
                      <dd>{category}</dd>
                    </div>
                  )}
                </dl>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
