'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { formErrorsOf, fromLocalInput } from '@/components/communication/form-errors';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { RichTextEditor } from '@/components/editor/lazy-editor';
import { QueryPending } from '@/components/errors/error-panel';
import { Input } from '@/components/forms/native-fields';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import { formatDateTime } from '@/lib/dates/format-date';
import type { Locale } from '@/lib/i18n/locales';
import {
  audienceQuery,
  cancelMailing,
  createMailing,
  type Delivery,
  EVERYONE,
  type Mailing,
  type MailingAudience,
  type MailingDetail,
  type MailingInput,
  MERGE_FIELDS,
  mailingKeys,
  mailingQuery,
  progressOf,
  retryFailures,
  sendMailing,
  sendTest,
  unknownFields,
  updateMailing,
} from '@/lib/resources/mailings';
import { AudiencePicker } from './audience-picker';
import { RecipientsLog } from './recipients-log';
import { StatusBadge } from './status-badge';
import '@/components/rich-text/rich-text.css';
import '@/components/communication/communication.css';
import { DateTimeField } from '@/components/forms/date-field';

const FIELDS = ['subject', 'body_html', 'audience', 'send_at'] as const;

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

type ComposeAction = 'save' | 'test' | 'send';

/**
 * The composer's writes, each telling what the server refused through `fail`: the draft (for
 * the button that asked: its busy label), the test mail and the send. The mailing's detail
 * takes the answer at once; the lists are refetched behind it.
 */
function useComposerWrites(mailing: Mailing | null, fail: (error: unknown) => void) {
  const client = useQueryClient();
  const put = (saved: MailingDetail) => {
    client.setQueryData(mailingKeys.detail(saved.mailing.id), saved);
    return saved.mailing.id;
  };
  const draft = useOptimisticMutation({
    queryKey: mailingKeys.all(),
    refetchInBackground: true,
    mutationFn: ({ input }: { input: MailingInput; action: ComposeAction }) =>
      mailing ? updateMailing(mailing.id, input) : createMailing(input),
    errors: fail,
  });
  const test = useOptimisticMutation({ mutationFn: sendTest, errors: fail });
  const send = useOptimisticMutation({
    queryKey: mailingKeys.all(),
    refetchInBackground: true,
    mutationFn: ({ savedId, at }: { savedId: string; at: string | null }) =>
      sendMailing(savedId, at),
    errors: fail,
  });
  const busy: ComposeAction | null = test.isPending
    ? 'test'
    : draft.isPending
      ? draft.variables.action
      : null;
  /** Each resolves to what it gave (null when refused: `fail` has said why). */
  return {
    busy,
    save: (input: MailingInput, action: ComposeAction) =>
      draft.mutateAsync({ input, action }).then(put, () => null),
    test: (savedId: string) =>
      test.mutateAsync(savedId).then(
        ({ to }) => to,
        () => null,
      ),
    send: (savedId: string, at: string | null) =>
      send.mutateAsync({ savedId, at }).then(put, () => null),
  };
}

function Composer({ mailing, delivery }: { mailing: Mailing | null; delivery: Delivery | null }) {
  const t = useTranslations('communication.compose');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const modals = useModals();
  const id = useId();
  const [subject, setSubject] = useState(mailing?.subject ?? '');
  const [bodyHtml, setBodyHtml] = useState(mailing?.bodyHtml ?? '');
  const [audience, setAudience] = useState<MailingAudience>(
    mailing?.audience ?? { ...EVERYONE, roles: ['student'] },
  );
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const count = useQuery(audienceQuery(audience)).data?.count;
  const sendButton = useRef<HTMLButtonElement>(null);

  /** Unknown merge fields are refused here, before the API would (same rule, same words). */
  const localErrors = () => {
    const found: Record<string, string> = {};
    const list = MERGE_FIELDS.map((name) => `{{${name}}}`).join(', ');
    const inSubject = unknownFields(subject);
    if (inSubject.length > 0) {
      found.subject = t('unknownField', {
        fields: inSubject.map((name) => `{{${name}}}`).join(', '),
        known: list,
      });
    }
    const inBody = unknownFields(bodyHtml);
    if (inBody.length > 0) {
      found.body_html = t('unknownField', {
        fields: inBody.map((name) => `{{${name}}}`).join(', '),
        known: list,
      });
    }
    return found;
  };

  const fail = (error: unknown) => {
    const shown = formErrorsOf(error, FIELDS, t('failed'));
    setErrors(shown.fields);
    setGeneral(shown.general);
    const first = FIELDS.find((field) => shown.fields[field]);
    if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
  };
  const writes = useComposerWrites(mailing, fail);
  const busy = writes.busy;
  /** Once saved (or sent) for the first time, the page is the mailing's own. */
  const ownPage = (savedId: string) => {
    if (!mailing) router.replace(`/academy/marketing/mailings/${savedId}`);
  };

  /** Saves the draft (creating it the first time), for `action`; its id, or null when refused. */
  const save = async (action: ComposeAction): Promise<string | null> => {
    setErrors({});
    setGeneral(null);
    const found = localErrors();
    if (Object.keys(found).length > 0) {
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
      return null;
    }
    return writes.save({ subject, bodyHtml, audience }, action);
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const savedId = await save('save');
    if (!savedId) return;
    setStatus(t('saved'));
    showToast({ scheme: 'success', message: t('saved') });
    ownPage(savedId);
  };

  const onTest = async () => {
    if (busy) return;
    const savedId = await save('test');
    const to = savedId && (await writes.test(savedId));
    if (!savedId || !to) return;
    const message = t('testSent', { email: to });
    setStatus(message);
    showToast({ scheme: 'success', message });
    ownPage(savedId);
  };

  const onSend = async (trigger: HTMLElement) => {
    if (busy) return;
    const at = fromLocalInput(sendAt);
    const savedId = await save('send');
    if (!savedId) return;
    const modalId = `mailing-send:${savedId}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={at ? t('confirmSchedule.title') : t('confirmSend.title')}
        description={
          at
            ? t('confirmSchedule.description', {
                count: count ?? 0,
                // The moment as typed (the browser's clock), in the page's language.
                date: formatDateTime(at, locale),
              })
            : t('confirmSend.description', { count: count ?? 0 })
        }
        confirm={at ? t('confirmSchedule.confirm') : t('confirmSend.confirm')}
        busy={t('confirmSend.busy')}
        cancel={t('confirmSend.cancel')}
        onConfirm={async () => {
          // Refused (e.g. nobody subscribed in the audience): said on the form, by its field.
          if (await writes.send(savedId, at)) ownPage(savedId);
        }}
        onClosed={() => (trigger.isConnected ? trigger : sendButton.current)?.focus()}
      />
    ));
  };

  const errorId = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <form className="comm-form" onSubmit={onSave} noValidate aria-busy={busy !== null}>
      {mailing && <h2>{t('editTitle')}</h2>}
      {delivery === 'files' && <p className="muted">{t('deliveryFiles')}</p>}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {general && (
        <p role="alert" className="form-error">
          {general}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-subject`}>{t('subject')}</label>
        <Input
          id={`${id}-subject`}
          type="text"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          maxLength={200}
          autoComplete="off"
          required
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={[`${id}-fields`, errorId('subject')].filter(Boolean).join(' ')}
        />
        {errors.subject && (
          <p id={errorId('subject')} className="field-error">
            {errors.subject}
          </p>
        )}
      </div>
      <p id={`${id}-fields`} className="field-hint comm-merge-fields">
        {t('mergeFields')}{' '}
        {MERGE_FIELDS.map((name, index) => (
          <span key={name}>
            {index > 0 ? ', ' : ''}
            <code>{`{{${name}}}`}</code>
          </span>
        ))}
      </p>
      <RichTextEditor
        id={`${id}-body_html`}
        label={t('body')}
        value={bodyHtml}
        onChange={setBodyHtml}
        error={errors.body_html ?? null}
        hint={t('bodyHint')}
      />
      <AudiencePicker value={audience} onChange={setAudience} error={errors.audience} />
      <div className="field">
        <label htmlFor={`${id}-send_at`}>{t('sendAt')}</label>
        <DateTimeField
          id={`${id}-send_at`}
          value={sendAt}
          onChange={setSendAt}
          aria-describedby={[`${id}-send-hint`, errorId('send_at')].filter(Boolean).join(' ')}
          aria-invalid={errors.send_at ? true : undefined}
        />
        <p id={`${id}-send-hint`} className="field-hint">
          {t('sendAtHint')}
        </p>
        {errors.send_at && (
          <p id={errorId('send_at')} className="field-error">
            {errors.send_at}
          </p>
        )}
      </div>
      <div className="comm-form-actions">
        <button type="submit" className="button" disabled={busy !== null}>
          {busy === 'save' ? t('saving') : t('save')}
        </button>
        <button type="button" className="button" onClick={onTest} disabled={busy !== null}>
          {busy === 'test' ? t('testing') : t('test')}
        </button>
        <button
          ref={sendButton}
          type="button"
          className="button button-primary"
          onClick={(event) => onSend(event.currentTarget)}
          disabled={busy !== null}
        >
          {sendAt ? t('schedule') : t('sendNow')}
        </button>
      </div>
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
      <section className="comm-form" aria-labelledby="mailing-status-title">
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
        <div className="comm-form-actions">
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
          className="rich-text comm-form"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises it with the shared allowlist on every write and again on output.
          dangerouslySetInnerHTML={{ __html: mailing.bodyHtml }}
        />
      </section>
      {mailing.status !== 'scheduled' && <RecipientsLog mailingId={mailing.id} live={active} />}
    </div>
  );
}
