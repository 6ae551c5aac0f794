import { getTranslations } from 'next-intl/server';
import { ParticipantPage } from '@/components/coaching/participant-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { participantQuery } from '@/lib/resources/coaching-workspace';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { fetchOrNotFound } from '@/lib/server/query-client';

type Params = { params: Promise<{ account: string }> };

export async function generateMetadata({ params }: Params) {
  const [{ account }, t] = await Promise.all([params, getTranslations('coaching')]);
  const person = await fetchOrNotFound(participantQuery(account)).catch(() => null);
  return { title: person?.fullName ?? t('participants.title') };
}

/** A participant's page: a student the coach does not reach (or of another portal) is a 404. */
export default async function ParticipantRoute({ params }: Params) {
  const [, { account }] = await Promise.all([requireRoute('/coach/students'), params]);
  await fetchOrNotFound(participantQuery(account));
  return (
    <Hydrate>
      <ClientMessages
        namespaces={[
          'coaching.notes',
          'coaching.participant',
          'coaching.risk',
          'coaching.statuses',
          'accounts',
        ]}
      >
        <ParticipantPage id={account} />
      </ClientMessages>
    </Hydrate>
  );
}
