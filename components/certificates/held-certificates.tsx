import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { accountCertificatesQuery, heldCertificatesForCourse } from '@/lib/resources/certificates';
import { getQueryClient } from '@/lib/server/query-client';
import { StatusIcon } from './certificate-status';
import './certificates.css';

/**
 * On a course's page: "You hold the certificate “X”" for each valid certificate of the viewer
 * whose certification requires this course, linked to its printable page. Says nothing for
 * guests, or when the certificates cannot be read (the course page matters more).
 */
export async function HeldCertificates({
  courseId,
  accountId,
}: {
  courseId: string;
  accountId: string;
}) {
  if (!accountId) return null;
  const [t, certificates] = await Promise.all([
    getTranslations('certificates.course'),
    getQueryClient()
      .fetchQuery(accountCertificatesQuery(accountId))
      .catch(() => []),
  ]);
  const held = heldCertificatesForCourse(certificates, courseId);
  if (held.length === 0) return null;
  return (
    <ul className="held-certificates">
      {held.map((certificate) => (
        <li key={certificate.id}>
          <StatusIcon status="valid" />
          {t.rich('held', {
            name: certificate.certificationName,
            link: (chunks) => (
              <Link href={`/certificates/${encodeURIComponent(certificate.id)}`}>{chunks}</Link>
            ),
          })}
        </li>
      ))}
    </ul>
  );
}
