'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { Textarea } from '@/components/forms/native-fields';
import { previewOverride } from '@/lib/i18n/override-preview';
import type { OverrideRow } from '@/lib/i18n/override-search';
import { saveOverride } from '@/lib/resources/administration';
import { overrideProblem } from '@/shared/i18n/override-rules';
import { errorText } from './portal-languages';

/**
 * One key of the override editor: the English text and the language's own, a text
 * field with a live preview and the same check the API makes (arguments, ICU syntax), save and
 * revert to the default. Saved overrides show on the next page load.
 */
export function OverrideEditor({
  row,
  languageId,
  locale,
}: {
  row: OverrideRow;
  languageId: string;
  locale: string;
}) {
  const t = useTranslations('administration.overrides');
  const router = useRouter();
  const fieldId = useId();
  const [text, setText] = useState(row.override ?? row.standard ?? row.english);
  const [status, setStatus] = useState('');
  const [serverError, setServerError] = useState('');
  // Read on the server: nothing cached to refetch, the page refreshes instead.
  const write = useOptimisticMutation({
    mutationFn: (value: string | null) => saveOverride(languageId, row.key, value),
    errors: (error) => setServerError(errorText(error, t('failed'))),
  });
  const busy = write.isPending;
  const catalog = useMemo(() => new Map([[row.key, new Set(row.allowed)]]), [row]);
  const problem = overrideProblem(row.key, text, catalog);
  const preview = previewOverride(locale, text);
  const unchanged = text === (row.override ?? row.standard ?? row.english);
  const localError =
    problem === null
      ? ''
      : problem.code === 'UNKNOWN_ARGUMENT'
        ? t('problems.UNKNOWN_ARGUMENT', { name: problem.name, allowed: row.allowed.join(', ') })
        : problem.code === 'INVALID_ICU'
          ? t('problems.INVALID_ICU', { error: problem.error })
          : problem.code === 'TOO_LONG'
            ? t('problems.TOO_LONG', { max: problem.max })
            : t(`problems.${problem.code}`);
  const save = (value: string | null) => {
    setServerError('');
    setStatus('');
    write.mutate(value, {
      onSuccess: () => {
        if (value === null) setText(row.standard ?? row.english);
        setStatus(value === null ? t('reverted') : t('saved'));
        router.refresh();
      },
    });
  };
  const error = serverError || localError;
  return (
    <li className="override-row">
      <div className="override-head">
        <code>{row.key}</code>
        {row.override !== null && <span className="badge">{t('overridden')}</span>}
        {row.standard === null && <span className="badge badge-warning">{t('missing')}</span>}
      </div>
      <dl className="override-defaults">
        <dt>{t('english')}</dt>
        <dd>{row.english}</dd>
        {locale !== 'en' && (
          <>
            <dt>{t('standard')}</dt>
            <dd>{row.standard ?? '—'}</dd>
          </>
        )}
      </dl>
      <div className="field">
        <label htmlFor={fieldId}>{t('textFor', { key: row.key })}</label>
        <Textarea
          id={fieldId}
          className="input"
          rows={Math.min(6, Math.max(2, Math.ceil(text.length / 70)))}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-preview ${fieldId}-error`}
          onChange={(event) => {
            setText(event.target.value);
            setServerError('');
            setStatus('');
          }}
        />
      </div>
      <p className="override-preview" id={`${fieldId}-preview`}>
        <span className="muted">{t('preview')} </span>
        {preview.ok ? <span lang={locale}>{preview.text}</span> : '—'}
      </p>
      <p className="field-error" id={`${fieldId}-error`} role="alert">
        {error}
      </p>
      <div className="admin-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy || problem !== null || unchanged}
          onClick={() => save(text)}
        >
          {t('save', { key: row.key })}
        </button>
        {row.override !== null && (
          <button type="button" className="button" disabled={busy} onClick={() => save(null)}>
            {t('revert', { key: row.key })}
          </button>
        )}
        <span role="status" className="muted">
          {status}
        </span>
      </div>
    </li>
  );
}
