import Papa from 'papaparse';
import { defuseCell, restoreCell } from '../csv/cells';
import {
  type Localized,
  parseQuizInput,
  QUESTION_TEXT_LIMITS,
  QUIZ_MESSAGES,
  questionSchema,
} from './question-schema';
import {
  QUESTION_TYPES,
  QUIZ_LIMITS,
  type Question,
  type QuestionDefinition,
  type QuestionType,
  type QuizOption,
} from './types';

/**
 * The quiz import's CSV (SCREENS "quiz-import"): UTF-8 with or without a BOM, `,` or `;` (read
 * from the header line), a header row naming these columns in any order. Lists (options,
 * correct answers, labels) are `|`-separated; a `|` or `\` inside a text is written `\|`, `\\`
 * (and `=` in a matching pair's left side `\=`). Importing an export gives the same questions.
 */
export const QUIZ_CSV_COLUMNS = [
  'type',
  'question',
  'options',
  'correct',
  'points',
  'scoring',
  'tolerance',
  'case_sensitive',
  'feedback',
  'category',
  'labels',
] as const;
export type QuizCsvColumn = (typeof QUIZ_CSV_COLUMNS)[number];

export type QuizCsvError = {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  /** The column's name ('' for the whole row or file). */
  column: string;
  code: string;
  detail: Localized;
};

export type QuestionInput = Omit<Question, 'id'>;
export type QuizCsvResult = { questions: QuestionInput[]; errors: QuizCsvError[] };

const L = QUIZ_LIMITS;
const T = QUESTION_TEXT_LIMITS;

/** A value quoted in a message: shortened when long. */
const q = (value: string) => (value.length > 40 ? `${value.slice(0, 39)}…` : value);

const CSV_MESSAGES = {
  EMPTY_FILE: () => ({
    en: 'The file is empty: it needs a header row and at least one question.',
    nl: 'Het bestand is leeg: het heeft een kopregel en minstens één vraag nodig.',
    ro: 'Fișierul este gol: are nevoie de un rând de antet și de cel puțin o întrebare.',
  }),
  NO_QUESTIONS: () => ({
    en: 'The file holds no questions below its header row.',
    nl: 'Het bestand bevat geen vragen onder de kopregel.',
    ro: 'Fișierul nu conține întrebări sub rândul de antet.',
  }),
  INVALID_ENCODING: () => ({
    en: 'The file is not UTF-8 text: save it as “CSV UTF-8” and try again.',
    nl: 'Het bestand is geen UTF-8-tekst: sla het op als “CSV UTF-8” en probeer het opnieuw.',
    ro: 'Fișierul nu este text UTF-8: salvează-l ca „CSV UTF-8” și încearcă din nou.',
  }),
  MISSING_COLUMN: (name: string) => ({
    en: `The header row has no column “${name}”.`,
    nl: `De kopregel heeft geen kolom “${name}”.`,
    ro: `Rândul de antet nu are coloana „${name}”.`,
  }),
  UNKNOWN_COLUMN: (name: string) => ({
    en: `“${q(name)}” is not a column of the quiz import; the columns are ${QUIZ_CSV_COLUMNS.join(', ')}.`,
    nl: `“${q(name)}” is geen kolom van de quiz-import; de kolommen zijn ${QUIZ_CSV_COLUMNS.join(', ')}.`,
    ro: `„${q(name)}” nu este o coloană a importului de teste; coloanele sunt ${QUIZ_CSV_COLUMNS.join(', ')}.`,
  }),
  DUPLICATE_COLUMN: (name: string) => ({
    en: `The column “${name}” appears more than once.`,
    nl: `De kolom “${name}” komt meer dan eens voor.`,
    ro: `Coloana „${name}” apare de mai multe ori.`,
  }),
  INVALID_QUOTES: () => ({
    en: 'A quoted value is not closed, or has text after its closing quote.',
    nl: 'Een waarde tussen aanhalingstekens is niet afgesloten, of heeft tekst na het sluitende aanhalingsteken.',
    ro: 'O valoare între ghilimele nu este închisă sau are text după ghilimelele de închidere.',
  }),
  EXTRA_VALUE: () => ({
    en: 'This row has a value in a column the header row does not name.',
    nl: 'Deze rij heeft een waarde in een kolom die de kopregel niet noemt.',
    ro: 'Acest rând are o valoare într-o coloană pe care antetul nu o numește.',
  }),
  TOO_MANY_QUESTIONS: (count: number) => ({
    en: `A file holds at most ${L.maxImportQuestions.toLocaleString('en')} questions; this one holds ${count.toLocaleString('en')}.`,
    nl: `Een bestand bevat maximaal ${L.maxImportQuestions.toLocaleString('nl')} vragen; dit bestand bevat er ${count.toLocaleString('nl')}.`,
    ro: `Un fișier conține cel mult ${L.maxImportQuestions.toLocaleString('ro')} de întrebări; acesta conține ${count.toLocaleString('ro')}.`,
  }),
  REQUIRED: () => QUIZ_MESSAGES.required,
  INVALID_CHARACTERS: () => ({
    en: 'This value contains a character that is not allowed (a NUL byte).',
    nl: 'Deze waarde bevat een teken dat niet is toegestaan (een NUL-byte).',
    ro: 'Această valoare conține un caracter nepermis (un octet NUL).',
  }),
  UNKNOWN_TYPE: (value: string) => ({
    en: `“${q(value)}” is not a question type; use one of ${QUESTION_TYPES.join(', ')}.`,
    nl: `“${q(value)}” is geen vraagtype; gebruik een van ${QUESTION_TYPES.join(', ')}.`,
    ro: `„${q(value)}” nu este un tip de întrebare; folosește unul dintre ${QUESTION_TYPES.join(', ')}.`,
  }),
  TOO_LONG: (max: number) => QUIZ_MESSAGES.textMax(max),
  TOO_FEW_OPTIONS: () => ({
    en: `Give at least ${L.minOptions} options, separated by |.`,
    nl: `Geef minstens ${L.minOptions} opties, gescheiden door |.`,
    ro: `Dă cel puțin ${L.minOptions} opțiuni, separate prin |.`,
  }),
  TOO_MANY_OPTIONS: () => ({
    en: `Give at most ${L.maxOptions} options.`,
    nl: `Geef maximaal ${L.maxOptions} opties.`,
    ro: `Dă cel mult ${L.maxOptions} opțiuni.`,
  }),
  EMPTY_OPTION: () => ({
    en: 'A value in this list is empty (two | in a row, or one at the start or end).',
    nl: 'Een waarde in deze lijst is leeg (twee | achter elkaar, of een aan het begin of eind).',
    ro: 'O valoare din această listă este goală (două | la rând, sau unul la început ori la sfârșit).',
  }),
  DUPLICATE_OPTION: (text: string) => ({
    en: `“${q(text)}” appears more than once.`,
    nl: `“${q(text)}” komt meer dan eens voor.`,
    ro: `„${q(text)}” apare de mai multe ori.`,
  }),
  CORRECT_NOT_AN_OPTION: (text: string) => ({
    en: `“${q(text)}” is not one of the options.`,
    nl: `“${q(text)}” is geen van de opties.`,
    ro: `„${q(text)}” nu este una dintre opțiuni.`,
  }),
  ONE_CORRECT_ONLY: () => ({
    en: 'A single_choice question has exactly one correct option.',
    nl: 'Een single_choice-vraag heeft precies één juiste optie.',
    ro: 'O întrebare single_choice are exact o opțiune corectă.',
  }),
  TOO_MANY_ANSWERS: () => ({
    en: `Give at most ${L.maxAcceptedAnswers} accepted answers.`,
    nl: `Geef maximaal ${L.maxAcceptedAnswers} goedgekeurde antwoorden.`,
    ro: `Dă cel mult ${L.maxAcceptedAnswers} răspunsuri acceptate.`,
  }),
  NOT_A_NUMBER: (value: string) => ({
    en: `“${q(value)}” is not a number (write decimals with a dot, e.g. 3.5).`,
    nl: `“${q(value)}” is geen getal (schrijf decimalen met een punt, bijv. 3.5).`,
    ro: `„${q(value)}” nu este un număr (scrie zecimalele cu punct, de ex. 3.5).`,
  }),
  NOT_A_BOOLEAN: (value: string) => ({
    en: `Write true or false, not “${q(value)}”.`,
    nl: `Schrijf true of false, niet “${q(value)}”.`,
    ro: `Scrie true sau false, nu „${q(value)}”.`,
  }),
  NOT_YES_NO: (value: string) => ({
    en: `Write yes or no, not “${q(value)}”.`,
    nl: `Schrijf yes of no, niet “${q(value)}”.`,
    ro: `Scrie yes sau no, nu „${q(value)}”.`,
  }),
  INVALID_POINTS: (value: string) => ({
    en: `Points are a whole number from 1 to ${L.maxPoints}, not “${q(value)}”.`,
    nl: `Punten zijn een geheel getal van 1 tot en met ${L.maxPoints}, niet “${q(value)}”.`,
    ro: `Punctajul este un număr întreg între 1 și ${L.maxPoints}, nu „${q(value)}”.`,
  }),
  INVALID_SCORING: (value: string) => ({
    en: `Write all_or_nothing or proportional, not “${q(value)}”.`,
    nl: `Schrijf all_or_nothing of proportional, niet “${q(value)}”.`,
    ro: `Scrie all_or_nothing sau proportional, nu „${q(value)}”.`,
  }),
  INVALID_TOLERANCE: (value: string) => ({
    en: `The tolerance is a number of 0 or more, not “${q(value)}”.`,
    nl: `De marge is een getal van 0 of meer, niet “${q(value)}”.`,
    ro: `Toleranța este un număr de 0 sau mai mult, nu „${q(value)}”.`,
  }),
  NOT_A_PAIR: (value: string) => ({
    en: `“${q(value)}” is not a pair: write left=right, both sides filled in.`,
    nl: `“${q(value)}” is geen paar: schrijf links=rechts, beide kanten ingevuld.`,
    ro: `„${q(value)}” nu este o pereche: scrie stânga=dreapta, ambele părți completate.`,
  }),
  INVALID_LABELS: () => QUIZ_MESSAGES.labels,
  MUST_BE_BLANK: (type: string) => ({
    en: `Leave this empty for a ${type} question.`,
    nl: `Laat dit leeg bij een vraag van het type ${type}.`,
    ro: `Lasă acest câmp gol pentru o întrebare de tipul ${type}.`,
  }),
} satisfies Record<string, (...args: never[]) => Localized>;

/** The import's own error codes (a row may also carry the question schema's, e.g. INVALID_TEXT). */
export type QuizCsvErrorCode = keyof typeof CSV_MESSAGES;

const csvError = <C extends QuizCsvErrorCode>(
  row: number,
  column: string,
  code: C,
  ...args: Parameters<(typeof CSV_MESSAGES)[C]>
): QuizCsvError => ({
  row,
  column,
  code,
  detail: (CSV_MESSAGES[code] as (...values: unknown[]) => Localized)(...args),
});

/* Lists: `|`-separated, `\` escapes the next `|`, `\` or (in pairs) `=`. */

/** Pieces of `raw` split at each unescaped `separator`, escapes kept. */
function splitEscaped(raw: string, separator: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i] as string;
    if (char === '\\' && i + 1 < raw.length) {
      current += char + raw[i + 1];
      i++;
    } else if (char === separator) {
      pieces.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  pieces.push(current);
  return pieces;
}

const unescapeText = (raw: string, escaped: string) =>
  raw.replace(/\\(.)/gs, (whole, char: string) => (escaped.includes(char) ? char : whole));

/** A list cell's items, trimmed and unescaped; a blank cell is no items. */
function listOf(raw: string): string[] {
  if (raw.trim() === '') return [];
  return splitEscaped(raw, '|').map((piece) => unescapeText(piece.trim(), '|\\'));
}

const escapeItem = (text: string, escaped = '|') =>
  text.replace(/\\/g, '\\\\').replace(new RegExp(`[${escaped.replace('|', '\\|')}]`, 'g'), '\\$&');

/* Spreadsheet formulas: defuseCell (shared/csv) on export, restoreCell on import. */

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
function numberOf(raw: string): number | null {
  const text = raw.trim();
  if (!NUMBER.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const folded = (text: string) => text.toLocaleLowerCase();

/** Which of the type-dependent columns each type uses; the others must be blank. */
const USES: Record<QuestionType, readonly QuizCsvColumn[]> = {
  single_choice: ['options', 'correct'],
  multiple_choice: ['options', 'correct', 'scoring'],
  true_false: ['correct'],
  short_answer: ['correct', 'case_sensitive'],
  numeric: ['correct', 'tolerance'],
  matching: ['options'],
  ordering: ['options'],
  open: [],
};
const TYPED_COLUMNS: readonly QuizCsvColumn[] = [
  'options',
  'correct',
  'scoring',
  'tolerance',
  'case_sensitive',
];

/** Where a question field's schema error shows in the file. */
const COLUMN_OF_FIELD: Record<string, QuizCsvColumn> = {
  prompt: 'question',
  points: 'points',
  feedback: 'feedback',
  category: 'category',
  labels: 'labels',
  definition: 'type',
  'definition/type': 'type',
  'definition/options': 'options',
  'definition/pairs': 'options',
  'definition/items': 'options',
  'definition/correct': 'correct',
  'definition/accepted': 'correct',
  'definition/value': 'correct',
  'definition/scoring': 'scoring',
  'definition/tolerance': 'tolerance',
  'definition/case_sensitive': 'case_sensitive',
};

type Cells = (column: QuizCsvColumn) => string;
/** Records an error of the row; returns null, so a check can `return report(…)`. */
type Report = (column: QuizCsvColumn, error: Omit<QuizCsvError, 'row' | 'column'>) => null;

/** An error's code and text, for `report`. */
const problem = <C extends QuizCsvErrorCode>(
  code: C,
  ...args: Parameters<(typeof CSV_MESSAGES)[C]>
) => {
  const { detail } = csvError(0, '', code, ...args);
  return { code, detail };
};

/** A list of option texts: 2–20, none empty, none too long, none twice. Null when wrong. */
function optionTexts(raw: string, column: QuizCsvColumn, report: Report): string[] | null {
  const texts = listOf(raw);
  if (texts.some((text) => text === '')) return report(column, problem('EMPTY_OPTION'));
  if (texts.length < L.minOptions) return report(column, problem('TOO_FEW_OPTIONS'));
  if (texts.length > L.maxOptions) return report(column, problem('TOO_MANY_OPTIONS'));
  if (texts.some((text) => text.length > L.maxOptionLength)) {
    return report(column, problem('TOO_LONG', L.maxOptionLength));
  }
  const seen = new Set<string>();
  for (const text of texts) {
    if (seen.has(folded(text))) return report(column, problem('DUPLICATE_OPTION', text));
    seen.add(folded(text));
  }
  return texts;
}

const toOptions = (texts: string[], prefix = 'o'): QuizOption[] =>
  texts.map((text, i) => ({ id: `${prefix}${i + 1}`, text }));

/** The options' ids of the listed correct texts (matched case-insensitively). Null when wrong. */
function correctIds(raw: string, options: QuizOption[] | null, report: Report): string[] | null {
  const texts = listOf(raw);
  if (texts.length === 0) return report('correct', problem('REQUIRED'));
  if (texts.some((text) => text === '')) return report('correct', problem('EMPTY_OPTION'));
  if (!options) return null;
  const ids: string[] = [];
  for (const text of texts) {
    const option = options.find((o) => folded(o.text) === folded(text));
    if (!option) return report('correct', problem('CORRECT_NOT_AN_OPTION', text));
    if (!ids.includes(option.id)) ids.push(option.id);
  }
  return ids;
}

/** A row's definition from its type-dependent columns; null when any of them is wrong. */
function definitionOf(type: QuestionType, cell: Cells, report: Report): QuestionDefinition | null {
  switch (type) {
    case 'single_choice':
    case 'multiple_choice': {
      const texts = optionTexts(cell('options'), 'options', report);
      const options = texts && toOptions(texts);
      const correct = correctIds(cell('correct'), options, report);
      if (type === 'single_choice') {
        if (correct && correct.length > 1) return report('correct', problem('ONE_CORRECT_ONLY'));
        return options && correct ? { type, options, correct: correct[0] as string } : null;
      }
      const scoringText = cell('scoring').trim().toLowerCase() || 'all_or_nothing';
      const scoring =
        scoringText === 'all_or_nothing' || scoringText === 'proportional' ? scoringText : null;
      if (!scoring) report('scoring', problem('INVALID_SCORING', cell('scoring').trim()));
      return options && correct && scoring ? { type, options, correct, scoring } : null;
    }
    case 'true_false': {
      const value = cell('correct').trim().toLowerCase();
      if (value === '') return report('correct', problem('REQUIRED'));
      if (value !== 'true' && value !== 'false') {
        return report('correct', problem('NOT_A_BOOLEAN', cell('correct').trim()));
      }
      return { type, correct: value === 'true' };
    }
    case 'short_answer': {
      const accepted = listOf(cell('correct'));
      const wrong =
        accepted.length === 0
          ? problem('REQUIRED')
          : accepted.some((text) => text === '')
            ? problem('EMPTY_OPTION')
            : accepted.length > L.maxAcceptedAnswers
              ? problem('TOO_MANY_ANSWERS')
              : accepted.some((text) => text.length > L.maxOptionLength)
                ? problem('TOO_LONG', L.maxOptionLength)
                : null;
      if (wrong) report('correct', wrong);
      const caseText = cell('case_sensitive').trim().toLowerCase() || 'no';
      const caseOk = caseText === 'yes' || caseText === 'no';
      if (!caseOk) report('case_sensitive', problem('NOT_YES_NO', cell('case_sensitive').trim()));
      return !wrong && caseOk ? { type, accepted, caseSensitive: caseText === 'yes' } : null;
    }
    case 'numeric': {
      const raw = cell('correct').trim();
      const value = numberOf(raw);
      if (raw === '') report('correct', problem('REQUIRED'));
      else if (value === null) report('correct', problem('NOT_A_NUMBER', raw));
      const toleranceRaw = cell('tolerance').trim();
      const tolerance = toleranceRaw === '' ? 0 : numberOf(toleranceRaw);
      if (tolerance === null || tolerance < 0) {
        report('tolerance', problem('INVALID_TOLERANCE', toleranceRaw));
      }
      return value !== null && tolerance !== null && tolerance >= 0
        ? { type, value, tolerance }
        : null;
    }
    case 'matching': {
      const raw = cell('options');
      const pieces = raw.trim() === '' ? [] : splitEscaped(raw, '|');
      const pairs = [];
      for (const piece of pieces) {
        const [left = '', ...rest] = splitEscaped(piece, '=');
        const pair = {
          left: unescapeText(left.trim(), '|\\='),
          right: unescapeText(rest.join('=').trim(), '|\\='),
        };
        if (rest.length === 0 || pair.left === '' || pair.right === '') {
          return report('options', problem('NOT_A_PAIR', piece.trim()));
        }
        pairs.push(pair);
      }
      if (pairs.length < L.minOptions) return report('options', problem('TOO_FEW_OPTIONS'));
      if (pairs.length > L.maxOptions) return report('options', problem('TOO_MANY_OPTIONS'));
      const texts = pairs.flatMap((p) => [p.left, p.right]);
      if (texts.some((text) => text.length > L.maxOptionLength)) {
        return report('options', problem('TOO_LONG', L.maxOptionLength));
      }
      for (const side of ['left', 'right'] as const) {
        const seen = new Set<string>();
        for (const pair of pairs) {
          if (seen.has(folded(pair[side]))) {
            return report('options', problem('DUPLICATE_OPTION', pair[side]));
          }
          seen.add(folded(pair[side]));
        }
      }
      return { type, pairs: pairs.map((pair, i) => ({ id: `p${i + 1}`, ...pair })) };
    }
    case 'ordering': {
      const texts = optionTexts(cell('options'), 'options', report);
      return texts ? { type, items: toOptions(texts) } : null;
    }
    case 'open':
      return { type };
  }
}

/** One data row: its question, or nothing (its errors reported). */
function questionOf(cell: Cells, report: Report): QuestionInput | null {
  let ok = true;
  const fail: Report = (column, error) => {
    ok = false;
    return report(column, error);
  };
  for (const column of QUIZ_CSV_COLUMNS) {
    if (cell(column).includes('\u0000')) fail(column, problem('INVALID_CHARACTERS'));
  }
  const typeText = cell('type').trim();
  const type = QUESTION_TYPES.find((name) => name === typeText.toLowerCase());
  if (typeText === '') fail('type', problem('REQUIRED'));
  else if (!type) fail('type', problem('UNKNOWN_TYPE', typeText));

  const prompt = cell('question').trim();
  if (prompt === '') fail('question', problem('REQUIRED'));
  else if (prompt.length > L.maxPromptLength)
    fail('question', problem('TOO_LONG', L.maxPromptLength));

  const pointsText = cell('points').trim();
  const points = pointsText === '' ? 1 : /^\d+$/.test(pointsText) ? Number(pointsText) : 0;
  if (points < 1 || points > L.maxPoints) fail('points', problem('INVALID_POINTS', pointsText));

  const feedback = cell('feedback').trim();
  if (feedback.length > L.maxFeedbackLength) {
    fail('feedback', problem('TOO_LONG', L.maxFeedbackLength));
  }
  const category = cell('category').trim();
  if (category.length > T.maxCategoryLength) {
    fail('category', problem('TOO_LONG', T.maxCategoryLength));
  }
  const labels = listOf(cell('labels'));
  if (
    labels.length > T.maxLabels ||
    labels.some((label) => label === '' || label.length > T.maxLabelLength)
  ) {
    fail('labels', problem('INVALID_LABELS'));
  }

  let definition: QuestionDefinition | null = null;
  if (type) {
    for (const column of TYPED_COLUMNS) {
      if (!USES[type].includes(column) && cell(column).trim() !== '') {
        fail(column, problem('MUST_BE_BLANK', type));
      }
    }
    definition = definitionOf(type, cell, fail);
  }
  if (!ok || !definition) return null;

  // What the API would refuse, the import refuses too (the same schema).
  const checked = parseQuizInput(questionSchema, {
    prompt,
    points,
    feedback,
    category,
    labels,
    definition,
  });
  if (!checked.ok) {
    for (const error of checked.errors) {
      report(COLUMN_OF_FIELD[error.field] ?? 'type', { code: error.code, detail: error.detail });
    }
    return null;
  }
  return checked.value;
}

/** `,` or `;`: whichever the header line holds more of. */
function delimiterOf(text: string): ',' | ';' {
  const header = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Reads an import file: the questions of its valid rows, and EVERY error by row (the header is
 * row 1) and column. A file of more than 1,000 questions is one error. Only a file without
 * errors may be imported (the questions of a file with errors are for its preview).
 */
export function parseQuizCsv(input: string): QuizCsvResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (text.trim() === '') {
    return { questions: [], errors: [csvError(1, '', 'EMPTY_FILE')] };
  }
  const parsed = Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    quoteChar: '"',
    header: false,
    skipEmptyLines: false,
  });
  const errors: QuizCsvError[] = [];
  const quoteRows = new Set<number>();
  for (const error of parsed.errors) {
    if (error.type !== 'Quotes') continue;
    const row = (error.row ?? 0) + 1;
    if (!quoteRows.has(row)) errors.push(csvError(row, '', 'INVALID_QUOTES'));
    quoteRows.add(row);
  }

  const [header = [], ...records] = parsed.data;
  const names = header.map((name) => name.trim());
  const index = new Map<QuizCsvColumn, number>();
  const headerErrors: QuizCsvError[] = [];
  names.forEach((name, i) => {
    if (name === '') return; // A spreadsheet's trailing empty columns.
    const column = QUIZ_CSV_COLUMNS.find((known) => known === name);
    if (!column) headerErrors.push(csvError(1, name, 'UNKNOWN_COLUMN', name));
    else if (index.has(column)) headerErrors.push(csvError(1, name, 'DUPLICATE_COLUMN', name));
    else index.set(column, i);
  });
  const missing = QUIZ_CSV_COLUMNS.filter((column) => !index.has(column));
  for (const column of missing) headerErrors.push(csvError(1, column, 'MISSING_COLUMN', column));
  errors.push(...headerErrors);
  // Rows cannot be read against a header that lacks or repeats a column.
  if (missing.length > 0 || headerErrors.some((e) => e.code === 'DUPLICATE_COLUMN')) {
    return { questions: [], errors: sortErrors(errors) };
  }
  // Values under a named column are read or (unknown columns) reported once, in the header.
  const named = new Set(names.flatMap((name, i) => (name === '' ? [] : [i])));

  const questions: QuestionInput[] = [];
  let count = 0;
  let firstTooMany = 0;
  records.forEach((record, i) => {
    const row = i + 2;
    if (record.every((value) => value.trim() === '')) return;
    count++;
    if (count > L.maxImportQuestions) {
      firstTooMany ||= row;
      return;
    }
    if (quoteRows.has(row)) return;
    if (record.some((value, at) => !named.has(at) && value.trim() !== '')) {
      errors.push(csvError(row, '', 'EXTRA_VALUE'));
    }
    const cell: Cells = (column) => restoreCell(record[index.get(column) ?? -1] ?? '');
    const question = questionOf(cell, (column, error) => {
      errors.push({ row, column, ...error });
      return null;
    });
    if (question) questions.push(question);
  });
  if (count > L.maxImportQuestions) {
    errors.push(csvError(firstTooMany, '', 'TOO_MANY_QUESTIONS', count));
  } else if (count === 0 && errors.length === 0) {
    errors.push(csvError(2, '', 'NO_QUESTIONS'));
  }
  return { questions, errors: sortErrors(errors, (column) => names.indexOf(column)) };
}

/** By row, then (within a data row) left to right as the file's columns stand. */
const sortErrors = (errors: QuizCsvError[], position: (column: string) => number = () => 0) =>
  errors
    .map((error, order) => ({
      error,
      order,
      at: error.row > 1 && error.column ? position(error.column) : -1,
    }))
    .sort((a, b) => a.error.row - b.error.row || a.at - b.at || a.order - b.order)
    .map(({ error }) => error);

/**
 * An uploaded file's bytes: decoded as UTF-8 (a BOM is dropped), then parsed. Bytes that are not
 * UTF-8 (a spreadsheet's "CSV" in a legacy code page) are one error.
 */
export function parseQuizCsvBytes(bytes: Uint8Array): QuizCsvResult {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { questions: [], errors: [csvError(1, '', 'INVALID_ENCODING')] };
  }
  return parseQuizCsv(text);
}

/** The cells of one question, in QUIZ_CSV_COLUMNS order. */
function rowOf(question: QuestionInput): string[] {
  const d = question.definition;
  const list = (texts: readonly string[]) => texts.map((t) => escapeItem(t)).join('|');
  const textOf = (options: QuizOption[], id: string) =>
    options.find((o) => o.id === id)?.text ?? '';
  const cells: Record<QuizCsvColumn, string> = {
    type: d.type,
    question: question.prompt,
    options: '',
    correct: '',
    points: String(question.points),
    scoring: '',
    tolerance: '',
    case_sensitive: '',
    feedback: question.feedback,
    category: question.category,
    labels: list(question.labels),
  };
  switch (d.type) {
    case 'single_choice':
      cells.options = list(d.options.map((o) => o.text));
      cells.correct = escapeItem(textOf(d.options, d.correct));
      break;
    case 'multiple_choice':
      cells.options = list(d.options.map((o) => o.text));
      cells.correct = list(d.correct.map((id) => textOf(d.options, id)));
      cells.scoring = d.scoring;
      break;
    case 'true_false':
      cells.correct = String(d.correct);
      break;
    case 'short_answer':
      cells.correct = list(d.accepted);
      cells.case_sensitive = d.caseSensitive ? 'yes' : 'no';
      break;
    case 'numeric':
      cells.correct = String(d.value);
      cells.tolerance = String(d.tolerance);
      break;
    case 'matching':
      cells.options = d.pairs
        .map((p) => `${escapeItem(p.left, '|=')}=${escapeItem(p.right, '|=')}`)
        .join('|');
      break;
    case 'ordering':
      cells.options = list(d.items.map((o) => o.text));
      break;
    case 'open':
      break;
  }
  return QUIZ_CSV_COLUMNS.map((column) => defuseCell(cells[column]));
}

/** Questions as the import reads them: `,`, CRLF, quoted where needed, a header row. */
export function exportQuizCsv(questions: readonly QuestionInput[]): string {
  const rows = [[...QUIZ_CSV_COLUMNS], ...questions.map(rowOf)];
  return `${Papa.unparse(rows, { delimiter: ',', newline: '\r\n', quotes: false })}\r\n`;
}

const TEMPLATE_QUESTIONS: QuestionInput[] = [
  {
    prompt: 'What is the capital of France?',
    points: 1,
    feedback: 'Paris has been the capital since the 10th century.',
    category: 'Geography',
    labels: ['europe', 'capitals'],
    definition: {
      type: 'single_choice',
      options: toOptions(['Paris', 'Lyon', 'Marseille']),
      correct: 'o1',
    },
  },
  {
    prompt: 'Which of these numbers are prime?',
    points: 2,
    feedback: '4 and 9 have divisors other than 1 and themselves.',
    category: 'Maths',
    labels: ['numbers'],
    definition: {
      type: 'multiple_choice',
      options: toOptions(['2', '3', '4', '9']),
      correct: ['o1', 'o2'],
      scoring: 'proportional',
    },
  },
  {
    prompt: 'The earth orbits the sun.',
    points: 1,
    feedback: '',
    category: 'Science',
    labels: [],
    definition: { type: 'true_false', correct: true },
  },
  {
    prompt: 'Which gas do plants take in to make sugar?',
    points: 1,
    feedback: '',
    category: 'Science',
    labels: ['biology'],
    definition: {
      type: 'short_answer',
      accepted: ['carbon dioxide', 'CO2'],
      caseSensitive: false,
    },
  },
  {
    prompt: 'How much is 7 × 6?',
    points: 1,
    feedback: '',
    category: 'Maths',
    labels: [],
    definition: { type: 'numeric', value: 42, tolerance: 0 },
  },
  {
    prompt: 'Match each country to its capital.',
    points: 3,
    feedback: '',
    category: 'Geography',
    labels: ['europe'],
    definition: {
      type: 'matching',
      pairs: [
        { id: 'p1', left: 'France', right: 'Paris' },
        { id: 'p2', left: 'Spain', right: 'Madrid' },
        { id: 'p3', left: 'Italy', right: 'Rome' },
      ],
    },
  },
  {
    prompt: 'Put these lengths in order, from small to large.',
    points: 2,
    feedback: '',
    category: 'Maths',
    labels: ['units'],
    definition: {
      type: 'ordering',
      items: toOptions(['millimetre', 'centimetre', 'metre', 'kilometre']),
    },
  },
  {
    prompt: 'Describe one risk of sharing a password, and how to avoid it.',
    points: 5,
    feedback: 'A coach reads and grades this answer.',
    category: 'Security',
    labels: [],
    definition: { type: 'open' },
  },
];

/** The downloadable template: the header and one example row per question type. */
export const QUIZ_CSV_TEMPLATE: string = exportQuizCsv(TEMPLATE_QUESTIONS);
