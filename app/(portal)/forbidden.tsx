import { getTranslations } from 'next-intl/server';
import { ErrorBlock } from '@/components/errors/error-block';
import { PageTitle } from '@/components/errors/page-title';

/**
 * 403 inside the shell (a page's forbidden()): the shell already has the page's one <main>, so
 * this is only the block (a second <main id="main"> was nested in it). The root
 * app/forbidden.tsx, outside any shell, keeps its own <main>.
 */
export default async function PortalForbidden() {
  const t = await getTranslations();
  return (
    <>
      <PageTitle title={t('errors.forbiddenTitle')} />
      <ErrorBlock
        title={t('errors.forbiddenTitle')}
        description={t('errors.forbiddenDescription')}
        homeLabel={t('common.goHome')}
      />
    </>
  );
}
