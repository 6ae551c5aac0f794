'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { NativeSelect } from '@/components/forms/native-fields';
import { Options } from '@/components/forms/options';
import { SearchInput } from '@/components/lists/search-input';
import {
  CERTIFICATE_STATUSES,
  type CertificateStatus,
  type Certification,
  EXPIRING_WINDOWS,
  type ExpiringWindow,
  type IssuedParams,
} from '@/lib/resources/certificates';

export type IssuedFilterChange = Partial<
  Pick<IssuedParams, 'status' | 'expiring' | 'certification' | 'search'>
>;

/**
 * The issued list's filters: status (all, valid, expired, revoked; toggle buttons with their
 * counts), "expiring within" 30/60/90 days, the certification, and a search on the holder.
 */
export function IssuedFilters({
  params,
  counts,
  certifications,
  onChange,
}: {
  params: IssuedParams;
  counts: Record<CertificateStatus, number> | undefined;
  certifications: Certification[];
  onChange: (change: IssuedFilterChange) => void;
}) {
  const t = useTranslations('certificates.issued.filters');
  const status = useTranslations('certificates.status');
  const id = useId();
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const choices: { value: CertificateStatus | null; count: number | undefined }[] = [
    { value: null, count: total },
    ...CERTIFICATE_STATUSES.map((value) => ({ value, count: counts?.[value] })),
  ];

  return (
    <div className="certificates-filters">
      <fieldset className="certificates-status-filter kit-fieldset">
        <legend>{t('status')}</legend>
        <div className="certificates-status-choices kit-wrap">
          {choices.map(({ value, count }) => (
            <button
              key={value ?? 'all'}
              type="button"
              className="button certificates-status-choice"
              aria-pressed={params.status === value}
              onClick={() => onChange({ status: value })}
            >
              {value ? status(value) : t('all')}
              {count !== undefined && <span className="certificates-count">{count}</span>}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="certificates-filter-row kit-toolbar">
        <div className="certificates-filter">
          <label htmlFor={`${id}-expiring`}>{t('expiring')}</label>
          <NativeSelect
            id={`${id}-expiring`}
            value={params.expiring ?? ''}
            onChange={(event) =>
              onChange({
                expiring: event.target.value
                  ? (Number(event.target.value) as ExpiringWindow)
                  : null,
              })
            }
          >
            <Options
              items={EXPIRING_WINDOWS}
              value={(days) => days}
              label={(days) => t('days', { days })}
              empty={t('anyTime')}
            />
          </NativeSelect>
        </div>
        <div className="certificates-filter">
          <label htmlFor={`${id}-certification`}>{t('certification')}</label>
          <NativeSelect
            id={`${id}-certification`}
            value={params.certification ?? ''}
            onChange={(event) => onChange({ certification: event.target.value || null })}
          >
            <Options
              items={certifications}
              value="id"
              label="name"
              empty={t('allCertifications')}
            />
          </NativeSelect>
        </div>
        <div className="certificates-filter certificates-search">
          <SearchInput
            value={params.search ?? ''}
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            onSearch={(search) => onChange({ search })}
          />
        </div>
      </div>
    </div>
  );
}
