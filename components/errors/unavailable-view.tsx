import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { apiErrorKeys } from '@/lib/errors/api-status';
import { PATH_HEADER } from '@/lib/proxy/routing';
import { ErrorBlock } from './error-block';

/**
 * Spec §8 "unavailable" for a whole page: the Academy API or its database is
 * down or too slow. Rendered by the portal layout in the visitor's language (which does not
 * need the API), answered with 503 and Retry-After; "Try again" loads the same page again.
 */
export async function UnavailableView() {
  const [t, requestHeaders] = await Promise.all([getTranslations(), headers()]);
  const path = requestHeaders.get(PATH_HEADER) ?? '/';
  const keys = apiErrorKeys('unavailable');
  return (
    <main id="main" className="main">
      <ErrorBlock
        title={t(keys.titleKey)}
        description={t(keys.descriptionKey)}
        homeLabel={t('common.goHome')}
      >
        {/* A plain link, no script: it works while the app's own requests are failing. */}
        <a href={path.startsWith('/') && !path.startsWith('//') ? path : '/'} className="button">
          {t('errors.retry')}
        </a>
      </ErrorBlock>
    </main>
  );
}
