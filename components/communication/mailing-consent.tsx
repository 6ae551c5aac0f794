'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { Input } from '@/components/forms/native-fields';
import { mailingSubscriptionQuery, setMailingSubscription } from '@/lib/resources/mailings';

/**
 * On /account/details: the account's own consent to the portal's mailing list. Only
 * the person may give it; unticking it is unsubscribing, effective for the next send.
 */
export function MailingConsent({ portalName }: { portalName: string }) {
  const t = useTranslations('communication.consent');
  const id = useId();
  const client = useQueryClient();
  const query = useQuery(mailingSubscriptionQuery());
  // The answer is the subscription as it now stands: it is shown as is, nothing to refetch.
  const subscription = useOptimisticMutation({ mutationFn: setMailingSubscription });
  const [announced, setAnnounced] = useState('');
  if (!query.data) return null;
  const subscribed = query.data.status === 'confirmed';

  const change = (next: boolean) =>
    subscription.mutate(next, {
      onSuccess: (saved) => {
        client.setQueryData(mailingSubscriptionQuery().queryKey, saved);
        setAnnounced(next ? t('subscribed') : t('unsubscribed'));
      },
    });

  return (
    <div className="field">
      <label htmlFor={id} className="consent-choice">
        <Input
          id={id}
          type="checkbox"
          checked={subscribed}
          disabled={subscription.isPending}
          onChange={(event) => change(event.target.checked)}
          aria-describedby={`${id}-hint`}
        />{' '}
        {t('label', { portal: portalName })}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {t('hint')}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
