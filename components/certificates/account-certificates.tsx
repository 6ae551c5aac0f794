import { useTranslations } from 'next-intl';
import { AddToCalendar } from '@/components/calendar/add-to-calendar';
import { Link } from '@/components/ui/link';
import type { Certificate } from '@/lib/resources/certificates';
import { CertificateDateFacts } from './certificate-dates';
import { CertificateStatusBadge } from './certificate-status';
import './certificates.css';

/**
 * /account/certificates: the account's certificates, each with its status, dates and code,
 * and "View and print" to its printable page.
 */
export function AccountCertificates({ certificates }: { certificates: Certificate[] }) {
  const t = useTranslations('certificates.account');

  if (certificates.length === 0) {
    return (
      <div className="certificates-empty">
        <p>{t('empty')}</p>
        <p className="muted">{t('emptyHint')}</p>
        <Link href="/catalog" className="button">
          {t('browse')}
        </Link>
      </div>
    );
  }

  return (
    <ul className="account-certificates kit-list">
      {certificates.map((certificate) => (
        <li
          key={certificate.id}
          className="account-certificate kit-box"
          aria-labelledby={`account-certificate-${certificate.id}`}
        >
          <div className="account-certificate-head kit-row">
            <h2 id={`account-certificate-${certificate.id}`}>{certificate.certificationName}</h2>
            <CertificateStatusBadge status={certificate.status} />
          </div>
          <dl className="account-certificate-facts facts">
            <CertificateDateFacts
              certificate={certificate}
              namespace="certificates.account"
              dateStyle="medium"
              withRevoked
            />
            <div>
              <dt>{t('code')}</dt>
              <dd>
                <code className="certificates-code">{certificate.code}</code>
              </dd>
            </div>
          </dl>
          <div className="account-certificate-actions kit-row">
            <Link
              href={`/certificates/${encodeURIComponent(certificate.id)}`}
              className="button"
              aria-label={t('viewLabel', { name: certificate.certificationName })}
            >
              {t('view')}
            </Link>
            {certificate.status === 'valid' && certificate.expiresAt ? (
              <AddToCalendar
                kind="certificate"
                id={certificate.id}
                title={certificate.certificationName}
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
