'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { NativeSelect } from '@/components/forms/native-fields';
import { Pagination } from '@/components/lists/pagination';
import { SearchInput } from '@/components/lists/search-input';
import {
  initialListParams,
  type ListParams,
  RECIPIENT_STATUSES,
  type RecipientStatus,
  recipientMessagePath,
  recipientsQuery,
} from '@/lib/resources/mailings';
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
  const { data } = query;
  return (
    <section className="comm-section" aria-labelledby="recipients-title">
      <h2 id="recipients-title">{t('title')}</h2>
      <div className="comm-toolbar">
        <div className="comm-search">
          <SearchInput
            value={params.search ?? ''}
            label={t('search')}
            onSearch={(search) => setParams((current) => ({ ...current, search, page: 1 }))}
          />
        </div>
        <div className="comm-filter">
          <label htmlFor="recipient-status">{t('statusFilter')}</label>
          <NativeSelect
            id="recipient-status"
            value={params.status ?? ''}
            onChange={(event) =>
              setParams((current) => ({
                ...current,
                status: (event.target.value || null) as RecipientStatus | null,
                page: 1,
              }))
            }
          >
            <option value="">{t('allStatuses')}</option>
            {RECIPIENT_STATUSES.map((status) => (
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
        </div>
      ) : (
        <div aria-busy={query.isPlaceholderData}>
          <p className="muted comm-total">{t('count', { count: data.total })}</p>
          <table className="comm-table">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.recipient')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.when')}</th>
                <th scope="col">{t('columns.message')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((recipient) => (
                <tr key={recipient.id}>
                  <th scope="row">
                    {recipient.fullName}
                    <span className="comm-sub">{recipient.email}</span>
                  </th>
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
