'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useDateTime } from '@/lib/dates/use-date-time';
import { type AuditVerification, auditVerificationQuery } from '@/lib/resources/audit-log';

type Outcome = 'checking' | 'valid' | 'broken' | 'failed' | 'none';

const ICONS: Partial<Record<Outcome, string>> = { valid: '✓', broken: '✕', failed: '!' };

/**
 * "Verify the log": recomputes the chain on the API (GET /v1/audit_events/verification) when
 * asked, and says in a live region whether every entry checks out or where it was changed.
 */
export function VerifyLog() {
  const t = useTranslations('auditLog.verify');
  const query = useQuery({ ...auditVerificationQuery(), enabled: false });
  const dateTime = useDateTime();
  const outcome = outcomeOf(query);
  return (
    <div className="audit-log-verify">
      <div className="audit-log-verify-head">
        <button
          type="button"
          className="button"
          onClick={() => void query.refetch({ cancelRefetch: false })}
        >
          {t('button')}
        </button>
        <p className="muted audit-log-verify-hint">{t('hint')}</p>
      </div>
      {/* Always there, so what it comes to say is announced (WCAG 4.1.3). */}
      <div role="status" className={`audit-log-verification audit-log-verification-${outcome}`}>
        {outcome === 'none' ? null : (
          <p>
            {ICONS[outcome] && (
              <span aria-hidden="true" className="audit-log-verification-icon">
                {ICONS[outcome]}
              </span>
            )}
            {outcome === 'checking'
              ? t('busy')
              : outcome === 'failed'
                ? t('failed')
                : query.data && resultText(t, query.data, dateTime)}
          </p>
        )}
      </div>
    </div>
  );
}

function outcomeOf(query: {
  isFetching: boolean;
  isError: boolean;
  data?: AuditVerification;
}): Outcome {
  if (query.isFetching) return 'checking';
  if (query.isError) return 'failed';
  if (!query.data) return 'none';
  return query.data.valid ? 'valid' : 'broken';
}

/** The verify messages' translate function. */
type Translate = (key: string, values?: Record<string, string | number>) => string;

function resultText(
  t: Translate,
  check: AuditVerification,
  dateTime: (moment: string) => string,
): string {
  const checked = t('checkedAt', { date: dateTime(check.checkedAt) });
  if (!check.valid) return `${t('broken', { seq: check.firstBrokenSeq ?? 0 })} ${checked}`;
  if (check.checked === 0 || check.lastSeq === null) return `${t('validEmpty')} ${checked}`;
  const last = check.lastAt ? dateTime(check.lastAt) : '';
  return `${t('valid', { count: check.checked, seq: check.lastSeq, date: last })} ${checked}`;
}
