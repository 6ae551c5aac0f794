'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
} from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { ResetViewButton } from '@/components/lists/reset-view-button';
import { useViewAddress } from '@/components/lists/use-view-address';
import { useModals } from '@/components/modals/modal-queue';
import { AdminAnnouncement, AdminEmpty } from '@/components/ui/admin-list-states';
import type { AdminColumn } from '@/components/ui/admin-table';
import {
  type Certificate,
  certificationsQuery,
  hasIssuedFilters,
  type IssuedListPage,
  issuedCertificatesQuery,
  issuedCsvPath,
} from '@/lib/resources/certificates';
import { CertificateStatusBadge } from './certificate-status';
import { CertificatesTable } from './certificates-table';
import {
  ISSUED_CERTIFICATES_VIEW,
  ISSUED_CERTIFICATES_VIEW_DEFAULTS,
  issuedFilterEntries,
  issuedParamsOf,
  PAGE_SIZE_PREFERENCE,
} from './issued-certificates-view';
import { type IssuedFilterChange, IssuedFilters } from './issued-filters';
import { RevokeDialog } from './revoke-dialog';
import './certificates.css';

const statusId = (certificate: Certificate) => `certificate-status-${certificate.id}`;

/**
 * The issued certificates (SCREENS "/admin/certifications"): filters, the list with its
 * status badges, pagination, "Revoke" on a valid certificate, and "Download CSV" of what the
 * filters show. The filters, search and page size are a view kept per browser (spec §4) and
 * mirrored in the address, so the page prefetches the first page of the view it opens.
 */
export function IssuedCertificates({ initial }: ListScreenProps) {
  const address = useViewAddress();
  return (
    <ListScreen
      view={ISSUED_CERTIFICATES_VIEW}
      defaults={ISSUED_CERTIFICATES_VIEW_DEFAULTS}
      initial={initial}
      address={address}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={issuedCertificatesQuery}
    >
      {(screen) => <IssuedBrowser screen={screen} />}
    </ListScreen>
  );
}

function IssuedBrowser({ screen }: { screen: ListScreenState<IssuedListPage> }) {
  const t = useTranslations('certificates.issued');
  const { settings, view, query, pagination } = screen;
  const params = issuedParamsOf(view, pagination);
  const certifications = useQuery(certificationsQuery()).data?.items ?? [];
  const { announcement, revoke } = useRevoke();
  const change = (next: IssuedFilterChange) => {
    if (next.search !== undefined) settings.setSearch(next.search);
    for (const [name, value] of issuedFilterEntries(next)) settings.setFilter(name, value);
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
        counts={query.data?.counts}
        certifications={certifications}
        onChange={change}
      />
      <AdminAnnouncement text={announcement} />
      <ScreenResults
        screen={screen}
        className="certificates-issued"
        hideSinglePage
        summary={(data) => (
          <p className="muted certificates-total">{t('count', { count: data.total })}</p>
        )}
        emptyState={
          hasIssuedFilters(params) ? (
            <AdminEmpty
              className="certificates-empty"
              text={t('emptyFiltered')}
              hint={t('emptyFilteredHint')}
            >
              <ResetViewButton settings={settings} text={t('filters.clear')} />
            </AdminEmpty>
          ) : (
            <AdminEmpty className="certificates-empty" text={t('empty')} hint={t('emptyHint')} />
          )
        }
      >
        {(data) => <IssuedTable certificates={data.items} onRevoke={revoke} />}
      </ScreenResults>
    </section>
  );
}

/**
 * "Revoke" on a row: the dialog, then what it did announced and focus on the row's new status
 * (the button has gone with the change), or back on the button when nothing changed.
 */
function useRevoke() {
  const t = useTranslations('certificates.issued');
  const modals = useModals();
  const [announcement, setAnnouncement] = useState('');
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
          requestAnimationFrame(() => {
            const badge = document.getElementById(statusId(certificate));
            if (badge) badge.focus();
            else trigger.focus();
          });
        }}
      />
    ));
  };
  return { announcement, revoke };
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
  ];
  return (
    <CertificatesTable
      caption={t('caption')}
      columns={columns}
      actionsHeader={t('columns.actions')}
      actions={(certificate) => [
        certificate.status === 'valid' && {
          text: t('revoke'),
          label: t('revokeLabel', { holder: certificate.holderName }),
          onClick: (trigger) => onRevoke(certificate, trigger),
        },
      ]}
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
