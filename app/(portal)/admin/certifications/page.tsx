import { getTranslations } from 'next-intl/server';
import { BadgeIssuerKeys } from '@/components/certificates/badge-issuer-keys';
import { CertificationDefinitions } from '@/components/certificates/certification-definitions';
import { IssuedCertificates } from '@/components/certificates/issued-certificates';
import {
  ISSUED_CERTIFICATES_VIEW,
  ISSUED_CERTIFICATES_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/components/certificates/issued-certificates-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QualificationsAdmin } from '@/components/qualifications/qualifications-admin';
import { prefetchFirstPage } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { certificationsQuery, issuedCertificatesQuery } from '@/lib/resources/certificates';
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
 * The issued list's view lives in the browser and is mirrored in its address and cookie, so its
 * first page is prefetched here.
 */
export default async function CertificationsRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [{ result }, t, address] = await Promise.all([
    requireRoute('/admin/certifications'),
    getTranslations('certificates'),
    searchParams,
  ]);
  // Qualifications are part of the qualifications-report feature: where it is off, nobody
  // could see them, so they are not offered here either.
  const qualifications = hasFeature(result.features, 'qualifications-report');
  // The definitions and the issued list's first page, side by side.
  const [, issuedView] = await Promise.all([
    getQueryClient().prefetchQuery(certificationsQuery()),
    prefetchFirstPage({
      view: ISSUED_CERTIFICATES_VIEW,
      defaults: ISSUED_CERTIFICATES_VIEW_DEFAULTS,
      sizePreference: PAGE_SIZE_PREFERENCE,
      query: issuedCertificatesQuery,
      address,
    }),
  ]);
  return (
    <Hydrate>
      <ClientMessages namespaces={['certificates', 'lists', 'qualifications.admin']}>
        <div className="certificates-page">
          <header className="certificates-page-head">
            <h1>{t('admin.title')}</h1>
            <p className="lead">{t('admin.intro')}</p>
          </header>
          <CertificationDefinitions />
          <IssuedCertificates initial={issuedView} />
          {qualifications && <QualificationsAdmin />}
          <BadgeIssuerKeys />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
