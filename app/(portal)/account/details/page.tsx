import { getTranslations } from 'next-intl/server';
import { AccountDetails } from '@/components/account/account-details';
import type { PendingEmail } from '@/components/account/email-form';
import { RenewalBanner } from '@/components/commerce/renewal-banner';
import { ClientMessages } from '@/components/i18n/client-messages';
import { calendarFeedQuery } from '@/lib/resources/calendar-feed';
import { latestErasureRequestQuery } from '@/lib/resources/erasure-requests';
import { profileQuery } from '@/lib/resources/profiles';
import { academyRequest } from '@/lib/server/academy';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import '@/components/profiles/profiles.css';

export async function generateMetadata() {
  return { title: (await getTranslations('account'))('detailsTitle') };
}

/** The e-mail change waiting for its link, or null. */
async function pendingEmailOf(accountId: string): Promise<PendingEmail | null> {
  const document = await academyRequest(
    `/v1/accounts/${encodeURIComponent(accountId)}/email_change`,
  );
  const attributes = (document.data as { attributes?: Record<string, string> } | null)?.attributes;
  return attributes?.new_email && attributes.expires_at
    ? { newEmail: attributes.new_email, expiresAt: attributes.expires_at }
    : null;
}

export default async function AccountDetailsPage() {
  const { result } = await requireRoute('/account/details');
  const accountId = result.me.account?.id ?? '';
  // The picture's profile, the calendar feed, the last erasure request and the pending e-mail
  // change, side by side.
  // Acting as the person (issue 43), what stays theirs (address, calendar, data) is not loaded.
  const own = !result.actingAs;
  const client = getQueryClient();
  const [, , , pendingEmail] = await Promise.all([
    client.prefetchQuery(profileQuery(accountId)),
    own ? client.prefetchQuery(calendarFeedQuery()) : null,
    own ? client.prefetchQuery(latestErasureRequestQuery(accountId)) : null,
    own ? pendingEmailOf(accountId) : null,
  ]);
  return (
    <Hydrate>
      <ClientMessages
        namespaces={[
          'communication.consent',
          'account',
          'profiles',
          'files',
          'calendar.settings',
          'privacy.own',
        ]}
      >
        {own && <RenewalBanner />}
        <AccountDetails result={result} pendingEmail={pendingEmail} />
      </ClientMessages>
    </Hydrate>
  );
}
