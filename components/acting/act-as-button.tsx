'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import { useActing } from './use-acting';

/**
 * Issue 43, item 3: "Act as Stijn Student" on an account's page, for support and admins (the page
 * shows it only when RULES.actAs passes and the account is a learner or coach). The session then
 * is the learner's: the page goes to their home, with the banner to stop on every page.
 */
export function ActAsButton({ accountId, name }: { accountId: string; name: string }) {
  const t = useTranslations('shell.acting');
  const acting = useActing('/');
  const error = acting.startError;
  return (
    <section className="account-act-as" aria-labelledby="account-act-as-title">
      <h2 id="account-act-as-title">{t('title')}</h2>
      <p>{t('lead', { name })}</p>
      <button
        type="button"
        className="button"
        onClick={() => acting.start(accountId)}
        disabled={acting.starting}
      >
        {t('start', { name })}
      </button>
      {error ? (
        <p role="alert" className="field-error">
          {error instanceof ApiError && error.errors[0]?.detail ? error.message : t('startFailed')}
        </p>
      ) : null}
    </section>
  );
}
