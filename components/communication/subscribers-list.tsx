'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { NativeSelect } from '@/components/forms/native-fields';
import { Pagination } from '@/components/lists/pagination';
import { SearchInput } from '@/components/lists/search-input';
import {
  INITIAL_SUBSCRIBER_PARAMS,
  SUBSCRIBER_STATUSES,
  type SubscriberParams,
  type SubscriberSort,
  type SubscriberStatus,
  subscribersCsvPath,
  subscribersQuery,
} from '@/lib/resources/mailings';
import { StatusBadge } from './status-badge';

const SORTS: SubscriberSort[] = ['-updated_at', 'updated_at', 'name', '-name'];

/**
 * The mailing list's people and their consent (confirmed / unsubscribed, with when and how):
 * search, status filter, sort, pages of 25/50/75, and a CSV of what the filters show.
 */
export function SubscribersList() {
  const t = useTranslations('communication.subscribers');
  const format = useFormatter();
  const [params, setParams] = useState<SubscriberParams>(INITIAL_SUBSCRIBER_PARAMS);
  const query = useQuery(subscribersQuery(params));
  const { data } = query;
  const date = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: 'medium' }) : '—';
  return (
    <section className="comm-section" aria-labelledby="subscribers-title">
      <div className="comm-section-head">
        <h2 id="subscribers-title">{t('title')}</h2>
        <a className="button" href={subscribersCsvPath(params)} download="subscribers.csv">
          {t('download')}
        </a>
      </div>
      {data && (
        <p className="muted comm-total">
          {t('summary', {
            confirmed: data.counts.confirmed,
            unsubscribed: data.counts.unsubscribed,
          })}
        </p>
      )}
      <div className="comm-toolbar">
        <div className="comm-search">
          <SearchInput
            value={params.search ?? ''}
            label={t('search')}
            onSearch={(search) => setParams((current) => ({ ...current, search, page: 1 }))}
          />
        </div>
        <div className="comm-filter">
          <label htmlFor="subscriber-status">{t('statusFilter')}</label>
          <NativeSelect
            id="subscriber-status"
            value={params.status ?? ''}
            onChange={(event) =>
              setParams((current) => ({
                ...current,
                status: (event.target.value || null) as SubscriberStatus | null,
                page: 1,
              }))
            }
          >
            <option value="">{t('allStatuses')}</option>
            {SUBSCRIBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statusNames.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="comm-filter">
          <label htmlFor="subscriber-sort">{t('sort')}</label>
          <NativeSelect
            id="subscriber-sort"
            value={params.sort}
            onChange={(event) =>
              setParams((current) => ({
                ...current,
                sort: event.target.value as SubscriberSort,
                page: 1,
              }))
            }
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
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
                <th scope="col">{t('columns.name')}</th>
                <th scope="col">{t('columns.entity')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.consent')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((subscriber) => (
                <tr key={subscriber.id}>
                  <th scope="row">
                    {subscriber.fullName}
                    <span className="comm-sub">{subscriber.email}</span>
                  </th>
                  <td data-label={t('columns.entity')}>{subscriber.entityName}</td>
                  <td data-label={t('columns.status')}>
                    <StatusBadge kind="subscriber" status={subscriber.status} />
                  </td>
                  <td data-label={t('columns.consent')}>
                    {subscriber.status === 'confirmed'
                      ? t('confirmedOn', { date: date(subscriber.confirmedAt) })
                      : t('unsubscribedOn', { date: date(subscriber.unsubscribedAt) })}
                    <span className="comm-sub">{t(`sources.${sourceKey(subscriber.source)}`)}</span>
                  </td>
                </tr>
              ))}
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

const SOURCES = ['account', 'resubscribe', 'unsubscribe_link', 'seed'] as const;
function sourceKey(source: string): (typeof SOURCES)[number] | 'other' {
  return (SOURCES as readonly string[]).includes(source)
    ? (source as (typeof SOURCES)[number])
    : 'other';
}
