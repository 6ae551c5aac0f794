import { useTranslations } from 'next-intl';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { LabelChips } from '@/components/catalog/label-chips';
import { useDurationText } from '@/components/catalog/use-duration-text';
import { HeldCertificates } from '@/components/certificates/held-certificates';
import { markedNames } from '@/components/i18n/marked-names';
import { RichText } from '@/components/rich-text/rich-text';
import { safeImageUrl } from '@/components/shell/avatar';
import { includedBasis, lockedPlan } from '@/lib/catalog/access-label';
import { continuePath, firstItemSlug, percent } from '@/lib/catalog/course-paths';
import { progressStatus } from '@/lib/catalog/progress-status';
import { partLanguage, textLanguageOf } from '@/lib/i18n/language-of-parts';
import type { CourseDetail } from '@/lib/resources/courses';
import { CourseAction, type CourseActionState } from './course-action';
import { CourseLanguageAndCoaches } from './course-language-and-coaches';
import { CourseOutline } from './course-outline';
import './course-page.css';
import { coverImage } from '@/shared/files/cover-images';

/** Where the viewer stands and what the primary action is. */
export function actionStateOf(course: CourseDetail): CourseActionState {
  const first = firstItemSlug(course.modules);
  const { enrollment } = course;
  const status = progressStatus({
    enrolled: Boolean(enrollment),
    done: course.doneCount,
    total: course.itemCount,
    completed: enrollment?.status === 'completed',
  });
  if (status === 'completed') {
    return { kind: 'completed', reviewHref: continuePath(course.slug, null, first) };
  }
  if (enrollment) {
    const next =
      enrollment.nextItemSlug ??
      course.modules.flatMap((module) => module.items).find((item) => !item.done)?.slug;
    return { kind: 'continue', href: continuePath(course.slug, next, first) };
  }
  return { kind: 'enrol' };
}

/**
 * /catalog/{course} (SCREENS "Learning"): cover, title, summary, labels, progress when
 * enrolled, the primary action, the description, the outline, and the course's facts.
 */
export async function CoursePage({
  course,
  accountId,
}: {
  course: CourseDetail;
  accountId: string;
}) {
  const t = await getTranslations('catalog.course');
  const format = await getFormatter();
  const locale = await getLocale();
  const cover = safeImageUrl(course.coverUrl);
  const progress = percent(course.enrollment?.progress ?? 0);
  const products = course.unlockedBy.map((product) => product.name);
  // The course's texts are in its own language (WCAG 3.1.2, issue 22).
  const lang = partLanguage(textLanguageOf(course), locale);

  return (
    <article className="course-page" aria-labelledby="course-title">
      <header className="course-hero">
        <div className="course-hero-cover">
          {/* Decorative: the title says what the course is. */}
          {cover ? (
            // biome-ignore lint/performance/noImgElement: uploaded covers are served at the widths of shared/files/cover-images.ts; the decorative image needs no optimiser.
            <img
              {...coverImage(cover)}
              sizes="(min-width: 900px) 40vw, 100vw"
              alt=""
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
          {course.access === 'enrolled' && (
            <div className="course-page-progress">
              <progress
                max={100}
                value={progress}
                aria-label={t('progressLabel', { course: course.title })}
              />
              <span>
                {t('progress', {
                  done: course.doneCount,
                  total: course.itemCount,
                  value: progress,
                })}
              </span>
            </div>
          )}
          {course.access === 'included' && !course.enrollment && (
            <p className="course-access-hint">
              {t(`includedHint.${includedBasis(course.accessBasis)}`)}
            </p>
          )}
          {course.access === 'locked' && (
            <p className="course-access-hint course-access-locked">
              {products.length > 0
                ? t.rich('unlockedBy', {
                    products: format.list(products, { type: 'disjunction' }),
                    names: () => markedNames(format, course.unlockedBy, locale),
                  })
                : t(`lockedHint.${lockedPlan(course.accessBasis)}`)}
            </p>
          )}
          <CourseAction
            slug={course.slug}
            accountId={accountId}
            state={actionStateOf(course)}
            firstItem={firstItemSlug(course.modules)}
          />
          <HeldCertificates courseId={course.id} accountId={accountId} />
        </div>
      </header>

      <div className="course-layout">
        <div className="course-main">
          {course.descriptionHtml.trim() ? (
            <section className="course-description" aria-labelledby="course-description-title">
              <h2 id="course-description-title">{t('description')}</h2>
              <div lang={lang}>
                <RichText html={course.descriptionHtml} />
              </div>
            </section>
          ) : null}
          <CourseOutline course={course} />
        </div>
        <CourseFacts course={course} locale={locale} />
      </div>
    </article>
  );
}

export function CourseFacts({ course, locale }: { course: CourseDetail; locale: string }) {
  const t = useTranslations('catalog.course');
  const duration = useDurationText();
  // Issue 32: the course takes as long as its items together (the outline beside it).
  const minutes = course.modules
    .flatMap((module) => module.items)
    .reduce((sum, item) => sum + item.durationMinutes, 0);
  return (
    <aside className="course-facts" aria-labelledby="course-facts-title">
      <h2 id="course-facts-title">{t('facts')}</h2>
      <dl>
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
        <CourseLanguageAndCoaches course={course} locale={locale} />
      </dl>
    </aside>
  );
}
