import { getTranslations } from 'next-intl/server';
import { OpenBadgeDownloads } from '@/components/certificates/open-badge-downloads';
import { PrintableCertificate } from '@/components/certificates/printable-certificate';
import { ClientMessages } from '@/components/i18n/client-messages';
import { certificateQuery, verifyPath } from '@/lib/resources/certificates';
import { absoluteUrl } from '@/lib/seo/site-origin';
import { requireRoute } from '@/lib/server/guard';
import { fetchOrNotFound, getQueryClient } from '@/lib/server/query-client';
import { requestOrigin } from '@/lib/server/request-origin';

interface CertificateRouteProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: CertificateRouteProps) {
  const { id } = await params;
  const t = await getTranslations('certificates.printable');
  try {
    // The request's QueryClient: the page below reads the same answer.
    const certificate = await getQueryClient().fetchQuery(certificateQuery(id));
    return { title: `${t('heading')}: ${certificate.certificationName}`, robots: { index: false } };
  } catch {
    return { title: t('heading'), robots: { index: false } };
  }
}

/**
 * /certificates/{id}: the printable certificate, for its holder or staff with certification
 * rights (the API answers 404 to anyone else: the 404 page). The verification address is on
 * the site this page was asked on (the portal domain's base URL). Below it, the certificate as an
 * Open Badges 3.0 credential to download (issue 41, item 3).
 */
export default async function CertificateRoute({ params }: CertificateRouteProps) {
  const [{ result }, { id }] = await Promise.all([requireRoute('/certificates'), params]);
  const [certificate, origin] = await Promise.all([
    fetchOrNotFound(certificateQuery(id)),
    requestOrigin(result.me.portal),
  ]);
  return (
    <ClientMessages namespaces={['certificates.printable']}>
      <PrintableCertificate
        certificate={certificate}
        verifyUrl={absoluteUrl(origin ?? '', verifyPath(certificate.code))}
      />
      <OpenBadgeDownloads certificateId={certificate.id} />
    </ClientMessages>
  );
}
