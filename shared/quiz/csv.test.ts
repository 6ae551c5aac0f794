import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  exportQuizCsv,
  parseQuizCsv,
  parseQuizCsvBytes,
  QUIZ_CSV_COLUMNS,
  QUIZ_CSV_TEMPLATE,
  type QuestionInput,
} from './csv';
import { QUESTION_TYPES } from './types';

const HEADER = QUIZ_CSV_COLUMNS.join(',');

/** A file of the header and rows given as column → value (the rest blank). */
function file(rows: Partial<Record<(typeof QUIZ_CSV_COLUMNS)[number], string>>[], header = HEADER) {
  const columns = header.split(',');
  const lines = rows.map((row) =>
    Papa.unparse([columns.map((column) => row[column as keyof typeof row] ?? '')]),
  );
  return [header, ...lines].join('\r\n');
}

/** [row, column, code] of each error. */
const errorsOf = (text: string) =>
  parseQuizCsv(text).errors.map((e) => [e.row, e.column, e.code] as const);

const single = { type: 'single_choice', question: 'Pick one', options: 'A|B', correct: 'A' };

describe('the quiz import template', () => {
  it('holds one valid example per question type', () => {
    const { questions, errors } = parseQuizCsv(QUIZ_CSV_TEMPLATE);
    expect(errors).toEqual([]);
    expect(questions.map((q) => q.definition.type)).toEqual([...QUESTION_TYPES]);
    expect(QUIZ_CSV_TEMPLATE.split('\r\n')[0]).toBe(HEADER);
  });
});

describe('parseQuizCsv: reading questions', () => {
  it('reads every type with generated ids and the blank-column defaults', () => {
    const { questions, errors } = parseQuizCsv(
      file([
        { ...single, options: 'Paris|Lyon', correct: 'lyon', labels: 'a|b', category: 'Geo' },
        { type: 'multiple_choice', question: 'Pick some', options: 'A|B|C', correct: 'C|A' },
        { type: 'true_false', question: 'True?', correct: 'FALSE' },
        { type: 'short_answer', question: 'Name it', correct: 'x|y', case_sensitive: 'Yes' },
        { type: 'numeric', question: 'How much?', correct: '-2.5', tolerance: '0.25' },
        { type: 'matching', question: 'Match', options: 'a=1|b=2' },
        { type: 'ordering', question: 'Order', options: 'one|two|three', points: '4' },
        { type: 'open', question: 'Explain', feedback: 'A coach grades it.' },
      ]),
    );
    expect(errors).toEqual([]);
    expect(questions.map((q) => q.definition)).toEqual([
      {
        type: 'single_choice',
        options: [
          { id: 'o1', text: 'Paris' },
          { id: 'o2', text: 'Lyon' },
        ],
        correct: 'o2',
      },
      {
        type: 'multiple_choice',
        options: [
          { id: 'o1', text: 'A' },
          { id: 'o2', text: 'B' },
          { id: 'o3', text: 'C' },
        ],
        correct: ['o3', 'o1'],
        scoring: 'all_or_nothing',
      },
      { type: 'true_false', correct: false },
      { type: 'short_answer', accepted: ['x', 'y'], caseSensitive: true },
      { type: 'numeric', value: -2.5, tolerance: 0.25 },
      {
        type: 'matching',
        pairs: [
          { id: 'p1', left: 'a', right: '1' },
          { id: 'p2', left: 'b', right: '2' },
        ],
      },
      {
        type: 'ordering',
        items: [
          { id: 'o1', text: 'one' },
          { id: 'o2', text: 'two' },
          { id: 'o3', text: 'three' },
        ],
      },
      { type: 'open' },
    ]);
    expect(questions[0]).toMatchObject({
      prompt: 'Pick one',
      points: 1,
      feedback: '',
      category: 'Geo',
      labels: ['a', 'b'],
    });
    expect(questions[6]?.points).toBe(4);
  });

  it('takes a BOM, `;` as delimiter, LF lines, columns in any order and blank rows', () => {
    const columns = [...QUIZ_CSV_COLUMNS].reverse();
    const text = `\uFEFF${columns.join(';')}\n\n${columns
      .map(
        (c) =>
          ({ type: 'numeric', question: 'Half of 7; in decimals?', correct: '3.5' })[c as 'type'] ??
          '',
      )
      .map((v) => (v.includes(';') ? `"${v}"` : v))
      .join(';')}\n;;;;;;;;;;\n`;
    const { questions, errors } = parseQuizCsv(text);
    expect(errors).toEqual([]);
    expect(questions).toEqual([
      {
        prompt: 'Half of 7; in decimals?',
        points: 1,
        feedback: '',
        category: '',
        labels: [],
        definition: { type: 'numeric', value: 3.5, tolerance: 0 },
      },
    ]);
  });

  it('ignores a spreadsheet’s trailing empty columns, but not a value in them', () => {
    expect(errorsOf(`${HEADER},,\r\nopen,Why?,,,,,,,,,,,`)).toEqual([]);
    expect(errorsOf(`${HEADER},,\r\nopen,Why?,,,,,,,,,,,surprise`)).toEqual([
      [2, '', 'EXTRA_VALUE'],
    ]);
  });
});

describe('parseQuizCsv: every error by row and column', () => {
  it('names a missing, an unknown and a repeated header column', () => {
    const without = QUIZ_CSV_COLUMNS.filter((c) => c !== 'points').join(',');
    expect(errorsOf(`${without}\r\nopen,Why?`)).toEqual([[1, 'points', 'MISSING_COLUMN']]);
    // The rows are still read: every error at once.
    expect(errorsOf(`${HEADER},difficulty\r\nopen,Why?,,,,,,,,,,hard\r\nopen,,,,,,,,,,,`)).toEqual([
      [1, 'difficulty', 'UNKNOWN_COLUMN'],
      [3, 'question', 'REQUIRED'],
    ]);
    expect(errorsOf(`${HEADER},type\r\nopen,Why?`)).toEqual([[1, 'type', 'DUPLICATE_COLUMN']]);
    expect(errorsOf(`Type,${HEADER.slice(5)}\r\nopen,Why?`)).toEqual([
      [1, 'Type', 'UNKNOWN_COLUMN'],
      [1, 'type', 'MISSING_COLUMN'],
    ]);
  });

  it('refuses an empty file, a header without questions and a file that is not UTF-8', () => {
    expect(errorsOf('')).toEqual([[1, '', 'EMPTY_FILE']]);
    expect(errorsOf('\uFEFF \r\n')).toEqual([[1, '', 'EMPTY_FILE']]);
    expect(errorsOf(`${HEADER}\r\n`)).toEqual([[2, '', 'NO_QUESTIONS']]);
    const latin1 = new Uint8Array([...new TextEncoder().encode(`${HEADER}\r\nopen,Caf`), 0xe9]);
    expect(parseQuizCsvBytes(latin1).errors.map((e) => e.code)).toEqual(['INVALID_ENCODING']);
    const utf8 = new TextEncoder().encode(`\uFEFF${HEADER}\r\nopen,Café?`);
    expect(parseQuizCsvBytes(utf8)).toMatchObject({ errors: [], questions: [{ prompt: 'Café?' }] });
  });

  it('reports the type, question, points, options, correct… of many rows at once', () => {
    const text = file([
      { type: 'essay', question: 'Unknown type' }, // 2
      { type: 'open', question: '   ' }, // 3
      { ...single, options: 'A' }, // 4
      { ...single, correct: 'C' }, // 5
      { type: 'numeric', question: 'Number', correct: '3,5' }, // 6
      { type: 'true_false', question: 'Boolean', correct: 'yes' }, // 7
      { ...single, points: '0' }, // 8
      { ...single, points: '2.5' }, // 9
      { ...single, options: 'A|a|B' }, // 10
      { ...single, options: 'A||B' }, // 11
      { ...single, correct: 'A|B' }, // 12
      { type: 'short_answer', question: 'S', correct: 'x', case_sensitive: 'maybe' }, // 13
      { type: 'multiple_choice', question: 'M', options: 'A|B', correct: 'A', scoring: 'half' }, // 14
      { type: 'numeric', question: 'N', correct: '1', tolerance: '-1' }, // 15
      { type: 'matching', question: 'P', options: 'a=1|b' }, // 16
      { type: 'matching', question: 'P', options: 'a=1|b=2', correct: '1' }, // 17
      { type: 'open', question: 'O', options: 'A|B', tolerance: '1' }, // 18
      {
        ...single,
        options: Array.from({ length: 21 }, (_, i) => `o${i}`).join('|'),
        correct: 'o1',
      }, // 19
      { type: '', question: 'No type' }, // 20
      { ...single, correct: '' }, // 21
      { type: 'open', question: 'x'.repeat(2001) }, // 22
      { type: 'open', question: 'L', labels: Array.from({ length: 11 }, (_, i) => i).join('|') }, // 23
      {
        type: 'short_answer',
        question: 'S',
        correct: Array.from({ length: 11 }, (_, i) => i).join('|'),
      }, // 24
      { type: 'numeric', question: 'N', correct: '' }, // 25
      { type: 'open', question: 'Fine' }, // 26
      { type: 'open', question: 'C', category: 'x'.repeat(101) }, // 27
    ]);
    expect(errorsOf(text)).toEqual([
      [2, 'type', 'UNKNOWN_TYPE'],
      [3, 'question', 'REQUIRED'],
      [4, 'options', 'TOO_FEW_OPTIONS'],
      [5, 'correct', 'CORRECT_NOT_AN_OPTION'],
      [6, 'correct', 'NOT_A_NUMBER'],
      [7, 'correct', 'NOT_A_BOOLEAN'],
      [8, 'points', 'INVALID_POINTS'],
      [9, 'points', 'INVALID_POINTS'],
      [10, 'options', 'DUPLICATE_OPTION'],
      [11, 'options', 'EMPTY_OPTION'],
      [12, 'correct', 'ONE_CORRECT_ONLY'],
      [13, 'case_sensitive', 'NOT_YES_NO'],
      [14, 'scoring', 'INVALID_SCORING'],
      [15, 'tolerance', 'INVALID_TOLERANCE'],
      [16, 'options', 'NOT_A_PAIR'],
      [17, 'correct', 'MUST_BE_BLANK'],
      [18, 'options', 'MUST_BE_BLANK'],
      [18, 'tolerance', 'MUST_BE_BLANK'],
      [19, 'options', 'TOO_MANY_OPTIONS'],
      [20, 'type', 'REQUIRED'],
      [21, 'correct', 'REQUIRED'],
      [22, 'question', 'TOO_LONG'],
      [23, 'labels', 'INVALID_LABELS'],
      [24, 'correct', 'TOO_MANY_ANSWERS'],
      [25, 'correct', 'REQUIRED'],
      [27, 'category', 'TOO_LONG'],
    ]);
    const { questions } = parseQuizCsv(text);
    expect(questions.map((q) => q.prompt)).toEqual(['Fine']);
  });

  it('reports several columns of one row, left to right, and texts in en, nl and ro', () => {
    const { errors } = parseQuizCsv(
      file([{ type: 'single_choice', question: '', options: 'A|B', correct: 'Z', points: '500' }]),
    );
    expect(errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [2, 'question', 'REQUIRED'],
      [2, 'correct', 'CORRECT_NOT_AN_OPTION'],
      [2, 'points', 'INVALID_POINTS'],
    ]);
    expect(errors[1]?.detail).toEqual({
      en: '“Z” is not one of the options.',
      nl: '“Z” is geen van de opties.',
      ro: '„Z” nu este una dintre opțiuni.',
    });
  });

  it('numbers rows as a spreadsheet does: a quoted newline stays in its row', () => {
    const text = [
      HEADER,
      'open,"Line one\r\nline two\r\nline three"',
      '',
      'essay,Second',
      'open,"Broken "quote" here"',
    ].join('\r\n');
    expect(errorsOf(text)).toEqual([
      [4, 'type', 'UNKNOWN_TYPE'],
      [5, '', 'INVALID_QUOTES'],
    ]);
    expect(parseQuizCsv(text).questions[0]?.prompt).toBe('Line one\r\nline two\r\nline three');
  });

  it('refuses more than 1,000 questions with one error', () => {
    const rows = Array.from({ length: 1002 }, (_, i) => `open,Question ${i}`);
    const { errors, questions } = parseQuizCsv([HEADER, ...rows].join('\r\n'));
    expect(errors).toEqual([
      expect.objectContaining({ row: 1002, column: '', code: 'TOO_MANY_QUESTIONS' }),
    ]);
    expect(errors[0]?.detail.en).toBe(
      'A file holds at most 1,000 questions; this one holds 1,002.',
    );
    expect(questions).toHaveLength(1000);
    expect(parseQuizCsv([HEADER, ...rows.slice(0, 1000)].join('\r\n')).errors).toEqual([]);
  });
});

describe('exportQuizCsv: import → export → import gives the same questions', () => {
  const tricky: QuestionInput[] = [
    {
      prompt: 'Commas, semicolons; "quotes" and a\nnew line',
      points: 3,
      feedback: 'Feedback with "quotes", commas; and\r\nCRLF',
      category: 'Pipes | and; stuff',
      labels: ['a|b', 'back\\slash', 'plain'],
      definition: {
        type: 'single_choice',
        options: [
          { id: 'o1', text: 'Yes, "really"' },
          { id: 'o2', text: 'No | never' },
          { id: 'o3', text: 'Maybe\\|not' },
        ],
        correct: 'o2',
      },
    },
    {
      prompt: '=SUM(A1:A2) is not a formula here',
      points: 1,
      feedback: '-starts with a minus',
      category: "'quoted",
      labels: [],
      definition: {
        type: 'multiple_choice',
        options: [
          { id: 'o1', text: '+1' },
          { id: 'o2', text: '@home' },
          { id: 'o3', text: "'=x" },
        ],
        correct: ['o3', 'o1'],
        scoring: 'proportional',
      },
    },
    {
      prompt: 'Tiny number',
      points: 1,
      feedback: '',
      category: '',
      labels: [],
      definition: { type: 'numeric', value: -1e-7, tolerance: 1.5e21 },
    },
    {
      prompt: 'Matching with = signs',
      points: 2,
      feedback: '',
      category: '',
      labels: [],
      definition: {
        type: 'matching',
        pairs: [
          { id: 'p1', left: 'a=b', right: 'c=d' },
          { id: 'p2', left: 'x|y', right: 'z\\' },
        ],
      },
    },
    {
      prompt: 'Short',
      points: 1,
      feedback: '',
      category: '',
      labels: [],
      definition: { type: 'short_answer', accepted: ['CO2', 'a|b'], caseSensitive: true },
    },
    {
      prompt: 'Order',
      points: 1,
      feedback: '',
      category: '',
      labels: [],
      definition: {
        type: 'ordering',
        items: [
          { id: 'o1', text: 'first, with comma' },
          { id: 'o2', text: 'second; semicolon' },
        ],
      },
    },
    {
      prompt: 'True?',
      points: 1,
      feedback: '',
      category: '',
      labels: [],
      definition: { type: 'true_false', correct: true },
    },
    {
      prompt: 'Open',
      points: 10,
      feedback: '',
      category: '',
      labels: [],
      definition: { type: 'open' },
    },
  ];

  it('round-trips texts with commas, semicolons, quotes, |, \\, = and newlines', () => {
    const exported = exportQuizCsv(tricky);
    expect(exported.startsWith(`${HEADER}\r\n`)).toBe(true);
    expect(exported.endsWith('\r\n')).toBe(true);
    const first = parseQuizCsv(exported);
    expect(first.errors).toEqual([]);
    expect(first.questions).toEqual(tricky);
    const again = parseQuizCsv(exportQuizCsv(first.questions));
    expect(again.questions).toEqual(first.questions);
  });

  it('keeps spreadsheet formulas inert', () => {
    const rows = Papa.parse<string[]>(exportQuizCsv(tricky).trim()).data;
    expect(rows[2]?.[1]).toBe("'=SUM(A1:A2) is not a formula here");
    expect(rows[2]?.[8]).toBe("'-starts with a minus");
    expect(rows[2]?.[2]?.startsWith("'+1")).toBe(true);
    expect(rows[3]?.[3]).toBe("'-1e-7");
  });

  it('gives ids o1… and p1… back, so an import of an export of an import is stable', () => {
    const renamed: QuestionInput = {
      ...(tricky[0] as QuestionInput),
      definition: {
        type: 'single_choice',
        options: [
          { id: 'x', text: 'A' },
          { id: 'y', text: 'B' },
        ],
        correct: 'y',
      },
    };
    const { questions } = parseQuizCsv(exportQuizCsv([renamed]));
    expect(questions[0]?.definition).toEqual({
      type: 'single_choice',
      options: [
        { id: 'o1', text: 'A' },
        { id: 'o2', text: 'B' },
      ],
      correct: 'o2',
    });
  });
});
