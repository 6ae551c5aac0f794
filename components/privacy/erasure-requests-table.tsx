'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import { Link } from '@/components/ui/link';
import { type ErasureRequest, isOverdue } from '@/lib/resources/erasure-requests';

/** A day as the list shows it ("3 Mar 2026"), in a <time> that carries the instant. */
function Day({ moment }: { moment: string }) {
  const format = useFormatter();
  return (
    <time dateTime={moment}>{format.dateTime(new Date(moment), { dateStyle: 'medium' })}</time>
  );
}

/**
 * The requests as a table (a card per request at phone width): the person, linked to their
 * account page where a request is answered; when they asked; the day it must be answered by
 * (an open one past it says "Overdue" in words, not only in colour); their note; the status;
 * and who answered, when and why.
 */
export function ErasureRequestsTable({
  requests,
  accountsHref,
  now,
}: {
  requests: readonly ErasureRequest[];
  /** The account list the person's page lives beneath (lib/access/account-paths.ts). */
  accountsHref: string;
  /** The moment "overdue" is judged against: when the page was fetched. */
  now: Date;
}) {
  const t = useTranslations('privacy');
  const columns: AdminColumn<ErasureRequest>[] = [
    {
      header: t('requests.columns.person'),
      rowHeader: true,
      cell: (request) => (
        <span className="erasure-requests-person">
          <Link href={`${accountsHref}/${encodeURIComponent(request.accountId)}`}>
            {request.accountName}
          </Link>
          <span className="muted">{request.accountEmail}</span>
        </span>
      ),
    },
    {
      header: t('requests.columns.requested'),
      cell: (request) => <Day moment={request.requestedAt} />,
    },
    {
      header: t('requests.columns.due'),
      cell: (request) => (
        <span className="erasure-requests-due">
          <Day moment={request.dueAt} />
          {isOverdue(request, now) && (
            <strong className="erasure-requests-overdue">{t('requests.overdue')}</strong>
          )}
        </span>
      ),
    },
    {
      header: t('requests.columns.note'),
      cellClassName: 'erasure-requests-text',
      cell: (request) => request.note || <span className="muted">{t('requests.noNote')}</span>,
    },
    {
      header: t('requests.columns.status'),
      cell: (request) => (
        <span className={`erasure-requests-status erasure-requests-status-${request.status}`}>
          {t(`statuses.${request.status}`)}
        </span>
      ),
    },
    {
      header: t('requests.columns.handled'),
      cellClassName: 'erasure-requests-text',
      cell: (request) => <Handled request={request} />,
    },
  ];
  return (
    <AdminTable
      className="erasure-requests-table"
      caption={t('requests.caption')}
      labelCells
      columns={columns}
      rows={requests}
    />
  );
}

/** Who answered (or the person, who withdrew), when, and the reason given; "—" while open. */
function Handled({ request }: { request: ErasureRequest }) {
  const t = useTranslations('privacy.requests');
  if (!request.handledAt) return <span className="muted">{t('notHandled')}</span>;
  return (
    <>
      <span>
        {request.handledByName ? `${request.handledByName}, ` : ''}
        <Day moment={request.handledAt} />
      </span>
      {request.decisionReason && (
        <span className="erasure-requests-reason">
          {t('reason', { reason: request.decisionReason })}
        </span>
      )}
    </>
  );
}
