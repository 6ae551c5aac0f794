import { getTranslations } from 'next-intl/server';
import { ParticipantsList } from '@/components/coaching/participants-list';
import {
  filtersFromLink,
  PAGE_SIZE_PREFERENCE,
  PARTICIPANTS_VIEW,
  PARTICIPANTS_VIEW_DEFAULTS,
} from '@/components/coaching/participants-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PrefetchedList } from '@/lib/lists/prefetch-first-page';
import { type AddressQuery, addressParams } from '@/lib/lists/view-address';
import { participantsQuery } from '@/lib/resources/coaching-workspace';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('coaching'))('participants.title') };
}

/**
 * /coach/students, labelled "Participants": the list's view settings live in the browser and
 * are mirrored in its address and cookie, so its first page is prefetched here, with the filters
 * a link brings (the dashboard's ?risk=, the course page's ?course=).
 */
export default async function ParticipantsRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [, t, query] = await Promise.all([
    requireRoute('/coach/students'),
    getTranslations('coaching'),
    searchParams,
  ]);
  return (
    <ClientMessages namespaces={['coaching.participants', 'coaching.risk', 'accounts', 'lists']}>
      <section className="coach-page" aria-labelledby="participants-title">
        <h1 id="participants-title">{t('participants.title')}</h1>
        <p className="lead">{t('participants.intro')}</p>
        <PrefetchedList
          list={{
            view: PARTICIPANTS_VIEW,
            defaults: PARTICIPANTS_VIEW_DEFAULTS,
            sizePreference: PAGE_SIZE_PREFERENCE,
            query: participantsQuery,
            linkedFilters: filtersFromLink(addressParams(query)),
            address: query,
          }}
          screen={(initial) => <ParticipantsList initial={initial} />}
        />
      </section>
    </ClientMessages>
  );
}
