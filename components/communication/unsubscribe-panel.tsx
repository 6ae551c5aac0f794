'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { changeConsent, consentQuery } from '@/lib/resources/mailings';
import '@/components/communication/communication.css';

/** The unsubscribe page's one question, and its answer (with the way back). */
export function UnsubscribePanel({ token }: { token: string }) {
  const t = useTranslations('communication.unsubscribe');
  const client = useQueryClient();
  const { data } = useQuery(consentQuery(token));
  // The answer is the consent as it now stands: it is shown as is, nothing to refetch.
  const consent = useOptimisticMutation({
    mutationFn: (subscribe: boolean) => changeConsent(token, subscribe),
  });
  const [announced, setAnnounced] = useState('');
  const message = useRef<HTMLParagraphElement>(null);
  if (!data) return null;

  const change = (subscribe: boolean) =>
    consent.mutate(subscribe, {
      onSuccess: (saved) => {
        client.setQueryData(consentQuery(token).queryKey, saved);
        setAnnounced(subscribe ? t('resubscribed') : t('done'));
        requestAnimationFrame(() => message.current?.focus());
      },
    });
  const busy = consent.isPending;

  const subscribed = data.status === 'confirmed';
  return (
    <>
      <p ref={message} tabIndex={-1}>
        {subscribed
          ? t('question', { email: data.email, portal: data.portalName })
          : t('unsubscribed', { email: data.email, portal: data.portalName })}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
      {subscribed ? (
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => change(false)}
        >
          {t('confirm')}
        </button>
      ) : (
        <>
          <p className="muted">{t('nextSend')}</p>
          <button type="button" className="button" disabled={busy} onClick={() => change(true)}>
            {t('resubscribe')}
          </button>
        </>
      )}
    </>
  );
}
