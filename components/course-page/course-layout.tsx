import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LabelChips } from '@/components/catalog/label-chips';
import { useDurationText } from '@/components/catalog/use-duration-text';
import { RichText } from '@/components/rich-text/rich-text';
import { Avatar, safeImageUrl } from '@/components/shell/avatar';
import { languageName } from '@/lib/i18n/language-name';
import type { CourseDetail } from '@/lib/resources/courses';
import { coverImage } from '@/shared/files/cover-images';
import { CourseOutline } from './course-outline';
import './course-page.css';

/*
 * What the student's course page (course-page.tsx) and the guest's (guest-course-page.tsx) show
 * alike: the hero, the description with the outline, and the facts. Server components with no
 * client module beneath them, so the guest's pages send none of the student page's JavaScript.
 */

/**
 * Cover, catalog, title, summary and labels; then what the page adds for its viewer (progress
 * and the action for a student, "Try it free" for a guest). `lang`: the course's language where
 * it is not the page's (WCAG 3.1.2).
 */
export function CourseHero({
  course,
  lang,
  children,
}: {
  course: CourseDetail;
  lang: string | undefined;
  children: ReactNode;
}) {
  const t = useTranslations('catalog.course');
  const cover = safeImageUrl(course.coverUrl);
  return (
    <header className="course-hero kit-surface">
      <div className="course-hero-cover">
        {/* Decorative: the title says what the course is. */}
        {cover ? (
          // biome-ignore lint/performance/noImgElement: uploaded covers are served at the widths of shared/files/cover-images.ts; the decorative image needs no optimiser.
          <img
            {...coverImage(cover)}
            sizes="(min-width: 900px) 40vw, 100vw"
            alt=""
            className="kit-cover-image"
            width={640}
            height={360}
          />
        ) : null}
      </div>
      <div className="course-hero-text">
        {course.catalogName ? <p className="eyebrow">{course.catalogName}</p> : null}
        <h1 id="course-title" lang={lang}>
          {course.title}
        </h1>
        {course.summary ? (
          <p className="lead" lang={lang}>
            {course.summary}
          </p>
        ) : null}
        <LabelChips labels={course.labels} name={t('labels')} />
        {children}
      </div>
    </header>
  );
}

/** The description and the outline, with the facts beside them. */
export function CourseBody({
  course,
  lang,
  facts,
}: {
  course: CourseDetail;
  lang: string | undefined;
  facts: ReactNode;
}) {
  const t = useTranslations('catalog.course');
  return (
    <div className="course-layout">
      <div className="course-main">
        {course.descriptionHtml.trim() ? (
          <section
            className="course-description kit-surface"
            aria-labelledby="course-description-title"
          >
            <h2 id="course-description-title">{t('description')}</h2>
            <div lang={lang}>
              <RichText html={course.descriptionHtml} />
            </div>
          </section>
        ) : null}
        <CourseOutline course={course} />
      </div>
      {facts}
    </div>
  );
}

/**
 * The course's facts: category, catalog, duration, language and coaches; `children` adds terms
 * of the page's own (the guest's prices), `actions` what follows the list (the guest's "Buy").
 */
export function CourseFacts({
  course,
  locale,
  children,
  actions,
}: {
  course: CourseDetail;
  locale: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useTranslations('catalog.course');
  const duration = useDurationText();
  // The course takes as long as its items together (the outline beside it).
  const minutes = course.modules
    .flatMap((module) => module.items)
    .reduce((sum, item) => sum + item.durationMinutes, 0);
  return (
    <aside className="course-facts kit-surface" aria-labelledby="course-facts-title">
      <h2 id="course-facts-title">{t('facts')}</h2>
      <dl className="kit-facts">
        {course.categoryName ? (
          <div>
            <dt>{t('category')}</dt>
            <dd>{course.categoryName}</dd>
          </div>
        ) : null}
        {course.catalogName ? (
          <div>
            <dt>{t('catalog')}</dt>
            <dd>{course.catalogName}</dd>
          </div>
        ) : null}
        {minutes > 0 ? (
          <div>
            <dt>{t('duration')}</dt>
            <dd>{duration(minutes)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('language')}</dt>
          <dd>{languageName(course.language, locale)}</dd>
        </div>
        {course.coaches.length > 0 ? (
          <div>
            <dt>{t('coaches', { count: course.coaches.length })}</dt>
            <dd>
              <ul className="course-coaches kit-list kit-stack">
                {course.coaches.map((coach) => (
                  <li key={coach.id}>
                    <Avatar name={coach.fullName} url={coach.avatarUrl} size={28} />
                    {coach.fullName}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {children}
      </dl>
      {actions}
    </aside>
  );
}
