import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MailingPage } from '@/components/communication/mailing-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { mailingQuery } from '@/lib/resources/mailings';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { fetchOrNotFound } from '@/lib/server/query-client';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations('communication');
  return { title: id === 'new' ? t('compose.newTitle') : t('send.pageTitle') };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /academy/marketing/mailings/{id}: compose a draft (with a test send to myself), send it now or
 * at a time, and follow it: progress, the per-recipient log, retry of failures. `new` composes
 * one that does not exist yet.
 */
export default async function MailingRoute({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, , t] = await Promise.all([
    params,
    requireRoute('/academy/marketing'),
    getTranslations('communication'),
  ]);
  const existing = id === 'new' ? null : id;
  if (existing !== null) {
    if (!UUID.test(existing)) notFound();
    await fetchOrNotFound(mailingQuery(existing));
  }
  return (
    <Hydrate>
      <ClientMessages
        namespaces={[
          'communication.announcements',
          'communication.audience',
          'communication.compose',
          'communication.log',
          'communication.roles',
          'communication.send',
          'communication.severity',
          'communication.statuses',
          'lists',
          'editor',
        ]}
      >
        <div className="comm-page">
          <header className="comm-page-head">
            <h1>{existing ? t('send.pageTitle') : t('compose.newTitle')}</h1>
          </header>
          <MailingPage id={existing} />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
