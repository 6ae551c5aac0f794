'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { FilePicker } from '@/components/forms/file-picker';
import { ApiError } from '@/lib/api/errors';
import {
  type ImportOutcome,
  importCsv,
  QUIZ_TEMPLATE_URL,
  quizEditorKeys,
  quizExportUrl,
} from '@/lib/resources/quiz-editor';
import { QUIZ_LIMITS } from '@/shared/quiz/types';

const MAX_MEGABYTES = Math.round(QUIZ_LIMITS.maxImportBytes / (1024 * 1024));

interface Preview extends ImportOutcome {
  file: File;
}

/**
 * `quiz-import`: the template, the quiz's questions as CSV, and an import that checks the file
 * first (every problem by row and column, in the API's words) and writes nothing until the
 * author confirms. Files over 10 MB are refused before they are sent.
 */
export function ImportSection({ itemId }: { itemId: string }) {
  const t = useTranslations('quizEditor.import');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // After Confirm or Cancel their buttons are gone: the focus goes back to the file input
  // (once it is enabled again).
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) input.current?.focus();
  }, [refocus]);
  const id = (part: string) => `quiz-${itemId}-import-${part}`;

  const reasonOf = (error: unknown) => {
    if (error instanceof ApiError) {
      if (error.status === 413) return t('tooLarge', { max: MAX_MEGABYTES });
      return error.errors[0]?.detail ?? error.errors[0]?.title ?? t('failed');
    }
    return t('failed');
  };
  // The check writes nothing: nothing to refetch.
  const checking = useOptimisticMutation<File, ImportOutcome>({
    mutationFn: (file) => importCsv(itemId, file, 'preview'),
    errors: (error) => {
      setStatus('');
      setFailure(reasonOf(error));
    },
  });
  const importing = useOptimisticMutation<File, ImportOutcome>({
    queryKey: quizEditorKeys.detail(itemId),
    mutationFn: (file) => importCsv(itemId, file, 'confirm'),
    errors: (error) => setFailure(reasonOf(error)),
  });
  const busy = checking.isPending ? 'preview' : importing.isPending ? 'confirm' : null;

  const check = (file: File | undefined) => {
    if (!file) return;
    setPreview(null);
    setFailure(null);
    if (file.size > QUIZ_LIMITS.maxImportBytes) {
      setStatus('');
      setFailure(t('tooLarge', { max: MAX_MEGABYTES }));
      return;
    }
    setStatus(t('checking', { file: file.name }));
    checking.mutate(file, {
      onSuccess: (outcome) => {
        setPreview({ ...outcome, file });
        setStatus(
          outcome.errors.length > 0
            ? t('problemsFound', { count: outcome.errors.length })
            : outcome.questions > 0
              ? t('ready', { count: outcome.questions })
              : t('noQuestions'),
        );
      },
    });
  };

  const confirm = () => {
    if (!preview) return;
    const { file } = preview;
    setFailure(null);
    importing.mutate(file, {
      onSuccess: (outcome) => {
        if (outcome.errors.length > 0) {
          setPreview({ ...outcome, file });
          setStatus(t('problemsFound', { count: outcome.errors.length }));
          return;
        }
        setPreview(null);
        setStatus(t('imported', { count: outcome.questions || preview.questions }));
        setRefocus((n) => n + 1);
      },
    });
  };

  const cancel = () => {
    setPreview(null);
    setStatus(t('cancelled'));
    setRefocus((n) => n + 1);
  };

  const clean = preview && preview.errors.length === 0 && preview.questions > 0;
  return (
    <section className="quiz-editor-section" aria-labelledby={id('heading')}>
      <h5 id={id('heading')}>{t('heading')}</h5>
      <p className="quiz-import-links">
        <a className="button" href={QUIZ_TEMPLATE_URL} download>
          {t('template')}
        </a>
        <a className="button" href={quizExportUrl(itemId)} download>
          {t('export')}
        </a>
      </p>
      <div className="field">
        <label htmlFor={id('file')}>{t('file')}</label>
        <FilePicker
          ref={input}
          id={id('file')}
          accept=".csv,text/csv"
          disabled={busy !== null}
          aria-describedby={failure ? `${id('hint')} ${id('error')}` : id('hint')}
          {...(failure ? { 'aria-invalid': true } : {})}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Choosing the same (fixed) file again must check it again.
            event.target.value = '';
            check(file);
          }}
        />
        <p id={id('hint')} className="field-hint">
          {t('hint', { max: MAX_MEGABYTES, questions: QUIZ_LIMITS.maxImportQuestions })}
        </p>
        {failure && (
          <p id={id('error')} className="field-error" role="alert">
            {failure}
          </p>
        )}
      </div>
      <p className="quiz-import-status" role="status" aria-live="polite">
        {status}
      </p>
      {preview && preview.errors.length > 0 && (
        <div className="quiz-table-wrap">
          <table className="quiz-import-errors">
            <caption>{t('errorsCaption', { file: preview.file.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('row')}</th>
                <th scope="col">{t('column')}</th>
                <th scope="col">{t('problem')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.errors.map((error, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one row may have several problems in one column.
                <tr key={`${error.row}:${error.column}:${index}`}>
                  <td data-label={t('row')}>{error.row}</td>
                  <td data-label={t('column')}>{error.column}</td>
                  <td data-label={t('problem')}>{error.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="field-hint">{t('fixAndRetry')}</p>
        </div>
      )}
      {clean && (
        <div className="quiz-import-confirm">
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== null}
            onClick={confirm}
          >
            {busy === 'confirm' ? t('importing') : t('confirm')}
          </button>
          <button type="button" className="button" disabled={busy !== null} onClick={cancel}>
            {t('cancel')}
          </button>
        </div>
      )}
    </section>
  );
}
