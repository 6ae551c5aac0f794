import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseQtiBytes, parseQtiItem, parseQtiPackage, safeEntryName } from './qti';
import { SAMPLE_PNG } from './samples';

const NS = 'xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"';
const MATCH_CORRECT =
  '<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>';
const MAP_RESPONSE =
  '<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response.xml"/>';

const item = (id: string, declaration: string, body: string, processing = MATCH_CORRECT) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item ${NS} identifier="${id}" title="${id} title" adaptive="false" time-dependent="false">
  ${declaration}
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-item-body>${body}</qti-item-body>
  ${processing}
</qti-assessment-item>`;

const CHOICE = item(
  'choice',
  '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>B</qti-value></qti-correct-response></qti-response-declaration>',
  `<p>Look at the sign.</p>
   <qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="1">
     <qti-prompt>What does it say?</qti-prompt>
     <qti-simple-choice identifier="A">Run</qti-simple-choice>
     <qti-simple-choice identifier="B">Stay with your luggage</qti-simple-choice>
     <qti-simple-choice identifier="C">Smoke</qti-simple-choice>
   </qti-choice-interaction>`,
);

const only = (xml: string) => {
  const result = parseQtiItem(xml);
  expect(result.errors).toEqual([]);
  expect(result.questions).toHaveLength(1);
  return { question: result.questions[0], entry: result.report[0] };
};
const codes = (notes: { code: string }[] | undefined) => (notes ?? []).map((n) => n.code);

describe('QTI 3.0 items', () => {
  it('reads a choice interaction with match_correct as single choice, body and prompt as the text', () => {
    const { question, entry } = only(CHOICE);
    expect(question).toMatchObject({
      prompt: 'Look at the sign.\nWhat does it say?',
      definition: {
        type: 'single_choice',
        options: [
          { id: 'o1', text: 'Run' },
          { id: 'o2', text: 'Stay with your luggage' },
          { id: 'o3', text: 'Smoke' },
        ],
        correct: 'o2',
      },
    });
    expect(entry).toMatchObject({ title: 'choice title', outcome: 'imported' });
  });

  it('keeps modal feedback tied to a choice with that option, the untied one as the question’s (issue 41)', () => {
    // Hand-written as QTI's examples do: match_correct's rules, then an outcome set to the
    // response; feedback shown for the identifier chosen; one shown always.
    const processing = `<qti-response-processing>
      <qti-response-condition><qti-response-if><qti-match><qti-variable identifier="RESPONSE"/><qti-correct identifier="RESPONSE"/></qti-match>
        <qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">1</qti-base-value></qti-set-outcome-value></qti-response-if>
        <qti-response-else><qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">0</qti-base-value></qti-set-outcome-value></qti-response-else></qti-response-condition>
      <qti-set-outcome-value identifier="SHOWN"><qti-variable identifier="RESPONSE"/></qti-set-outcome-value>
    </qti-response-processing>
    <qti-modal-feedback outcome-identifier="SHOWN" identifier="A" show-hide="show"><qti-content-body><p>Never <b>run</b>.</p></qti-content-body></qti-modal-feedback>
    <qti-modal-feedback outcome-identifier="SHOWN" identifier="B" show-hide="show"><qti-content-body>Right.</qti-content-body></qti-modal-feedback>
    <qti-modal-feedback outcome-identifier="SHOWN" identifier="Z" show-hide="show"><qti-content-body>No such choice.</qti-content-body></qti-modal-feedback>`;
    const { question, entry } = only(CHOICE.replace(MATCH_CORRECT, processing));
    expect(question?.definition).toEqual({
      type: 'single_choice',
      options: [
        { id: 'o1', text: 'Run', feedback: 'Never run.' },
        { id: 'o2', text: 'Stay with your luggage', feedback: 'Right.' },
        { id: 'o3', text: 'Smoke' },
      ],
      correct: 'o2',
    });
    // Feedback for an identifier that is no choice stays the question's.
    expect(question?.feedback).toBe('No such choice.');
    expect(codes(entry?.notes)).not.toContain('CUSTOM_PROCESSING');
  });

  it('reads several choices with map_response weights as multiple choice', () => {
    const { question } = only(
      item(
        'multi',
        '<qti-response-declaration identifier="R" cardinality="multiple" base-type="identifier"><qti-correct-response><qti-value>A</qti-value><qti-value>B</qti-value></qti-correct-response><qti-mapping lower-bound="0" default-value="0"><qti-map-entry map-key="A" mapped-value="1"/><qti-map-entry map-key="B" mapped-value="1"/><qti-map-entry map-key="C" mapped-value="-1"/></qti-mapping></qti-response-declaration>',
        '<qti-choice-interaction response-identifier="R" max-choices="0"><qti-prompt>Primes?</qti-prompt><qti-simple-choice identifier="A">2</qti-simple-choice><qti-simple-choice identifier="B">3</qti-simple-choice><qti-simple-choice identifier="C">4</qti-simple-choice></qti-choice-interaction>',
        MAP_RESPONSE,
      ),
    );
    expect(question?.definition).toMatchObject({
      type: 'multiple_choice',
      correct: ['o1', 'o2'],
      scoring: 'proportional',
    });
  });

  it('reads text entry (text and number), inline choice, extended text, match and order', () => {
    const text = only(
      item(
        'text',
        '<qti-response-declaration identifier="R" cardinality="single" base-type="string"><qti-correct-response><qti-value>York</qti-value></qti-correct-response><qti-mapping default-value="0"><qti-map-entry map-key="York" mapped-value="1" case-sensitive="true"/><qti-map-entry map-key="york" mapped-value="1"/></qti-mapping></qti-response-declaration>',
        '<p>Richard III was the last king of the House of <qti-text-entry-interaction response-identifier="R"/>.</p>',
        MAP_RESPONSE,
      ),
    );
    expect(text.question).toMatchObject({
      prompt: 'Richard III was the last king of the House of _____.',
      definition: { type: 'short_answer', accepted: ['York', 'york'], caseSensitive: true },
    });
    expect(codes(text.entry?.notes)).toEqual(['EMBEDDED']);

    const number = only(
      item(
        'number',
        '<qti-response-declaration identifier="R" cardinality="single" base-type="float"><qti-correct-response><qti-value>3.5</qti-value></qti-correct-response></qti-response-declaration>',
        '<p>Half of seven is <qti-text-entry-interaction response-identifier="R"/></p>',
      ),
    );
    expect(number.question?.definition).toEqual({ type: 'numeric', value: 3.5, tolerance: 0 });

    const inline = only(
      item(
        'inline',
        '<qti-response-declaration identifier="R" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>G</qti-value></qti-correct-response></qti-response-declaration>',
        '<p>Exit signs are <qti-inline-choice-interaction response-identifier="R"><qti-inline-choice identifier="G">green</qti-inline-choice><qti-inline-choice identifier="R">red</qti-inline-choice></qti-inline-choice-interaction>.</p>',
      ),
    );
    expect(inline.question).toMatchObject({
      prompt: 'Exit signs are _____.',
      definition: { type: 'single_choice', correct: 'o1' },
    });

    const essay = only(
      item(
        'essay',
        '<qti-response-declaration identifier="R" cardinality="single" base-type="string"/>',
        '<qti-extended-text-interaction response-identifier="R"><qti-prompt>Write about fire.</qti-prompt></qti-extended-text-interaction>',
        '',
      ),
    );
    expect(essay.question).toMatchObject({
      prompt: 'Write about fire.',
      definition: { type: 'open' },
    });

    const match = only(
      item(
        'match',
        '<qti-response-declaration identifier="R" cardinality="multiple" base-type="directedPair"><qti-correct-response><qti-value>F P</qti-value><qti-value>S M</qti-value></qti-correct-response></qti-response-declaration>',
        '<qti-match-interaction response-identifier="R" max-associations="2"><qti-prompt>Match.</qti-prompt><qti-simple-match-set><qti-simple-associable-choice identifier="F" match-max="1">France</qti-simple-associable-choice><qti-simple-associable-choice identifier="S" match-max="1">Spain</qti-simple-associable-choice></qti-simple-match-set><qti-simple-match-set><qti-simple-associable-choice identifier="P" match-max="1">Paris</qti-simple-associable-choice><qti-simple-associable-choice identifier="M" match-max="1">Madrid</qti-simple-associable-choice><qti-simple-associable-choice identifier="B" match-max="1">Berlin</qti-simple-associable-choice></qti-simple-match-set></qti-match-interaction>',
      ),
    );
    expect(match.question?.definition).toEqual({
      type: 'matching',
      pairs: [
        { id: 'p1', left: 'France', right: 'Paris' },
        { id: 'p2', left: 'Spain', right: 'Madrid' },
      ],
    });
    expect(codes(match.entry?.notes)).toEqual(['DISTRACTORS']);

    const order = only(
      item(
        'order',
        '<qti-response-declaration identifier="R" cardinality="ordered" base-type="identifier"><qti-correct-response><qti-value>B</qti-value><qti-value>A</qti-value><qti-value>C</qti-value></qti-correct-response></qti-response-declaration>',
        '<qti-order-interaction response-identifier="R"><qti-prompt>Order them.</qti-prompt><qti-simple-choice identifier="A">Venus</qti-simple-choice><qti-simple-choice identifier="B">Mercury</qti-simple-choice><qti-simple-choice identifier="C">Earth</qti-simple-choice></qti-order-interaction>',
      ),
    );
    expect(order.question?.definition).toEqual({
      type: 'ordering',
      items: [
        { id: 'i1', text: 'Mercury' },
        { id: 'i2', text: 'Venus' },
        { id: 'i3', text: 'Earth' },
      ],
    });
  });

  it('lists what it cannot import, per item', () => {
    const gap = parseQtiItem(
      item(
        'gap',
        '<qti-response-declaration identifier="R" cardinality="multiple" base-type="directedPair"/>',
        '<qti-gap-match-interaction response-identifier="R"><qti-gap-text identifier="W">winter</qti-gap-text><p>Cold in <qti-gap identifier="G1"/></p></qti-gap-match-interaction>',
      ),
    );
    expect(gap.report.map((e) => [e.outcome, codes(e.notes)])).toEqual([
      ['skipped', ['UNSUPPORTED_TYPE']],
    ]);
    const two = parseQtiItem(
      item(
        'two',
        '',
        '<qti-extended-text-interaction response-identifier="A"/><qti-extended-text-interaction response-identifier="B"/>',
      ),
    );
    expect(codes(two.report[0]?.notes)).toEqual(['SEVERAL_INTERACTIONS']);
    const custom = parseQtiItem(
      CHOICE.replace(
        MATCH_CORRECT,
        '<qti-response-processing><qti-response-condition/></qti-response-processing>',
      ),
    );
    expect(codes(custom.report[0]?.notes)).toEqual(['CUSTOM_PROCESSING']);
  });

  it('refuses DOCTYPE and ENTITY, XML that is not well formed, and another root', () => {
    expect(
      parseQtiItem(`<!DOCTYPE x [<!ENTITY a "b">]>${CHOICE}`).errors.map((e) => e.code),
    ).toEqual(['DOCTYPE']);
    expect(parseQtiItem('<qti-assessment-item>').errors.map((e) => e.code)).toEqual(['NOT_XML']);
    expect(parseQtiItem('<quiz/>').errors.map((e) => e.code)).toEqual(['NOT_QTI']);
  });
});

const MANIFEST = (hrefs: string[]) => `<?xml version="1.0"?>
<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="M">
  <resources>
    ${hrefs.map((href, i) => `<resource identifier="R${i}" type="imsqti_item_xmlv3p0" href="${href}"><file href="${href}"/></resource>`).join('\n')}
  </resources>
</manifest>`;

describe('QTI 3.0 content packages', () => {
  it('imports the manifest’s items in its order, each reported by its file', () => {
    const zip = zipSync({
      'imsmanifest.xml': strToU8(MANIFEST(['items/choice.xml', 'items/missing.xml'])),
      'items/choice.xml': strToU8(CHOICE),
    });
    const result = parseQtiBytes(zip);
    expect(result.questions).toHaveLength(1);
    expect(result.report.map((e) => e.path)).toEqual(['items/choice.xml']);
    expect(result.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [2, 'items/missing.xml', 'MISSING_FILE'],
    ]);
  });

  it('refuses path traversal, zip bombs, a missing manifest and a broken zip', () => {
    expect(safeEntryName('../etc/passwd')).toBeNull();
    expect(safeEntryName('/etc/passwd')).toBeNull();
    expect(safeEntryName('a\\..\\b')).toBeNull();
    expect(safeEntryName('C:/x')).toBeNull();
    expect(safeEntryName('./items/a.xml')).toBe('items/a.xml');
    const climbing = zipSync({
      'imsmanifest.xml': strToU8(MANIFEST(['a.xml'])),
      '../evil.xml': strToU8(CHOICE),
    });
    expect(parseQtiPackage(climbing).errors.map((e) => e.code)).toEqual(['PATH_TRAVERSAL']);
    const manifestClimbing = zipSync({ 'imsmanifest.xml': strToU8(MANIFEST(['../../a.xml'])) });
    expect(parseQtiPackage(manifestClimbing).errors.map((e) => e.code)).toEqual(['PATH_TRAVERSAL']);
    // 11 MB of zeros compresses to a few KB: refused while unpacking, never held whole.
    const bomb = zipSync({
      'imsmanifest.xml': strToU8(MANIFEST([])),
      'big.xml': new Uint8Array(11 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(100_000);
    expect(parseQtiPackage(bomb).errors.map((e) => e.code)).toEqual(['TOO_BIG']);
    expect(
      parseQtiPackage(zipSync({ 'a.xml': strToU8(CHOICE) })).errors.map((e) => e.code),
    ).toEqual(['NO_MANIFEST']);
    expect(
      parseQtiBytes(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3])).errors.map((e) => e.code),
    ).toEqual(['BAD_ZIP']);
  });

  it('keeps an item’s first <img> the package holds as its image, resolved inside the package', () => {
    const withImages = (body: string) =>
      CHOICE.replace('<p>Look at the sign.</p>', `<p>Look at the sign.</p>${body}`);
    const zip = zipSync({
      'imsmanifest.xml': strToU8(MANIFEST(['items/a.xml', 'items/b.xml', 'items/c.xml'])),
      'items/a.xml': strToU8(
        withImages(
          '<p><img src="https://elsewhere.example/x.png" alt="x"/><img src="../media/sign.png" alt="An exit sign"/><img src="../media/sign.png" alt="again"/></p>',
        ),
      ),
      // Climbing out of the package: never resolved, so left out (and reported).
      'items/b.xml': strToU8(withImages('<p><img src="../../../etc/passwd.png" alt="no"/></p>')),
      // Not an image by its bytes.
      'items/c.xml': strToU8(withImages('<p><img src="fake.png" alt="fake"/></p>')),
      'media/sign.png': SAMPLE_PNG,
      'items/fake.png': strToU8('<script>alert(1)</script>'),
    });
    const result = parseQtiBytes(zip);
    expect(result.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'items/fake.png', 'BAD_IMAGE'],
    ]);
    expect(result.images?.map((i) => [i.question, i.path, i.fileName, i.alt])).toEqual([
      [0, 'media/sign.png', 'sign.png', 'An exit sign'],
    ]);
    expect(result.images?.[0]?.bytes).toEqual(SAMPLE_PNG);
    expect(result.questions[0]?.prompt).toBe('Look at the sign.\nWhat does it say?');
    expect(result.report.map((e) => codes(e.notes))).toEqual([
      ['IMAGE_STORED', 'IMAGE_DROPPED'],
      ['IMAGE_DROPPED'],
    ]);
  });
});
