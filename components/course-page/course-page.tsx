import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { HeldCertificates } from '@/components/certificates/held-certificates';
import { BuyLinks } from '@/components/checkout/buy-links';
import { markedNames } from '@/components/i18n/marked-names';
import { includedBasis, lockedPlan } from '@/lib/catalog/access-label';
import { continuePath, firstItemSlug, percent } from '@/lib/catalog/course-paths';
import { progressStatus } from '@/lib/catalog/progress-status';
import { partLanguage, textLanguageOf } from '@/lib/i18n/language-of-parts';
import type { CourseDetail } from '@/lib/resources/courses';
import { CourseAction, type CourseActionState } from './course-action';
import { CourseBody, CourseFacts, CourseHero } from './course-layout';

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
  const progress = percent(course.enrollment?.progress ?? 0);
  const products = course.unlockedBy.map((product) => product.name);
  // The course's texts are in its own language (WCAG 3.1.2).
  const lang = partLanguage(textLanguageOf(course), locale);

  return (
    <article className="course-page" aria-labelledby="course-title">
      <CourseHero course={course} lang={lang}>
        {course.access === 'enrolled' && (
          <div className="course-page-progress kit-row">
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
        {course.access === 'locked' && (
          <BuyLinks products={course.unlockedBy} course={course.slug} className="kit-row" />
        )}
        <CourseAction
          slug={course.slug}
          accountId={accountId}
          state={actionStateOf(course)}
          firstItem={firstItemSlug(course.modules)}
        />
        <HeldCertificates courseId={course.id} accountId={accountId} />
      </CourseHero>
      <CourseBody
        course={course}
        lang={lang}
        facts={<CourseFacts course={course} locale={locale} />}
      />
    </article>
  );
}
