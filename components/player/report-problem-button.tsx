'use client';

import { useTranslations } from 'next-intl';
import { useModals } from '@/components/modals/modal-queue';
import { usePreviewCourseId } from './player-mode';
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
  // The dialog opens in the modal queue, outside the player: it is told the mode.
  const preview = usePreviewCourseId() !== null;
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
            preview={preview}
            onClosed={() => trigger.focus()}
          />
        ));
      }}
    >
      {t('button')}
    </button>
  );
}
