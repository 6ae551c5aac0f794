import { getTranslations } from 'next-intl/server';
import { ErrorBlock } from '@/components/errors/error-block';

export default async function Forbidden() {
  const t = await getTranslations();
  return (
    <main id="main" className="main">
      <ErrorBlock
        title={t('errors.forbiddenTitle')}
        description={t('errors.forbiddenDescription')}
        homeLabel={t('common.goHome')}
      />
    </main>
  );
}
