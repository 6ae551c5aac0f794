import { getTranslations } from 'next-intl/server';
import { ParticipantsList } from '@/components/coaching/participants-list';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('coaching'))('participants.title') };
}

/**
 * /coach/students, labelled "Participants": the list's view settings live in the
 * browser, so it loads its first page there (no prefetch of a page it may not show).
 */
export default async function ParticipantsRoute() {
  const [, t] = await Promise.all([requireRoute('/coach/students'), getTranslations('coaching')]);
  return (
    <ClientMessages namespaces={['coaching', 'accounts', 'lists']}>
      <section className="coach-page" aria-labelledby="participants-title">
        <h1 id="participants-title">{t('participants.title')}</h1>
        <p className="lead">{t('participants.intro')}</p>
        <ParticipantsList />
      </section>
    </ClientMessages>
  );
}
