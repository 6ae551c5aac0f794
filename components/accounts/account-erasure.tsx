'use client';

import { useFormatter, useNow, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { type ErasureRequest, isOverdue } from '@/lib/resources/erasure-requests';
import { DeclineErasureForm } from './decline-erasure-form';
import { EraseAccountForm } from './erase-account-form';

/** A day as the texts name it ("3 March 2026"). */
function useDay() {
  const format = useFormatter();
  return (moment: string) => format.dateTime(new Date(moment), { dateStyle: 'long' });
}

/**
 * "Erasure" on an account's page, after its Personal data (issue 42, item 4; RULES.dataRights):
 * the person's open request with Decline, and Erase this account; once erased, only when. Not on
 * the admin's own account (`canErase` false), which another admin erases. It stays mounted while
 * the page is loaded again after a decline or an erasure, and the sentence saying what was done
 * takes focus from the form that did it.
 */
export function AccountErasure({
  account,
  request,
  canErase,
}: {
  account: { id: string; fullName: string; email: string; erasedAt?: string | null };
  /** The account's open request, or null. */
  request: ErasureRequest | null;
  canErase: boolean;
}) {
  const t = useTranslations('privacy.account');
  const day = useDay();
  const [erasedHere, setErasedHere] = useState<string | null>(null);
  const [declined, setDeclined] = useState(false);
  const told = useRef<HTMLParagraphElement>(null);
  // After a decline or an erasure, the sentence that says so takes focus from the form it ended.
  useEffect(() => {
    if (erasedHere || declined) told.current?.focus();
  }, [erasedHere, declined]);

  const erasedAt = account.erasedAt ?? erasedHere;
  return (
    <section className="account-erasure" aria-labelledby="account-erasure-title">
      <h2 id="account-erasure-title">{t('title')}</h2>
      {erasedAt ? (
        <p ref={told} className="account-erased" tabIndex={-1}>
          {t('erased', { date: day(erasedAt) })}
        </p>
      ) : (
        <>
          {declined && (
            <p ref={told} className="account-erasure-told" tabIndex={-1}>
              {t('decline.done', { name: account.fullName })}
            </p>
          )}
          {request && !declined && (
            <OpenRequest
              request={request}
              canDecline={canErase}
              onDeclined={() => setDeclined(true)}
            />
          )}
          {canErase ? (
            <EraseAccountForm
              accountId={account.id}
              email={account.email}
              onErased={(moment) => setErasedHere(moment)}
            />
          ) : (
            <p className="muted">{t('ownAccount')}</p>
          )}
        </>
      )}
    </section>
  );
}

/** "{name} asked on {date} for their account to be erased. Answer by {due}.", and their note. */
function OpenRequest({
  request,
  canDecline,
  onDeclined,
}: {
  request: ErasureRequest;
  canDecline: boolean;
  onDeclined: () => void;
}) {
  const t = useTranslations('privacy.account');
  const day = useDay();
  const id = useId();
  const now = useNow();
  return (
    <section className="account-erasure-request" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('request.title')}</h3>
      <p>
        {t('request.asked', {
          name: request.accountName,
          date: day(request.requestedAt),
          due: day(request.dueAt),
        })}
        {isOverdue(request, now) && <strong> {t('request.overdue')}</strong>}
      </p>
      {request.note && (
        <p className="account-erasure-note">{t('request.note', { note: request.note })}</p>
      )}
      {canDecline && (
        <DeclineErasureForm
          requestId={request.id}
          name={request.accountName}
          onDeclined={onDeclined}
        />
      )}
    </section>
  );
}
