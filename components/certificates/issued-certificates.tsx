'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { Pagination } from '@/components/lists/pagination';
import { useModals } from '@/components/modals/modal-queue';
import { AdminActions } from '@/components/ui/admin-actions';
import { AdminAnnouncement, AdminEmpty } from '@/components/ui/admin-list-states';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import type { PaginationState } from '@/lib/lists/pagination';
import {
  type Certificate,
  certificationsQuery,
  hasIssuedFilters,
  INITIAL_ISSUED_PARAMS,
  type IssuedParams,
  issuedCertificatesQuery,
  issuedCsvPath,
} from '@/lib/resources/certificates';
import { CertificateStatusBadge } from './certificate-status';
import { type IssuedFilterChange, IssuedFilters } from './issued-filters';
import { RevokeDialog } from './revoke-dialog';
import './certificates.css';

const statusId = (certificate: Certificate) => `certificate-status-${certificate.id}`;

/**
 * The issued certificates (SCREENS "/admin/certifications"): filters, the list with its
 * status badges, pagination, "Revoke" on a valid certificate, and "Download CSV" of what the
 * filters show.
 */
export function IssuedCertificates({
  initialParams = INITIAL_ISSUED_PARAMS,
}: {
  initialParams?: IssuedParams;
}) {
  const t = useTranslations('certificates.issued');
  const modals = useModals();
  const [params, setParams] = useState(initialParams);
  const query = useQuery(issuedCertificatesQuery(params));
  const certifications = useQuery(certificationsQuery()).data?.items ?? [];
  const [announcement, setAnnouncement] = useState('');
  const change = (next: IssuedFilterChange) =>
    setParams((current) => ({ ...current, page: 1, ...next }));
  const clear = () => setParams((current) => ({ ...INITIAL_ISSUED_PARAMS, size: current.size }));
  const { data } = query;

  const revoke = (certificate: Certificate, trigger: HTMLElement) => {
    const modalId = `certificate-revoke:${certificate.id}`;
    modals.open(modalId, () => (
      <RevokeDialog
        certificate={certificate}
        modalId={modalId}
        onClosed={(revoked) => {
          if (!revoked) {
            trigger.focus();
            return;
          }
          setAnnouncement(t('revoked', { holder: certificate.holderName }));
          // The Revoke button has gone with the change: focus lands on the row's new status.
          requestAnimationFrame(() => {
            const badge = document.getElementById(statusId(certificate));
            if (badge) badge.focus();
            else trigger.focus();
          });
        }}
      />
    ));
  };

  return (
    <section className="certificates-section" aria-labelledby="issued-certificates-title">
      <div className="certificates-section-head">
        <h2 id="issued-certificates-title">{t('title')}</h2>
        <a className="button" href={issuedCsvPath(params)} download="certificates.csv">
          {t('download')}
        </a>
      </div>
      <IssuedFilters
        params={params}
        counts={data?.counts}
        certifications={certifications}
        onChange={change}
      />
      <AdminAnnouncement text={announcement} />
      {!data ? (
        <QueryPending query={query} />
      ) : (
        <div className="certificates-issued" aria-busy={query.isPlaceholderData}>
          <p className="muted certificates-total">{t('count', { count: data.total })}</p>
          {data.items.length === 0 ? (
            hasIssuedFilters(params) ? (
              <AdminEmpty
                className="certificates-empty"
                text={t('emptyFiltered')}
                hint={t('emptyFilteredHint')}
              >
                <button type="button" className="button" onClick={clear}>
                  {t('filters.clear')}
                </button>
              </AdminEmpty>
            ) : (
              <AdminEmpty className="certificates-empty" text={t('empty')} hint={t('emptyHint')} />
            )
          ) : (
            <IssuedTable certificates={data.items} onRevoke={revoke} />
          )}
          {data.total > params.size && (
            <Pagination
              page={params.page}
              size={params.size}
              lastPage={data.lastPage}
              onChange={(next: PaginationState) =>
                setParams((current) => ({ ...current, ...next }))
              }
            />
          )}
        </div>
      )}
    </section>
  );
}

function IssuedTable({
  certificates,
  onRevoke,
}: {
  certificates: Certificate[];
  onRevoke: (certificate: Certificate, trigger: HTMLElement) => void;
}) {
  const t = useTranslations('certificates.issued');
  const format = useFormatter();
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' });
  const columns: AdminColumn<Certificate>[] = [
    {
      header: t('columns.holder'),
      rowHeader: true,
      cell: (certificate) => (
        <>
          <span className="certificates-holder">{certificate.holderName}</span>
          {certificate.holderEmail ? (
            <span className="muted certificates-email">{certificate.holderEmail}</span>
          ) : null}
        </>
      ),
    },
    { header: t('columns.certification'), cell: (certificate) => certificate.certificationName },
    {
      header: t('columns.code'),
      cell: (certificate) => <code className="certificates-code">{certificate.code}</code>,
    },
    {
      header: t('columns.issued'),
      cell: (certificate) => (
        <time dateTime={certificate.issuedAt}>{date(certificate.issuedAt)}</time>
      ),
    },
    {
      header: t('columns.expires'),
      cell: (certificate) =>
        certificate.expiresAt ? (
          <time dateTime={certificate.expiresAt}>{date(certificate.expiresAt)}</time>
        ) : (
          t('doesNotExpire')
        ),
    },
    {
      header: t('columns.status'),
      cell: (certificate) => <IssuedStatus certificate={certificate} />,
    },
    {
      header: t('columns.actions'),
      hideHeader: true,
      cellClassName: 'certificates-actions',
      cell: (certificate) => (
        <AdminActions
          actions={[
            certificate.status === 'valid' && {
              text: t('revoke'),
              label: t('revokeLabel', { holder: certificate.holderName }),
              onClick: (trigger) => onRevoke(certificate, trigger),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <AdminTable
      className="certificates-table"
      caption={t('caption')}
      labelCells
      columns={columns}
      rows={certificates}
    />
  );
}

/** A certificate's status badge (focusable by id) and, once revoked, when and why. */
function IssuedStatus({ certificate }: { certificate: Certificate }) {
  const t = useTranslations('certificates.issued');
  const format = useFormatter();
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' });
  return (
    <>
      <CertificateStatusBadge status={certificate.status} id={statusId(certificate)} />
      {certificate.status === 'revoked' && certificate.revokedAt ? (
        <span className="muted certificates-revoked-on">
          {t('revokedOn', { date: date(certificate.revokedAt) })}
        </span>
      ) : null}
      {certificate.status === 'revoked' && certificate.revokedReason ? (
        <span className="certificates-reason">{certificate.revokedReason}</span>
      ) : null}
    </>
  );
}
