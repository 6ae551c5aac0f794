'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ListScreenProps } from '@/components/lists/list-screen';
import { PagedList } from '@/components/lists/paged-list';
import { useViewAddress } from '@/components/lists/use-view-address';
import { useModals } from '@/components/modals/modal-queue';
import { OpenerButton } from '@/components/ui/admin-actions';
import { AdminAnnouncement, AdminEmpty } from '@/components/ui/admin-list-states';
import { AdminPageHead } from '@/components/ui/admin-page-head';
import type { ViewSettings } from '@/lib/lists/view-settings-schema';
import { type PortalPromotion, promotionsListQuery } from '@/lib/resources/commerce';
import { PromotionDialog } from './promotion-dialog';
import { PromotionRedemptions } from './promotions-redemptions';
import { PromotionsTable } from './promotions-table';
import { PAGE_SIZE_PREFERENCE, PROMOTIONS_VIEW, PROMOTIONS_VIEW_DEFAULTS } from './promotions-view';
import '@/components/forms/forms.css';
import './commerce.css';

/**
 * /admin/sales/promotions (SCREENS "Commerce"): the portal's codes with their discount,
 * validity, limits, products and how often they were redeemed, 25/50/75 a page; and the
 * redemptions report. Both are list screens whose first page the page prefetches; the
 * promotions' page is mirrored in the address.
 */
export function PromotionsPage({
  initial,
  report,
}: ListScreenProps & {
  /** The redemptions report's settings its page prefetched with (its `initial`). */
  report?: Partial<ViewSettings>;
}) {
  const t = useTranslations('commerce.promotions');
  const address = useViewAddress();
  const [announcement, setAnnouncement] = useState('');
  const edit = usePromotionEditor(setAnnouncement);
  return (
    <div className="commerce-page">
      <AdminPageHead
        className="commerce-page-head"
        actionsClassName="commerce-actions"
        title={t('title')}
        intro={t('intro')}
        focusableTitle
      >
        <OpenerButton
          className="button button-primary"
          text={t('newPromotion')}
          onClick={(trigger) => edit(null, trigger)}
        />
      </AdminPageHead>
      <AdminAnnouncement text={announcement} />
      <PagedList
        view={PROMOTIONS_VIEW}
        defaults={PROMOTIONS_VIEW_DEFAULTS}
        initial={initial}
        address={address}
        sizePreference={PAGE_SIZE_PREFERENCE}
        query={promotionsListQuery}
        // Pages only when there is more than one, as the list showed before it paged.
        hideSinglePage
        emptyState={
          <AdminEmpty className="commerce-empty" text={t('empty')} hint={t('emptyHint')} />
        }
      >
        {(data) => (
          <PromotionsTable promotions={data.items} onEdit={edit} onAnnounce={setAnnouncement} />
        )}
      </PagedList>
      <PromotionRedemptions initial={report} />
    </div>
  );
}

/**
 * Opens the dialog that makes a promotion (null) or edits one; once it closes, focus goes back to
 * the button that opened it, and a save is announced.
 */
function usePromotionEditor(announce: (text: string) => void) {
  const t = useTranslations('commerce.promotions');
  const modals = useModals();
  return (promotion: PortalPromotion | null, trigger: HTMLElement) => {
    const modalId = `promotion:${promotion?.id ?? 'new'}`;
    modals.open(modalId, () => (
      <PromotionDialog
        promotion={promotion}
        modalId={modalId}
        onClosed={(saved) => {
          if (saved) announce(t(promotion ? 'saved' : 'created', { code: saved.code }));
          trigger.focus();
        }}
      />
    ));
  };
}
