import { getTranslations } from 'next-intl/server';
import { accountsListPath } from '@/lib/access/account-paths';
import { PrefetchedList } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { invitationsQuery, peopleChoicesQuery } from '@/lib/resources/people';
import type { GuardedPage } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import { PEOPLE_LIMITS } from '@/shared/accounts/people-limits';
import { isUuid } from '@/shared/validation/empty';
import { InvitationsList } from './invitations-list';
import {
  INVITATIONS_VIEW,
  INVITATIONS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from './invitations-view';
import { InviteForm } from './invite-form';
import { PeopleImport } from './people-import';
import './people.css';

/*
 * The screens of people in bulk (issue 43, item 2), beneath whichever users list the portal has
 * (/admin/accounts, or /academy/accounts_support without account-support): their pages guard
 * themselves (requireRoute), send the `people` and `lists` messages, and hand over what they read.
 */

type Guarded = GuardedPage['result'];

/** Import people from CSV; `importId` (the address's `import`) shows a kept check again. */
export async function ImportScreen({
  result,
  importId,
}: {
  result: Guarded;
  importId: string | string[] | undefined;
}) {
  const t = await getTranslations('people.import');
  const languages = (result.me.portal?.languages ?? []).map((l) => l.locale).join(', ');
  return (
    <section className="people-page kit-stack" aria-labelledby="people-title">
      <h1 id="people-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <PeopleImport
        initialImportId={typeof importId === 'string' && isUuid(importId) ? importId : null}
        languages={languages}
        listHref={accountsListPath(result.features)}
      />
    </section>
  );
}

/** Invite people, and the invitations sent (the list's first page prefetched). */
export async function InvitationsScreen({ address }: { address: AddressQuery }) {
  const t = await getTranslations('people.invitations');
  await getQueryClient().prefetchQuery(peopleChoicesQuery());
  return (
    <Hydrate>
      <section className="people-page kit-stack" aria-labelledby="people-title">
        <h1 id="people-title">{t('title')}</h1>
        <p>{t('intro', { days: PEOPLE_LIMITS.invitationDays })}</p>
        <InviteForm />
        <PrefetchedList
          list={{
            view: INVITATIONS_VIEW,
            defaults: INVITATIONS_VIEW_DEFAULTS,
            sizePreference: PAGE_SIZE_PREFERENCE,
            query: invitationsQuery,
            address,
          }}
          screen={(initial) => <InvitationsList initial={initial} />}
        />
      </section>
    </Hydrate>
  );
}
