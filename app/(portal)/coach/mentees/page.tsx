import { getTranslations } from 'next-intl/server';
import { MenteesList } from '@/components/coaching/mentees-list';
import {
  MENTEES_VIEW,
  PAGE_SIZE_PREFERENCE,
  PARTICIPANTS_VIEW_DEFAULTS,
} from '@/components/coaching/participants-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PrefetchedList } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { menteesQuery } from '@/lib/resources/coaching-workspace';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('coaching'))('mentees.title') };
}

/**
 * /coach/mentees: the students whose primary coach the coach is, with private notes. The list's
 * view lives in the browser and is mirrored in its address and cookie, so its first page is
 * prefetched here.
 */
export default async function MenteesRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [, t, address] = await Promise.all([
    requireRoute('/coach/mentees'),
    getTranslations('coaching'),
    searchParams,
  ]);
  return (
    <ClientMessages
      namespaces={[
        'coaching.mentees',
        'coaching.notes',
        'coaching.participant',
        'coaching.risk',
        'accounts',
        'lists',
      ]}
    >
      <section className="coach-page" aria-labelledby="mentees-title">
        <h1 id="mentees-title">{t('mentees.title')}</h1>
        <p className="lead">{t('mentees.intro')}</p>
        <PrefetchedList
          list={{
            view: MENTEES_VIEW,
            defaults: PARTICIPANTS_VIEW_DEFAULTS,
            sizePreference: PAGE_SIZE_PREFERENCE,
            query: menteesQuery,
            address,
          }}
          screen={(initial) => <MenteesList initial={initial} />}
        />
      </section>
    </ClientMessages>
  );
}
