import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { InvitationsScreen } from '@/components/people/people-screens';
import type { AddressQuery } from '@/lib/lists/view-address';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('people.invitations'))('title') };
}

/** /academy/accounts_support/invitations (issue 43): invite people by e-mail, for the admins and the sales group. */
export default async function InvitationsRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [, address] = await Promise.all([
    requireRoute('/academy/accounts_support/invitations'),
    searchParams,
  ]);
  return (
    <ClientMessages namespaces={['people', 'lists']}>
      <InvitationsScreen address={address} />
    </ClientMessages>
  );
}
