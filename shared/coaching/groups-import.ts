import Papa from 'papaparse';
import type { Localized } from '../quiz/question-schema';
import { EMAIL_PATTERN } from '../validation/rules';
import { GROUP_LIMITS } from './types';

/**
 * Groups of a course from a CSV `email,group` (SCREENS "Coaching": groups by hand or CSV; like
 * the quiz import: a preview lists every error by row and column, nothing is written before the
 * author confirms). Pure: reading the file, then planning it against the course's students and
 * groups; the API writes the plan only when it has no errors.
 */

export const GROUP_CSV_COLUMNS = ['email', 'group'] as const;
export type GroupCsvColumn = (typeof GROUP_CSV_COLUMNS)[number];

export type GroupImportErrorCode =
  | 'EMPTY_FILE'
  | 'INVALID_ENCODING'
  | 'INVALID_QUOTES'
  | 'TOO_MANY_ROWS'
  | 'EMAIL_REQUIRED'
  | 'INVALID_EMAIL'
  | 'GROUP_REQUIRED'
  | 'GROUP_NAME_TOO_LONG'
  | 'DUPLICATE_EMAIL'
  | 'NOT_ENROLLED'
  | 'GROUP_TOO_SMALL'
  | 'GROUP_TOO_LARGE'
  | 'MEMBER_LOCKED';

export type GroupImportError = {
  /** 1-based line of the file (a header row counts). */
  row: number;
  column: GroupCsvColumn | '';
  code: GroupImportErrorCode;
  detail: Localized;
};

const L = GROUP_LIMITS;

const TEXT: Record<GroupImportErrorCode, (value: string) => Localized> = {
  EMPTY_FILE: () => ({
    en: 'The file is empty.',
    nl: 'Het bestand is leeg.',
    ro: 'Fișierul este gol.',
  }),
  INVALID_ENCODING: () => ({
    en: 'The file is not UTF-8 text. Save it as CSV (UTF-8) and try again.',
    nl: 'Het bestand is geen UTF-8-tekst. Sla het op als CSV (UTF-8) en probeer het opnieuw.',
    ro: 'Fișierul nu este text UTF-8. Salvează-l ca CSV (UTF-8) și încearcă din nou.',
  }),
  INVALID_QUOTES: () => ({
    en: 'A quotation mark on this row is not closed.',
    nl: 'Een aanhalingsteken op deze rij wordt niet gesloten.',
    ro: 'Ghilimelele de pe acest rând nu sunt închise.',
  }),
  TOO_MANY_ROWS: () => ({
    en: `A file holds at most ${L.maxImportRows} students.`,
    nl: `Een bestand bevat maximaal ${L.maxImportRows} cursisten.`,
    ro: `Un fișier conține cel mult ${L.maxImportRows} de cursanți.`,
  }),
  EMAIL_REQUIRED: () => ({
    en: 'This row has no e-mail address.',
    nl: 'Deze rij heeft geen e-mailadres.',
    ro: 'Acest rând nu are adresă de e-mail.',
  }),
  INVALID_EMAIL: (value) => ({
    en: `“${value}” is not an e-mail address.`,
    nl: `“${value}” is geen e-mailadres.`,
    ro: `„${value}” nu este o adresă de e-mail.`,
  }),
  GROUP_REQUIRED: () => ({
    en: 'This row names no group.',
    nl: 'Deze rij noemt geen groep.',
    ro: 'Acest rând nu numește niciun grup.',
  }),
  GROUP_NAME_TOO_LONG: () => ({
    en: `A group name has at most ${L.maxNameLength} characters.`,
    nl: `Een groepsnaam heeft maximaal ${L.maxNameLength} tekens.`,
    ro: `Un nume de grup are cel mult ${L.maxNameLength} de caractere.`,
  }),
  DUPLICATE_EMAIL: (value) => ({
    en: `${value} is listed more than once.`,
    nl: `${value} staat er meer dan eens in.`,
    ro: `${value} apare de mai multe ori.`,
  }),
  NOT_ENROLLED: (value) => ({
    en: `${value} is not a student enrolled in this course.`,
    nl: `${value} is geen cursist die in deze cursus is ingeschreven.`,
    ro: `${value} nu este un cursant înscris la acest curs.`,
  }),
  GROUP_TOO_SMALL: (value) => ({
    en: `Group “${value}” would have fewer than ${L.minMembers} members.`,
    nl: `Groep “${value}” zou minder dan ${L.minMembers} leden hebben.`,
    ro: `Grupul „${value}” ar avea mai puțin de ${L.minMembers} membri.`,
  }),
  GROUP_TOO_LARGE: (value) => ({
    en: `Group “${value}” would have more than ${L.maxMembers} members.`,
    nl: `Groep “${value}” zou meer dan ${L.maxMembers} leden hebben.`,
    ro: `Grupul „${value}” ar avea mai mult de ${L.maxMembers} membri.`,
  }),
  MEMBER_LOCKED: (value) => ({
    en: `${value} is in a group that has already submitted work; they cannot move.`,
    nl: `${value} zit in een groep die al werk heeft ingeleverd; die kan niet verhuizen.`,
    ro: `${value} este într-un grup care a predat deja lucrări; nu se poate muta.`,
  }),
};

const error = (
  row: number,
  column: GroupImportError['column'],
  code: GroupImportErrorCode,
  value = '',
): GroupImportError => ({ row, column, code, detail: TEXT[code](value) });

export type GroupCsvRow = { row: number; email: string; group: string };

function delimiterOf(text: string): ',' | ';' {
  const header = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  return header.split(';').length > header.split(',').length ? ';' : ',';
}

/** Reads the file: its rows (row numbers as in the file) and every error it has by itself. */
export function parseGroupCsv(input: string): { rows: GroupCsvRow[]; errors: GroupImportError[] } {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (text.trim() === '') return { rows: [], errors: [error(1, '', 'EMPTY_FILE')] };
  const parsed = Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    header: false,
    skipEmptyLines: false,
  });
  const errors: GroupImportError[] = [];
  for (const problem of parsed.errors) {
    if (problem.type === 'Quotes') errors.push(error((problem.row ?? 0) + 1, '', 'INVALID_QUOTES'));
  }
  const rows: GroupCsvRow[] = [];
  const seen = new Set<string>();
  parsed.data.forEach((cells, index) => {
    const row = index + 1;
    const email = (cells[0] ?? '').trim();
    const group = (cells[1] ?? '').trim().replace(/\s+/g, ' ');
    if (!email && !group) return;
    // An optional header row: `email,group` in any case.
    if (row === 1 && email.toLowerCase() === 'email' && group.toLowerCase() === 'group') return;
    let ok = true;
    if (!email) {
      errors.push(error(row, 'email', 'EMAIL_REQUIRED'));
      ok = false;
    } else if (!EMAIL_PATTERN.test(email)) {
      errors.push(error(row, 'email', 'INVALID_EMAIL', email));
      ok = false;
    } else if (seen.has(email.toLowerCase())) {
      errors.push(error(row, 'email', 'DUPLICATE_EMAIL', email));
      ok = false;
    }
    if (!group) {
      errors.push(error(row, 'group', 'GROUP_REQUIRED'));
      ok = false;
    } else if (group.length > L.maxNameLength) {
      errors.push(error(row, 'group', 'GROUP_NAME_TOO_LONG'));
      ok = false;
    }
    if (email) seen.add(email.toLowerCase());
    if (ok) rows.push({ row, email, group });
  });
  if (rows.length > L.maxImportRows) {
    return { rows: [], errors: [error(1, '', 'TOO_MANY_ROWS')] };
  }
  return { rows, errors: errors.sort((a, b) => a.row - b.row) };
}

export function parseGroupCsvBytes(bytes: Uint8Array) {
  try {
    return parseGroupCsv(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { rows: [], errors: [error(1, '', 'INVALID_ENCODING')] };
  }
}

/** The course as the plan needs it. */
export type GroupImportContext = {
  /** lower-case e-mail → account id, for the students enrolled in the course. */
  students: ReadonlyMap<string, string>;
  /** The course's groups: lower-case name → id, members, and whether it has submitted work. */
  groups: readonly { id: string; name: string; memberIds: readonly string[]; locked: boolean }[];
};

export type GroupImportPlan = {
  /** Groups to make (names as the file spells them). */
  create: string[];
  /** Who goes where (group by lower-case name). */
  placements: { accountId: string; group: string }[];
  /** Groups the import fills (made or existing). */
  groupCount: number;
};

const fold = (name: string) => name.toLocaleLowerCase();

/**
 * Plans the import against the course: every listed student must be enrolled; a student moves
 * out of their current group only when that group has not submitted work; every group the file
 * names, and every group students leave, must end with 2–10 members. Errors name the rows.
 */
export function planGroupImport(
  rows: readonly GroupCsvRow[],
  context: GroupImportContext,
): { plan: GroupImportPlan; errors: GroupImportError[] } {
  const errors: GroupImportError[] = [];
  const byName = new Map(context.groups.map((group) => [fold(group.name), group]));
  const groupOf = new Map<string, string>();
  for (const group of context.groups) {
    for (const member of group.memberIds) groupOf.set(member, fold(group.name));
  }
  const lockedNames = new Set(context.groups.filter((g) => g.locked).map((g) => fold(g.name)));
  const members = new Map(
    context.groups.map((group) => [fold(group.name), new Set(group.memberIds)]),
  );
  const spelled = new Map<string, string>();
  const rowsOf = new Map<string, number[]>();
  const placements: GroupImportPlan['placements'] = [];
  for (const row of rows) {
    const accountId = context.students.get(row.email.toLowerCase());
    if (!accountId) {
      errors.push(error(row.row, 'email', 'NOT_ENROLLED', row.email));
      continue;
    }
    const target = fold(row.group);
    if (!spelled.has(target)) spelled.set(target, byName.get(target)?.name ?? row.group);
    rowsOf.set(target, [...(rowsOf.get(target) ?? []), row.row]);
    const current = groupOf.get(accountId);
    if (current === target) continue;
    if (current && lockedNames.has(current)) {
      errors.push(error(row.row, 'email', 'MEMBER_LOCKED', row.email));
      continue;
    }
    if (current) {
      members.get(current)?.delete(accountId);
      rowsOf.set(current, [...(rowsOf.get(current) ?? []), row.row]);
    }
    const set = members.get(target) ?? new Set<string>();
    set.add(accountId);
    members.set(target, set);
    groupOf.set(accountId, target);
    placements.push({ accountId, group: target });
  }
  for (const [name, rowNumbers] of rowsOf) {
    const size = members.get(name)?.size ?? 0;
    const shown = spelled.get(name) ?? byName.get(name)?.name ?? name;
    // A group everybody left disappears only if it has no work: emptied groups are refused too.
    if (size < L.minMembers) {
      errors.push(error(Math.min(...rowNumbers), 'group', 'GROUP_TOO_SMALL', shown));
    } else if (size > L.maxMembers) {
      errors.push(error(Math.min(...rowNumbers), 'group', 'GROUP_TOO_LARGE', shown));
    }
  }
  const create = [...spelled.entries()]
    .filter(([name]) => !byName.has(name))
    .map(([, shown]) => shown);
  return {
    plan: {
      create,
      placements: placements.map((placement) => ({
        ...placement,
        group: spelled.get(placement.group) ?? placement.group,
      })),
      groupCount: spelled.size,
    },
    errors: errors.sort((a, b) => a.row - b.row),
  };
}

/** The template the import screen offers. */
export const GROUP_CSV_TEMPLATE =
  'email,group\r\nstudent@example.org,Team North\r\nsecond.student@example.org,Team North\r\n';
