import Papa from 'papaparse';
import { isRoleName } from '../access/role-grants';
import { defuseCell, restoreCell } from '../csv/cells';
import { EMAIL_PATTERN } from '../validation/rules';
import { PEOPLE_LIMITS } from './people-limits';

/**
 * The people import's CSV (issue 43, item 2; Moodle's "Upload users" is the bar): UTF-8 with or
 * without a BOM, `,` or `;` (read from the header line), a header row naming these columns in
 * any order. Only `email` is required: a column left out, or a cell left blank, keeps what an
 * existing account has (a new one gets the defaults: role student, the portal's language).
 * `roles` lists role names separated by `|`. Pure: reading the file; people-import-plan.ts then
 * weighs every row against the portal.
 */
export const PEOPLE_CSV_COLUMNS = ['email', 'full_name', 'entity', 'roles', 'language'] as const;
export type PeopleCsvColumn = (typeof PEOPLE_CSV_COLUMNS)[number];

/** Other spellings people's spreadsheets use for a column. */
const ALIASES: Record<string, PeopleCsvColumn> = {
  e_mail: 'email',
  email_address: 'email',
  name: 'full_name',
  fullname: 'full_name',
  organisation: 'entity',
  organization: 'entity',
  role: 'roles',
  locale: 'language',
};

/** Every problem an import can report; the API words each (api.json `text.people.import.*`). */
export type PeopleProblemCode =
  // The file as a whole (row 1, no import is made):
  | 'EMPTY_FILE'
  | 'INVALID_ENCODING'
  | 'MISSING_EMAIL_COLUMN'
  | 'UNKNOWN_COLUMN'
  | 'DUPLICATE_COLUMN'
  | 'NO_ROWS'
  | 'TOO_MANY_ROWS'
  // One row, read alone:
  | 'INVALID_QUOTES'
  | 'EXTRA_VALUE'
  | 'INVALID_CHARACTERS'
  | 'EMAIL_REQUIRED'
  | 'INVALID_EMAIL'
  | 'DUPLICATE_EMAIL'
  | 'NAME_TOO_SHORT'
  | 'NAME_TOO_LONG'
  | 'ENTITY_TOO_LONG'
  | 'UNKNOWN_ROLE'
  // One row, weighed against the portal (people-import-plan.ts):
  | 'NAME_REQUIRED'
  | 'ENTITY_REQUIRED'
  | 'ENTITY_UNKNOWN'
  | 'ENTITY_AMBIGUOUS'
  | 'LANGUAGE_UNKNOWN'
  | 'ROLE_NOT_GRANTABLE'
  | 'EMAIL_ELSEWHERE'
  | 'ACCOUNT_NOT_YOURS'
  | 'OWN_ROLES';

export type PeopleProblem = {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  /** The column's name ('' for the whole row or file). */
  column: PeopleCsvColumn | '';
  code: PeopleProblemCode;
  /** What the message names: the value, a row, a role… */
  values?: Record<string, string | number>;
};

/** A row as the file gives it: null is "not given" (no such column, or a blank cell). */
export type PeopleCsvRow = {
  row: number;
  email: string;
  fullName: string | null;
  entity: string | null;
  roles: string[] | null;
  language: string | null;
  problems: PeopleProblem[];
};

export type PeopleCsvResult =
  | { ok: true; rows: PeopleCsvRow[]; columns: PeopleCsvColumn[] }
  | { ok: false; problems: PeopleProblem[] };

const NAME_MIN = 2;
const NAME_MAX = 100;
const ENTITY_MAX = 200;

const fileProblem = (code: PeopleProblemCode, values?: PeopleProblem['values']) => ({
  ok: false as const,
  problems: [{ row: 1, column: '' as const, code, ...(values ? { values } : {}) }],
});

function delimiterOf(text: string): ',' | ';' {
  const header = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  return header.split(';').length > header.split(',').length ? ';' : ',';
}

const headerName = (raw: string) =>
  raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The header's columns by position, or the file's problem. */
function readHeader(
  cells: readonly string[],
): { columns: (PeopleCsvColumn | null)[] } | { problem: PeopleProblem } {
  const columns: (PeopleCsvColumn | null)[] = [];
  for (const cell of cells) {
    const name = headerName(cell);
    if (name === '') {
      columns.push(null);
      continue;
    }
    const column = (PEOPLE_CSV_COLUMNS as readonly string[]).includes(name)
      ? (name as PeopleCsvColumn)
      : ALIASES[name];
    if (!column) {
      return {
        problem: {
          row: 1,
          column: '',
          code: 'UNKNOWN_COLUMN',
          values: { name: cell.trim(), columns: PEOPLE_CSV_COLUMNS.join(', ') },
        },
      };
    }
    if (columns.includes(column)) {
      return { problem: { row: 1, column, code: 'DUPLICATE_COLUMN', values: { name: column } } };
    }
    columns.push(column);
  }
  if (!columns.includes('email')) {
    return { problem: { row: 1, column: 'email', code: 'MISSING_EMAIL_COLUMN' } };
  }
  return { columns };
}

/** A text cell: formula guard taken off, spaces collapsed; blank is null. */
const textOf = (raw: string | undefined) => {
  const value = restoreCell((raw ?? '').trim()).replace(/\s+/g, ' ');
  return value === '' ? null : value;
};

/** Role names separated by `|` (`,` and `;` too, inside a quoted cell), lower case, each once. */
export function roleNamesOf(raw: string): string[] {
  const names = raw
    .split(/[|,;]/)
    .map((name) => name.trim().toLowerCase().replace(/\s+/g, '_'))
    .filter((name) => name !== '');
  return [...new Set(names)];
}

/** One data row: its values and the problems it has by itself. */
function readRow(
  cells: readonly string[],
  row: number,
  columns: readonly (PeopleCsvColumn | null)[],
  seen: Map<string, number>,
): PeopleCsvRow {
  const problems: PeopleProblem[] = [];
  const problem = (column: PeopleProblem['column'], code: PeopleProblemCode, values?: object) =>
    problems.push({ row, column, code, ...(values ? { values: values as never } : {}) });
  const cell = (column: PeopleCsvColumn) => {
    const index = columns.indexOf(column);
    return index < 0 ? undefined : cells[index];
  };
  if (cells.some((value) => value.includes('\u0000'))) problem('', 'INVALID_CHARACTERS');
  if (cells.slice(columns.length).some((value) => value.trim() !== '')) problem('', 'EXTRA_VALUE');

  const email = (cell('email') ?? '').trim();
  if (!email) problem('email', 'EMAIL_REQUIRED');
  else if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
    problem('email', 'INVALID_EMAIL', { value: shortened(email) });
  } else {
    const first = seen.get(email.toLowerCase());
    if (first !== undefined) problem('email', 'DUPLICATE_EMAIL', { value: email, first });
    else seen.set(email.toLowerCase(), row);
  }

  const fullName = textOf(cell('full_name'));
  if (fullName !== null && fullName.length < NAME_MIN) {
    problem('full_name', 'NAME_TOO_SHORT', { min: NAME_MIN });
  }
  if (fullName !== null && fullName.length > NAME_MAX) {
    problem('full_name', 'NAME_TOO_LONG', { max: NAME_MAX });
  }
  const entity = textOf(cell('entity'));
  if (entity !== null && entity.length > ENTITY_MAX) {
    problem('entity', 'ENTITY_TOO_LONG', { max: ENTITY_MAX });
  }
  const rolesCell = (cell('roles') ?? '').trim();
  const roles = rolesCell === '' ? null : roleNamesOf(rolesCell);
  for (const role of roles ?? []) {
    if (!isRoleName(role)) problem('roles', 'UNKNOWN_ROLE', { role: shortened(role) });
  }
  const language = (cell('language') ?? '').trim().toLowerCase() || null;
  return { row, email, fullName, entity, roles, language, problems };
}

/** A value quoted in a message: shortened when long. */
const shortened = (value: string) => (value.length > 60 ? `${value.slice(0, 59)}…` : value);

/** Reads the file: every row with the problems it has by itself, or the file's own problem. */
export function parsePeopleCsv(input: string): PeopleCsvResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (text.trim() === '') return fileProblem('EMPTY_FILE');
  const parsed = Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    header: false,
    skipEmptyLines: false,
  });
  const [headerCells = [], ...body] = parsed.data;
  const header = readHeader(headerCells);
  if ('problem' in header) return { ok: false, problems: [header.problem] };
  const quoteProblems = new Set(
    parsed.errors.filter((error) => error.type === 'Quotes').map((error) => (error.row ?? 0) + 1),
  );
  const seen = new Map<string, number>();
  const rows: PeopleCsvRow[] = [];
  for (const [index, cells] of body.entries()) {
    if (cells.every((value) => value.trim() === '')) continue;
    if (rows.length === PEOPLE_LIMITS.maxImportRows) {
      return fileProblem('TOO_MANY_ROWS', { max: PEOPLE_LIMITS.maxImportRows });
    }
    const row = index + 2;
    const read = readRow(cells, row, header.columns, seen);
    if (quoteProblems.has(row)) read.problems.unshift({ row, column: '', code: 'INVALID_QUOTES' });
    rows.push(read);
  }
  if (rows.length === 0) return fileProblem('NO_ROWS');
  const columns = header.columns.filter((column): column is PeopleCsvColumn => column !== null);
  return { ok: true, rows, columns };
}

/** The bytes of an uploaded file: UTF-8 only. */
export function parsePeopleCsvBytes(bytes: Uint8Array): PeopleCsvResult {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fileProblem('INVALID_ENCODING');
  }
  return parsePeopleCsv(text);
}

/** The template the import screen offers: the header and two example rows. */
export const PEOPLE_CSV_TEMPLATE = `${Papa.unparse(
  [
    [...PEOPLE_CSV_COLUMNS],
    ['jane.doe@example.org', 'Jane Doe', 'Acme Learning BV', 'student', 'en'],
    ['piet.jansen@example.org', 'Piet Jansen', 'Acme Learning BV', 'student|coach', 'nl'],
  ].map((row) => row.map(defuseCell)),
  { newline: '\r\n' },
)}\r\n`;
