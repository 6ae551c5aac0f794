'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { NativeSelect } from '@/components/forms/native-fields';
import { Pagination } from '@/components/lists/pagination';
import { SearchInput } from '@/components/lists/search-input';
import {
  initialListParams,
  type ListParams,
  MAILING_STATUSES,
  type MailingStatus,
  mailingsQuery,
  progressOf,
} from '@/lib/resources/mailings';
import { StatusBadge } from './status-badge';

/** The portal's mailings, newest first: subject, state, progress; "New mailing". */
export function MailingsList() {
  const t = useTranslations('communication.mailings');
  const format = useFormatter();
  const [params, setParams] = useState<ListParams<MailingStatus>>(initialListParams);
  const query = useQuery(mailingsQuery(params));
  const { data } = query;
  return (
    <section className="comm-section" aria-labelledby="mailings-title">
      <div className="comm-section-head">
        <h2 id="mailings-title">{t('title')}</h2>
        <Link className="button button-primary" href="/academy/marketing/mailings/new">
          {t('new')}
        </Link>
      </div>
      <div className="comm-toolbar">
        <div className="comm-search">
          <SearchInput
            value={params.search ?? ''}
            label={t('search')}
            onSearch={(search) => setParams((current) => ({ ...current, search, page: 1 }))}
          />
        </div>
        <div className="comm-filter">
          <label htmlFor="mailing-status">{t('statusFilter')}</label>
          <NativeSelect
            id="mailing-status"
            value={params.status ?? ''}
            onChange={(event) =>
              setParams((current) => ({
                ...current,
                status: (event.target.value || null) as MailingStatus | null,
                page: 1,
              }))
            }
          >
            <option value="">{t('allStatuses')}</option>
            {MAILING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statusNames.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {!data ? (
        <QueryPending query={query} />
      ) : data.items.length === 0 ? (
        <div className="comm-empty" role="status">
          <p>{params.search || params.status ? t('emptyFiltered') : t('empty')}</p>
          <p className="muted">{t('emptyHint')}</p>
        </div>
      ) : (
        <div aria-busy={query.isPlaceholderData}>
          <p className="muted comm-total">{t('count', { count: data.total })}</p>
          <table className="comm-table">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.subject')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.progress')}</th>
                <th scope="col">{t('columns.date')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((mailing) => {
                const date = mailing.finishedAt ?? mailing.scheduledAt ?? mailing.updatedAt;
                return (
                  <tr key={mailing.id}>
                    <th scope="row">
                      <Link href={`/academy/marketing/mailings/${mailing.id}`}>
                        {mailing.subject}
                      </Link>
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
              })}
            </tbody>
          </table>
          {data.total > params.size && (
            <Pagination
              page={params.page}
              size={params.size}
              lastPage={data.lastPage}
              onChange={(next) => setParams((current) => ({ ...current, ...next }))}
            />
          )}
        </div>
      )}
    </section>
  );
}
