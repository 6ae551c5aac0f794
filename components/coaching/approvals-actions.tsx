'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useModals } from '@/components/modals/modal-queue';
import { type Mandate, mandateKeys, withdrawMandate } from '@/lib/resources/coaching';
import { type Decision, DecisionDialog } from './approvals-decision-dialog';

/** The list's heading, where the focus goes once a decision is taken (its card may leave). */
export const APPROVALS_LIST_TITLE_ID = 'approvals-list-title';

/**
 * What a mandate's card offers: approve or decline (in a dialog) to whoever decides it,
 * withdraw a pending request to the coach who asked, and the student's progress once active.
 * `onChanged` announces what changed.
 */
export function MandateActions({
  mandate,
  showProgress,
  onToggleProgress,
  onChanged,
}: {
  mandate: Mandate;
  showProgress: boolean;
  onToggleProgress: () => void;
  onChanged: (message: string) => void;
}) {
  const t = useTranslations('coaching.approvals');
  const client = useQueryClient();
  const decide = useDecision(mandate, onChanged);
  const names = { student: mandate.student.fullName, coach: mandate.coach.fullName };
  return (
    <div className="ticket-actions kit-wrap">
      {mandate.canDecide && (
        <>
          <button
            type="button"
            className="button button-primary"
            aria-label={t('approveNamed', names)}
            onClick={(event) => decide('approve', event.currentTarget)}
          >
            {t('approve')}
          </button>
          <button
            type="button"
            className="button"
            aria-label={t('declineNamed', names)}
            onClick={(event) => decide('decline', event.currentTarget)}
          >
            {t('decline')}
          </button>
        </>
      )}
      {mandate.status === 'pending' && !mandate.canDecide && (
        <button
          type="button"
          className="button button-ghost"
          onClick={async () => {
            await withdrawMandate(mandate.id).catch(() => {});
            await client.invalidateQueries({ queryKey: mandateKeys.all() });
            onChanged(t('withdrawn', { student: mandate.student.fullName }));
          }}
        >
          {t('withdraw')}
        </button>
      )}
      {mandate.status === 'approved' && (
        <button
          type="button"
          className="button"
          aria-expanded={showProgress}
          onClick={onToggleProgress}
        >
          {t('progress', { student: mandate.student.fullName })}
        </button>
      )}
    </div>
  );
}

/**
 * Opens the approve or decline dialog of a mandate. Once decided, the decision is announced and
 * the focus goes to the list's heading; cancelled, it goes back to the button that opened it.
 */
function useDecision(mandate: Mandate, onChanged: (message: string) => void) {
  const t = useTranslations('coaching.approvals');
  const modals = useModals();
  return (decision: Decision, trigger: HTMLElement) => {
    const modalId = `mandate-${decision}:${mandate.id}`;
    modals.open(modalId, () => (
      <DecisionDialog
        mandate={mandate}
        decision={decision}
        modalId={modalId}
        onClosed={(done) => {
          if (done) {
            onChanged(
              t(decision === 'approve' ? 'approvedNews' : 'declinedNews', {
                coach: mandate.coach.fullName,
                student: mandate.student.fullName,
              }),
            );
            document.getElementById(APPROVALS_LIST_TITLE_ID)?.focus();
          } else trigger.focus();
        }}
      />
    ));
  };
}
