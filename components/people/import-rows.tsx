'use client';

import { useTranslations } from 'next-intl';
import { ListScreen } from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import { type AccountImportRow, EVERY_STATUS, importRowsQuery } from '@/lib/resources/people';
import { IMPORT_VIEWS, type ImportStage, PAGE_SIZE_PREFERENCE, rowFilterOf } from './import-view';

/**
 * An import's rows in file order, a page at a time, narrowed by what the check found (preview)
 * or what Confirm did (results); each row says what it does and every problem by column.
 */
export function ImportRows({
  importId,
  fileName,
  stage,
}: {
  importId: string;
  fileName: string;
  stage: ImportStage;
}) {
  const t = useTranslations('people.import');
  const { view, filter, choices } = IMPORT_VIEWS[stage];
  return (
    <ListScreen
      view={view}
      defaults={{}}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={importRowsQuery(importId)}
    >
      {(screen) => {
        const pressed = rowFilterOf(stage, screen.view);
        return (
          <>
            <fieldset className="kit-fieldset kit-wrap">
              <legend className="people-filter-legend">{t('filter')}</legend>
              {[EVERY_STATUS, ...choices].map((choice) => (
                <button
                  key={choice}
                  type="button"
                  className="button"
                  aria-pressed={pressed === choice}
                  onClick={() => screen.settings.setFilter(filter, choice)}
                >
                  {t(`filters.${choice}`)}
                </button>
              ))}
            </fieldset>
            <ScreenResults
              screen={screen}
              className="people-results"
              emptyClassName="people-empty"
              empty={t('noRows')}
              hideSinglePage
            >
              {(data) => (
                <div className="people-table-wrap">
                  <RowsTable rows={data.items} fileName={fileName} stage={stage} />
                </div>
              )}
            </ScreenResults>
          </>
        );
      }}
    </ListScreen>
  );
}

/** A cell the file left blank (or a column it has not): the account keeps what it has. */
const NOT_GIVEN = '—';

function RowsTable({
  rows,
  fileName,
  stage,
}: {
  rows: readonly AccountImportRow[];
  fileName: string;
  stage: ImportStage;
}) {
  const t = useTranslations('people.import');
  const col = (key: string) => t(`rowColumns.${key}`);
  const outcome = (row: AccountImportRow) =>
    row.outcome === 'update'
      ? t('outcomes.update', { fields: row.changes.map((f) => t(`fields.${f}`)).join(', ') })
      : t(`outcomes.${row.outcome}`);
  const columns: AdminColumn<AccountImportRow>[] = [
    { header: col('row'), cell: (row) => row.row },
    { header: col('email'), rowHeader: true, cell: (row) => row.email },
    { header: col('name'), cell: (row) => row.fullName ?? NOT_GIVEN },
    { header: col('entity'), cell: (row) => row.entity ?? NOT_GIVEN },
    { header: col('roles'), cell: (row) => row.roles?.join(', ') || NOT_GIVEN },
    { header: col('language'), cell: (row) => row.language ?? NOT_GIVEN },
    {
      header: col('outcome'),
      cell: (row) => (
        <>
          <span className={`people-outcome people-outcome-${row.outcome}`}>{outcome(row)}</span>
          {row.problems.length > 0 && (
            <ul className="people-problems">
              {row.problems.map((problem) => (
                <li key={`${problem.column}:${problem.code}`}>
                  {problem.column && <strong>{problem.column}: </strong>}
                  {problem.detail}
                </li>
              ))}
            </ul>
          )}
        </>
      ),
    },
    ...(stage === 'results'
      ? [
          {
            header: col('result'),
            cell: (row: AccountImportRow) =>
              row.result ? (
                <span className={`people-outcome people-result-${row.result}`}>
                  {t(`results.${row.result}`)}
                </span>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <AdminTable
      className="people-table people-import-table"
      caption={t('rowsCaption', { file: fileName })}
      labelCells
      columns={columns}
      rows={rows}
    />
  );
}
