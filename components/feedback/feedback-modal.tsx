'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useModals } from '@/components/modals/modal-queue';
import { useMe } from '@/components/shell/use-me';
import { canGiveFeedback } from '@/lib/access/shell';
import { syntheticEmail } from '@/lib/feedback/synthetic-email';
import { IdeaPrompt } from './idea-prompt';
import { ProjectTabs } from './project-tabs';
import { useGiveFeedbackHash } from './use-give-feedback-hash';
import './feedback.css';

const FEEDBACK_MODAL = 'feedback';

/**
 * The feedback modal, dialog "Feedback": opened by the account menu's give feedback
 * or the #give-feedback hash, for admins and coaches only. It goes through the modal
 * queue, which closes it on Escape, the close button, an outside click and any route change
 * (spec §4 modal rules).
 */
export function FeedbackModal() {
  const { me, authenticated } = useMe();
  const allowed = authenticated && canGiveFeedback(me.roles);
  const modals = useModals();
  const show = useCallback(() => modals.open(FEEDBACK_MODAL, () => <FeedbackDialog />), [modals]);
  useGiveFeedbackHash(allowed, show);
  return null;
}

function FeedbackDialog() {
  const t = useTranslations('feedback');
  const { me } = useMe();
  // Spec §5: no synthetic address (no account or entity name) → no form, no upvotes.
  const canSend = Boolean(
    syntheticEmail(me.account?.id, me.entity?.name ?? me.account?.entity?.name),
  );
  return (
    <Dialog.Content className="modal-dialog feedback-dialog">
      <header className="feedback-header">
        <Dialog.Title className="feedback-title">{t('title')}</Dialog.Title>
        <Dialog.Close className="icon-button" aria-label={t('close')}>
          ×
        </Dialog.Close>
      </header>
      <Dialog.Description className="feedback-description">{t('description')}</Dialog.Description>
      <IdeaPrompt canSend={canSend} />
      <ProjectTabs canSend={canSend} roles={me.roles} />
    </Dialog.Content>
  );
}
