'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { TextArea } from '@/components/forms/text-area';
import { OpenerButton } from '@/components/ui/admin-actions';
import { ApiError } from '@/lib/api/errors';
import type { ErasureRequest } from '@/lib/resources/erasure-requests';
import { type ErasureRequestState, useErasureRequest } from './use-erasure-request';

/** A request's day as the texts name it ("3 March 2026"). */
function useDay() {
  const format = useFormatter();
  return (moment: string) => format.dateTime(new Date(moment), { dateStyle: 'long' });
}

/**
 * "Erase my account" in the personal data part of /account/details (issue 42, item 4: the right
 * to erasure, GDPR art. 17): without an open request, an optional note and Ask to erase my
 * account (confirmed); with one, when it was asked, the day the admins answer by, and Withdraw
 * my request. A declined last request shows the admins' reason.
 */
export function ErasureRequestSection({
  accountId,
  portalName,
}: {
  accountId: string;
  portalName: string;
}) {
  const t = useTranslations('privacy.own');
  const id = useId();
  const state = useErasureRequest(accountId, portalName);
  const { query, request } = state;
  // Academy staff visiting another portal have no account here to erase: left out.
  if (query.error instanceof ApiError && [403, 404].includes(query.error.status)) return null;
  return (
    <section className="details-erasure" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('title')}</h3>
      {request === undefined ? (
        <QueryPending query={query} />
      ) : request?.status === 'open' ? (
        <PendingRequest request={request} state={state} />
      ) : (
        <AskForm last={request} state={state} />
      )}
      <p className="field-hint" role="status">
        {state.status}
      </p>
    </section>
  );
}

/** The open request: when it was asked, the day it is answered by, and Withdraw my request. */
function PendingRequest({
  request,
  state,
}: {
  request: ErasureRequest;
  state: ErasureRequestState;
}) {
  const t = useTranslations('privacy.own');
  const day = useDay();
  return (
    <div className="self-pending details-erasure-pending">
      <p>
        {t('pending', { date: day(request.requestedAt), due: day(request.dueAt) })}
        {request.note ? <> {t('pendingNote', { note: request.note })}</> : null}
      </p>
      <button
        ref={state.refs.withdrawButton}
        type="button"
        className="button"
        disabled={state.withdrawing}
        onClick={() => state.withdraw(request.id)}
      >
        {state.withdrawing ? t('withdrawing') : t('withdraw')}
      </button>
    </div>
  );
}

/** What erasing means, the last request's answer when it was declined, the note and Ask. */
function AskForm({ last, state }: { last: ErasureRequest | null; state: ErasureRequestState }) {
  const t = useTranslations('privacy.own');
  const day = useDay();
  return (
    <>
      <p>{t('lead')}</p>
      {last?.status === 'declined' && (
        <p className="details-erasure-declined">
          {t('declined', {
            date: day(last.requestedAt),
            handled: day(last.handledAt ?? last.requestedAt),
            reason: last.decisionReason,
          })}
        </p>
      )}
      <div ref={state.refs.noteBox} className="form">
        <TextArea
          field={state.form.field('note')}
          label={t('note')}
          hint={t('noteHint')}
          rows={3}
        />
      </div>
      <div className="self-actions">
        <OpenerButton className="button button-danger" text={t('ask')} onClick={state.ask} />
      </div>
    </>
  );
}
