'use client';

import { useTranslations } from 'next-intl';
import { FilePicker } from '@/components/forms/file-picker';
import { ImportProblemsTable } from '@/components/forms/import-problems-table';
import { QUIZ_TEMPLATE_URL, quizExportUrl } from '@/lib/resources/quiz-editor';
import type { EXPORT_FORMATS, InterchangeFormat } from '@/shared/quiz/interchange/format';
import { QUIZ_LIMITS } from '@/shared/quiz/types';
import { type ImportPreview, MAX_MEGABYTES, useQuizImport } from './use-quiz-import';

type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The export links, one per format (docs/question-interchange.md). */
const EXPORTS: {
  format: ExportFormat;
  key: 'export' | 'exportGift' | 'exportMoodle' | 'exportQti';
}[] = [
  { format: 'csv', key: 'export' },
  { format: 'gift', key: 'exportGift' },
  { format: 'moodle_xml', key: 'exportMoodle' },
  { format: 'qti', key: 'exportQti' },
];

/**
 * `quiz-import`: the template, the quiz's questions as CSV, GIFT or Moodle XML, and an import
 * (of any of the three, told apart by the file's extension or first characters) that checks the
 * file first — every problem by row and column, line or element, in the API's words; for GIFT
 * and Moodle XML what becomes of each question — and writes nothing until the author confirms.
 * Files over 10 MB are refused before they are sent.
 */
export function ImportSection({
  itemId,
  imageCount = 0,
  answerFeedbackCount = 0,
}: {
  itemId: string;
  /** The quiz's questions with an image: GIFT and CSV exports leave them out (said here). */
  imageCount?: number;
  /** The quiz's questions with feedback per answer: the CSV export leaves it out (said here). */
  answerFeedbackCount?: number;
}) {
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
        {EXPORTS.map(({ format, key }) => (
          <a key={format} className="button" href={quizExportUrl(itemId, format)} download>
            {t(key)}
          </a>
        ))}
      </p>
      {imageCount > 0 && (
        <p className="field-hint">{t('exportImagesNote', { count: imageCount })}</p>
      )}
      {answerFeedbackCount > 0 && (
        <p className="field-hint">
          {t('exportAnswerFeedbackNote', { count: answerFeedbackCount })}
        </p>
      )}
      <div className="field">
        <label htmlFor={id('file')}>{t('file')}</label>
        <FilePicker
          ref={input}
          id={id('file')}
          accept=".csv,.gift,.txt,.xml,.zip,text/csv,text/plain,application/xml,text/xml,application/zip"
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
      {preview?.report && preview.report.length > 0 && <ImportReport preview={preview} />}
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

/** Where the format locates a problem: CSV row and column, GIFT line and field, XML question and element. */
function problemLabels(
  t: ReturnType<typeof useTranslations<'quizEditor.import'>>,
  format: InterchangeFormat,
) {
  if (format === 'gift') return { row: t('line'), column: t('field'), problem: t('problem') };
  if (format === 'moodle_xml')
    return { row: t('questionNumber'), column: t('element'), problem: t('problem') };
  return { row: t('row'), column: t('column'), problem: t('problem') };
}

/** The checked file's problems: a table by row and column, and what to do about them. */
function ImportProblems({ preview }: { preview: ImportPreview }) {
  const t = useTranslations('quizEditor.import');
  return (
    <div className="quiz-table-wrap">
      <ImportProblemsTable
        className="quiz-import-errors"
        caption={t('errorsCaption', { file: preview.file.name })}
        labels={problemLabels(t, preview.format)}
        problems={preview.errors}
      />
      <p className="field-hint">{t('fixAndRetry')}</p>
    </div>
  );
}

/**
 * GIFT and Moodle XML: what becomes of each question of the file — imported as one of our
 * types, or skipped — with every note on what could not be kept as it was.
 */
function ImportReport({ preview }: { preview: ImportPreview }) {
  const t = useTranslations('quizEditor.import');
  const types = useTranslations('quizEditor.types');
  const report = preview.report ?? [];
  const skipped = report.filter((entry) => entry.outcome === 'skipped').length;
  const where =
    preview.format === 'moodle_xml'
      ? t('questionNumber')
      : preview.format === 'qti'
        ? t('item')
        : t('line');
  return (
    <div className="quiz-table-wrap">
      <table className="quiz-import-errors quiz-import-report">
        <caption>
          {t('reportCaption', { file: preview.file.name })}{' '}
          {skipped > 0 && t('skippedCount', { count: skipped })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{where}</th>
            <th scope="col">{t('question')}</th>
            <th scope="col">{t('result')}</th>
            <th scope="col">{t('notes')}</th>
          </tr>
        </thead>
        <tbody>
          {report.map((entry) => (
            <tr key={`${entry.row}:${entry.path}`}>
              <td data-label={where}>{entry.row}</td>
              <td data-label={t('question')}>{entry.title}</td>
              <td data-label={t('result')}>
                {entry.outcome === 'imported' && entry.type
                  ? t('importedAs', { type: types(entry.type) })
                  : t('skipped')}
              </td>
              <td data-label={t('notes')}>
                {entry.notes.length > 0 && (
                  <ul className="quiz-import-notes">
                    {entry.notes.map((note) => (
                      <li key={note.code}>{note.detail}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
