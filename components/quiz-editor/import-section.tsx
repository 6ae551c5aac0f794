'use client';

import { useTranslations } from 'next-intl';
import { FilePicker } from '@/components/forms/file-picker';
import { ImportProblemsTable } from '@/components/forms/import-problems-table';
import { QUIZ_TEMPLATE_URL, quizExportUrl } from '@/lib/resources/quiz-editor';
import { QUIZ_LIMITS } from '@/shared/quiz/types';
import { type ImportPreview, MAX_MEGABYTES, useQuizImport } from './use-quiz-import';

/**
 * `quiz-import`: the template, the quiz's questions as CSV, and an import that checks the file
 * first (every problem by row and column, in the API's words) and writes nothing until the
 * author confirms. Files over 10 MB are refused before they are sent.
 */
export function ImportSection({ itemId }: { itemId: string }) {
  const t = useTranslations('quizEditor.import');
  const { input, preview, status, failure, busy, check, confirm, cancel } = useQuizImport(itemId);
  const id = (part: string) => `quiz-${itemId}-import-${part}`;

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
      {preview && preview.errors.length > 0 && <ImportProblems preview={preview} />}
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

/** The checked file's problems: a table by row and column, and what to do about them. */
function ImportProblems({ preview }: { preview: ImportPreview }) {
  const t = useTranslations('quizEditor.import');
  return (
    <div className="quiz-table-wrap">
      <ImportProblemsTable
        className="quiz-import-errors"
        caption={t('errorsCaption', { file: preview.file.name })}
        labels={{ row: t('row'), column: t('column'), problem: t('problem') }}
        problems={preview.errors}
      />
      <p className="field-hint">{t('fixAndRetry')}</p>
    </div>
  );
}
