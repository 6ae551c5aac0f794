'use client';

import { useTranslations } from 'next-intl';
import { ListScreen, type ListScreenProps } from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { StatusChoices } from '@/components/lists/status-choices';
import { useViewAddress } from '@/components/lists/use-view-address';
import { AdminEmpty } from '@/components/ui/admin-list-states';
import { invitationsQuery } from '@/lib/resources/people';
import { InvitationsTable } from './invitations-table';
import {
  INVITATIONS_VIEW,
  INVITATIONS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
  STATUS_CHOICES,
  STATUS_FILTER,
  statusOf,
} from './invitations-view';

/**
 * The portal's invitations (issue 43, item 2): waiting ones first by default, by status, newest
 * first, with pages; each can be sent again (a new link) or withdrawn. The view is kept per
 * browser (spec §4) and mirrored in the address, so the page prefetches its first page.
 */
export function InvitationsList({ initial }: ListScreenProps) {
  const t = useTranslations('people.invitations.list');
  const address = useViewAddress();
  return (
    <section className="people-invitations kit-stack" aria-labelledby="people-invitations-heading">
      <h2 id="people-invitations-heading">{t('heading')}</h2>
      <ListScreen
        view={INVITATIONS_VIEW}
        defaults={INVITATIONS_VIEW_DEFAULTS}
        initial={initial}
        address={address}
        sizePreference={PAGE_SIZE_PREFERENCE}
        query={invitationsQuery}
      >
        {(screen) => {
          const status = statusOf(screen.view);
          return (
            <>
              <StatusChoices
                legend={t('status')}
                choices={STATUS_CHOICES}
                value={status}
                label={(choice) => (choice === 'all' ? t('all') : t(`statuses.${choice}`))}
                onChange={(choice) => screen.settings.setFilter(STATUS_FILTER, choice)}
              />
              <ScreenResults
                screen={screen}
                className="people-results"
                summary={(data) =>
                  data.total > 0 ? (
                    <p className="muted" role="status">
                      {t('count', { count: data.total })}
                    </p>
                  ) : null
                }
                emptyState={
                  <AdminEmpty
                    className="people-empty"
                    text={t(`empty.${status}`)}
                    hint={t('emptyHint')}
                  />
                }
              >
                {(data) => <InvitationsTable invitations={data.items} />}
              </ScreenResults>
            </>
          );
        }}
      </ListScreen>
    </section>
  );
}
