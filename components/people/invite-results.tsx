'use client';

import { useTranslations } from 'next-intl';
import type { InviteResults as Results } from '@/lib/resources/people';
import { useFocusOnShow } from './use-focus-on-show';

/** Invited (or invited again): the outcomes that sent a mail. */
const SENT = new Set(['invited', 'reinvited']);

/**
 * What inviting did, per address (issue 43): a summary announced as it appears, then a row per
 * address with its outcome and, for one not invited or whose mail failed, why.
 */
export function InviteResults({ results }: { results: Results }) {
  const t = useTranslations('people.invitations.results');
  const summary = useFocusOnShow<HTMLParagraphElement>(results);
  const sent = results.results.filter((r) => SENT.has(r.outcome) && !r.problem).length;
  return (
    <div className="people-results kit-stack">
      <p ref={summary} tabIndex={-1} role="status">
        {t('summary', { sent, other: results.results.length - sent })}
      </p>
      <div className="people-table-wrap">
        <table className="people-table">
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('address')}</th>
              <th scope="col">{t('result')}</th>
            </tr>
          </thead>
          <tbody>
            {results.results.map((row, index) => (
              // An address may be listed twice (the second refused as a duplicate).
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are in the order sent.
              <tr key={`${row.email}:${index}`}>
                <th scope="row">{row.email}</th>
                <td data-label={t('result')}>
                  <span
                    className={`people-outcome people-outcome-${row.problem ? 'error' : row.outcome}`}
                  >
                    {t(`outcomes.${row.outcome}`)}
                  </span>
                  {row.problem && <span className="people-subtle">{row.problem.detail}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
