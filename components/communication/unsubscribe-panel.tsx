'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useShowError } from '@/components/errors/use-show-error';
import { changeConsent, consentQuery } from '@/lib/resources/mailings';
import '@/components/communication/communication.css';

/** The unsubscribe page's one question, and its answer (with the way back). */
export function UnsubscribePanel({ token }: { token: string }) {
  const t = useTranslations('communication.unsubscribe');
  const client = useQueryClient();
  const showError = useShowError();
  const { data } = useQuery(consentQuery(token));
  const [busy, setBusy] = useState(false);
  const [announced, setAnnounced] = useState('');
  const message = useRef<HTMLParagraphElement>(null);
  if (!data) return null;

  const change = async (subscribe: boolean) => {
    setBusy(true);
    try {
      const consent = await changeConsent(token, subscribe);
      client.setQueryData(consentQuery(token).queryKey, consent);
      setAnnounced(subscribe ? t('resubscribed') : t('done'));
      requestAnimationFrame(() => message.current?.focus());
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

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
