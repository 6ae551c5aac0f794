'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { FilePicker } from '@/components/forms/file-picker';
import { ImportProblemsTable } from '@/components/forms/import-problems-table';
import { Choice } from '@/components/modals/dialog-choices';
import { Link } from '@/components/ui/link';
import { type AccountImport, PEOPLE_TEMPLATE_URL } from '@/lib/resources/people';
import { PEOPLE_LIMITS } from '@/shared/accounts/people-limits';
import { ImportRows } from './import-rows';
import { useFocusOnShow } from './use-focus-on-show';
import {
  type FileProblems,
  MAX_MEGABYTES,
  useImportInvitations,
  usePeopleImport,
} from './use-people-import';
import './people.css';

/**
 * Import people from CSV (issue 43, item 2; Moodle's "Upload users" is the bar): the template
 * and the columns, a file checked row by row (nothing written), what each row will do with every
 * problem by row and column, Confirm (rows with problems skipped), then what each row did and the
 * new accounts' invitations.
 */
export function PeopleImport({
  initialImportId,
  languages,
  listHref,
}: {
  initialImportId: string | null;
  languages: string;
  listHref: string;
}) {
  const t = useTranslations('people.import');
  const flow = usePeopleImport(initialImportId);
  const invitations = useImportInvitations(flow.importId);
  const [invite, setInvite] = useState(true);
  const record = flow.importId ? flow.record.data : undefined;
  const id = useId();
  const fileInput = useFocusOnShow<HTMLInputElement>(flow.lastStep === 'another' && !record);
  const checkHeading = useFocusOnShow<HTMLHeadingElement>(
    flow.lastStep === 'checked' && record?.status === 'previewed',
  );
  return (
    <div className="people-import kit-stack">
      <p>{t('columns', { languages })}</p>
      <p>
        <a className="button" href={PEOPLE_TEMPLATE_URL} download>
          {t('template')}
        </a>
      </p>
      {!flow.importId && (
        <div className="field">
          <label htmlFor={`${id}-file`}>{t('file')}</label>
          <FilePicker
            ref={fileInput}
            id={`${id}-file`}
            accept=".csv,text/csv"
            disabled={flow.busy !== null}
            aria-describedby={flow.failure ? `${id}-hint ${id}-error` : `${id}-hint`}
            {...(flow.failure ? { 'aria-invalid': true } : {})}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Choosing the same (fixed) file again must check it again.
              event.target.value = '';
              flow.check(file);
            }}
          />
          <p id={`${id}-hint`} className="field-hint">
            {t('fileHint', {
              rows: PEOPLE_LIMITS.maxImportRows.toLocaleString(),
              mb: MAX_MEGABYTES,
            })}
          </p>
        </div>
      )}
      {flow.failure && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {flow.failure}
        </p>
      )}
      {/* Said to screen readers; once a check is shown its heading says the same on screen. */}
      <p className={record ? 'visually-hidden' : 'people-status'} role="status" aria-live="polite">
        {flow.gone ? t('expired') : flow.status}
      </p>
      {flow.fileProblems && <FileProblemsTable problems={flow.fileProblems} />}
      {flow.importId && !record && <QueryPending query={flow.record} />}
      {record?.status === 'previewed' && (
        <section className="kit-stack" aria-labelledby={`${id}-check`}>
          <h2 id={`${id}-check`} ref={checkHeading} tabIndex={-1}>
            {t('checked', { file: record.fileName, rows: record.rows })}
          </h2>
          <ImportCounts record={record} />
          <ImportRows importId={record.id} fileName={record.fileName} stage="preview" />
          <Choice type="checkbox" className="people-choice" checked={invite} onChange={setInvite}>
            {t('invite')}
          </Choice>
          <div className="kit-wrap">
            <button
              type="button"
              className="button button-primary"
              disabled={flow.busy !== null || record.rows === record.counts.error}
              onClick={() =>
                flow.confirm(
                  (done) => invite && done.uninvited > 0 && invitations.send(done.uninvited),
                )
              }
            >
              {flow.busy === 'confirm' ? t('importing') : t('confirm')}
            </button>
            <button
              type="button"
              className="button"
              disabled={flow.busy !== null}
              onClick={flow.another}
            >
              {t('another')}
            </button>
          </div>
        </section>
      )}
      {record?.status === 'confirmed' && (
        <ImportDone
          record={record}
          invitations={invitations}
          onAnother={flow.another}
          focus={flow.lastStep === 'confirmed'}
        />
      )}
      <p>
        <Link href={listHref}>{t('back')}</Link>
      </p>
    </div>
  );
}

/** The check's summary: how many rows of each outcome, and until when it is kept. */
function ImportCounts({ record }: { record: AccountImport }) {
  const t = useTranslations('people.import');
  const format = useFormatter();
  const kinds = ['create', 'update', 'unchanged', 'error'] as const;
  return (
    <div className="kit-stack">
      <ul className="people-counts">
        {kinds.map((kind) => (
          <li key={kind} className={`people-count people-outcome-${kind}`}>
            {t(`counts.${kind}`, { count: record.counts[kind] })}
          </li>
        ))}
      </ul>
      {record.counts.error > 0 && <p>{t('skipHint')}</p>}
      <p className="muted">
        {t('kept', {
          time: format.dateTime(new Date(record.expiresAt), {
            dateStyle: 'medium',
            timeStyle: 'short',
          }),
        })}
      </p>
    </div>
  );
}

/** What Confirm did, the rows by result, and the new accounts' invitations. */
function ImportDone({
  record,
  invitations,
  onAnother,
  focus,
}: {
  record: AccountImport;
  invitations: ReturnType<typeof useImportInvitations>;
  onAnother: () => void;
  /** Just confirmed: the heading takes the focus from the button that is gone. */
  focus: boolean;
}) {
  const t = useTranslations('people.import');
  const heading = useFocusOnShow<HTMLHeadingElement>(focus);
  const results = record.results ?? { created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };
  const { progress } = invitations;
  return (
    <section className="kit-stack" aria-labelledby="people-import-done">
      <h2 id="people-import-done" ref={heading} tabIndex={-1}>
        {t('done', { file: record.fileName })}
      </h2>
      <p>{t('doneCounts', results)}</p>
      <div className="people-status" role="status" aria-live="polite">
        {progress && invitations.sending && <p>{t('sending', progress)}</p>}
        {progress && !invitations.sending && (
          <p>{t('sent', { count: progress.sent - progress.failed })}</p>
        )}
        {progress && !invitations.sending && progress.failed > 0 && <p>{t('sendFailed')}</p>}
      </div>
      {record.uninvited > 0 && !invitations.sending && (
        <div className="kit-stack">
          <p>{t('uninvited', { count: record.uninvited })}</p>
          <p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => invitations.send(record.uninvited)}
            >
              {t('sendInvitations')}
            </button>
          </p>
        </div>
      )}
      <ImportRows importId={record.id} fileName={record.fileName} stage="results" />
      <p>
        <button type="button" className="button" onClick={onAnother}>
          {t('another')}
        </button>
      </p>
    </section>
  );
}

/** A file that is no import: its problems by row and column. */
function FileProblemsTable({ problems }: { problems: FileProblems }) {
  const t = useTranslations('people.import');
  return (
    <div className="people-table-wrap">
      <ImportProblemsTable
        className="people-table"
        caption={t('problemsCaption', { file: problems.file })}
        labels={{ row: t('row'), column: t('column'), problem: t('problem') }}
        problems={problems.problems}
      />
    </div>
  );
}
