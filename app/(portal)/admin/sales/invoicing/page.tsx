import { getTranslations } from 'next-intl/server';
import { InvoiceSettingsForm } from '@/components/commerce/invoice-settings';
import { ClientMessages } from '@/components/i18n/client-messages';
import { invoiceSettingsQuery } from '@/lib/resources/commerce';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('commerce'))('invoicing.title') };
}

/** /admin/sales/invoicing (issue 40): the seller's details every invoice of the portal prints. */
export default async function InvoicingRoute() {
  const [, t] = await Promise.all([
    requireRoute('/admin/sales/invoicing'),
    getTranslations('commerce'),
  ]);
  await getQueryClient().prefetchQuery(invoiceSettingsQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['commerce.invoicing', 'validation', 'forms']}>
        <div className="commerce-page">
          <header>
            <h1>{t('invoicing.title')}</h1>
            <p className="lead">{t('invoicing.intro')}</p>
          </header>
          <InvoiceSettingsForm />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
