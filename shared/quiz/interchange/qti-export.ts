import { strToU8, zipSync } from 'fflate';
import type { QuestionInput } from '../csv';
import type { QuestionDefinition } from '../types';
import { choiceWeights, type ImageFiles, numberText } from './common';
import { xmlEscape } from './moodle-xml';

/**
 * IMS QTI 3.0 export (issue 41; docs/question-interchange.md): a content package (.zip) with an
 * imsmanifest.xml and one `qti-assessment-item` per question, in the quiz's order, that our QTI
 * import reads back field by field and other QTI 3.0 tools deliver and grade the same way:
 *
 * - single choice, true/false (choices `true`/`false`), all-or-nothing multiple choice, matching
 *   (directedPair) and ordering: the `match_correct` template;
 * - proportional multiple choice and short answers (each accepted answer, case sensitivity per
 *   entry): the `map_response` template, correct choices worth points/k and wrong ones −points/k;
 * - numeric: `match_correct` (float) when exact, else response processing of our own that
 *   compares with `qti-equal tolerance-mode="absolute"`, which the import recognises;
 * - open: an extended text interaction, graded by hand;
 * - points: the MAXSCORE outcome; feedback: a `qti-modal-feedback` shown after every attempt;
 *   a choice's own feedback: a `qti-modal-feedback` per choice shown when it was chosen (the
 *   template's rules written out, then FEEDBACK set to the response);
 *   category and labels: the item's LOM metadata in the manifest (a taxon path whose source is
 *   `academy:category`, keywords).
 */

export const QTI_NAMESPACE = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const TEMPLATES = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates';
/** The taxon path source under which an item's category travels. */
export const CATEGORY_SOURCE = 'academy:category';

/** Text as paragraphs: a line break is a `<br/>`, characters escaped. */
function paragraph(text: string): string {
  return `<p>${text.split('\n').map(xmlEscape).join('<br/>')}</p>`;
}

const value = (text: string) => `<qti-value>${xmlEscape(text)}</qti-value>`;

function outcome(
  identifier: string,
  baseType: string,
  defaultValue?: string,
  cardinality: 'single' | 'multiple' = 'single',
): string {
  const fallback =
    defaultValue === undefined
      ? ''
      : `<qti-default-value>${value(defaultValue)}</qti-default-value>`;
  return `<qti-outcome-declaration identifier="${identifier}" cardinality="${cardinality}" base-type="${baseType}">${fallback}</qti-outcome-declaration>`;
}

function response(
  cardinality: 'single' | 'multiple' | 'ordered',
  baseType: string,
  correct: string[],
  mapping = '',
): string {
  const key =
    correct.length > 0
      ? `<qti-correct-response>${correct.map(value).join('')}</qti-correct-response>`
      : '';
  return `<qti-response-declaration identifier="RESPONSE" cardinality="${cardinality}" base-type="${baseType}">${key}${mapping}</qti-response-declaration>`;
}

type Parts = { declaration: string; interaction: string; processing: string };

const template = (name: 'match_correct' | 'map_response') =>
  `<qti-response-processing template="${TEMPLATES}/${name}.xml"/>`;

/** The rules of the two templates, as the IMS template files write them. */
const TEMPLATE_RULES = {
  match_correct:
    '<qti-response-condition><qti-response-if><qti-match><qti-variable identifier="RESPONSE"/><qti-correct identifier="RESPONSE"/></qti-match><qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">1</qti-base-value></qti-set-outcome-value></qti-response-if><qti-response-else><qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">0</qti-base-value></qti-set-outcome-value></qti-response-else></qti-response-condition>',
  map_response:
    '<qti-response-condition><qti-response-if><qti-is-null><qti-variable identifier="RESPONSE"/></qti-is-null><qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">0.0</qti-base-value></qti-set-outcome-value></qti-response-if><qti-response-else><qti-set-outcome-value identifier="SCORE"><qti-map-response identifier="RESPONSE"/></qti-set-outcome-value></qti-response-else></qti-response-condition>',
} as const;

/**
 * Feedback per choice (issue 41): the template's rules written out, then FEEDBACK set to the
 * response, so a `qti-modal-feedback` with `show-hide="show"` and a choice's identifier is shown
 * when that choice was chosen.
 */
function withFeedbackEcho(processing: string): string {
  const name = processing.includes('map_response') ? 'map_response' : 'match_correct';
  return `<qti-response-processing>${TEMPLATE_RULES[name]}<qti-set-outcome-value identifier="FEEDBACK"><qti-variable identifier="RESPONSE"/></qti-set-outcome-value></qti-response-processing>`;
}

/** A choice question's options that have feedback of their own, with their choice identifiers. */
function choiceFeedbackOf(definition: QuestionDefinition): { id: string; feedback: string }[] {
  if (definition.type !== 'single_choice' && definition.type !== 'multiple_choice') return [];
  return definition.options.flatMap((o, i) =>
    o.feedback ? [{ id: `C${i + 1}`, feedback: o.feedback }] : [],
  );
}

/** Choices as `C1…`, their texts escaped. */
const choice = (tag: string, texts: string[]) =>
  texts.map((text, i) => `<${tag} identifier="C${i + 1}">${xmlEscape(text)}</${tag}>`).join('');

function partsOf(definition: QuestionDefinition, points: number): Parts {
  switch (definition.type) {
    case 'single_choice':
      return {
        declaration: response('single', 'identifier', [
          `C${definition.options.findIndex((o) => o.id === definition.correct) + 1}`,
        ]),
        interaction: `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1" shuffle="false">${choice(
          'qti-simple-choice',
          definition.options.map((o) => o.text),
        )}</qti-choice-interaction>`,
        processing: template('match_correct'),
      };
    case 'true_false':
      return {
        declaration: response('single', 'identifier', [definition.correct ? 'true' : 'false']),
        interaction:
          '<qti-choice-interaction response-identifier="RESPONSE" max-choices="1" shuffle="false"><qti-simple-choice identifier="true">True</qti-simple-choice><qti-simple-choice identifier="false">False</qti-simple-choice></qti-choice-interaction>',
        processing: template('match_correct'),
      };
    case 'multiple_choice': {
      const ids = definition.options.map((_, i) => `C${i + 1}`);
      const correct = definition.options.flatMap((o, i) =>
        definition.correct.includes(o.id) ? [ids[i] as string] : [],
      );
      const interaction = `<qti-choice-interaction response-identifier="RESPONSE" max-choices="${definition.options.length}" shuffle="false">${choice(
        'qti-simple-choice',
        definition.options.map((o) => o.text),
      )}</qti-choice-interaction>`;
      if (definition.scoring === 'all_or_nothing') {
        return {
          declaration: response('multiple', 'identifier', correct),
          interaction,
          processing: template('match_correct'),
        };
      }
      // Proportional: the weights of Moodle's export (correct 100/k, wrong −100/k), in points.
      const weights = choiceWeights(definition);
      const entries = ids
        .map(
          (id, i) =>
            `<qti-map-entry map-key="${id}" mapped-value="${numberText(Number((((weights[i] ?? 0) / 100) * points).toFixed(6)))}"/>`,
        )
        .join('');
      return {
        declaration: response(
          'multiple',
          'identifier',
          correct,
          `<qti-mapping default-value="0" lower-bound="0" upper-bound="${points}">${entries}</qti-mapping>`,
        ),
        interaction,
        processing: template('map_response'),
      };
    }
    case 'short_answer': {
      const entries = definition.accepted
        .map(
          (text) =>
            `<qti-map-entry map-key="${xmlEscape(text)}" mapped-value="${points}" case-sensitive="${definition.caseSensitive}"/>`,
        )
        .join('');
      return {
        declaration: response(
          'single',
          'string',
          definition.accepted.slice(0, 1),
          `<qti-mapping default-value="0" upper-bound="${points}">${entries}</qti-mapping>`,
        ),
        interaction: '<p><qti-text-entry-interaction response-identifier="RESPONSE"/></p>',
        processing: template('map_response'),
      };
    }
    case 'numeric': {
      const declaration = response('single', 'float', [numberText(definition.value)]);
      const interaction = '<p><qti-text-entry-interaction response-identifier="RESPONSE"/></p>';
      if (definition.tolerance === 0) {
        return { declaration, interaction, processing: template('match_correct') };
      }
      const tolerance = numberText(definition.tolerance);
      return {
        declaration,
        interaction,
        processing: `<qti-response-processing><qti-response-condition><qti-response-if><qti-equal tolerance-mode="absolute" tolerance="${tolerance} ${tolerance}"><qti-variable identifier="RESPONSE"/><qti-correct identifier="RESPONSE"/></qti-equal><qti-set-outcome-value identifier="SCORE"><qti-variable identifier="MAXSCORE"/></qti-set-outcome-value></qti-response-if><qti-response-else><qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">0</qti-base-value></qti-set-outcome-value></qti-response-else></qti-response-condition></qti-response-processing>`,
      };
    }
    case 'matching': {
      const pairs = definition.pairs;
      return {
        declaration: response(
          'multiple',
          'directedPair',
          pairs.map((_, i) => `L${i + 1} R${i + 1}`),
        ),
        interaction: `<qti-match-interaction response-identifier="RESPONSE" max-associations="${pairs.length}" shuffle="true"><qti-simple-match-set>${pairs.map((p, i) => `<qti-simple-associable-choice identifier="L${i + 1}" match-max="1">${xmlEscape(p.left)}</qti-simple-associable-choice>`).join('')}</qti-simple-match-set><qti-simple-match-set>${pairs.map((p, i) => `<qti-simple-associable-choice identifier="R${i + 1}" match-max="1">${xmlEscape(p.right)}</qti-simple-associable-choice>`).join('')}</qti-simple-match-set></qti-match-interaction>`,
        processing: template('match_correct'),
      };
    }
    case 'ordering':
      return {
        declaration: response(
          'ordered',
          'identifier',
          definition.items.map((_, i) => `C${i + 1}`),
        ),
        interaction: `<qti-order-interaction response-identifier="RESPONSE" shuffle="true">${choice(
          'qti-simple-choice',
          definition.items.map((item) => item.text),
        )}</qti-order-interaction>`,
        processing: template('match_correct'),
      };
    case 'open':
      return {
        declaration: response('single', 'string', []),
        interaction:
          '<qti-extended-text-interaction response-identifier="RESPONSE" expected-lines="8"/>',
        processing: '',
      };
  }
}

/** The first line of a question's text, shortened, as the item's title. */
function titleOf(prompt: string): string {
  const line = prompt.split('\n')[0]?.trim() ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/**
 * One question as a QTI 3.0 item; `image`: the package path of its image (relative to the
 * item's file), shown above its text with its alt text.
 */
export function qtiItem(question: QuestionInput, identifier: string, image?: string): string {
  const parts = partsOf(question.definition, question.points);
  const perChoice = choiceFeedbackOf(question.definition);
  const general = question.feedback.trim()
    ? // show-hide="hide" on an outcome never set to GENERAL: shown after every attempt.
      `<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="GENERAL" show-hide="hide"><qti-content-body>${paragraph(question.feedback)}</qti-content-body></qti-modal-feedback>`
    : '';
  const feedback = [
    general,
    ...perChoice.map(
      (entry) =>
        `<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="${entry.id}" show-hide="show"><qti-content-body>${paragraph(entry.feedback)}</qti-content-body></qti-modal-feedback>`,
    ),
  ]
    .filter((part) => part !== '')
    .join('\n');
  const cardinality = question.definition.type === 'multiple_choice' ? 'multiple' : 'single';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<qti-assessment-item xmlns="${QTI_NAMESPACE}" identifier="${identifier}" title="${xmlEscape(titleOf(question.prompt))}" adaptive="false" time-dependent="false">`,
    parts.declaration,
    outcome('SCORE', 'float', '0'),
    outcome('MAXSCORE', 'float', String(question.points)),
    question.feedback.trim() || perChoice.length > 0
      ? outcome('FEEDBACK', 'identifier', undefined, cardinality)
      : '',
    `<qti-item-body>${
      image && question.image
        ? `<p><img src="${xmlEscape(image)}" alt="${xmlEscape(question.image.alt)}"/></p>`
        : ''
    }${paragraph(question.prompt)}${parts.interaction}</qti-item-body>`,
    perChoice.length > 0 ? withFeedbackEcho(parts.processing) : parts.processing,
    feedback,
    '</qti-assessment-item>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** The manifest: one item resource per question, with its category and labels as LOM. */
function manifest(
  hrefs: string[],
  questions: readonly QuestionInput[],
  imageHrefs: (string | undefined)[] = [],
): string {
  const resources = questions.map((question, i) => {
    const href = hrefs[i] as string;
    const keywords = question.labels
      .map((label) => `<keyword><string>${xmlEscape(label)}</string></keyword>`)
      .join('');
    const taxa = question.category
      ? `<classification><purpose><source>LOMv1.0</source><value>discipline</value></purpose><taxonPath><source><string>${CATEGORY_SOURCE}</string></source>${question.category
          .split('/')
          .map((part) => `<taxon><entry><string>${xmlEscape(part)}</string></entry></taxon>`)
          .join('')}</taxonPath></classification>`
      : '';
    const lom =
      keywords || taxa
        ? `<metadata><lom xmlns="http://ltsc.ieee.org/xsd/LOM">${keywords ? `<general>${keywords}</general>` : ''}${taxa}</lom></metadata>`
        : '';
    return `    <resource identifier="R${i + 1}" type="imsqti_item_xmlv3p0" href="${href}">${lom}<file href="${href}"/>${imageHrefs[i] ? `<file href="${imageHrefs[i]}"/>` : ''}</resource>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="MANIFEST-1">',
    `  <metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>`,
    `  <organizations/>`,
    '  <resources>',
    ...resources,
    '  </resources>',
    '</manifest>',
  ].join('\n');
}

/** The extension an image's file name keeps in the package (its bytes decide on import). */
const imageExtension = (fileName: string) =>
  /\.(png|jpe?g|gif|webp)$/i.exec(fileName)?.[0].toLowerCase() ?? '.png';

/**
 * Questions as a QTI 3.0 content package (.zip bytes). A question's image (issue 41) goes in
 * `images/`, its item's body showing it with an `<img>` above the text.
 */
export function exportQtiPackage(
  questions: readonly QuestionInput[],
  images: ImageFiles = new Map(),
): Uint8Array {
  const width = String(questions.length).length;
  const number = (i: number) => String(i + 1).padStart(width, '0');
  const hrefs = questions.map((_, i) => `items/item-${number(i)}.xml`);
  const files: Record<string, Uint8Array> = {};
  const imageHrefs = questions.map((question, i) => {
    const file = question.image ? images.get(question.image.fileId) : undefined;
    if (!file) return undefined;
    const image = `images/item-${number(i)}${imageExtension(file.fileName)}`;
    files[image] = file.bytes;
    return image;
  });
  files['imsmanifest.xml'] = strToU8(manifest(hrefs, questions, imageHrefs));
  questions.forEach((question, i) => {
    const image = imageHrefs[i];
    files[hrefs[i] as string] = strToU8(
      qtiItem(question, `item-${i + 1}`, image ? `../${image}` : undefined),
    );
  });
  return zipSync(files, { level: 6 });
}
