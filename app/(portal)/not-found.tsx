import { getTranslations } from 'next-intl/server';
import { ErrorBlock } from '@/components/errors/error-block';
import { PageTitle } from '@/components/errors/page-title';

export default async function PortalNotFound() {
  const t = await getTranslations();
  return (
    <>
      <PageTitle title={t('errors.notFoundTitle')} />
      <ErrorBlock
        title={t('errors.notFoundTitle')}
        description={t('errors.notFoundDescription')}
        homeLabel={t('common.goHome')}
      />
    </>
  );
}
