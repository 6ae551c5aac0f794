import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Unzip, UnzipInflate } from 'fflate';
import type { Localized } from '../question-schema';
import { QUIZ_LIMITS, type QuestionDefinition, type QuizOption } from '../types';
import {
  altOf,
  checkQuestion,
  choiceMapping,
  ERRORS,
  type InterchangeResult,
  imageTypeOf,
  NOTES,
  NoteSink,
  noteDroppedImages,
  plainText,
  pointsFromMark,
  SKIPS,
  titleOf,
  withAnswerFeedback,
} from './common';
import { CATEGORY_SOURCE } from './qti-export';

/**
 * IMS QTI 3.0 import (issue 41 item 2, docs/question-interchange.md): a single item
 * (`<qti-assessment-item>`) or a content package (.zip with imsmanifest.xml). Choice, text entry,
 * extended text, inline choice, match and order interactions map to our types; response
 * processing by the match_correct and map_response templates (or a correct response alone)
 * gives the key. The first `<img>` of an item whose src is an image of the package (resolved
 * inside it, never out of it) becomes the question's image. What cannot be imported is listed per item. Hostile input is refused: any
 * DOCTYPE/ENTITY, zip entries that climb out of the package, more than 10 MB unpacked per
 * file or 50 MB in all, more than 2,000 entries.
 */

export const QTI_LIMITS = {
  maxEntries: 2000,
  maxEntryBytes: 10 * 1024 * 1024,
  maxTotalBytes: 50 * 1024 * 1024,
} as const;

const QTI_ERRORS = {
  NOT_QTI: (): Localized => ({
    en: 'This is not a QTI 3.0 item: its root element must be <qti-assessment-item>.',
    nl: 'Dit is geen QTI 3.0-item: het hoofdelement moet <qti-assessment-item> zijn.',
    ro: 'Acesta nu este un item QTI 3.0: elementul rădăcină trebuie să fie <qti-assessment-item>.',
  }),
  BAD_ZIP: (): Localized => ({
    en: 'The package is not a readable .zip file.',
    nl: 'Het pakket is geen leesbaar .zip-bestand.',
    ro: 'Pachetul nu este un fișier .zip care poate fi citit.',
  }),
  PATH_TRAVERSAL: (name: string): Localized => ({
    en: `The package holds a file outside its own folder (“${name.slice(0, 60)}”): it is refused.`,
    nl: `Het pakket bevat een bestand buiten zijn eigen map (“${name.slice(0, 60)}”): het wordt geweigerd.`,
    ro: `Pachetul conține un fișier în afara propriului dosar („${name.slice(0, 60)}”): este refuzat.`,
  }),
  TOO_BIG: (): Localized => ({
    en: `The package unpacks to more than ${QTI_LIMITS.maxEntryBytes / 1024 / 1024} MB a file, ${QTI_LIMITS.maxTotalBytes / 1024 / 1024} MB in all, or more than ${QTI_LIMITS.maxEntries} files: it is refused.`,
    nl: `Het pakket pakt uit tot meer dan ${QTI_LIMITS.maxEntryBytes / 1024 / 1024} MB per bestand, ${QTI_LIMITS.maxTotalBytes / 1024 / 1024} MB in totaal, of meer dan ${QTI_LIMITS.maxEntries} bestanden: het wordt geweigerd.`,
    ro: `Pachetul se dezarhivează în mai mult de ${QTI_LIMITS.maxEntryBytes / 1024 / 1024} MB pe fișier, ${QTI_LIMITS.maxTotalBytes / 1024 / 1024} MB în total sau mai mult de ${QTI_LIMITS.maxEntries} de fișiere: este refuzat.`,
  }),
  NO_MANIFEST: (): Localized => ({
    en: 'The package has no imsmanifest.xml at its top.',
    nl: 'Het pakket heeft geen imsmanifest.xml bovenaan.',
    ro: 'Pachetul nu are imsmanifest.xml la rădăcină.',
  }),
  MISSING_FILE: (href: string): Localized => ({
    en: `The manifest names “${href.slice(0, 60)}”, which the package does not hold.`,
    nl: `Het manifest noemt “${href.slice(0, 60)}”, dat niet in het pakket zit.`,
    ro: `Manifestul numește „${href.slice(0, 60)}”, care nu se află în pachet.`,
  }),
  NO_KEY: (): Localized => ({
    en: 'The item has no correct response or mapping to grade by.',
    nl: 'Het item heeft geen juist antwoord of mapping om op te beoordelen.',
    ro: 'Itemul nu are un răspuns corect sau o corespondență după care să fie notat.',
  }),
} as const;

const QTI_SKIPS = {
  SEVERAL_INTERACTIONS: (count: number): Localized => ({
    en: `The item has ${count} interactions; a question here has one.`,
    nl: `Het item heeft ${count} interacties; een vraag heeft er hier één.`,
    ro: `Itemul are ${count} interacțiuni; o întrebare are aici una.`,
  }),
  NO_INTERACTION: (): Localized => ({
    en: 'The item has no interaction to answer.',
    nl: 'Het item heeft geen interactie om te beantwoorden.',
    ro: 'Itemul nu are nicio interacțiune de răspuns.',
  }),
  CUSTOM_PROCESSING: (): Localized => ({
    en: 'Its response processing is not one of the templates match_correct or map_response.',
    nl: 'De antwoordverwerking is geen van de sjablonen match_correct of map_response.',
    ro: 'Procesarea răspunsului nu este unul dintre șabloanele match_correct sau map_response.',
  }),
  MANY_TO_MANY: (): Localized => ({
    en: 'A match where one choice goes with several others has no equivalent here.',
    nl: 'Een koppeling waarbij één keuze bij meerdere andere hoort heeft hier geen equivalent.',
    ro: 'O potrivire în care o alegere merge cu mai multe altele nu are un echivalent aici.',
  }),
} as const;

const QTI_NOTES = {
  STIMULUS_ADDED: (title: string): Localized => ({
    en: `The shared stimulus “${title.slice(0, 60)}” was put before the question’s text.`,
    nl: `De gedeelde stimulus “${title.slice(0, 60)}” is vóór de tekst van de vraag gezet.`,
    ro: `Stimulul comun „${title.slice(0, 60)}” a fost pus înaintea textului întrebării.`,
  }),
  STIMULUS: (): Localized => ({
    en: 'A shared stimulus is referred to that the upload does not hold: its text was not added to the question.',
    nl: 'Er wordt naar een gedeelde stimulus verwezen die niet in de upload zit: de tekst is niet aan de vraag toegevoegd.',
    ro: 'Se face referire la un stimul comun pe care încărcarea nu îl conține: textul lui nu a fost adăugat la întrebare.',
  }),
  MEDIA_DROPPED: (): Localized => ({
    en: 'Images, media or math in the item were left out: question texts here are plain text.',
    nl: 'Afbeeldingen, media of wiskunde in het item zijn weggelaten: vraagteksten zijn hier platte tekst.',
    ro: 'Imaginile, conținutul media sau formulele din item au fost omise: textele întrebărilor sunt aici text simplu.',
  }),
} as const;

// A small element tree (fast-xml-parser's preserveOrder form, in document order).

type Element = { name: string; attrs: Record<string, string>; children: (Element | string)[] };

const orderedParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

function xmlDecode(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return named[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : whole;
  });
}

function toElements(nodes: unknown): (Element | string)[] {
  if (!Array.isArray(nodes)) return [];
  const out: (Element | string)[] = [];
  for (const node of nodes as Record<string, unknown>[]) {
    for (const [key, value] of Object.entries(node)) {
      if (key === ':@') continue;
      if (key === '#text') out.push(xmlDecode(String(value)));
      else if (key === '#comment' || key.startsWith('?')) continue;
      else {
        const attrs: Record<string, string> = {};
        for (const [name, v] of Object.entries((node[':@'] ?? {}) as Record<string, unknown>)) {
          attrs[name.replace(/^[a-z]+:/, '')] = xmlDecode(String(v));
        }
        // Namespace prefixes (qti:choice) are dropped: QTI 3.0 names are unique without them.
        out.push({ name: key.replace(/^[a-z0-9]+:/i, ''), attrs, children: toElements(value) });
      }
    }
  }
  return out;
}

const elements = (el: Element) => el.children.filter((c): c is Element => typeof c !== 'string');
const child = (el: Element, name: string) => elements(el).find((c) => c.name === name);
const all = (el: Element, name: string): Element[] =>
  elements(el).flatMap((c) => (c.name === name ? [c, ...all(c, name)] : all(c, name)));
const textOf = (el: Element): string =>
  el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');

const INTERACTIONS = new Set([
  'qti-choice-interaction',
  'qti-text-entry-interaction',
  'qti-extended-text-interaction',
  'qti-inline-choice-interaction',
  'qti-match-interaction',
  'qti-order-interaction',
  'qti-gap-match-interaction',
  'qti-associate-interaction',
  'qti-hotspot-interaction',
  'qti-hottext-interaction',
  'qti-graphic-gap-match-interaction',
  'qti-graphic-order-interaction',
  'qti-graphic-associate-interaction',
  'qti-select-point-interaction',
  'qti-slider-interaction',
  'qti-upload-interaction',
  'qti-drawing-interaction',
  'qti-media-interaction',
  'qti-position-object-interaction',
  'qti-portable-custom-interaction',
  'qti-custom-interaction',
  'qti-end-attempt-interaction',
]);
const INLINE = new Set(['qti-text-entry-interaction', 'qti-inline-choice-interaction']);
const MEDIA = new Set(['img', 'object', 'video', 'audio', 'math', 'picture', 'svg']);

/**
 * Whether an inline interaction is a gap inside text, or stands alone in its paragraph (an
 * answer field below the text, as our own export writes it).
 */
function standsAlone(node: Element, interaction: Element): boolean {
  return node.children.every(
    (c) => c === interaction || (typeof c === 'string' && c.trim() === ''),
  );
}

/**
 * The item body as plain text: inline interactions as a gap (unless alone in their paragraph),
 * block ones and prompts left out.
 */
function bodyText(el: Element, notes: NoteSink): string {
  const parts: string[] = [];
  const walk = (node: Element) => {
    for (const c of node.children) {
      if (typeof c === 'string') parts.push(c);
      else if (INLINE.has(c.name)) {
        if (!standsAlone(node, c)) parts.push('_____');
      } else if (
        INTERACTIONS.has(c.name) ||
        c.name === 'qti-prompt' ||
        c.name === 'qti-rubric-block'
      )
        continue;
      // An image may become the question's (addItem); other media are left out.
      else if (c.name === 'img')
        notes.images.push({ src: c.attrs.src ?? '', alt: c.attrs.alt ?? '' });
      else if (MEDIA.has(c.name)) notes.once('MEDIA_DROPPED', QTI_NOTES.MEDIA_DROPPED());
      else {
        walk(c);
        if (/^(p|div|h[1-6]|li|br|tr|blockquote|pre|ul|ol|table)$/.test(c.name)) parts.push('\n');
      }
    }
  };
  walk(el);
  return parts
    .join('')
    .replace(/[ \t\r]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

type Declaration = {
  correct: string[];
  mapping: Map<string, number>;
  baseType: string;
  caseSensitive: boolean;
};

function declarationOf(item: Element, id: string): Declaration | null {
  const decl = elements(item).find(
    (c) => c.name === 'qti-response-declaration' && c.attrs.identifier === id,
  );
  if (!decl) return null;
  const correctEl = child(decl, 'qti-correct-response');
  const correct = correctEl ? all(correctEl, 'qti-value').map((v) => textOf(v).trim()) : [];
  const mapping = new Map<string, number>();
  let caseSensitive = false;
  const mappingEl = child(decl, 'qti-mapping');
  for (const entry of mappingEl ? all(mappingEl, 'qti-map-entry') : []) {
    mapping.set(entry.attrs['map-key'] ?? '', Number(entry.attrs['mapped-value'] ?? '0'));
    if (entry.attrs['case-sensitive'] === 'true') caseSensitive = true;
  }
  return { correct, mapping, baseType: decl.attrs['base-type'] ?? '', caseSensitive };
}

/**
 * The outcomes the response processing sets to the response itself, at its top level
 * (`qti-set-outcome-value` of `qti-variable RESPONSE`): how modal feedback is tied to the
 * choices (issue 41; our export's FEEDBACK).
 */
function responseEchoes(rp: Element | undefined): Element[] {
  if (!rp) return [];
  return elements(rp).filter((rule) => {
    if (rule.name !== 'qti-set-outcome-value') return false;
    const operands = elements(rule);
    return (
      operands.length === 1 &&
      operands[0]?.name === 'qti-variable' &&
      operands[0].attrs.identifier === 'RESPONSE'
    );
  });
}

/** The response processing without the rules that only echo the response for feedback. */
function scoringRules(rp: Element): Element {
  const echoes = new Set(responseEchoes(rp));
  return { ...rp, children: rp.children.filter((c) => typeof c === 'string' || !echoes.has(c)) };
}

/**
 * Which response processing the item uses: a template we know, none (key only), a numeric
 * comparison with an absolute tolerance (our export's), or custom. Written-out rules of
 * match_correct or map_response (our export's when feedback is tied to the choices) count as
 * the template; rules that echo the response into a feedback outcome are left aside.
 */
function processingOf(
  item: Element,
): 'match_correct' | 'map_response' | 'none' | 'custom' | { tolerance: number } {
  const full = child(item, 'qti-response-processing');
  if (!full) return 'none';
  const template = full.attrs.template ?? '';
  if (/match_correct(\.xml)?$/.test(template)) return 'match_correct';
  if (/map_response(\.xml)?$/.test(template)) return 'map_response';
  const rp = scoringRules(full);
  const written = writtenTemplateOf(rp);
  if (written) return written;
  const tolerance = toleranceOf(rp);
  return tolerance === null ? 'custom' : { tolerance };
}

const COMPARISONS = [
  'qti-match',
  'qti-equal',
  'qti-member',
  'qti-lt',
  'qti-gt',
  'qti-lte',
  'qti-gte',
];

/**
 * The template whose rules these are: match_correct (one `qti-match` of RESPONSE and its
 * correct value, nothing else compared or mapped) or map_response (one `qti-map-response` of
 * RESPONSE, nothing compared); else null.
 */
function writtenTemplateOf(rp: Element): 'match_correct' | 'map_response' | null {
  const responseOnly = (el: Element, names: string[]) => {
    const operands = elements(el);
    return (
      operands.length === names.length &&
      names.every((name) =>
        operands.some((o) => o.name === name && o.attrs.identifier === 'RESPONSE'),
      )
    );
  };
  const maps = all(rp, 'qti-map-response');
  const compared = COMPARISONS.flatMap((name) => all(rp, name));
  if (maps.length === 0 && compared.length === 1 && compared[0]?.name === 'qti-match') {
    return responseOnly(compared[0], ['qti-variable', 'qti-correct']) ? 'match_correct' : null;
  }
  if (maps.length === 1 && compared.length === 0 && maps[0]?.attrs.identifier === 'RESPONSE') {
    return 'map_response';
  }
  return null;
}

/**
 * The tolerance of processing that scores MAXSCORE when the response equals the correct one
 * within an absolute tolerance (the same below and above), else 0: `qti-equal
 * tolerance-mode="absolute"` of RESPONSE and its correct value, nothing else compared.
 */
function toleranceOf(rp: Element): number | null {
  const equals = all(rp, 'qti-equal');
  const others = COMPARISONS.filter((name) => name !== 'qti-equal');
  if (equals.length !== 1 || others.some((name) => all(rp, name).length > 0)) return null;
  const equal = equals[0] as Element;
  if (equal.attrs['tolerance-mode'] !== 'absolute') return null;
  const operands = elements(equal);
  const named = (name: string) =>
    operands.some((o) => o.name === name && o.attrs.identifier === 'RESPONSE');
  if (operands.length !== 2 || !named('qti-variable') || !named('qti-correct')) return null;
  const [below, above = below] = (equal.attrs.tolerance ?? '').trim().split(/\s+/).map(Number);
  if (below === undefined || !Number.isFinite(below) || below < 0 || below !== above) return null;
  return below;
}

type Mapped =
  | {
      outcome: 'imported';
      definition: QuestionDefinition;
      prompt: string;
      /** The choice identifiers whose modal feedback went to their option. */
      tied?: ReadonlySet<string>;
    }
  | { outcome: 'skipped'; code: string; reason: Localized }
  | { outcome: 'error'; code: string; detail: Localized; path: string };

/** A shared stimulus named by an item (its `href`, relative to the item's file): its root, or null. */
type StimulusLookup = (href: string) => Element | null;

/** The texts of the item's shared stimuli, found through `lookup` (each reported). */
function stimulusTexts(item: Element, lookup: StimulusLookup, notes: NoteSink): string[] {
  return all(item, 'qti-assessment-stimulus-ref').flatMap((ref) => {
    const stimulus = lookup(ref.attrs.href ?? '');
    const body = stimulus ? child(stimulus, 'qti-stimulus-body') : undefined;
    if (stimulus?.name !== 'qti-assessment-stimulus' || !body) {
      notes.once('STIMULUS', QTI_NOTES.STIMULUS());
      return [];
    }
    const text = bodyText(body, notes);
    if (text === '') return [];
    notes.add(
      'STIMULUS_ADDED',
      QTI_NOTES.STIMULUS_ADDED(stimulus.attrs.title || (ref.attrs.identifier ?? '')),
    );
    return [text];
  });
}

function mapItem(item: Element, notes: NoteSink, lookup: StimulusLookup): Mapped {
  const body = child(item, 'qti-item-body');
  if (!body)
    return {
      outcome: 'error',
      code: 'MISSING_ELEMENT',
      detail: ERRORS.MISSING_ELEMENT('qti-item-body'),
      path: 'qti-assessment-item',
    };
  const interactions = findInteractions(body);
  if (interactions.length === 0)
    return { outcome: 'skipped', code: 'NO_INTERACTION', reason: QTI_SKIPS.NO_INTERACTION() };
  if (interactions.length > 1) {
    return {
      outcome: 'skipped',
      code: 'SEVERAL_INTERACTIONS',
      reason: QTI_SKIPS.SEVERAL_INTERACTIONS(interactions.length),
    };
  }
  const interaction = interactions[0] as Element;
  const processing = processingOf(item);
  const tolerance = typeof processing === 'object' ? processing.tolerance : null;
  if (
    processing === 'custom' ||
    (tolerance !== null && interaction.name !== 'qti-text-entry-interaction')
  )
    return { outcome: 'skipped', code: 'CUSTOM_PROCESSING', reason: QTI_SKIPS.CUSTOM_PROCESSING() };
  const promptEl = child(interaction, 'qti-prompt');
  const stimuli = stimulusTexts(item, lookup, notes);
  const prompt = [
    stimuli.join('\n\n'),
    [bodyText(body, notes), promptEl ? bodyText(promptEl, notes) : '']
      .filter((part) => part !== '')
      .join('\n'),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  const decl = declarationOf(item, interaction.attrs['response-identifier'] ?? '');
  const path = `qti-assessment-item/qti-item-body/${interaction.name}`;
  const noKey = (): Mapped => ({
    outcome: 'error',
    code: 'NO_KEY',
    detail: QTI_ERRORS.NO_KEY(),
    path,
  });
  if (interaction.name === 'qti-extended-text-interaction') {
    return { outcome: 'imported', prompt, definition: { type: 'open' } };
  }
  if (!decl) return noKey();
  const byMapping = processing === 'map_response' && decl.mapping.size > 0;
  const options = (choices: Element[], prefix = 'o'): (QuizOption & { key: string })[] =>
    choices.map((c, i) => ({
      id: `${prefix}${i + 1}`,
      key: c.attrs.identifier ?? '',
      text: bodyText(c, notes),
    }));
  switch (interaction.name) {
    case 'qti-choice-interaction':
    case 'qti-inline-choice-interaction': {
      const choiceName =
        interaction.name === 'qti-choice-interaction' ? 'qti-simple-choice' : 'qti-inline-choice';
      const opts = options(all(interaction, choiceName));
      const max = Number(interaction.attrs['max-choices'] ?? '1');
      if (interaction.name === 'qti-inline-choice-interaction' && isGap(body, interaction))
        notes.add('EMBEDDED', NOTES.EMBEDDED());
      const choiceIds = opts.map((o) => o.key.toLowerCase()).join(',');
      if (max === 1 && (choiceIds === 'true,false' || choiceIds === 'false,true')) {
        // Two choices named true and false (our export's true/false): a true/false question.
        const key = byMapping
          ? [...decl.mapping.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
          : decl.correct[0];
        if (key === undefined) return noKey();
        return {
          outcome: 'imported',
          prompt,
          definition: { type: 'true_false', correct: key.toLowerCase() === 'true' },
        };
      }
      // Weights in Moodle's percent: map_response's values against the best (single) or the
      // sum of the positive ones (multiple); match_correct: the correct ones share 100.
      const values = [...decl.mapping.values()];
      const top = Math.max(0, ...values);
      const sum = values.filter((v) => v > 0).reduce((a, b) => a + b, 0);
      const weights = opts.map((o) => {
        if (byMapping) {
          const value = decl.mapping.get(o.key) ?? 0;
          const base = max === 1 ? top : sum;
          return base > 0 ? (value / base) * 100 : 0;
        }
        // match_correct scores only the exact set: all or nothing (wrong choices at −100).
        if (decl.correct.includes(o.key)) return max === 1 ? 100 : 100 / decl.correct.length;
        return max === 1 ? 0 : -100;
      });
      const mapping = choiceMapping(
        opts.map((o, i) => ({ text: o.text, weight: weights[i] ?? 0 })),
        notes,
        max !== 1 && interaction.name === 'qti-choice-interaction',
      );
      if (!mapping) return noKey();
      // Feedback tied to a choice stays with its option (issue 41).
      const byChoice = choiceFeedback(item, notes);
      const plain = withAnswerFeedback(
        opts.map(({ id, text }) => ({ id, text })),
        opts.map((o) => byChoice.get(o.key)),
      );
      const tied = new Set(opts.filter((o) => byChoice.has(o.key)).map((o) => o.key));
      if (mapping.type === 'single_choice') {
        return {
          outcome: 'imported',
          prompt,
          tied,
          definition: {
            type: 'single_choice',
            options: plain,
            correct: plain[mapping.correct]?.id ?? '',
          },
        };
      }
      return {
        outcome: 'imported',
        prompt,
        tied,
        definition: {
          type: 'multiple_choice',
          options: plain,
          correct: mapping.correct.map((i) => plain[i]?.id ?? ''),
          scoring: mapping.scoring,
        },
      };
    }
    case 'qti-text-entry-interaction': {
      const keys = byMapping
        ? [...decl.mapping.entries()].filter(([, v]) => v > 0).map(([k]) => k)
        : decl.correct;
      if (keys.length === 0) return noKey();
      if (isGap(body, interaction)) notes.add('EMBEDDED', NOTES.EMBEDDED());
      if (decl.baseType === 'float' || decl.baseType === 'integer') {
        const value = Number(keys[0]);
        if (!Number.isFinite(value))
          return {
            outcome: 'error',
            code: 'NOT_A_NUMBER',
            detail: ERRORS.NOT_A_NUMBER(keys[0] ?? ''),
            path,
          };
        return {
          outcome: 'imported',
          prompt,
          definition: { type: 'numeric', value, tolerance: tolerance ?? 0 },
        };
      }
      if (tolerance !== null)
        return {
          outcome: 'skipped',
          code: 'CUSTOM_PROCESSING',
          reason: QTI_SKIPS.CUSTOM_PROCESSING(),
        };
      return {
        outcome: 'imported',
        prompt,
        definition: {
          type: 'short_answer',
          accepted: keys,
          caseSensitive: byMapping && decl.caseSensitive,
        },
      };
    }
    case 'qti-match-interaction': {
      const sets = all(interaction, 'qti-simple-match-set');
      const lefts = sets[0] ? all(sets[0], 'qti-simple-associable-choice') : [];
      const rights = sets[1] ? all(sets[1], 'qti-simple-associable-choice') : [];
      const pairsKeys = (
        byMapping
          ? [...decl.mapping.entries()].filter(([, v]) => v > 0).map(([k]) => k)
          : decl.correct
      ).map((value) => value.split(/\s+/));
      if (pairsKeys.length === 0) return noKey();
      const leftUse = new Map<string, number>();
      const rightUse = new Map<string, number>();
      for (const [l = '', r = ''] of pairsKeys) {
        leftUse.set(l, (leftUse.get(l) ?? 0) + 1);
        rightUse.set(r, (rightUse.get(r) ?? 0) + 1);
      }
      if ([...leftUse.values(), ...rightUse.values()].some((n) => n > 1)) {
        return { outcome: 'skipped', code: 'MANY_TO_MANY', reason: QTI_SKIPS.MANY_TO_MANY() };
      }
      const find = (list: Element[], key: string) => list.find((c) => c.attrs.identifier === key);
      const pairs = pairsKeys.map(([l = '', r = ''], i) => ({
        id: `p${i + 1}`,
        left: bodyText(find(lefts, l) ?? { name: '', attrs: {}, children: [] }, notes),
        right: bodyText(find(rights, r) ?? { name: '', attrs: {}, children: [] }, notes),
      }));
      const unused = rights
        .filter((r) => !rightUse.has(r.attrs.identifier ?? ''))
        .map((r) => bodyText(r, notes));
      if (unused.length > 0) notes.add('DISTRACTORS', NOTES.DISTRACTORS(unused.join(', ')));
      return { outcome: 'imported', prompt, definition: { type: 'matching', pairs } };
    }
    case 'qti-order-interaction': {
      const choices = all(interaction, 'qti-simple-choice');
      if (decl.correct.length === 0) return noKey();
      const items = decl.correct.map((key, i) => ({
        id: `i${i + 1}`,
        text: bodyText(
          choices.find((c) => c.attrs.identifier === key) ?? { name: '', attrs: {}, children: [] },
          notes,
        ),
      }));
      return { outcome: 'imported', prompt, definition: { type: 'ordering', items } };
    }
    default:
      return {
        outcome: 'skipped',
        code: 'UNSUPPORTED_TYPE',
        reason: SKIPS.UNSUPPORTED_TYPE(interaction.name),
      };
  }
}

function parentOf(el: Element, target: Element): Element | null {
  for (const c of elements(el)) {
    if (c === target) return el;
    const found = parentOf(c, target);
    if (found) return found;
  }
  return null;
}

/** Whether the inline interaction is a gap in text (not alone in its paragraph). */
function isGap(body: Element, interaction: Element): boolean {
  const parent = parentOf(body, interaction);
  return !parent || !standsAlone(parent, interaction);
}

/** The interactions of an item body, in document order (not those nested inside another). */
function findInteractions(el: Element): Element[] {
  return elements(el).flatMap((c) => (INTERACTIONS.has(c.name) ? [c] : findInteractions(c)));
}

/** Parses one XML text, refusing DOCTYPE/ENTITY: its root element, or an error. */
function parseXml(
  text: string,
): { root: Element } | { code: string; detail: Localized; row: number } {
  const clean = text.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(clean))
    return { code: 'DOCTYPE', detail: ERRORS.DOCTYPE(), row: 0 };
  const valid = XMLValidator.validate(clean);
  if (valid !== true)
    return { code: 'NOT_XML', detail: ERRORS.NOT_XML(valid.err.msg), row: valid.err.line };
  const root = toElements(orderedParser.parse(clean)).find(
    (c): c is Element => typeof c !== 'string',
  );
  if (!root) return { code: 'NOT_XML', detail: ERRORS.NOT_XML('no root element'), row: 0 };
  return { root };
}

/** What a package's manifest says of an item: its category and labels (LOM metadata). */
type ItemMetadata = { category: string; labels: string[] };

const NO_METADATA: ItemMetadata = { category: '', labels: [] };

/**
 * An item resource's LOM metadata: keywords are labels; a taxon path whose source is
 * `academy:category` (our export's) is the category, its taxa joined by `/`.
 */
function metadataOf(resource: Element): ItemMetadata {
  const strings = (el: Element) => all(el, 'string').map((s) => textOf(s).trim());
  const labels = all(resource, 'keyword')
    .flatMap(strings)
    .filter((label) => label !== '');
  const path = all(resource, 'taxonPath').find((taxonPath) => {
    const source = child(taxonPath, 'source');
    return source !== undefined && strings(source).includes(CATEGORY_SOURCE);
  });
  const category = path
    ? all(path, 'taxon')
        .flatMap((taxon) => {
          const entry = child(taxon, 'entry');
          return entry ? strings(entry) : [];
        })
        .filter((part) => part !== '')
        .join('/')
    : '';
  return { category, labels };
}

/** The item's MAXSCORE default (its points), 1 when it has none. */
function itemPoints(item: Element, notes: NoteSink): number {
  const declaration = elements(item).find(
    (c) => c.name === 'qti-outcome-declaration' && c.attrs.identifier === 'MAXSCORE',
  );
  const defaultValue = declaration ? child(declaration, 'qti-default-value') : undefined;
  const mark = defaultValue ? all(defaultValue, 'qti-value').map(textOf)[0] : undefined;
  return mark === undefined ? 1 : pointsFromMark(mark, notes);
}

/**
 * Modal feedback tied to a choice (issue 41): shown (`show-hide="show"`) when an outcome the
 * response processing sets to the response holds the choice's identifier. By choice identifier.
 */
function choiceFeedback(item: Element, notes: NoteSink): Map<string, string> {
  const echoed = new Set(
    responseEchoes(child(item, 'qti-response-processing')).map((rule) => rule.attrs.identifier),
  );
  const byChoice = new Map<string, string>();
  for (const feedback of elements(item)) {
    if (feedback.name !== 'qti-modal-feedback' || !isChoiceFeedback(feedback, echoed)) continue;
    const text = plainText(bodyText(feedback, notes), 'plain', notes);
    const key = feedback.attrs.identifier ?? '';
    if (text !== '') byChoice.set(key, [byChoice.get(key), text].filter(Boolean).join('\n'));
  }
  return byChoice;
}

const isChoiceFeedback = (feedback: Element, echoed: ReadonlySet<string | undefined>) =>
  feedback.attrs['show-hide'] === 'show' && echoed.has(feedback.attrs['outcome-identifier']);

/**
 * The item's other modal feedback as the question's one feedback (several: joined, reported);
 * `tied`: the choice identifiers whose feedback went to their option.
 */
function itemFeedback(item: Element, notes: NoteSink, tied: ReadonlySet<string>): string {
  const echoed = new Set(
    responseEchoes(child(item, 'qti-response-processing')).map((rule) => rule.attrs.identifier),
  );
  const texts = elements(item)
    .filter((c) => c.name === 'qti-modal-feedback')
    .filter((c) => !(isChoiceFeedback(c, echoed) && tied.has(c.attrs.identifier ?? '')))
    .map((feedback) => bodyText(feedback, notes))
    .filter((text) => text !== '');
  if (texts.length > 1) notes.once('ANSWER_FEEDBACK', NOTES.ANSWER_FEEDBACK());
  return texts.join('\n');
}

/** One item file into the result (`where`: its name in the package, or '' for a single item). */
function addItem(
  text: string,
  where: string,
  row: number,
  result: InterchangeResult,
  metadata: ItemMetadata = NO_METADATA,
  files: ReadonlyMap<string, string> = new Map(),
  binaries: ReadonlyMap<string, Uint8Array> = new Map(),
) {
  const parsed = parseXml(text);
  if ('code' in parsed) {
    result.errors.push({
      row: parsed.row || row,
      column: where,
      code: parsed.code,
      detail: parsed.detail,
    });
    return;
  }
  const item = parsed.root;
  if (item.name !== 'qti-assessment-item') {
    result.errors.push({ row, column: where, code: 'NOT_QTI', detail: QTI_ERRORS.NOT_QTI() });
    return;
  }
  const notes = new NoteSink();
  const title = titleOf(item.attrs.title, item.attrs.identifier ?? '');
  const entry = {
    row,
    path: where || (item.attrs.identifier ?? ''),
    title,
    sourceType: 'qti-assessment-item',
  };
  const folder = where.includes('/') ? where.slice(0, where.lastIndexOf('/') + 1) : '';
  const mapped = mapItem(item, notes, (href) => {
    const name = resolveEntry(folder, href);
    const text = name === null ? undefined : files.get(name);
    if (text === undefined) return null;
    const parsed = parseXml(text);
    return 'root' in parsed ? parsed.root : null;
  });
  if (mapped.outcome === 'skipped') {
    result.report.push({
      ...entry,
      outcome: 'skipped',
      type: null,
      notes: [{ code: mapped.code, detail: mapped.reason }],
    });
    return;
  }
  const column = where ? `${where} ${mapped.outcome === 'error' ? mapped.path : ''}`.trim() : '';
  if (mapped.outcome === 'error') {
    result.errors.push({
      row,
      column: column || mapped.path,
      code: mapped.code,
      detail: mapped.detail,
    });
    return;
  }
  let prompt = mapped.prompt;
  if (prompt === '' && item.attrs.title) {
    prompt = item.attrs.title;
    notes.add('TITLE_AS_PROMPT', NOTES.TITLE_AS_PROMPT());
  }
  const checked = checkQuestion(
    {
      prompt: plainText(prompt, 'plain', notes),
      points: itemPoints(item, notes),
      feedback: plainText(itemFeedback(item, notes, mapped.tied ?? new Set()), 'plain', notes),
      category: metadata.category,
      labels: metadata.labels,
      definition: mapped.definition,
    },
    { row, column: where },
  );
  if (!checked.ok) {
    result.errors.push(...checked.errors);
    return;
  }
  // The first `<img>` whose src is an image of the package becomes the question's image.
  let kept = false;
  for (const ref of notes.images) {
    const name = resolveEntry(folder, ref.src.split(/[?#]/)[0] ?? '');
    const bytes = name === null ? undefined : binaries.get(name);
    if (name === null || bytes === undefined) continue;
    const fileName = name.slice(name.lastIndexOf('/') + 1);
    const problem =
      imageTypeOf(bytes) === null
        ? { code: 'BAD_IMAGE', detail: ERRORS.BAD_IMAGE(fileName) }
        : bytes.byteLength > QUIZ_LIMITS.maxImageBytes
          ? { code: 'IMAGE_TOO_LARGE', detail: ERRORS.IMAGE_TOO_LARGE(fileName) }
          : null;
    if (problem) {
      result.errors.push({ row, column: name, ...problem });
      return;
    }
    result.images ??= [];
    result.images.push({
      question: result.questions.length,
      row,
      path: name,
      fileName,
      alt: altOf(ref.alt, fileName),
      bytes,
    });
    notes.add('IMAGE_STORED', NOTES.IMAGE_STORED(fileName));
    kept = true;
    break;
  }
  noteDroppedImages(notes, kept ? 1 : 0);
  result.questions.push(checked.question);
  result.report.push({
    ...entry,
    outcome: 'imported',
    type: mapped.definition.type,
    notes: notes.notes,
  });
}

/** A single QTI 3.0 item's XML. */
export function parseQtiItem(text: string): InterchangeResult {
  const result: InterchangeResult = { questions: [], errors: [], report: [] };
  addItem(text, '', 1, result);
  return result;
}

/** A zip entry's name, normalised; null when it climbs out of the package or is absolute. */
export function safeEntryName(name: string): string | null {
  if (name.includes('\\') || name.startsWith('/') || /^[a-z]:/i.test(name) || name.includes('\0'))
    return null;
  const parts: string[] = [];
  for (const part of name.split('/')) {
    if (part === '..') return null;
    if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/**
 * A file named relative to a folder of the package (`../stimuli/s1.xml` from `items/`): its
 * entry name, or null when it climbs out of the package or is absolute.
 */
export function resolveEntry(folder: string, href: string): string | null {
  if (safeEntryName(href.replace(/\.\.\//g, '')) === null) return null;
  const parts = folder.split('/').filter((part) => part !== '');
  for (const part of href.split('/')) {
    if (part === '..') {
      if (parts.pop() === undefined) return null;
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/**
 * A package's files, unpacked in small pieces so a zip bomb stops at the limit instead of
 * filling memory: only .xml files are kept. Refused: a name that climbs out, too many entries,
 * too many bytes.
 */
export function unpackQti(
  bytes: Uint8Array,
):
  | { files: Map<string, string>; binaries: Map<string, Uint8Array> }
  | { code: string; detail: Localized } {
  const files = new Map<string, string>();
  const binaries = new Map<string, Uint8Array>();
  let entries = 0;
  let total = 0;
  let refusal: { code: string; detail: Localized } | null = null;
  class Stop extends Error {}
  const stop = (code: string, detail: Localized): never => {
    // The first refusal stands (fflate may report the abort as an error of its own).
    refusal ??= { code, detail };
    throw new Stop();
  };
  try {
    const unzip = new Unzip((file) => {
      entries++;
      if (entries > QTI_LIMITS.maxEntries) stop('TOO_BIG', QTI_ERRORS.TOO_BIG());
      const name = safeEntryName(file.name);
      if (name === null) stop('PATH_TRAVERSAL', QTI_ERRORS.PATH_TRAVERSAL(file.name));
      const image = name !== null && IMAGE_ENTRY.test(name);
      if (!name || name.endsWith('/') || !(image || /\.xml$/i.test(name))) return;
      const chunks: Uint8Array[] = [];
      let size = 0;
      file.ondata = (error, chunk, final) => {
        if (error) stop('BAD_ZIP', QTI_ERRORS.BAD_ZIP());
        size += chunk.length;
        total += chunk.length;
        if (size > QTI_LIMITS.maxEntryBytes || total > QTI_LIMITS.maxTotalBytes)
          stop('TOO_BIG', QTI_ERRORS.TOO_BIG());
        chunks.push(chunk);
        if (final) {
          const joined = new Uint8Array(size);
          let at = 0;
          for (const c of chunks) {
            joined.set(c, at);
            at += c.length;
          }
          if (image) {
            binaries.set(name, joined);
            return;
          }
          try {
            files.set(name, new TextDecoder('utf-8', { fatal: true }).decode(joined));
          } catch {
            stop('INVALID_ENCODING', ERRORS.INVALID_ENCODING());
          }
        }
      };
      file.start();
    });
    unzip.register(UnzipInflate);
    const piece = 16 * 1024;
    for (let at = 0; at < bytes.length; at += piece) {
      unzip.push(
        bytes.subarray(at, Math.min(bytes.length, at + piece)),
        at + piece >= bytes.length,
      );
    }
  } catch (error) {
    if (refusal) return refusal;
    if (!(error instanceof Stop)) return { code: 'BAD_ZIP', detail: QTI_ERRORS.BAD_ZIP() };
  }
  if (refusal) return refusal;
  // Not a single entry: a truncated or broken zip.
  if (entries === 0) return { code: 'BAD_ZIP', detail: QTI_ERRORS.BAD_ZIP() };
  return { files, binaries };
}

/** The package entries kept as bytes: images a question may show (issue 41). */
const IMAGE_ENTRY = /\.(png|jpe?g|gif|webp)$/i;

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** A content package: the manifest's item resources, in its order, each reported by its href. */
export function parseQtiPackage(bytes: Uint8Array): InterchangeResult {
  const result: InterchangeResult = { questions: [], errors: [], report: [] };
  const unpacked = unpackQti(bytes);
  if ('code' in unpacked) {
    result.errors.push({ row: 0, column: '', code: unpacked.code, detail: unpacked.detail });
    return result;
  }
  const manifestText = unpacked.files.get('imsmanifest.xml');
  if (manifestText === undefined) {
    result.errors.push({
      row: 0,
      column: '',
      code: 'NO_MANIFEST',
      detail: QTI_ERRORS.NO_MANIFEST(),
    });
    return result;
  }
  const manifest = parseXml(manifestText);
  if ('code' in manifest) {
    result.errors.push({
      row: manifest.row,
      column: 'imsmanifest.xml',
      code: manifest.code,
      detail: manifest.detail,
    });
    return result;
  }
  const resources = all(manifest.root, 'resource').filter((r) =>
    /imsqti_item/i.test(r.attrs.type ?? ''),
  );
  if (resources.length > QUIZ_LIMITS.maxImportQuestions) {
    result.errors.push({
      row: 0,
      column: '',
      code: 'TOO_MANY_QUESTIONS',
      detail: ERRORS.TOO_MANY_QUESTIONS(resources.length),
    });
    return result;
  }
  resources.forEach((resource, index) => {
    const href = safeEntryName(resource.attrs.href ?? '');
    if (href === null) {
      result.errors.push({
        row: index + 1,
        column: resource.attrs.href ?? '',
        code: 'PATH_TRAVERSAL',
        detail: QTI_ERRORS.PATH_TRAVERSAL(resource.attrs.href ?? ''),
      });
      return;
    }
    const text = unpacked.files.get(href);
    if (text === undefined) {
      result.errors.push({
        row: index + 1,
        column: href,
        code: 'MISSING_FILE',
        detail: QTI_ERRORS.MISSING_FILE(href),
      });
      return;
    }
    addItem(text, href, index + 1, result, metadataOf(resource), unpacked.files, unpacked.binaries);
  });
  if (resources.length === 0)
    result.errors.push({
      row: 0,
      column: 'imsmanifest.xml',
      code: 'EMPTY_FILE',
      detail: ERRORS.EMPTY_FILE(),
    });
  return result;
}

/** An uploaded QTI file: a package (.zip) or one item's XML. */
export function parseQtiBytes(bytes: Uint8Array): InterchangeResult {
  if (isZip(bytes)) return parseQtiPackage(bytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return {
      questions: [],
      report: [],
      errors: [{ row: 0, column: '', code: 'INVALID_ENCODING', detail: ERRORS.INVALID_ENCODING() }],
    };
  }
  return parseQtiItem(text);
}
