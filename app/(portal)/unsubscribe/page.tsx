import { getTranslations } from 'next-intl/server';
import { UnsubscribePanel } from '@/components/communication/unsubscribe-panel';
import { ClientMessages } from '@/components/i18n/client-messages';
import { GuestQueries } from '@/components/shell/guest-queries';
import { ApiError } from '@/lib/api/errors';
import { consentQuery } from '@/lib/resources/mailings';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return {
    title: (await getTranslations('communication'))('unsubscribe.title'),
    robots: { index: false, follow: false },
  };
}

/**
 * /unsubscribe?token=…: the visible link of every mailing. Works signed out: the
 * signed token names the account. One button unsubscribes (a link scanner's visit does not);
 * "Subscribe again" undoes it.
 */
export default async function UnsubscribeRoute({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const [, query, t] = await Promise.all([
    requireRoute('/unsubscribe'),
    searchParams,
    getTranslations('communication'),
  ]);
  const token = typeof query.token === 'string' ? query.token : '';
  let valid = token !== '';
  if (valid) {
    try {
      await getQueryClient().fetchQuery(consentQuery(token));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      valid = false;
    }
  }
  return (
    <ClientMessages namespaces={['communication.unsubscribe']}>
      {/* Guests have no query client of the shell's: this page brings its own. */}
      <GuestQueries>
        <Hydrate>
          <div className="comm-consent">
            <h1>{t('unsubscribe.title')}</h1>
            {valid ? (
              <UnsubscribePanel token={token} />
            ) : (
              <p role="alert">{t('unsubscribe.invalid')}</p>
            )}
          </div>
        </Hydrate>
      </GuestQueries>
    </ClientMessages>
  );
}
