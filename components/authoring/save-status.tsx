'use client';

import { useTranslations } from 'next-intl';
import type { SaveState } from './use-autosave';

/** "Saving… / All changes saved / Not saved — retry", read out politely as it changes. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const t = useTranslations('authoring.editor');
  return (
    <p className={`save-status save-status-${state}`} role="status" aria-live="polite">
      {state === 'saving' && t('saving')}
      {state === 'saved' && t('saved')}
      {state === 'error' && (
        <>
          {t('notSaved')} —{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {t('retry')}
          </button>
        </>
      )}
    </p>
  );
}
