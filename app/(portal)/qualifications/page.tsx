import { getTranslations } from 'next-intl/server';
import { PaymentRequired } from '@/components/errors/payment-required';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QualificationsReport } from '@/components/qualifications/qualifications-report';
import { myQualificationsQuery } from '@/lib/resources/qualifications';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('qualifications'))('title') };
}

/** /qualifications: the viewer's progress per qualification (403 without qualifications-report). */
export default async function QualificationsRoute() {
  const [{ result, paymentRequired }, t] = await Promise.all([
    requireRoute('/qualifications'),
    getTranslations('qualifications'),
  ]);
  if (paymentRequired) return <PaymentRequired result={result} />;
  await getQueryClient().prefetchQuery(myQualificationsQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['qualifications']}>
        <section
          className="qualifications-page qualifications-printable"
          aria-labelledby="qualifications-title"
        >
          <h1 id="qualifications-title">{t('title')}</h1>
          <p>{t('intro')}</p>
          <QualificationsReport />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
