'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  initialListParams,
  type ListParams,
  RECIPIENT_STATUSES,
  type RecipientStatus,
  recipientMessagePath,
  recipientsQuery,
} from '@/lib/resources/mailings';
import { CommList, PersonRowHeader, statusFilter } from './comm-list';
import { StatusBadge } from './status-badge';

/**
 * The per-recipient log of a mailing (queued, sending, sent, failed with the reason); without
 * SMTP each sent message's .eml file, to open in a mail program. Refreshed while it goes out.
 */
export function RecipientsLog({ mailingId, live }: { mailingId: string; live: boolean }) {
  const t = useTranslations('communication.log');
  const format = useFormatter();
  const [params, setParams] = useState<ListParams<RecipientStatus>>(initialListParams);
  const query = useQuery({
    ...recipientsQuery(mailingId, params),
    refetchInterval: live ? 2_000 : false,
  });
  return (
    <section className="comm-section" aria-labelledby="recipients-title">
      <h2 id="recipients-title">{t('title')}</h2>
      <CommList
        t={t}
        query={query}
        params={params}
        setParams={setParams}
        filters={[statusFilter(t, 'recipient-status', RECIPIENT_STATUSES)]}
        columns={[
          t('columns.recipient'),
          t('columns.status'),
          t('columns.when'),
          t('columns.message'),
        ]}
        row={(recipient) => (
          <tr key={recipient.id}>
            <PersonRowHeader name={recipient.fullName} email={recipient.email} />
            <td data-label={t('columns.status')}>
              <StatusBadge kind="recipient" status={recipient.status} />
              {recipient.error ? (
                <span className="comm-sub">
                  {recipient.error === 'interrupted' || recipient.error === 'unsubscribed'
                    ? t(`errors.${recipient.error}`)
                    : recipient.error}
                </span>
              ) : null}
            </td>
            <td data-label={t('columns.when')}>
              {recipient.sentAt ? (
                <time dateTime={recipient.sentAt}>
                  {format.dateTime(new Date(recipient.sentAt), {
                    dateStyle: 'medium',
                    timeStyle: 'medium',
                  })}
                </time>
              ) : (
                '—'
              )}
            </td>
            <td data-label={t('columns.message')}>
              {recipient.hasMessageFile ? (
                <a
                  href={recipientMessagePath(mailingId, recipient.id)}
                  download={`${recipient.id}.eml`}
                  aria-label={t('emlLabel', { email: recipient.email })}
                >
                  {t('eml')}
                </a>
              ) : (
                '—'
              )}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
