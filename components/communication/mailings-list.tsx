'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  initialListParams,
  type ListParams,
  MAILING_STATUSES,
  type MailingStatus,
  mailingsQuery,
  progressOf,
} from '@/lib/resources/mailings';
import { CommResults, CommToolbar, optionsOf } from './comm-list';
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
      <CommToolbar
        params={params}
        setParams={setParams}
        searchLabel={t('search')}
        filters={[
          {
            id: 'mailing-status',
            field: 'status',
            label: t('statusFilter'),
            all: t('allStatuses'),
            options: optionsOf(MAILING_STATUSES, (value) =>
              t(`statusNames.${value as MailingStatus}`),
            ),
          },
        ]}
      />
      <CommResults
        query={query}
        params={params}
        setParams={setParams}
        empty={
          <>
            <p>{params.search || params.status ? t('emptyFiltered') : t('empty')}</p>
            <p className="muted">{t('emptyHint')}</p>
          </>
        }
        count={t('count', { count: query.data?.total ?? 0 })}
        caption={t('caption')}
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
