import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { QuestionInput } from '../csv';
import { QUESTION_TYPES } from '../types';
import { parseQtiBytes, parseQtiItem } from './qti';
import { CATEGORY_SOURCE, exportQtiPackage, qtiItem } from './qti-export';
import { EVERY_TYPE, roundTripChanges, SAMPLE_PNG, withSampleImages } from './samples';

const codes = (notes: { code: string }[] | undefined) => (notes ?? []).map((n) => n.code);

/** Issue 41: "Export then import gives the same questions (a test compares them field by field for every type)." */
describe('QTI 3.0 export', () => {
  it('gives back every question of every type field by field through our import', () => {
    expect(new Set(EVERY_TYPE.map((q) => q.definition.type))).toEqual(new Set(QUESTION_TYPES));
    const result = parseQtiBytes(exportQtiPackage(EVERY_TYPE));
    expect(result.errors).toEqual([]);
    expect(roundTripChanges(result.questions)).toEqual([]);
    // What the import tells: match_correct on several choices is all or nothing; the
    // one-correct proportional choice (written as Moodle does: 100 and 0) keeps its weights.
    const noted = result.report.filter((entry) => entry.notes.length > 0);
    expect(noted.map((entry) => [entry.row, codes(entry.notes)])).toEqual([
      [3, ['ALL_OR_NOTHING']],
      [4, ['WEIGHTS_PROPORTIONAL']],
    ]);
  });

  it('carries question images in the package and reads them back (bytes and alt)', () => {
    const { questions, files } = withSampleImages(EVERY_TYPE);
    const zip = exportQtiPackage(questions, files);
    const entries = unzipSync(zip);
    expect(entries['images/item-01.png']).toEqual(SAMPLE_PNG);
    expect(strFromU8(entries['items/item-01.xml'] as Uint8Array)).toContain(
      '<qti-item-body><p><img src="../images/item-01.png" alt="A map: &lt;0&gt; &amp; &quot;pins&quot;"/></p>',
    );
    expect(strFromU8(entries['imsmanifest.xml'] as Uint8Array)).toContain(
      '<file href="images/item-01.png"/>',
    );
    const result = parseQtiBytes(zip);
    expect(result.errors).toEqual([]);
    expect(
      roundTripChanges(result.questions, questions, { imported: result.images ?? [], files }),
    ).toEqual([]);
    // Without its bytes an image is not written (and the round trip says it is missing).
    const bare = parseQtiBytes(exportQtiPackage(questions));
    expect(bare.images ?? []).toEqual([]);
    expect(
      roundTripChanges(bare.questions, questions, { imported: bare.images ?? [], files }),
    ).toHaveLength(2);
  });

  it('writes a package of one item per question, the manifest naming each with its metadata', () => {
    const files = unzipSync(exportQtiPackage(EVERY_TYPE.slice(0, 2)));
    expect(Object.keys(files).sort()).toEqual([
      'imsmanifest.xml',
      'items/item-1.xml',
      'items/item-2.xml',
    ]);
    const manifest = strFromU8(files['imsmanifest.xml'] as Uint8Array);
    expect(manifest).toContain('type="imsqti_item_xmlv3p0" href="items/item-1.xml"');
    expect(manifest).toContain(`<source><string>${CATEGORY_SOURCE}</string></source>`);
    expect(manifest).toContain('<keyword><string>capitals</string></keyword>');
    const item = strFromU8(files['items/item-1.xml'] as Uint8Array);
    expect(item).toContain(
      '<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"',
    );
    // Feedback per choice: match_correct written out, FEEDBACK set to the response.
    expect(item).toContain('<qti-match><qti-variable identifier="RESPONSE"/>');
    // Markup in texts is escaped, never markup.
    expect(item).toContain('Marseille {big}');
  });

  it('grades a proportional multiple choice by map_response in points, all or nothing by match_correct', () => {
    const plain = (question: QuestionInput): QuestionInput => {
      const d = question.definition;
      return d.type === 'multiple_choice'
        ? {
            ...question,
            definition: { ...d, options: d.options.map(({ id, text }) => ({ id, text })) },
          }
        : question;
    };
    const proportional = qtiItem(plain(EVERY_TYPE[1] as QuestionInput), 'p');
    expect(proportional).toContain('rptemplates/map_response.xml');
    expect(proportional).toContain('upper-bound="3"');
    expect(proportional).toContain('mapped-value="1.5"');
    expect(proportional).toContain('mapped-value="-1.5"');
    const allOrNothing = qtiItem(EVERY_TYPE[2] as QuestionInput, 'a');
    expect(allOrNothing).toContain('rptemplates/match_correct.xml');
    expect(allOrNothing).not.toContain('qti-mapping');
  });

  it("ties each option's feedback to its choice: shown when chosen, read back into the option", () => {
    const single = EVERY_TYPE[0] as QuestionInput;
    const xml = qtiItem(single, 's');
    expect(xml).toContain(
      '<qti-set-outcome-value identifier="FEEDBACK"><qti-variable identifier="RESPONSE"/></qti-set-outcome-value>',
    );
    expect(xml).toContain(
      '<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="C2" show-hide="show"><qti-content-body><p>Lyon is the third city &amp; &lt;second&gt; in size.</p>',
    );
    expect(xml).toContain('identifier="GENERAL" show-hide="hide"');
    const back = parseQtiItem(xml);
    expect(back.questions[0]?.definition).toEqual(single.definition);
    expect(back.questions[0]?.feedback).toBe(single.feedback);
    expect(codes(back.report[0]?.notes)).not.toContain('ANSWER_FEEDBACK');
    // A multiple choice: FEEDBACK holds every choice chosen, so its cardinality is multiple.
    const multiple = qtiItem(EVERY_TYPE[1] as QuestionInput, 'm');
    expect(multiple).toContain(
      '<qti-outcome-declaration identifier="FEEDBACK" cardinality="multiple" base-type="identifier">',
    );
    expect(multiple).toContain('<qti-map-response identifier="RESPONSE"/>');
    expect(parseQtiItem(multiple).questions[0]?.definition).toEqual(EVERY_TYPE[1]?.definition);
    // Rules that compare anything else than the template's are still custom: skipped.
    const changed = parseQtiItem(
      xml.replace(
        '<qti-correct identifier="RESPONSE"/>',
        '<qti-base-value base-type="identifier">C2</qti-base-value>',
      ),
    );
    expect(codes(changed.report[0]?.notes)).toEqual(['CUSTOM_PROCESSING']);
  });

  it('writes a numeric tolerance as qti-equal, which the import reads and a changed form refuses', () => {
    const numeric = EVERY_TYPE.find(
      (q) => q.definition.type === 'numeric' && q.definition.tolerance > 0,
    ) as QuestionInput;
    const xml = qtiItem(numeric, 'n');
    expect(xml).toContain('<qti-equal tolerance-mode="absolute" tolerance="0.005 0.005">');
    expect(parseQtiItem(xml).questions[0]?.definition).toEqual(numeric.definition);
    // Different tolerances below and above have no equivalent here: custom, skipped.
    const lopsided = parseQtiItem(xml.replace('tolerance="0.005 0.005"', 'tolerance="0.005 1"'));
    expect(lopsided.questions).toEqual([]);
    expect(lopsided.report[0]).toMatchObject({ outcome: 'skipped' });
    expect(codes(lopsided.report[0]?.notes)).toEqual(['CUSTOM_PROCESSING']);
  });

  it('reads a text entry inside a sentence as a gap, and alone in its paragraph as an answer field', () => {
    const item = (
      body: string,
    ) => `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="t" title="t">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"><qti-correct-response><qti-value>York</qti-value></qti-correct-response></qti-response-declaration>
  <qti-item-body>${body}</qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
</qti-assessment-item>`;
    const gap = parseQtiItem(
      item('<p>New <qti-text-entry-interaction response-identifier="RESPONSE"/> is big.</p>'),
    );
    expect(gap.questions[0]?.prompt).toBe('New _____ is big.');
    expect(codes(gap.report[0]?.notes)).toEqual(['EMBEDDED']);
    const field = parseQtiItem(
      item(
        '<p>Which city?</p><p> <qti-text-entry-interaction response-identifier="RESPONSE"/> </p>',
      ),
    );
    expect(field.questions[0]?.prompt).toBe('Which city?');
    expect(codes(field.report[0]?.notes)).toEqual([]);
  });

  it('rounds a decimal MAXSCORE to whole points and says so', () => {
    const xml = qtiItem(EVERY_TYPE[0] as QuestionInput, 'x').replace(
      '<qti-value>2</qti-value></qti-default-value></qti-outcome-declaration>',
      '<qti-value>2.5</qti-value></qti-default-value></qti-outcome-declaration>',
    );
    const result = parseQtiItem(xml);
    expect(result.questions[0]?.points).toBe(3);
    expect(codes(result.report[0]?.notes)).toContain('POINTS_ROUNDED');
  });
});

describe('QTI 3.0 shared stimuli', () => {
  const STIMULUS = `<qti-assessment-stimulus xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="S1" title="The harbour">
  <qti-stimulus-body><p>Ships leave the harbour at six.</p><p>The last one returns at ten.</p></qti-stimulus-body>
</qti-assessment-stimulus>`;
  const itemXml = (
    href: string,
  ) => `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="i1" title="Harbour">
  <qti-assessment-stimulus-ref identifier="S1" href="${href}" title="The harbour"/>
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>A</qti-value></qti-correct-response></qti-response-declaration>
  <qti-item-body><qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>When do ships leave?</qti-prompt><qti-simple-choice identifier="A">At six</qti-simple-choice><qti-simple-choice identifier="B">At ten</qti-simple-choice></qti-choice-interaction></qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
</qti-assessment-item>`;
  const manifest = `<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="M"><resources><resource identifier="R1" type="imsqti_item_xmlv3p0" href="items/i1.xml"><file href="items/i1.xml"/></resource><resource identifier="S1" type="imsqti_stimulus_xmlv3p0" href="stimuli/s1.xml"><file href="stimuli/s1.xml"/></resource></resources></manifest>`;

  it('puts the stimulus text before the question, found relative to the item', () => {
    const result = parseQtiBytes(
      zipSync({
        'imsmanifest.xml': strToU8(manifest),
        'items/i1.xml': strToU8(itemXml('../stimuli/s1.xml')),
        'stimuli/s1.xml': strToU8(STIMULUS),
      }),
    );
    expect(result.errors).toEqual([]);
    expect(result.questions[0]?.prompt).toBe(
      'Ships leave the harbour at six.\nThe last one returns at ten.\n\nWhen do ships leave?',
    );
    expect(codes(result.report[0]?.notes)).toEqual(['STIMULUS_ADDED']);
  });

  it('reports a stimulus it cannot find, or one outside the package, and imports the question', () => {
    for (const href of ['../stimuli/missing.xml', '../../outside.xml']) {
      const result = parseQtiBytes(
        zipSync({
          'imsmanifest.xml': strToU8(manifest),
          'items/i1.xml': strToU8(itemXml(href)),
          'stimuli/s1.xml': strToU8(STIMULUS),
        }),
      );
      expect(result.questions[0]?.prompt).toBe('When do ships leave?');
      expect(codes(result.report[0]?.notes)).toEqual(['STIMULUS']);
    }
    // A single item has no package to look in.
    expect(codes(parseQtiItem(itemXml('s1.xml')).report[0]?.notes)).toEqual(['STIMULUS']);
  });
});
