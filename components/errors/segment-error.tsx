'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorBlock } from '@/components/errors/error-block';
import { reportError } from '@/lib/monitoring/client';

/**
 * Render errors: the block template with go back and go home. Every route segment
 * has an error.tsx showing this, so a failing page keeps the shell and its neighbours.
 */
export default function SegmentError({ error, reset }: { error: Error; reset: () => void }) {
  const t = useTranslations();
  // Render errors are critical; reportError skips what the server already reported.
  useEffect(() => reportError(error), [error]);
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
