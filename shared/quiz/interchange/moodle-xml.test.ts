import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES, QUIZ_LIMITS } from '../types';
import { bytesBase64 } from './common';
import {
  embeddedImageType,
  exportMoodleXml,
  parseMoodleXml,
  parseMoodleXmlBytes,
  xmlEscape,
} from './moodle-xml';
import { EVERY_TYPE, roundTripChanges, withSampleImages } from './samples';

const quiz = (...questions: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.join('\n')}\n</quiz>\n`;
const only = (xml: string) => {
  const result = parseMoodleXml(xml);
  expect(result.errors).toEqual([]);
  expect(result.questions).toHaveLength(1);
  return { question: result.questions[0], entry: result.report[0] };
};
const codes = (notes: { code: string }[] | undefined) => (notes ?? []).map((n) => n.code);
const errorsOf = (xml: string) => parseMoodleXml(xml).errors.map((e) => [e.row, e.column, e.code]);

/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const multichoice = (answers: string, extra = '') => `<question type="multichoice">
  <name><text>Capital</text></name>
  <questiontext format="html"><text><![CDATA[<p>Which is the <b>capital</b> of France?</p>]]></text></questiontext>
  <generalfeedback format="html"><text>Paris since 987.</text></generalfeedback>
  <defaultgrade>2.0000000</defaultgrade>
  ${extra}
  ${answers}
</question>`;

describe('Moodle XML export then import', () => {
  it('gives every question back field by field, for every type we have', () => {
    expect(new Set(EVERY_TYPE.map((q) => q.definition.type))).toEqual(new Set(QUESTION_TYPES));
    const result = parseMoodleXml(exportMoodleXml(EVERY_TYPE));
    expect(result.errors).toEqual([]);
    expect(roundTripChanges(result.questions)).toEqual([]);
  });

  it('escapes markup characters and drops characters XML forbids', () => {
    expect(xmlEscape('a<b>&"c"\u0001')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
  });
});

describe('Moodle XML import: the types', () => {
  it('reads a single-answer multichoice, its HTML sanitised to plain text, its mark as points', () => {
    const { question, entry } = only(
      quiz(
        multichoice(
          '<answer fraction="100"><text>Paris</text><feedback><text>Yes.</text></feedback></answer><answer fraction="0"><text>Lyon</text></answer>',
          '<single>true</single>',
        ),
      ),
    );
    expect(question).toMatchObject({
      prompt: 'Which is the capital of France?',
      points: 2,
      feedback: 'Paris since 987.',
      definition: {
        type: 'single_choice',
        // The answer's <feedback> stays with its option (issue 41).
        options: [
          { id: 'o1', text: 'Paris', feedback: 'Yes.' },
          { id: 'o2', text: 'Lyon' },
        ],
        correct: 'o1',
      },
    });
    expect(entry).toMatchObject({
      row: 1,
      path: 'quiz/question[1]',
      title: 'Capital',
      sourceType: 'multichoice',
    });
    expect(codes(entry?.notes)).toEqual(['FORMAT_TO_PLAIN']);
  });

  it('reads multiple answers (single false) with their weights, negative ones included', () => {
    const { question } = only(
      quiz(
        multichoice(
          '<answer fraction="50"><text>2</text></answer><answer fraction="50"><text>3</text></answer><answer fraction="-50"><text>4</text></answer>',
          '<single>false</single>',
        ),
      ),
    );
    expect(question?.definition).toMatchObject({
      type: 'multiple_choice',
      correct: ['o1', 'o2'],
      scoring: 'proportional',
    });
  });

  it('reads truefalse, shortanswer (usecase, partial, wildcard), numerical, matching, ordering, essay', () => {
    const result = parseMoodleXml(
      quiz(
        '<question type="truefalse"><questiontext format="plain_text"><text>Sky is blue</text></questiontext><answer fraction="0"><text>true</text></answer><answer fraction="100"><text>false</text></answer></question>',
        '<question type="shortanswer"><questiontext format="moodle_auto_format"><text>Planet?</text></questiontext><usecase>1</usecase><answer fraction="100"><text>Jupiter</text></answer><answer fraction="50"><text>Saturn</text></answer><answer fraction="100"><text>Jup*</text></answer></question>',
        '<question type="numerical"><questiontext><text>Pi?</text></questiontext><answer fraction="100"><text>3.14</text><tolerance>0.01</tolerance></answer><answer fraction="0"><text>*</text></answer></question>',
        '<question type="matching"><questiontext><text>Match</text></questiontext><subquestion format="html"><text>France</text><answer><text>Paris</text></answer></subquestion><subquestion><text>Spain</text><answer><text>Madrid</text></answer></subquestion><subquestion><text></text><answer><text>Berlin</text></answer></subquestion></question>',
        '<question type="ordering"><questiontext><text>Order</text></questiontext><answer fraction="1"><text>One</text></answer><answer fraction="2"><text>Two</text></answer></question>',
        '<question type="essay"><questiontext><text>Explain.</text></questiontext></question>',
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.questions.map((q) => q.definition)).toEqual([
      { type: 'true_false', correct: false },
      { type: 'short_answer', accepted: ['Jupiter', 'Jup*'], caseSensitive: true },
      { type: 'numeric', value: 3.14, tolerance: 0.01 },
      {
        type: 'matching',
        pairs: [
          { id: 'p1', left: 'France', right: 'Paris' },
          { id: 'p2', left: 'Spain', right: 'Madrid' },
        ],
      },
      {
        type: 'ordering',
        items: [
          { id: 'i1', text: 'One' },
          { id: 'i2', text: 'Two' },
        ],
      },
      { type: 'open' },
    ]);
    expect(result.report.map((e) => codes(e.notes))).toEqual([
      [],
      ['PARTIAL_DROPPED', 'WILDCARD', 'CASE_SENSITIVE'],
      ['NUMERIC_EXTRA'],
      ['DISTRACTORS'],
      [],
      [],
    ]);
  });

  it('skips what has no equivalent and says why, per question', () => {
    const result = parseMoodleXml(
      quiz(
        '<question type="description"><questiontext><text>Read this.</text></questiontext></question>',
        '<question type="multianswer"><questiontext><text>{1:SHORTANSWER:=a} and {1:SHORTANSWER:=b}</text></questiontext></question>',
        '<question type="calculated"><name><text>Calc</text></name><questiontext><text>{a}+{b}</text></questiontext></question>',
        '<question type="essay"><questiontext><text>Explain.</text></questiontext></question>',
      ),
    );
    expect(result.questions).toHaveLength(1);
    expect(result.report.map((e) => [e.path, e.outcome, codes(e.notes)])).toEqual([
      ['quiz/question[1]', 'skipped', ['DESCRIPTION']],
      ['quiz/question[2]', 'skipped', ['SEVERAL_GAPS']],
      ['quiz/question[3]', 'skipped', ['UNSUPPORTED_TYPE']],
      ['quiz/question[4]', 'imported', []],
    ]);
  });

  it('puts category questions (nested, $course$/top) into the questions’ categories, and tags into labels', () => {
    const result = parseMoodleXml(
      quiz(
        '<question type="category"><category><text>$course$/top/Maths/Algebra</text></category></question>',
        '<question type="essay"><questiontext><text>One</text></questiontext><tags><tag><text>hard</text></tag></tags></question>',
        '<question type="category"><category><text>$system$/top</text></category></question>',
        '<question type="essay"><questiontext><text>Two</text></questiontext></question>',
      ),
    );
    expect(result.questions.map((q) => [q.category, q.labels])).toEqual([
      ['Maths/Algebra', ['hard']],
      ['', []],
    ]);
  });

  it('keeps the image the question text shows, alt from its <img>, checked by its bytes', () => {
    const result = parseMoodleXml(
      quiz(
        `<question type="essay"><questiontext format="html"><text><![CDATA[<p>Look: <img src="@@PLUGINFILE@@/a%20b.png" alt="A &amp; B"> and <img src="@@PLUGINFILE@@/c.png" alt="C"> <img src="https://elsewhere.example/x.png"></p>]]></text><file name="c.png" path="/" encoding="base64">${PNG}</file><file name="a b.png" path="/" encoding="base64">${PNG}</file></questiontext></question>`,
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.questions[0]?.prompt).toBe('Look:  and');
    expect(result.images).toHaveLength(1);
    const [image] = result.images ?? [];
    expect(image).toMatchObject({
      question: 0,
      row: 1,
      path: 'quiz/question[1]/questiontext/file[2]',
      fileName: 'a b.png',
      alt: 'A & B',
    });
    expect(image?.bytes.slice(0, 4)).toEqual(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]));
    // The first is kept; the other two are reported.
    const notes = result.report[0]?.notes ?? [];
    expect(codes(notes)).toEqual(['FORMAT_TO_PLAIN', 'IMAGE_STORED', 'IMAGE_DROPPED']);
    expect(notes[2]?.detail.en).toMatch(/^2 image\(s\) were left out/);
  });

  it('falls back to the question text’s first file (alt: its name) when no <img> points at one', () => {
    const result = parseMoodleXml(
      quiz(
        `<question type="essay"><questiontext format="html"><text>Plain</text><file name="pic.png" encoding="base64">${PNG}</file></questiontext></question>`,
        '<question type="essay"><questiontext format="html"><text><![CDATA[<img src="https://x.example/y.png" alt="y">Why?]]></text></questiontext></question>',
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.images?.map((i) => [i.question, i.fileName, i.alt])).toEqual([
      [0, 'pic.png', 'pic.png'],
    ]);
    // An image the file does not hold cannot be stored: reported.
    expect(codes(result.report[1]?.notes)).toEqual(['FORMAT_TO_PLAIN', 'IMAGE_DROPPED']);
  });

  it('refuses a file that is not an image, or too large, by its element path (nothing kept)', () => {
    expect(embeddedImageType(PNG)).toBe('png');
    // A script named .png is not an image.
    const fake = btoa('<script>alert(1)</script>');
    expect(embeddedImageType(fake)).toBeNull();
    expect(
      errorsOf(
        quiz(
          '<question type="essay"><questiontext><text>Hi</text></questiontext></question>',
          `<question type="essay"><questiontext><text>Hi</text></questiontext><answer fraction="0"><text>x</text><feedback><text>f</text><file name="x.png" encoding="base64">${fake}</file></feedback></answer></question>`,
        ),
      ),
    ).toEqual([[2, 'quiz/question[2]/answer[1]/feedback/file[1]', 'BAD_IMAGE']]);
    const big = new Uint8Array(QUIZ_LIMITS.maxImageBytes + 1);
    big.set([0x89, 0x50, 0x4e, 0x47]);
    const huge = parseMoodleXml(
      quiz(
        `<question type="essay"><questiontext format="html"><text>Hi</text><file name="big.png" encoding="base64">${bytesBase64(big)}</file></questiontext></question>`,
      ),
    );
    expect(huge.errors.map((e) => [e.column, e.code])).toEqual([
      ['quiz/question[1]/questiontext/file[1]', 'IMAGE_TOO_LARGE'],
    ]);
    expect(huge.images).toEqual([]);
  });

  it('exports an image as a base64 <file> its HTML text shows, and reads it back (bytes and alt)', () => {
    const { questions, files } = withSampleImages(EVERY_TYPE);
    const xml = exportMoodleXml(questions, files);
    expect(xml).toContain(
      '<questiontext format="html"><text>&lt;p&gt;&lt;img src=&quot;@@PLUGINFILE@@/map%20%26%20%22pin%22.png&quot;',
    );
    expect(xml).toContain('<file name="map &amp; &quot;pin&quot;.png" path="/" encoding="base64">');
    const result = parseMoodleXml(xml);
    expect(result.errors).toEqual([]);
    expect(
      roundTripChanges(result.questions, questions, { imported: result.images ?? [], files }),
    ).toEqual([]);
    expect(result.images).toHaveLength(2);
    // A changed byte or alt text is a change.
    const changed = (result.images ?? []).map((image, i) =>
      i === 0
        ? { ...image, bytes: Uint8Array.from(image.bytes, (b, j) => (j === 20 ? b ^ 1 : b)) }
        : image,
    );
    expect(
      roundTripChanges(result.questions, questions, { imported: changed, files }),
    ).toHaveLength(1);
  });
});

describe('Moodle XML import: errors by element path, hostile files', () => {
  it('names the element of every error', () => {
    expect(
      errorsOf(
        quiz(
          '<question type="essay"><questiontext><text>Fine</text></questiontext></question>',
          '<question type="numerical"><questiontext><text>N?</text></questiontext><answer fraction="100"><text>abc</text></answer></question>',
          '<question type="multichoice"><questiontext><text>M?</text></questiontext><answer fraction="0"><text>a</text></answer><answer fraction="zero"><text>b</text></answer></question>',
          '<question type="multichoice"><questiontext><text>M?</text></questiontext><answer fraction="0"><text>a</text></answer><answer fraction="0"><text>b</text></answer></question>',
          '<question type="multichoice"><questiontext><text>Dup</text></questiontext><answer fraction="100"><text>a</text></answer><answer fraction="0"><text>A</text></answer></question>',
          '<question type="essay"><questiontext><text></text></questiontext></question>',
        ),
      ),
    ).toEqual([
      [2, 'quiz/question[2]/answer[1]/text', 'NOT_A_NUMBER'],
      [3, 'quiz/question[3]/answer[2]', 'NOT_A_NUMBER'],
      [4, 'quiz/question[4]', 'NO_CORRECT'],
      [5, 'quiz/question[5] definition/options', 'DUPLICATE_TEXT'],
      [6, 'quiz/question[6] prompt', 'INVALID_TEXT'],
    ]);
  });

  it('refuses a DOCTYPE or ENTITY outright: external entities and billion laughs', () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><quiz><question type="essay"><questiontext><text>&xxe;</text></questiontext></question></quiz>';
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`,
    ).join(
      '',
    )}]><quiz><question type="essay"><questiontext><text>&lol9;</text></questiontext></question></quiz>`;
    expect(errorsOf(xxe)).toEqual([[0, '', 'DOCTYPE']]);
    expect(errorsOf(laughs)).toEqual([[0, '', 'DOCTYPE']]);
    expect(errorsOf('<quiz><!entity x "y"></quiz>')).toEqual([[0, '', 'DOCTYPE']]);
  });

  it('leaves unknown entity references as written, never expanded', () => {
    const { question } = only(
      quiz(
        '<question type="essay"><questiontext format="plain_text"><text>a &amp; b &lt; c &foo; &#65;</text></questiontext></question>',
      ),
    );
    expect(question?.prompt).toBe('a & b < c &foo; A');
  });

  it('refuses XML that is not well formed (by line), another root, no questions, not UTF-8', () => {
    expect(errorsOf('<quiz>\n<question type="essay">\n</quiz>')).toEqual([[3, '', 'NOT_XML']]);
    expect(errorsOf('<questions><question/></questions>')).toEqual([[0, '', 'NOT_MOODLE']]);
    expect(errorsOf(quiz(''))).toEqual([[0, 'quiz', 'EMPTY_FILE']]);
    expect(
      parseMoodleXmlBytes(new Uint8Array([0x3c, 0xff, 0xfe])).errors.map((e) => e.code),
    ).toEqual(['INVALID_ENCODING']);
  });

  it('rounds a decimal mark to whole points and says so', () => {
    const { question, entry } = only(
      quiz(
        '<question type="essay"><questiontext><text>E</text></questiontext><defaultgrade>2.5</defaultgrade></question>',
      ),
    );
    expect(question?.points).toBe(3);
    expect(codes(entry?.notes)).toEqual(['POINTS_ROUNDED']);
  });
});

describe('Moodle XML import: the question types of Moodle’s documentation', () => {
  it('imports every example as documented, and lists the skipped ones with their reason', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('./fixtures/moodle-docs.xml', import.meta.url), 'utf8');
    const result = parseMoodleXml(source);
    expect(result.errors).toEqual([]);
    expect(result.report.map((e) => [e.path, e.outcome, e.type, codes(e.notes)])).toEqual([
      ['quiz/question[2]', 'imported', 'single_choice', ['FORMAT_TO_PLAIN', 'IMAGE_STORED']],
      ['quiz/question[3]', 'imported', 'multiple_choice', []],
      ['quiz/question[4]', 'imported', 'true_false', ['ANSWER_FEEDBACK']],
      ['quiz/question[5]', 'imported', 'short_answer', []],
      ['quiz/question[6]', 'imported', 'numeric', []],
      ['quiz/question[7]', 'imported', 'matching', ['FORMAT_TO_PLAIN']],
      ['quiz/question[8]', 'imported', 'open', []],
      ['quiz/question[9]', 'imported', 'ordering', []],
      ['quiz/question[10]', 'skipped', null, ['DESCRIPTION']],
      ['quiz/question[11]', 'skipped', null, ['SEVERAL_GAPS']],
      ['quiz/question[12]', 'skipped', null, ['UNSUPPORTED_TYPE']],
      ['quiz/question[13]', 'skipped', null, ['UNSUPPORTED_TYPE']],
    ]);
    const [sign, fires, lift, , exits, extinguishers, plan] = result.questions;
    expect(sign).toMatchObject({
      prompt: 'What colour is an exit sign?',
      points: 1,
      feedback: 'Green means go.',
      category: 'Default for Fire safety/Exits',
      labels: ['signs', 'exits'],
      // Each answer's feedback with its option; an empty one leaves none (issue 41).
      definition: {
        type: 'single_choice',
        options: [
          { id: 'o1', text: 'Green', feedback: 'Right.' },
          { id: 'o2', text: 'Red' },
          { id: 'o3', text: 'Blue' },
        ],
        correct: 'o1',
      },
    });
    expect(fires).toMatchObject({
      points: 2,
      definition: { type: 'multiple_choice', correct: ['o1', 'o2'], scoring: 'proportional' },
    });
    expect(lift?.feedback).toBe('true: Never the lift.\nfalse: Take the stairs.');
    expect(exits?.definition).toEqual({ type: 'numeric', value: 15, tolerance: 0.5 });
    expect(extinguishers?.definition).toMatchObject({
      pairs: [
        { left: 'Water', right: 'Wood' },
        { left: 'CO₂', right: 'Electrical' },
        { left: 'Foam', right: 'Oil' },
      ],
    });
    expect(plan).toMatchObject({ prompt: "Describe your floor's evacuation plan.", points: 5 });
    expect(result.report[11]?.notes[0]?.detail.en).toBe(
      'The question type “ddwtos” has no equivalent here.',
    );
  });
});
