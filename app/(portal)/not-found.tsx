import { getTranslations } from 'next-intl/server';
import { ErrorBlock } from '@/components/errors/error-block';

export default async function PortalNotFound() {
  const t = await getTranslations();
  return (
    <ErrorBlock
      title={t('errors.notFoundTitle')}
      description={t('errors.notFoundDescription')}
      homeLabel={t('common.goHome')}
    />
  );
}
