'use client';

import { useTranslations } from 'next-intl';
import { useModals } from '@/components/modals/modal-queue';
import { ReportProblemDialog } from './report-problem-dialog';

/** "Report a problem" on every lesson: a dialog in the one modal queue; focus comes back here. */
export function ReportProblemButton({
  slug,
  itemId,
  itemTitle,
}: {
  slug: string;
  itemId: string;
  itemTitle: string;
}) {
  const t = useTranslations('player.report');
  const modals = useModals();
  return (
    <button
      type="button"
      className="button player-report"
      aria-haspopup="dialog"
      onClick={(event) => {
        const trigger = event.currentTarget;
        modals.open(`report-problem:${itemId}`, () => (
          <ReportProblemDialog
            slug={slug}
            itemId={itemId}
            itemTitle={itemTitle}
            modalId={`report-problem:${itemId}`}
            onClosed={() => trigger.focus()}
          />
        ));
      }}
    >
      {t('button')}
    </button>
  );
}
