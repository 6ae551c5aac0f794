import { getTranslations } from 'next-intl/server';
import { ErrorBlock } from '@/components/errors/error-block';
import { ApiError } from '@/lib/api/errors';
import { getMe } from '@/lib/server/me';

export default async function NotFound() {
  const t = await getTranslations();
  const unknownPortal = await getMe().then(
    () => false,
    (error: unknown) => error instanceof ApiError && error.code === 'PORTAL_NOT_FOUND',
  );
  return (
    <main id="main" className="main">
      <ErrorBlock
        title={t(unknownPortal ? 'errors.unknownPortalTitle' : 'errors.notFoundTitle')}
        description={t(
          unknownPortal ? 'errors.unknownPortalDescription' : 'errors.notFoundDescription',
        )}
        homeLabel={t('common.goHome')}
      />
    </main>
  );
}
