'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import {
  initialListParams,
  type ListParams,
  MAILING_STATUSES,
  type MailingStatus,
  mailingsQuery,
  progressOf,
} from '@/lib/resources/mailings';
import { CommList, statusFilter } from './comm-list';
import { StatusBadge } from './status-badge';

/** The portal's mailings, newest first: subject, state, progress; "New mailing". */
export function MailingsList() {
  const t = useTranslations('communication.mailings');
  const format = useFormatter();
  const [params, setParams] = useState<ListParams<MailingStatus>>(initialListParams);
  const query = useQuery(mailingsQuery(params));
  return (
    <section className="comm-section" aria-labelledby="mailings-title">
      <div className="comm-section-head">
        <h2 id="mailings-title">{t('title')}</h2>
        <Link className="button button-primary" href="/academy/marketing/mailings/new">
          {t('new')}
        </Link>
      </div>
      <CommList
        t={t}
        query={query}
        params={params}
        setParams={setParams}
        filters={[statusFilter(t, 'mailing-status', MAILING_STATUSES)]}
        hint
        columns={[
          t('columns.subject'),
          t('columns.status'),
          t('columns.progress'),
          t('columns.date'),
        ]}
        row={(mailing) => {
          const date = mailing.finishedAt ?? mailing.scheduledAt ?? mailing.updatedAt;
          return (
            <tr key={mailing.id}>
              <th scope="row">
                <Link href={`/academy/marketing/mailings/${mailing.id}`}>{mailing.subject}</Link>
              </th>
              <td data-label={t('columns.status')}>
                <StatusBadge kind="mailing" status={mailing.status} />
              </td>
              <td data-label={t('columns.progress')}>
                {mailing.recipientCount > 0
                  ? t('progressShort', {
                      sent: mailing.counts.sent,
                      total: mailing.recipientCount,
                      percent: progressOf(mailing),
                    })
                  : '—'}
              </td>
              <td data-label={t('columns.date')}>
                <time dateTime={date}>
                  {format.dateTime(new Date(date), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </time>
              </td>
            </tr>
          );
        }}
      />
    </section>
  );
}
