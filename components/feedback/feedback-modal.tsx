'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMe } from '@/components/shell/use-me';
import { canGiveFeedback } from '@/lib/access/shell';
import { syntheticEmail } from '@/lib/feedback/synthetic-email';
import { IdeaPrompt } from './idea-prompt';
import { ProjectTabs } from './project-tabs';
import { useGiveFeedbackHash } from './use-give-feedback-hash';
import './feedback.css';

/**
 * The feedback modal (spec §2), dialog "Feedback": opened by the account menu's give feedback
 * or the #give-feedback hash, for admins and coaches only (spec §6). Closes on Escape, the
 * close button, an outside click and any route change (spec §4 modal rules).
 */
export function FeedbackModal() {
  const t = useTranslations('feedback');
  const { me, authenticated } = useMe();
  const allowed = authenticated && canGiveFeedback(me.roles);
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    // Declared before the hash hook: on a navigation to /x#give-feedback this closes first,
    // then the hash opens the modal again on the new page.
    if (shownPath.current !== pathname) setOpen(false);
    shownPath.current = pathname;
  }, [pathname]);
  useGiveFeedbackHash(allowed, show);

  if (!allowed) return null;
  // Spec §5: no synthetic address (no account or entity name) → no form, no upvotes.
  const canSend = Boolean(
    syntheticEmail(me.account?.id, me.entity?.name ?? me.account?.entity?.name),
  );

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="feedback-overlay" />
        <Dialog.Content className="feedback-dialog">
          <header className="feedback-header">
            <Dialog.Title className="feedback-title">{t('title')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('close')}>
              ×
            </Dialog.Close>
          </header>
          <Dialog.Description className="feedback-description">
            {t('description')}
          </Dialog.Description>
          <IdeaPrompt canSend={canSend} />
          <ProjectTabs canSend={canSend} roles={me.roles} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
