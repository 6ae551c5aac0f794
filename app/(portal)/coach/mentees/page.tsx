import { getTranslations } from 'next-intl/server';
import { MenteesList } from '@/components/coaching/mentees-list';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('coaching'))('mentees.title') };
}

/** /coach/mentees: the students whose primary coach the coach is, with private notes. */
export default async function MenteesRoute() {
  const [, t] = await Promise.all([requireRoute('/coach/mentees'), getTranslations('coaching')]);
  return (
    <ClientMessages namespaces={['coaching', 'accounts', 'lists']}>
      <section className="coach-page" aria-labelledby="mentees-title">
        <h1 id="mentees-title">{t('mentees.title')}</h1>
        <p className="lead">{t('mentees.intro')}</p>
        <MenteesList />
      </section>
    </ClientMessages>
  );
}
