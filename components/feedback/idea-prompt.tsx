'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FeedbackForm } from '@/components/forms/feedback-form';
import { sendFeedbackNote } from '@/lib/resources/feedback';

/**
 * Spec §2: the prompt with its call to action, which reveals the free-text idea form (the
 * generic feedback form). Without a synthetic address there is no form, so no call either.
 */
export function IdeaPrompt({ canSend }: { canSend: boolean }) {
  const t = useTranslations('feedback');
  const [writing, setWriting] = useState(false);
  return (
    <section className="feedback-prompt" aria-label={t('prompt.action')}>
      <p>{t('prompt.text')}</p>
      {canSend && !writing && (
        <button type="button" className="button button-primary" onClick={() => setWriting(true)}>
          {t('prompt.action')}
        </button>
      )}
      {canSend && writing && (
        <FeedbackForm
          label={t('idea.label')}
          successMessage={t('idea.success')}
          repeatable
          onSubmit={(feedback) => sendFeedbackNote(feedback)}
          onCancel={() => setWriting(false)}
        />
      )}
    </section>
  );
}
