'use client';

import { useTranslations } from 'next-intl';
import { CertificateStatusBadge } from '@/components/certificates/certificate-status';
import { Link } from '@/components/ui/link';
import { useDay } from '@/lib/dates/use-date-time';
import type { CourseCertificate } from '@/lib/resources/overview';

/**
 * The certifications a course leads to: a held certificate with its status, how long it is
 * valid and a link to it; one not earned yet with what earning it takes.
 */
export function CourseCertificates({ certificates }: { certificates: CourseCertificate[] }) {
  const t = useTranslations('learnerOverview.courses.certificates');
  const day = useDay();
  if (certificates.length === 0) return null;
  return (
    <div className="overview-certificates">
      <h4>{t('title')}</h4>
      <ul className="kit-list">
        {certificates.map((certificate) => (
          <li key={certificate.certificationId} className="overview-certificate">
            {certificate.status === 'not_earned' || !certificate.certificateId ? (
              <>
                <span className="overview-certificate-name">{certificate.name}</span>
                <span className="overview-not-earned">{t('notEarned')}</span>
                <span className="muted">
                  {certificate.minScore === null
                    ? t('needsCompletion')
                    : t('needsScore', { score: certificate.minScore })}
                </span>
              </>
            ) : (
              <>
                <Link
                  href={`/certificates/${encodeURIComponent(certificate.certificateId)}`}
                  className="overview-certificate-name"
                >
                  {certificate.name}
                </Link>
                <CertificateStatusBadge status={certificate.status} />
                {/* A revoked one's badge says all there is. */}
                {certificate.status !== 'revoked' && (
                  <span>
                    {!certificate.expiresAt
                      ? t('noExpiry')
                      : certificate.status === 'expired'
                        ? t('expiredOn', { date: day(certificate.expiresAt) })
                        : t('validUntil', { date: day(certificate.expiresAt) })}
                  </span>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
