'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useRef } from 'react';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import { formatDateTime } from '@/lib/dates/format-date';
import type { Locale } from '@/lib/i18n/locales';
import { audienceQuery, type Mailing } from '@/lib/resources/mailings';
import type { ComposerValues } from './composer-form';
import { fromLocalInput } from './local-input';
import type { ComposerDraft } from './use-composer-draft';
import { type ComposeAction, useComposerWrites } from './use-composer-writes';

/**
 * The composer's buttons: Save, "Send test" and Send (or Schedule), each submitting the form with
 * its write, which saves the draft first (creating it the first time, when the page becomes the
 * mailing's own); Send asks first, with how many will receive it. A refusal is thrown for the
 * form to show. `busy` is the action under way; nothing else starts meanwhile.
 */
export function useComposerActions(draft: ComposerDraft, mailing: Mailing | null) {
  const t = useTranslations('communication.compose');
  const router = useRouter();
  const modals = useModals();
  // A refused write resolves to null and says why through `fail`: kept to be thrown (or put on
  // the form, for the send confirmed after the submit).
  const refusal = useRef<unknown>(null);
  const writes = useComposerWrites(mailing, (error) => {
    refusal.current = error;
  });
  const { busy } = writes;
  const count = useQuery(audienceQuery(draft.values.audience)).data?.count;
  const sendButton = useRef<HTMLButtonElement>(null);
  const sendConfirm = useSendConfirm();

  /** What a write gave; its refusal thrown when it gave nothing. */
  const given = <T,>(answer: T | null): T => {
    if (answer === null) throw refusal.current;
    return answer;
  };
  /** Once saved (or sent) for the first time, the page is the mailing's own. */
  const ownPage = (savedId: string) => {
    if (!mailing) router.replace(`/academy/marketing/mailings/${savedId}`);
  };
  /** Saves the draft (creating it the first time), for `action`: its id. */
  const save = async (values: ComposerValues, action: ComposeAction) => {
    const { subject, body_html: bodyHtml, audience } = values;
    return given(await writes.save({ subject, bodyHtml, audience }, action));
  };
  const done = (message: string, savedId: string) => {
    draft.setStatus(message);
    showToast({ scheme: 'success', message });
    ownPage(savedId);
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void draft.submit(async (values) => done(t('saved'), await save(values, 'save')));
  };
  const onTest = () => {
    if (busy) return;
    void draft.submit(async (values) => {
      const savedId = await save(values, 'test');
      const to = given(await writes.test(savedId));
      done(t('testSent', { email: to }), savedId);
    });
  };
  const onSend = (trigger: HTMLElement) => {
    if (busy) return;
    void draft.submit(async (values) => {
      const at = fromLocalInput(values.send_at);
      const savedId = await save(values, 'send');
      const modalId = `mailing-send:${savedId}`;
      modals.open(modalId, () =>
        sendConfirm({
          modalId,
          at,
          count: count ?? 0,
          // Refused (e.g. nobody subscribed in the audience): said on the form, by its field.
          onConfirm: async () => {
            if (await writes.send(savedId, at)) ownPage(savedId);
            else draft.refuse(refusal.current);
          },
          onClosed: () => (trigger.isConnected ? trigger : sendButton.current)?.focus(),
        }),
      );
    });
  };

  return { busy, sendButton, onSave, onTest, onSend };
}

/** The question before a mailing goes out: now, or at `at`, to `count` recipients. */
function useSendConfirm() {
  const t = useTranslations('communication.compose');
  const locale = useLocale() as Locale;
  return ({
    modalId,
    at,
    count,
    onConfirm,
    onClosed,
  }: {
    modalId: string;
    at: string | null;
    count: number;
    onConfirm: () => Promise<void>;
    onClosed: () => void;
  }) => (
    <ConfirmDialog
      modalId={modalId}
      title={at ? t('confirmSchedule.title') : t('confirmSend.title')}
      description={
        at
          ? t('confirmSchedule.description', {
              count,
              // The moment as typed (the browser's clock), in the page's language.
              date: formatDateTime(at, locale),
            })
          : t('confirmSend.description', { count })
      }
      confirm={at ? t('confirmSchedule.confirm') : t('confirmSend.confirm')}
      busy={t('confirmSend.busy')}
      cancel={t('confirmSend.cancel')}
      onConfirm={onConfirm}
      onClosed={onClosed}
    />
  );
}
