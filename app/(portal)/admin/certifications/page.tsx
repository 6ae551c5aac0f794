import { getTranslations } from 'next-intl/server';
import { CertificationDefinitions } from '@/components/certificates/certification-definitions';
import { IssuedCertificates } from '@/components/certificates/issued-certificates';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QualificationsAdmin } from '@/components/qualifications/qualifications-admin';
import {
  certificationsQuery,
  INITIAL_ISSUED_PARAMS,
  issuedCertificatesQuery,
} from '@/lib/resources/certificates';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import { hasFeature } from '@/shared/access/features';

export async function generateMetadata() {
  return { title: (await getTranslations('certificates'))('admin.title') };
}

/**
 * /admin/certifications (SCREENS "Quizzes, certificates, qualifications"): the definitions,
 * the issued certificates, and the qualifications (with qualifications-report). RULES.certifications.
 */
export default async function CertificationsRoute() {
  const [{ result }, t] = await Promise.all([
    requireRoute('/admin/certifications'),
    getTranslations('certificates'),
  ]);
  // Qualifications are part of the qualifications-report feature: where it is off, nobody
  // could see them, so they are not offered here either.
  const qualifications = hasFeature(result.features, 'qualifications-report');
  const client = getQueryClient();
  await Promise.all([
    client.prefetchQuery(certificationsQuery()),
    client.prefetchQuery(issuedCertificatesQuery(INITIAL_ISSUED_PARAMS)),
  ]);
  return (
    <Hydrate>
      <ClientMessages namespaces={['certificates', 'lists', 'qualifications']}>
        <div className="certificates-page">
          <header className="certificates-page-head">
            <h1>{t('admin.title')}</h1>
            <p className="lead">{t('admin.intro')}</p>
          </header>
          <CertificationDefinitions />
          <IssuedCertificates />
          {qualifications && <QualificationsAdmin />}
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
