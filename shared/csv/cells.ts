import Papa from 'papaparse';

/*
 * Spreadsheet formulas in CSV (OWASP "CSV injection"): a cell starting with =, +, -, @, tab or CR
 * runs as a formula when the file is opened, so it is written behind a `'`, which spreadsheets
 * show as text. The test is on the first character only, whatever follows — a line break
 * included: papaparse's escapeFormulae (/^[=+\-@\t\r].*$/, where `.` stops at a line break and
 * `$` is the end of the value) let `=1+1\n+1` through. Leading `'`s are skipped, so
 * restoreCell undoes exactly one (the quiz import reads its own exports back).
 */
const FORMULA = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

/** A cell as it may be written to a CSV file: a formula is defused with a leading `'`. */
export function defuseCell(cell: string): string {
  return FORMULA.test(cell) ? `'${cell}` : cell;
}

/** A cell read from a CSV file this app wrote: defuseCell's `'` taken off again. */
export function restoreCell(cell: string): string {
  return GUARDED.test(cell) ? cell.slice(1) : cell;
}

/** Rows as CSV text (CRLF, quoted where needed), every cell through defuseCell. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return Papa.unparse(
    rows.map((row) => row.map(defuseCell)),
    { newline: '\r\n' },
  );
}
