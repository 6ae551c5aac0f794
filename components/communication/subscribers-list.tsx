'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { optionsOf } from '@/components/lists/filter-select';
import {
  INITIAL_SUBSCRIBER_PARAMS,
  SUBSCRIBER_STATUSES,
  type SubscriberParams,
  type SubscriberSort,
  subscribersCsvPath,
  subscribersQuery,
} from '@/lib/resources/mailings';
import { CommList, PersonRowHeader, statusFilter } from './comm-list';
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
      <CommList
        t={t}
        query={query}
        params={params}
        setParams={setParams}
        filters={[
          statusFilter(t, 'subscriber-status', SUBSCRIBER_STATUSES),
          {
            id: 'subscriber-sort',
            field: 'sort',
            label: t('sort'),
            options: optionsOf(SORTS, (value) => t(`sorts.${value}`)),
          },
        ]}
        hint
        columns={[
          t('columns.name'),
          t('columns.entity'),
          t('columns.status'),
          t('columns.consent'),
        ]}
        row={(subscriber) => (
          <tr key={subscriber.id}>
            <PersonRowHeader name={subscriber.fullName} email={subscriber.email} />
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
        )}
      />
    </section>
  );
}

const SOURCES = ['account', 'resubscribe', 'unsubscribe_link', 'seed'] as const;
function sourceKey(source: string): (typeof SOURCES)[number] | 'other' {
  return (SOURCES as readonly string[]).includes(source)
    ? (source as (typeof SOURCES)[number])
    : 'other';
}
