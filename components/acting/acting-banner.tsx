'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { accountPath } from '@/lib/access/account-paths';
import { useActing } from './use-acting';
import './acting-banner.css';

/**
 * Issue 43, item 3: on every page while a support person acts as someone, "You are acting as
 * Stijn Student — Stop". Stopping returns the session to its own account and the person to the
 * page of the account they acted as, where they started.
 */
export function ActingBanner({
  accountId,
  accountName,
  actorName,
  features,
}: {
  accountId: string;
  accountName: string;
  actorName: string;
  features: readonly string[];
}) {
  const t = useTranslations('shell.acting');
  const titleId = useId();
  const acting = useActing(accountPath(features, accountId));
  return (
    <aside className="acting-banner" aria-labelledby={titleId}>
      <div className="acting-banner-inner">
        <p id={titleId} className="acting-banner-text">
          <strong>{t('actingAs', { name: accountName })}</strong>{' '}
          <span>{t('recorded', { actor: actorName })}</span>
        </p>
        <button
          type="button"
          className="button acting-banner-stop"
          onClick={acting.stop}
          disabled={acting.stopping}
          aria-describedby={titleId}
        >
          {acting.stopping ? t('stopping') : t('stop')}
        </button>
        {acting.stopFailed && (
          <p role="alert" className="acting-banner-error">
            {t('stopFailed')}
          </p>
        )}
      </div>
    </aside>
  );
}
