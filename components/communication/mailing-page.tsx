'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { RichTextEditor } from '@/components/editor/lazy-editor';
import { QueryPending } from '@/components/errors/error-panel';
import { FormError } from '@/components/forms/form-error';
import { showToast } from '@/components/ui/show-toast';
import {
  cancelMailing,
  type Delivery,
  type Mailing,
  type MailingDetail,
  mailingKeys,
  mailingQuery,
  progressOf,
  retryFailures,
} from '@/lib/resources/mailings';
import { AudiencePicker } from './audience-picker';
import { ComposerButtons, MergeFieldsHint, SendAtField, SubjectField } from './composer-fields';
import { RecipientsLog } from './recipients-log';
import { StatusBadge } from './status-badge';
import { useComposerActions } from './use-composer-actions';
import { useComposerDraft } from './use-composer-draft';
import '@/components/rich-text/rich-text.css';
import '@/components/communication/communication.css';

/** /academy/marketing/mailings/{id} (or /new): compose a draft, or follow a send. */
export function MailingPage({ id }: { id: string | null }) {
  const query = useQuery({
    ...mailingQuery(id ?? ''),
    enabled: id !== null,
    // While it waits for its time or goes out: the progress bar follows it.
    refetchInterval: (current) => {
      const status = current.state.data?.mailing.status;
      return status === 'sending' || status === 'scheduled' ? 1_000 : false;
    },
  });
  if (id === null) return <Composer mailing={null} delivery={null} />;
  if (!query.data) return <QueryPending query={query} />;
  const { mailing, delivery } = query.data;
  return mailing.status === 'draft' ? (
    <Composer key={mailing.updatedAt} mailing={mailing} delivery={delivery} />
  ) : (
    <SendView mailing={mailing} delivery={delivery} />
  );
}

/** A draft mailing (or a new one): subject, body, audience and when to send it. */
function Composer({ mailing, delivery }: { mailing: Mailing | null; delivery: Delivery | null }) {
  const t = useTranslations('communication.compose');
  const draft = useComposerDraft(mailing);
  const { id, values, set, bind, messages } = draft;
  const { busy, sendButton, onSave, onTest, onSend } = useComposerActions(draft, mailing);
  return (
    <form className="comm-form kit-card" onSubmit={onSave} noValidate aria-busy={busy !== null}>
      {mailing && <h2>{t('editTitle')}</h2>}
      {delivery === 'files' && <p className="muted">{t('deliveryFiles')}</p>}
      <p className="visually-hidden" role="status" aria-live="polite">
        {draft.status}
      </p>
      <FormError message={draft.generalError} />
      <SubjectField
        id={id}
        value={values.subject}
        onChange={set('subject')}
        error={messages.subject}
        inputRef={bind('subject')}
      />
      <MergeFieldsHint id={id} />
      <RichTextEditor
        id={`${id}-body_html`}
        label={t('body')}
        value={values.body_html}
        onChange={set('body_html')}
        error={messages.body_html ?? null}
        hint={t('bodyHint')}
      />
      <AudiencePicker
        value={values.audience}
        onChange={set('audience')}
        error={messages.audience}
      />
      <SendAtField
        id={id}
        value={values.send_at}
        onChange={set('send_at')}
        error={messages.send_at}
        inputRef={bind('send_at')}
      />
      <ComposerButtons
        busy={busy}
        scheduled={values.send_at !== ''}
        sendButton={sendButton}
        onTest={onTest}
        onSend={onSend}
      />
    </form>
  );
}

function SendView({ mailing, delivery }: { mailing: Mailing; delivery: Delivery }) {
  const t = useTranslations('communication.send');
  const format = useFormatter();
  const client = useQueryClient();
  const action = useOptimisticMutation({
    queryKey: mailingKeys.all(),
    refetchInBackground: true,
    mutationFn: (write: () => Promise<MailingDetail>) => write(),
  });
  const busy = action.isPending;
  const percent = progressOf(mailing);
  const active = mailing.status === 'sending' || mailing.status === 'scheduled';
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  const act = (write: () => Promise<MailingDetail>, done: string) =>
    action.mutate(write, {
      onSuccess: (result) => {
        client.setQueryData(mailingKeys.detail(mailing.id), result);
        showToast({ scheme: 'success', message: done });
      },
    });

  return (
    <div className="comm-page">
      <section className="comm-form kit-card" aria-labelledby="mailing-status-title">
        <div className="comm-section-head">
          <h2 id="mailing-status-title">{mailing.subject}</h2>
          <StatusBadge kind="mailing" status={mailing.status} />
        </div>
        {mailing.status === 'scheduled' && mailing.scheduledAt && (
          <p>{t('scheduledFor', { date: when(mailing.scheduledAt) })}</p>
        )}
        {mailing.recipientCount > 0 && (
          <div className="comm-progress">
            <label htmlFor="mailing-progress">
              {t('progress', {
                done: mailing.counts.sent + mailing.counts.failed,
                total: mailing.recipientCount,
              })}
            </label>
            <progress id="mailing-progress" max={100} value={percent}>
              {percent}%
            </progress>
            <dl className="comm-counts">
              {(['sent', 'queued', 'sending', 'failed'] as const).map((status) => (
                <div key={status}>
                  <dt>{t(`counts.${status}`)}</dt>
                  <dd>{mailing.counts[status]}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <p className="muted">
          {mailing.startedAt ? t('startedAt', { date: when(mailing.startedAt) }) : null}
          {mailing.finishedAt ? ` · ${t('finishedAt', { date: when(mailing.finishedAt) })}` : null}
        </p>
        {delivery === 'files' && <p className="muted">{t('deliveryFiles')}</p>}
        <div className="comm-form-actions kit-wrap">
          {active && (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => act(() => cancelMailing(mailing.id), t('cancelled'))}
            >
              {mailing.status === 'scheduled' ? t('unschedule') : t('cancel')}
            </button>
          )}
          {mailing.counts.failed > 0 &&
            (mailing.status === 'sent' || mailing.status === 'sending') && (
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                onClick={() =>
                  act(
                    () => retryFailures(mailing.id),
                    t('retried', { count: mailing.counts.failed }),
                  )
                }
              >
                {t('retry', { count: mailing.counts.failed })}
              </button>
            )}
        </div>
      </section>
      <section className="comm-section" aria-labelledby="mailing-preview-title">
        <h2 id="mailing-preview-title">{t('preview')}</h2>
        <div
          className="rich-text comm-form kit-card"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises it with the shared allowlist on every write and again on output.
          dangerouslySetInnerHTML={{ __html: mailing.bodyHtml }}
        />
      </section>
      {mailing.status !== 'scheduled' && <RecipientsLog mailingId={mailing.id} live={active} />}
    </div>
  );
}
