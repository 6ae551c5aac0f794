import { useFormatter, useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { LabelChips } from '@/components/catalog/label-chips';
import { useDurationText } from '@/components/catalog/use-duration-text';
import { JsonLd } from '@/components/landing/json-ld';
import { RichText } from '@/components/rich-text/rich-text';
import { safeImageUrl } from '@/components/shell/avatar';
import { coursePagePath } from '@/lib/catalog/course-paths';
import { partLanguage, textLanguageOf } from '@/lib/i18n/language-of-parts';
import { signInPathFor } from '@/lib/proxy/routing';
import type { Product } from '@/lib/resources/catalog';
import type { CourseDetail } from '@/lib/resources/courses';
import { CourseLanguageAndCoaches } from './course-language-and-coaches';
import { CourseOutline } from './course-outline';
import './course-page.css';

/**
 * Where a guest signs up or signs in to follow a course, and comes back to it (issue 32 item 2):
 * the course's page as returnTo, which the sign-in and registration pages check (safePortalPath).
 */
export function guestAuthPaths(slug: string) {
  const course = coursePagePath(slug);
  return {
    signUp: `/auth/login/register?returnTo=${encodeURIComponent(course)}`,
    signIn: signInPathFor(course, ''),
  };
}

/** "Try it free" and "Log in", both back to this course (plain links: guests prefetch nothing). */
export function GuestCourseActions({ slug }: { slug: string }) {
  const t = useTranslations('common');
  const paths = guestAuthPaths(slug);
  return (
    <div className="course-action">
      <a href={paths.signUp} className="button button-primary">
        {t('tryFree')}
      </a>
      <a href={paths.signIn} className="button">
        {t('logIn')}
      </a>
    </div>
  );
}

/**
 * /catalog/{course} for a guest (issue 32): what the course page shows a student, minus progress
 * and enrolment: cover, title, summary, labels, "Try it free", the description, the outline with
 * its free previews, and the facts with what unlocks the course and its price ("Buy" signs in,
 * back to the course: there is no self-service checkout). A server component, with the course's
 * JSON-LD; it sends no JavaScript of its own.
 */
export async function GuestCoursePage({
  course,
  jsonLd,
}: {
  course: CourseDetail;
  /** schema.org Course (null when the site's URL is unknown). */
  jsonLd: unknown;
}) {
  const t = await getTranslations('catalog.course');
  const locale = await getLocale();
  const cover = safeImageUrl(course.coverUrl);
  const lang = partLanguage(textLanguageOf(course), locale);

  return (
    <article className="course-page" aria-labelledby="course-title">
      <header className="course-hero">
        <div className="course-hero-cover">
          {/* Decorative: the title says what the course is. */}
          {cover ? (
            // biome-ignore lint/performance/noImgElement: covers are plain files of any size; the decorative image needs no optimiser.
            <img src={cover} alt="" />
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
          <p className="course-guest-hint">{t('guestHint')}</p>
          <GuestCourseActions slug={course.slug} />
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
        <GuestCourseFacts course={course} locale={locale} />
      </div>
      {jsonLd !== null && <JsonLd data={jsonLd} />}
    </article>
  );
}

function GuestCourseFacts({ course, locale }: { course: CourseDetail; locale: string }) {
  const t = useTranslations('catalog.course');
  const duration = useDurationText();
  const priced = course.unlockedBy.filter((product) => (product.prices ?? []).length > 0);
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
        <div>
          <dt>{t('duration')}</dt>
          <dd>{duration(course.durationMinutes)}</dd>
        </div>
        <CourseLanguageAndCoaches course={course} locale={locale} />
        {priced.length > 0 ? (
          <div>
            <dt>{t('unlockedByTitle')}</dt>
            <dd>
              <ul className="course-prices">
                {priced.map((product) => (
                  <ProductPrice key={product.id} product={product} locale={locale} />
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      {priced.length > 0 ? (
        <div className="course-action">
          <a href={guestAuthPaths(course.slug).signIn} className="button">
            {t('buy')}
          </a>
        </div>
      ) : null}
    </aside>
  );
}

function ProductPrice({ product, locale }: { product: Product; locale: string }) {
  const t = useTranslations('catalog.course');
  const format = useFormatter();
  const amounts = (product.prices ?? []).map((price) =>
    format.number(price.amountCents / 100, { style: 'currency', currency: price.currency }),
  );
  const amount = format.list(amounts, { type: 'disjunction' });
  const period = product.businessModel === 'subscription' ? product.billingPeriod : null;
  return (
    <li>
      <span lang={partLanguage(product.language ?? null, locale)}>{product.name}</span>
      <span className="course-price-amount">
        {period ? t('pricePer', { price: amount, period }) : amount}{' '}
        <span className="course-price-note">{t('priceExclVat')}</span>
      </span>
    </li>
  );
}
