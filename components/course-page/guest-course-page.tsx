import { useFormatter, useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/landing/json-ld';
import { partLanguage, textLanguageOf } from '@/lib/i18n/language-of-parts';
import type { Product } from '@/lib/resources/catalog';
import type { CourseDetail } from '@/lib/resources/courses';
import { CourseBody, CourseFacts, CourseHero } from './course-layout';
import { GuestCourseActions, guestAuthPaths } from './guest-course-actions';

/**
 * /catalog/{course} for a guest: what the course page shows a student, minus progress
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
  const lang = partLanguage(textLanguageOf(course), locale);

  return (
    <article className="course-page" aria-labelledby="course-title">
      <CourseHero course={course} lang={lang}>
        <p className="course-guest-hint">{t('guestHint')}</p>
        <GuestCourseActions slug={course.slug} />
      </CourseHero>
      <CourseBody
        course={course}
        lang={lang}
        facts={<GuestCourseFacts course={course} locale={locale} />}
      />
      {jsonLd !== null && <JsonLd data={jsonLd} />}
    </article>
  );
}

/** The student page's facts, with what unlocks the course and its price, and "Buy". */
function GuestCourseFacts({ course, locale }: { course: CourseDetail; locale: string }) {
  const t = useTranslations('catalog.course');
  const priced = course.unlockedBy.filter((product) => (product.prices ?? []).length > 0);
  if (priced.length === 0) return <CourseFacts course={course} locale={locale} />;
  return (
    <CourseFacts
      course={course}
      locale={locale}
      actions={
        <div className="course-action kit-row">
          <a href={guestAuthPaths(course.slug).signIn} className="button">
            {t('buy')}
          </a>
        </div>
      }
    >
      <div>
        <dt>{t('unlockedByTitle')}</dt>
        <dd>
          <ul className="course-prices kit-list kit-stack">
            {priced.map((product) => (
              <ProductPrice key={product.id} product={product} locale={locale} />
            ))}
          </ul>
        </dd>
      </div>
    </CourseFacts>
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
