'use client';

import { useTranslations } from 'next-intl';
import { ErrorBlock } from '@/components/errors/error-block';

/** Render errors: the block template with go back and go home (spec §8). */
export default function PortalError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations();
  return (
    <ErrorBlock
      title={t('errors.errorTitle')}
      description={t('errors.errorDescription')}
      homeLabel={t('common.goHome')}
    >
      <button type="button" className="button" onClick={() => history.back()}>
        {t('common.goBack')}
      </button>
      <button type="button" className="button" onClick={reset}>
        {t('errors.retry')}
      </button>
    </ErrorBlock>
  );
}
