import { getLocale, getTranslations } from 'next-intl/server';
import { RichText } from '@/components/rich-text/rich-text';
import { coursePagePath } from '@/lib/catalog/course-paths';
import { partLanguage, textLanguageOf } from '@/lib/i18n/language-of-parts';
import type { CourseDetail, CourseItem } from '@/lib/resources/courses';
import { GuestCourseActions } from './guest-course-actions';
import './course-page.css';

/**
 * A free preview lesson for a guest, read-only: the lesson's text, then "Sign up to
 * continue" (back to the course after sign-up). `lesson` null: the lesson is no preview, so only
 * the invitation shows. A server component: no JavaScript of its own.
 */
export async function GuestPreview({
  course,
  lesson,
}: {
  course: CourseDetail;
  lesson: CourseItem | null;
}) {
  const [t, locale] = await Promise.all([getTranslations('catalog.preview'), getLocale()]);
  const lang = partLanguage(textLanguageOf(course), locale);
  const back = (
    <p>
      <a href={coursePagePath(course.slug)}>
        <span aria-hidden="true">← </span>
        {t('backToCourse', { course: course.title })}
      </a>
    </p>
  );
  return (
    <article className="course-preview" aria-labelledby="preview-title">
      <header className="course-preview-header">
        {back}
        {lesson ? <p className="eyebrow">{t('eyebrow')}</p> : null}
        <h1 id="preview-title" lang={lang}>
          {lesson ? lesson.title : t('lockedTitle')}
        </h1>
        {lesson ? null : <p>{t('lockedText', { course: course.title })}</p>}
      </header>
      {lesson ? (
        <div lang={lang}>
          <RichText html={lesson.contentHtml ?? ''} />
        </div>
      ) : null}
      <section className="course-preview-cta kit-surface" aria-labelledby="preview-cta-title">
        <h2 id="preview-cta-title">{t('ctaTitle')}</h2>
        <p>{t('ctaText', { course: course.title })}</p>
        <GuestCourseActions slug={course.slug} />
      </section>
    </article>
  );
}
