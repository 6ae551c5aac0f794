import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CoachQualifications } from '@/components/qualifications/coach-matrix';
import { coachQualificationsQuery } from '@/lib/resources/qualifications';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('qualifications'))('coach.title') };
}

/** /coach/qualifications: the coach's participants × qualifications (coaches, qualifications-report). */
export default async function CoachQualificationsRoute() {
  const [, t] = await Promise.all([
    requireRoute('/coach/qualifications'),
    getTranslations('qualifications'),
  ]);
  await getQueryClient().prefetchQuery(coachQualificationsQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['qualifications.actions', 'qualifications.coach']}>
        <section
          className="qualifications-page qualifications-printable"
          aria-labelledby="coach-qualifications-title"
        >
          <h1 id="coach-qualifications-title">{t('coach.title')}</h1>
          <p>{t('coach.intro')}</p>
          <CoachQualifications />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
