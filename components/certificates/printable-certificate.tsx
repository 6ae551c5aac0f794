import { useFormatter, useTranslations } from 'next-intl';
import type { Certificate } from '@/lib/resources/certificates';
import { CertificateDateFacts } from './certificate-dates';
import { StatusIcon } from './certificate-status';
import { PrintButton } from './print-button';
import './print.css';

/**
 * A certificate as its holder (or staff) prints it (SCREENS: A4 landscape, print CSS): the
 * portal, "Certificate", the certification, the holder, the courses, the dates, and the code
 * with the address anyone can check it at. A revoked or expired certificate says so on the
 * sheet itself, printed too.
 */
export function PrintableCertificate({
  certificate,
  verifyUrl,
}: {
  certificate: Certificate;
  /** https://{host}/verify/{code}. */
  verifyUrl: string;
}) {
  const t = useTranslations('certificates.printable');
  const format = useFormatter();
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'long' });
  const { status } = certificate;
  const courses = certificate.courses ?? [];

  return (
    <article
      className="printable-certificate"
      data-status={status}
      aria-labelledby="certificate-title"
    >
      <div className="certificate-toolbar">
        <PrintButton />
      </div>
      {status !== 'valid' && (
        <p className="certificate-notice" role="note">
          <StatusIcon status={status} />
          {status === 'revoked'
            ? t('revokedNotice', {
                date: certificate.revokedAt ? date(certificate.revokedAt) : '',
              })
            : t('expiredNotice', {
                date: certificate.expiresAt ? date(certificate.expiresAt) : '',
              })}
        </p>
      )}
      <div className="certificate-sheet">
        {status !== 'valid' && (
          <p className="certificate-stamp" aria-hidden="true">
            {t(`stamp.${status}`)}
          </p>
        )}
        {certificate.portalName ? (
          <p className="certificate-portal">{certificate.portalName}</p>
        ) : null}
        <p className="certificate-kind">{t('heading')}</p>
        <h1 id="certificate-title" className="certificate-name">
          {certificate.certificationName}
        </h1>
        <p className="certificate-awarded">{t('awardedTo')}</p>
        <p className="certificate-holder">{certificate.holderName}</p>
        {courses.length > 0 && (
          <div className="certificate-courses">
            <p>{t('courses', { count: courses.length })}</p>
            <ul>
              {courses.map((course) => (
                <li key={course.id}>{course.title}</li>
              ))}
            </ul>
          </div>
        )}
        <dl className="certificate-facts">
          <CertificateDateFacts
            certificate={certificate}
            namespace="certificates.printable"
            dateStyle="long"
          />
          <div>
            <dt>{t('code')}</dt>
            <dd>
              <code className="certificate-code" data-testid="certificate-code">
                {certificate.code}
              </code>
            </dd>
          </div>
        </dl>
        <p className="certificate-verify">
          {t('verifyAt')} <span className="certificate-verify-url">{verifyUrl}</span>
        </p>
      </div>
    </article>
  );
}
