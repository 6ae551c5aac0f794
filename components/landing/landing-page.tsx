import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { CatalogCourse } from '@/lib/resources/catalog';
import type { Portal } from '@/lib/resources/portals';
import { JsonLd } from './json-ld';
import { LandingCourses } from './landing-courses';
import './landing.css';

export interface LandingPageProps {
  portal: Portal;
  courses: CatalogCourse[];
  total: number;
  grouped: boolean;
  /** schema.org ItemList of the courses (null when the site's URL is unknown). */
  jsonLd: unknown;
}

/** The portal's public landing page for guests and search engines (server-rendered). */
export async function LandingPage({ portal, courses, total, grouped, jsonLd }: LandingPageProps) {
  const t = await getTranslations();
  const features = ['catalog', 'portfolio', 'coaching'] as const;
  return (
    <>
      <section className="landing" aria-labelledby="landing-title">
        <h1 id="landing-title">{t('landing.title', { portal: portal.name })}</h1>
        <p className="lead">{t('landing.lead')}</p>
        <div className="landing-actions">
          <Link href="/auth/login/register" className="button button-primary">
            {t('common.tryFree')}
          </Link>
          <Link href="/auth" className="button">
            {t('common.logIn')}
          </Link>
        </div>
        <ul className="landing-features">
          {features.map((feature) => (
            <li key={feature}>{t(`landing.features.${feature}`)}</li>
          ))}
        </ul>
      </section>
      <LandingCourses courses={courses} total={total} grouped={grouped} />
      {jsonLd !== null && <JsonLd data={jsonLd} />}
    </>
  );
}
