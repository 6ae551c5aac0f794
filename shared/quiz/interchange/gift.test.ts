import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '../types';
import { exportGift, giftBlocks, giftEscape, parseGift, parseGiftBytes } from './gift';
import { EVERY_TYPE, roundTripChanges } from './samples';

const only = (source: string) => {
  const result = parseGift(source);
  expect(result.errors).toEqual([]);
  expect(result.questions).toHaveLength(1);
  return { question: result.questions[0], entry: result.report[0] };
};
const codes = (notes: { code: string }[] | undefined) => (notes ?? []).map((n) => n.code);

describe('GIFT export then import', () => {
  it('gives every question back field by field, for every type we have', () => {
    expect(new Set(EVERY_TYPE.map((q) => q.definition.type))).toEqual(new Set(QUESTION_TYPES));
    const result = parseGift(exportGift(EVERY_TYPE));
    expect(result.errors).toEqual([]);
    expect(roundTripChanges(result.questions)).toEqual([]);
    expect(result.report.every((entry) => entry.outcome === 'imported')).toBe(true);
  });

  it('escapes the special characters and line breaks', () => {
    expect(giftEscape('a~b=c#d{e}f:g\\h\ni')).toBe('a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni');
  });
});

describe('GIFT import: the types', () => {
  it('reads multiple choice with one correct answer as single choice', () => {
    const { question, entry } = only('::Q1:: Which? {=Yes ~No ~Maybe}');
    expect(question?.definition).toEqual({
      type: 'single_choice',
      options: [
        { id: 'o1', text: 'Yes' },
        { id: 'o2', text: 'No' },
        { id: 'o3', text: 'Maybe' },
      ],
      correct: 'o1',
    });
    expect(entry).toMatchObject({
      row: 1,
      title: 'Q1',
      outcome: 'imported',
      type: 'single_choice',
      sourceType: 'MC',
    });
  });

  it('reads weights shared among answers as multiple choice, proportional when they are even', () => {
    const { question, entry } = only('Pick {~%50%a ~%50%b ~%-50%c ~%-50%d}');
    expect(question?.definition).toMatchObject({
      type: 'multiple_choice',
      correct: ['o1', 'o2'],
      scoring: 'proportional',
    });
    expect(codes(entry?.notes)).toEqual([]);
  });

  it('reports weights it can only approximate, and −100 on wrong ones as all or nothing', () => {
    const uneven = only('Pick {~%70%a ~%30%b ~c}');
    expect(uneven.question?.definition).toMatchObject({
      scoring: 'proportional',
      correct: ['o1', 'o2'],
    });
    expect(codes(uneven.entry?.notes)).toEqual(['WEIGHTS_PROPORTIONAL']);
    const strict = only('Pick {~%50%a ~%50%b ~%-100%c}');
    expect(strict.question?.definition).toMatchObject({ scoring: 'all_or_nothing' });
    expect(codes(strict.entry?.notes)).toEqual(['ALL_OR_NOTHING']);
  });

  it('reports negative weights and partial credit a single choice does not keep', () => {
    const { question, entry } = only('Pick {=a ~%50%b ~%-25%c}');
    expect(question?.definition).toMatchObject({ type: 'single_choice', correct: 'o1' });
    expect(codes(entry?.notes)).toEqual(['PARTIAL_DROPPED', 'NEGATIVE_WEIGHTS']);
  });

  it('reads several fully correct answers as multiple choice and says so', () => {
    const { question, entry } = only('Pick {=a =b ~c}');
    expect(question?.definition).toMatchObject({ type: 'multiple_choice', correct: ['o1', 'o2'] });
    expect(codes(entry?.notes)).toEqual(['SEVERAL_CORRECT']);
  });

  it('reads true/false (T, TRUE, F, FALSE) with its feedback per answer folded in', () => {
    expect(only('Sky blue? {T}').question?.definition).toEqual({
      type: 'true_false',
      correct: true,
    });
    expect(only('Sky green? {FALSE}').question?.definition).toEqual({
      type: 'true_false',
      correct: false,
    });
    const { question, entry } = only('Sky blue? {T#Yes, it is.#No, look up.}');
    expect(question?.feedback).toBe('TRUE: Yes, it is.\nFALSE: No, look up.');
    expect(codes(entry?.notes)).toEqual(['ANSWER_FEEDBACK']);
  });

  it('reads short answers, reports partial ones and wildcards', () => {
    const { question, entry } = only('Planet? {=Jupiter =%50%Saturn =Jup*}');
    expect(question?.definition).toEqual({
      type: 'short_answer',
      accepted: ['Jupiter', 'Jup*'],
      caseSensitive: false,
    });
    expect(codes(entry?.notes)).toEqual(['PARTIAL_DROPPED', 'WILDCARD']);
  });

  it('reads numbers with a tolerance, ranges, and several answers (the first full one kept)', () => {
    expect(only('Pi? {#3.14:0.01}').question?.definition).toEqual({
      type: 'numeric',
      value: 3.14,
      tolerance: 0.01,
    });
    expect(only('Seven? {#7}').question?.definition).toEqual({
      type: 'numeric',
      value: 7,
      tolerance: 0,
    });
    const range = only('Between? {#1..5}');
    expect(range.question?.definition).toEqual({ type: 'numeric', value: 3, tolerance: 2 });
    expect(codes(range.entry?.notes)).toEqual(['RANGE']);
    const several = only('Pi? {#=3.14:0.01#good =%50%3:0.5#close}');
    expect(several.question?.definition).toEqual({ type: 'numeric', value: 3.14, tolerance: 0.01 });
    expect(codes(several.entry?.notes)).toEqual(['NUMERIC_EXTRA', 'ANSWER_FEEDBACK']);
  });

  it('reads matching, leaving out (and reporting) distractors', () => {
    const { question, entry } = only('Match {=a -> 1 =b -> 2 = -> 3}');
    expect(question?.definition).toEqual({
      type: 'matching',
      pairs: [
        { id: 'p1', left: 'a', right: '1' },
        { id: 'p2', left: 'b', right: '2' },
      ],
    });
    expect(codes(entry?.notes)).toEqual(['DISTRACTORS']);
  });

  it('reads an essay as an open question', () => {
    expect(only('Write about it. {}').question?.definition).toEqual({ type: 'open' });
  });

  it('reads a gap inside the text (cloze) as the nearest type with a blank', () => {
    const { question, entry } = only('The {~cat =dog} barked.');
    expect(question?.prompt).toBe('The _____ barked.');
    expect(question?.definition.type).toBe('single_choice');
    expect(codes(entry?.notes)).toEqual(['EMBEDDED']);
  });

  it('skips a description, and says why', () => {
    const result = parseGift('Just some text.\n\nQ {T}');
    expect(result.questions).toHaveLength(1);
    expect(result.report[0]).toMatchObject({ outcome: 'skipped', type: null, row: 1 });
    expect(codes(result.report[0]?.notes)).toEqual(['DESCRIPTION']);
  });
});

describe('GIFT import: texts, categories, feedback', () => {
  it('turns [html] into plain text, sanitised first, and reports it', () => {
    const { question, entry } = only(
      '[html]<p>Is <b>this</b> &amp; <script>alert(1)</script>that<br>ok?</p> {T}',
    );
    expect(question?.prompt).toBe('Is this & that\nok?');
    expect(codes(entry?.notes)).toEqual(['FORMAT_TO_PLAIN']);
  });

  it('turns [markdown] into plain text and keeps [plain] as written', () => {
    expect(only('[markdown]Is **this** _ok_? {T}').question?.prompt).toBe('Is this ok?');
    const plain = only('[plain]Is <b> a tag? {T}');
    expect(plain.question?.prompt).toBe('Is <b> a tag?');
    expect(codes(plain.entry?.notes)).toEqual([]);
  });

  it('reads the escapes \\~ \\= \\# \\{ \\} \\: in texts and answers', () => {
    const { question } = only('a \\~ b \\= c \\# d \\{ e \\} f \\: g {=x\\:y \\= z}');
    expect(question?.prompt).toBe('a ~ b = c # d { e } f : g');
    expect(question?.definition).toMatchObject({ accepted: ['x:y = z'] });
  });

  it('puts $CATEGORY (nested, with $course$/top) into the category of the questions below', () => {
    const result = parseGift(
      '$CATEGORY: $course$/top/Maths/Algebra\n\nQ1 {T}\n\n$CATEGORY: Science\n\nQ2 {F}',
    );
    expect(result.questions.map((q) => q.category)).toEqual(['Maths/Algebra', 'Science']);
  });

  it('keeps general feedback (####) and per-answer feedback with its option (issue 41)', () => {
    const { question, entry } = only(
      'Which? {=a#Right\\: \\#1. ~b#Wrong. ~c####Think of the alphabet.}',
    );
    expect(question?.feedback).toBe('Think of the alphabet.');
    expect(question?.definition).toEqual({
      type: 'single_choice',
      options: [
        { id: 'o1', text: 'a', feedback: 'Right: #1.' },
        { id: 'o2', text: 'b', feedback: 'Wrong.' },
        { id: 'o3', text: 'c' },
      ],
      correct: 'o1',
    });
    expect(codes(entry?.notes)).not.toContain('ANSWER_FEEDBACK');
  });

  it('keeps feedback per answer of a multiple choice with weights', () => {
    const { question } = only('Which? {~%50%a#Half. ~%50%b ~%-100%c#No, c is wrong.}');
    const definition = question?.definition;
    expect(definition?.type === 'multiple_choice' && definition.options).toEqual([
      { id: 'o1', text: 'a', feedback: 'Half.' },
      { id: 'o2', text: 'b' },
      { id: 'o3', text: 'c', feedback: 'No, c is wrong.' },
    ]);
  });

  it('folds feedback per answer into the question’s where the answer has no place for it', () => {
    const { question, entry } = only('Is it? {TRUE#Yes it is.#No it is not.####General.}');
    expect(question?.feedback).toBe('General.\nTRUE: Yes it is.\nFALSE: No it is not.');
    expect(codes(entry?.notes)).toContain('ANSWER_FEEDBACK');
  });

  it('uses the title when the text is empty, and reports it', () => {
    const { question, entry } = only('::What is 2+2?:: {#4}');
    expect(question?.prompt).toBe('What is 2+2?');
    expect(codes(entry?.notes)).toEqual(['TITLE_AS_PROMPT']);
  });
});

describe('GIFT import: errors, by line', () => {
  it('reports every syntax error with its own line, and still reads the rest', () => {
    const source = [
      '// a comment',
      'Q1 {T}',
      '',
      'Q2 {=a ~b',
      '',
      '',
      'Q3 {~a ~b}',
      '',
      'Q4 {#abc}',
    ].join('\n');
    const result = parseGift(source);
    expect(result.errors.map((e) => [e.row, e.code])).toEqual([
      [4, 'SYNTAX'],
      [7, 'NO_CORRECT'],
      [9, 'SYNTAX'],
    ]);
    expect(result.questions).toHaveLength(1);
  });

  it('reports a question that breaks our rules by its line and field', () => {
    const result = parseGift(`Q1 {T}\n\nOnly one {=a}\n\n${'x'.repeat(2001)} {T}`);
    expect(result.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [5, 'prompt', 'INVALID_TEXT'],
    ]);
    const options = parseGift(`Pick {=a ~A}`);
    expect(options.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [1, 'definition/options', 'DUPLICATE_TEXT'],
    ]);
  });

  it('reports a broken // academy: comment on its line', () => {
    const result = parseGift('Q1 {T}\n\n// academy: {points: 2}\nQ2 {T}');
    expect(result.errors.map((e) => [e.row, e.code])).toEqual([[3, 'BAD_METADATA']]);
  });

  it('refuses an empty file, bytes that are not UTF-8, and more than 1,000 questions', () => {
    expect(parseGift('// nothing\n\n').errors.map((e) => e.code)).toEqual(['EMPTY_FILE']);
    expect(parseGiftBytes(new Uint8Array([0xff, 0xfe, 0x00])).errors.map((e) => e.code)).toEqual([
      'INVALID_ENCODING',
    ]);
    const many = Array.from({ length: 1001 }, (_, i) => `Q${i} {T}`).join('\n\n');
    expect(parseGift(many).errors.map((e) => e.code)).toEqual(['TOO_MANY_QUESTIONS']);
  });

  it('ends a question at a blank line, as Moodle does, so an unclosed brace costs one question', () => {
    expect(giftBlocks('Q {\n=a\n~b\n}\n\n\nQ2 {T}').map((b) => b.line)).toEqual([1, 7]);
    expect(only('Q {\n=a\n~b\n}').question?.definition.type).toBe('single_choice');
    expect(parseGift('Q {\n=a\n\n~b\n}').errors.map((e) => [e.row, e.code])).toEqual([
      [2, 'SYNTAX'],
      [4, 'SYNTAX'],
    ]);
  });
});

describe('GIFT import: the examples of Moodle’s documentation', () => {
  it('imports every example as documented, the description skipped', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('./fixtures/moodle-docs.gift', import.meta.url), 'utf8');
    const result = parseGift(source);
    expect(result.errors).toEqual([]);
    expect(result.report.map((e) => [e.row, e.outcome, e.type, codes(e.notes)])).toEqual([
      [6, 'imported', 'single_choice', []],
      [8, 'imported', 'single_choice', ['EMBEDDED']],
      [10, 'imported', 'true_false', []],
      [12, 'imported', 'true_false', []],
      [14, 'imported', 'short_answer', []],
      [16, 'imported', 'short_answer', ['EMBEDDED']],
      [18, 'imported', 'matching', []],
      [26, 'imported', 'numeric', []],
      [28, 'imported', 'numeric', ['EMBEDDED', 'RANGE']],
      [30, 'imported', 'numeric', ['NUMERIC_EXTRA', 'ANSWER_FEEDBACK']],
      [35, 'imported', 'multiple_choice', ['ALL_OR_NOTHING']],
      [42, 'imported', 'open', []],
      [44, 'skipped', null, ['DESCRIPTION']],
      [48, 'imported', 'single_choice', []],
      [51, 'imported', 'true_false', ['ANSWER_FEEDBACK']],
      [53, 'imported', 'single_choice', ['FORMAT_TO_PLAIN']],
      [55, 'imported', 'single_choice', ['FORMAT_TO_PLAIN']],
      [57, 'imported', 'single_choice', []],
    ]);
    const q = result.questions;
    expect(q.map((x) => x.category)).toEqual([
      ...Array.from({ length: 12 }, () => 'Grant'),
      'tom/dick/harry',
      'tom/dick/harry',
      'tom/dick/harry',
      'tom/dick/harry',
      'tom/dick/harry',
    ]);
    expect(q[1]?.prompt).toBe("Grant is _____ in Grant's tomb.");
    expect(q[6]?.definition).toMatchObject({
      type: 'matching',
      pairs: [
        { left: 'Canada', right: 'Ottawa' },
        { left: 'Italy', right: 'Rome' },
        { left: 'Japan', right: 'Tokyo' },
        { left: 'India', right: 'New Delhi' },
      ],
    });
    expect(q[6]?.feedback).toBe("It's good to know the capitals");
    expect(q[7]?.definition).toEqual({ type: 'numeric', value: 1822, tolerance: 5 });
    // Feedback per answer stays with its option (issue 41).
    expect(q[12]?.definition).toMatchObject({
      options: [
        { text: 'yellow', feedback: 'right; good!' },
        { text: 'red', feedback: "wrong, it's yellow" },
        { text: 'blue', feedback: "wrong, it's yellow" },
      ],
    });
    expect(q[12]?.feedback).toBe('');
    expect(q[8]?.definition).toMatchObject({ type: 'numeric', tolerance: 0.0005 });
    expect(q[10]?.definition).toMatchObject({ correct: ['o2', 'o3'], scoring: 'all_or_nothing' });
    expect(q[14]?.prompt).toBe('Which word is a {noun}?');
    expect(q[15]?.definition).toMatchObject({
      options: [{ text: '= 2 + 2' }, { text: '= 2 + 3' }, { text: '= 2 + 4' }, { text: '= 2 + 5' }],
    });
    expect(q[16]?.definition).toMatchObject({
      options: [{ text: ':' }, { text: '#' }, { text: '~' }],
      correct: 'o1',
    });
  });
});
