import { sanitizeRichText } from '../../rich-text/sanitize';
import type { QuestionInput } from '../csv';
import {
  type Localized,
  parseQuizInput,
  QUESTION_TEXT_LIMITS,
  questionSchema,
} from '../question-schema';
import { QUIZ_LIMITS, type QuestionDefinition, type QuestionType } from '../types';

/**
 * What the question interchange formats (GIFT, Moodle XML: docs/question-interchange.md) share:
 * the preview's report per question, its notes and errors in en/nl/ro, turning formatted text
 * into our plain question texts (sanitised with the shared rich text allowlist first), and the
 * last check of every mapped question with the same schema the API and the CSV import use.
 */

export {
  EXPORT_FORMATS,
  INTERCHANGE_FORMATS,
  type InterchangeFormat,
  interchangeFormatOf,
} from './format';

/** One finding of the import: where, what, in three languages. */
export type InterchangeError = {
  /** GIFT: the line (1 is the first); Moodle XML: the question's number (0 for the file). */
  row: number;
  /** GIFT: the field (`definition/options`) or ''; Moodle XML: the element path. */
  column: string;
  code: string;
  detail: Localized;
};

export type InterchangeNote = { code: string; detail: Localized };

/** What became of one question of the file (the preview lists them all). */
export type InterchangeEntry = {
  row: number;
  /** Moodle XML: the question's element path; GIFT: ''. */
  path: string;
  /** The file's title of the question, or the start of its text. */
  title: string;
  outcome: 'imported' | 'skipped';
  /** Our type it became (imported), or null (skipped). */
  type: QuestionType | null;
  /** The file's own type name (MC, Numerical, multichoice, …). */
  sourceType: string;
  notes: InterchangeNote[];
};

/**
 * A picture the file carries for a question (Moodle XML's base64 `<file>`, a QTI package's image
 * entry): stored as the question's image on "Confirm import", never before (issue 41). Its
 * bytes are checked again by the API (sniffed, the image limit) before anything is written.
 */
export type ImportedImage = {
  /** The question it belongs to: its index in `questions`. */
  question: number;
  row: number;
  /** Where the file is: its element path (Moodle XML) or its entry in the package (QTI). */
  path: string;
  fileName: string;
  alt: string;
  bytes: Uint8Array;
};

export type InterchangeResult = {
  questions: QuestionInput[];
  errors: InterchangeError[];
  report: InterchangeEntry[];
  /** The questions' images to store (formats that carry none: absent). */
  images?: ImportedImage[];
};

/** What an export writes of a question's image: its stored bytes and name, by file id. */
export type ImageFiles = ReadonlyMap<string, { bytes: Uint8Array; fileName: string }>;

/** An image a question's text points at: `<img src alt>`. */
export type ImageRef = { src: string; alt: string };

const q = (value: string) => (value.length > 40 ? `${value.slice(0, 39)}…` : value);

/** Notes: how a question was mapped when the file's meaning is not exactly ours. */
export const NOTES = {
  FORMAT_TO_PLAIN: (format: string): Localized => ({
    en: `Its ${format} formatting became plain text: question texts here are plain text.`,
    nl: `De ${format}-opmaak is platte tekst geworden: vraagteksten zijn hier platte tekst.`,
    ro: `Formatarea ${format} a devenit text simplu: textele întrebărilor sunt aici text simplu.`,
  }),
  ANSWER_FEEDBACK: (): Localized => ({
    en: 'Feedback per answer is kept per answer only for choice options: for this question it was added to the question’s feedback.',
    nl: 'Feedback per antwoord wordt alleen bij keuzeopties per antwoord bewaard: bij deze vraag is hij aan de feedback van de vraag toegevoegd.',
    ro: 'Feedbackul pe răspuns se păstrează pe răspuns doar la opțiunile de alegere: la această întrebare a fost adăugat la feedbackul întrebării.',
  }),
  NEGATIVE_WEIGHTS: (): Localized => ({
    en: 'Negative weights of wrong answers are not used: a wrong answer earns 0.',
    nl: 'Negatieve gewichten van foute antwoorden worden niet gebruikt: een fout antwoord levert 0 op.',
    ro: 'Ponderile negative ale răspunsurilor greșite nu se folosesc: un răspuns greșit aduce 0.',
  }),
  PARTIAL_DROPPED: (texts: string): Localized => ({
    en: `Partial credit is not kept for: ${q(texts)}. Only fully correct answers earn points.`,
    nl: `Gedeeltelijke punten worden niet bewaard voor: ${q(texts)}. Alleen volledig juiste antwoorden leveren punten op.`,
    ro: `Punctajul parțial nu se păstrează pentru: ${q(texts)}. Doar răspunsurile complet corecte aduc puncte.`,
  }),
  SEVERAL_CORRECT: (): Localized => ({
    en: 'Several answers are fully correct: imported as multiple choice, where the learner picks all of them.',
    nl: 'Meerdere antwoorden zijn volledig juist: geïmporteerd als meerkeuze, waarbij de cursist ze allemaal kiest.',
    ro: 'Mai multe răspunsuri sunt complet corecte: importată ca alegere multiplă, în care cursantul le alege pe toate.',
  }),
  WEIGHTS_PROPORTIONAL: (): Localized => ({
    en: 'The answers’ weights became proportional scoring: each correct pick earns its share, each wrong pick takes a share off, never below 0.',
    nl: 'De gewichten van de antwoorden zijn naar rato scoren geworden: elke juiste keuze levert zijn deel op, elke foute keuze trekt een deel af, nooit onder 0.',
    ro: 'Ponderile răspunsurilor au devenit punctare proporțională: fiecare alegere corectă aduce partea ei, fiecare alegere greșită scade o parte, niciodată sub 0.',
  }),
  ALL_OR_NOTHING: (): Localized => ({
    en: 'A wrong pick costs everything: imported as all-or-nothing scoring.',
    nl: 'Een foute keuze kost alles: geïmporteerd als alles-of-niets scoren.',
    ro: 'O alegere greșită costă tot: importată cu punctare totul-sau-nimic.',
  }),
  EMBEDDED: (): Localized => ({
    en: 'The answer sat inside the text (a gap): the gap is shown as _____.',
    nl: 'Het antwoord stond in de tekst (een gat): het gat wordt getoond als _____.',
    ro: 'Răspunsul era în interiorul textului (un spațiu liber): spațiul apare ca _____.',
  }),
  RANGE: (low: string, high: string, value: string, tolerance: string): Localized => ({
    en: `The range ${low}..${high} became ${value} ± ${tolerance}.`,
    nl: `Het bereik ${low}..${high} is ${value} ± ${tolerance} geworden.`,
    ro: `Intervalul ${low}..${high} a devenit ${value} ± ${tolerance}.`,
  }),
  NUMERIC_EXTRA: (count: number): Localized => ({
    en: `Only the first fully correct number is kept; ${count} other answer(s) were left out.`,
    nl: `Alleen het eerste volledig juiste getal is bewaard; ${count} ander(e) antwoord(en) zijn weggelaten.`,
    ro: `Se păstrează doar primul număr complet corect; ${count} alt(e) răspuns(uri) au fost omise.`,
  }),
  WILDCARD: (): Localized => ({
    en: 'The wildcard * is not supported: the answer is compared as written, * included.',
    nl: 'Het jokerteken * wordt niet ondersteund: het antwoord wordt vergeleken zoals het er staat, * inbegrepen.',
    ro: 'Caracterul joker * nu este acceptat: răspunsul se compară așa cum este scris, cu * cu tot.',
  }),
  DISTRACTORS: (texts: string): Localized => ({
    en: `Extra answers without a question are not kept: ${q(texts)}.`,
    nl: `Extra antwoorden zonder vraag worden niet bewaard: ${q(texts)}.`,
    ro: `Răspunsurile în plus fără întrebare nu se păstrează: ${q(texts)}.`,
  }),
  TITLE_AS_PROMPT: (): Localized => ({
    en: 'The question had no text: its title became the text.',
    nl: 'De vraag had geen tekst: de titel is de tekst geworden.',
    ro: 'Întrebarea nu avea text: titlul a devenit textul.',
  }),
  IMAGE_DROPPED: (count: number): Localized => ({
    en: `${count} image(s) were left out: a question here shows one image the file itself holds, above its text.`,
    nl: `${count} afbeelding(en) zijn weggelaten: een vraag toont hier één afbeelding die het bestand zelf bevat, boven de tekst.`,
    ro: `${count} imagine(i) au fost omise: o întrebare arată aici o singură imagine conținută chiar de fișier, deasupra textului.`,
  }),
  IMAGE_STORED: (name: string): Localized => ({
    en: `The image “${q(name)}” will be stored and shown above the question.`,
    nl: `De afbeelding “${q(name)}” wordt opgeslagen en boven de vraag getoond.`,
    ro: `Imaginea „${q(name)}” va fi stocată și afișată deasupra întrebării.`,
  }),
  POINTS_ROUNDED: (from: string, to: number): Localized => ({
    en: `The mark ${from} became ${to} point(s): points are whole numbers from 1 to ${QUIZ_LIMITS.maxPoints}.`,
    nl: `Het cijfer ${from} is ${to} punt(en) geworden: punten zijn hele getallen van 1 tot ${QUIZ_LIMITS.maxPoints}.`,
    ro: `Nota ${from} a devenit ${to} punct(e): punctele sunt numere întregi de la 1 la ${QUIZ_LIMITS.maxPoints}.`,
  }),
  CASE_SENSITIVE: (): Localized => ({
    en: 'Answers are compared with their upper and lower case as written.',
    nl: 'Antwoorden worden vergeleken met hoofd- en kleine letters zoals geschreven.',
    ro: 'Răspunsurile se compară cu literele mari și mici așa cum sunt scrise.',
  }),
} as const;

/** Why a question was not imported. */
export const SKIPS = {
  DESCRIPTION: (): Localized => ({
    en: 'A description, not a question: there is nothing to answer.',
    nl: 'Een beschrijving, geen vraag: er valt niets te beantwoorden.',
    ro: 'O descriere, nu o întrebare: nu este nimic de răspuns.',
  }),
  UNSUPPORTED_TYPE: (type: string): Localized => ({
    en: `The question type “${q(type)}” has no equivalent here.`,
    nl: `Het vraagtype “${q(type)}” heeft hier geen equivalent.`,
    ro: `Tipul de întrebare „${q(type)}” nu are un echivalent aici.`,
  }),
  SEVERAL_GAPS: (): Localized => ({
    en: 'A text with several gaps (cloze) has no equivalent here.',
    nl: 'Een tekst met meerdere gaten (cloze) heeft hier geen equivalent.',
    ro: 'Un text cu mai multe spații libere (cloze) nu are un echivalent aici.',
  }),
} as const;

/** Errors: the file cannot be imported as it is. */
export const ERRORS = {
  EMPTY_FILE: (): Localized => ({
    en: 'The file holds no questions.',
    nl: 'Het bestand bevat geen vragen.',
    ro: 'Fișierul nu conține întrebări.',
  }),
  INVALID_ENCODING: (): Localized => ({
    en: 'The file is not UTF-8 text: save it as UTF-8 and try again.',
    nl: 'Het bestand is geen UTF-8-tekst: sla het op als UTF-8 en probeer het opnieuw.',
    ro: 'Fișierul nu este text UTF-8: salvează-l ca UTF-8 și încearcă din nou.',
  }),
  TOO_MANY_QUESTIONS: (count: number): Localized => ({
    en: `A file holds at most ${QUIZ_LIMITS.maxImportQuestions} questions; this one holds ${count}.`,
    nl: `Een bestand bevat maximaal ${QUIZ_LIMITS.maxImportQuestions} vragen; dit bestand bevat er ${count}.`,
    ro: `Un fișier conține cel mult ${QUIZ_LIMITS.maxImportQuestions} de întrebări; acesta conține ${count}.`,
  }),
  SYNTAX: (message: string): Localized => ({
    en: `This is not valid GIFT: ${message}`,
    nl: `Dit is geen geldige GIFT: ${message}`,
    ro: `Acesta nu este GIFT valid: ${message}`,
  }),
  NO_CORRECT: (): Localized => ({
    en: 'No answer is marked correct (= or a positive %weight%).',
    nl: 'Geen enkel antwoord is als juist gemarkeerd (= of een positief %gewicht%).',
    ro: 'Niciun răspuns nu este marcat corect (= sau o %pondere% pozitivă).',
  }),
  BAD_METADATA: (): Localized => ({
    en: 'The “// academy:” comment is not valid JSON of points, labels, category, scoring, case_sensitive or type.',
    nl: 'Het commentaar “// academy:” is geen geldige JSON van points, labels, category, scoring, case_sensitive of type.',
    ro: 'Comentariul „// academy:” nu este JSON valid cu points, labels, category, scoring, case_sensitive sau type.',
  }),
  NOT_XML: (message: string): Localized => ({
    en: `This is not well-formed XML: ${message}`,
    nl: `Dit is geen welgevormde XML: ${message}`,
    ro: `Acesta nu este XML bine format: ${message}`,
  }),
  DOCTYPE: (): Localized => ({
    en: 'The file declares a DOCTYPE or ENTITY: these are refused (they can read other files or expand without end).',
    nl: 'Het bestand declareert een DOCTYPE of ENTITY: die worden geweigerd (ze kunnen andere bestanden lezen of eindeloos uitdijen).',
    ro: 'Fișierul declară un DOCTYPE sau ENTITY: acestea sunt refuzate (pot citi alte fișiere sau se pot extinde la nesfârșit).',
  }),
  NOT_MOODLE: (): Localized => ({
    en: 'This is not Moodle XML: its root element must be <quiz>.',
    nl: 'Dit is geen Moodle XML: het hoofdelement moet <quiz> zijn.',
    ro: 'Acesta nu este Moodle XML: elementul rădăcină trebuie să fie <quiz>.',
  }),
  MISSING_ELEMENT: (name: string): Localized => ({
    en: `The element <${name}> is missing or empty.`,
    nl: `Het element <${name}> ontbreekt of is leeg.`,
    ro: `Elementul <${name}> lipsește sau este gol.`,
  }),
  NOT_A_NUMBER: (value: string): Localized => ({
    en: `“${q(value)}” is not a number.`,
    nl: `“${q(value)}” is geen getal.`,
    ro: `„${q(value)}” nu este un număr.`,
  }),
  IMAGE_TOO_LARGE: (name: string): Localized => ({
    en: `The image “${q(name)}” is larger than ${QUIZ_LIMITS.maxImageBytes / 1024 / 1024} MB.`,
    nl: `De afbeelding “${q(name)}” is groter dan ${QUIZ_LIMITS.maxImageBytes / 1024 / 1024} MB.`,
    ro: `Imaginea „${q(name)}” este mai mare de ${QUIZ_LIMITS.maxImageBytes / 1024 / 1024} MB.`,
  }),
  BAD_IMAGE: (name: string): Localized => ({
    en: `The file “${q(name)}” is not a PNG, JPEG, GIF or WebP image, or is not valid base64.`,
    nl: `Het bestand “${q(name)}” is geen PNG-, JPEG-, GIF- of WebP-afbeelding, of geen geldige base64.`,
    ro: `Fișierul „${q(name)}” nu este o imagine PNG, JPEG, GIF sau WebP, sau nu este base64 valid.`,
  }),
} as const;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Decodes the character references the sanitiser writes (and numeric ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * HTML as our plain text: sanitised with the shared allowlist first (so nothing of a script or
 * a handler survives even as text), then block ends and `<br>` become line breaks, the rest of
 * the markup goes and character references are decoded.
 */
export function htmlToPlain(html: string): { text: string; images: ImageRef[] } {
  const clean = sanitizeRichText(html);
  const images = imagesOf(html);
  const text = clean
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|pre)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
  return { text: decodeEntities(text).trim(), images };
}

/** An attribute of a tag's text (`src="…"`, `alt='…'`, `alt=x`), entities decoded; '' when absent. */
function attributeOf(tag: string, name: string): string {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return decodeEntities(match?.[1] ?? match?.[2] ?? match?.[3] ?? '');
}

/** The `<img>` tags of HTML, in order: where each points and its alt text. */
export function imagesOf(html: string): ImageRef[] {
  return (html.match(/<img\b[^>]*>/gi) ?? []).map((tag) => ({
    src: attributeOf(tag, 'src'),
    alt: attributeOf(tag, 'alt').replace(/\s+/g, ' ').trim(),
  }));
}

/** An image's alt text as a question keeps it: the file's, or its file name; ≤ 250 characters. */
export function altOf(alt: string, fileName: string): string {
  const text = alt.trim() || fileName.trim() || 'image';
  return text.slice(0, QUIZ_LIMITS.maxImageAltLength);
}

const IMAGE_SIGNATURES: [string, (b: Uint8Array) => boolean][] = [
  ['png', (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47],
  ['jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['gif', (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38],
  [
    'webp',
    (b) =>
      b[0] === 0x52 &&
      b[1] === 0x49 &&
      b[2] === 0x46 &&
      b[3] === 0x46 &&
      b[8] === 0x57 &&
      b[9] === 0x45,
  ],
];

/** An image's type by its first bytes (never by its name): png, jpeg, gif, webp, or null. */
export function imageTypeOf(bytes: Uint8Array): string | null {
  return IMAGE_SIGNATURES.find(([, test]) => test(bytes))?.[0] ?? null;
}

/** Base64 as bytes, or null when it is not base64. */
export function base64Bytes(base64: string): Uint8Array | null {
  const clean = base64.replace(/\s+/g, '');
  if (clean === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean) || clean.length % 4 !== 0) return null;
  let binary: string;
  try {
    binary = atob(clean);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Bytes as base64, in pieces (a large image would overflow one call's arguments). */
export function bytesBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/**
 * The images a question's texts pointed at that it does not keep (all but the one stored, if
 * any): reported once as left out.
 */
export function noteDroppedImages(notes: NoteSink, kept: number) {
  const dropped = notes.images.length - kept;
  if (dropped > 0) notes.add('IMAGE_DROPPED', NOTES.IMAGE_DROPPED(dropped));
}

/** Markdown as plain text: emphasis marks, heading marks and link syntax go. */
export function markdownToPlain(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\(([^)]*)\)/g, '$1 ($2)')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(\S.*?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .trim();
}

const HAS_MARKUP = /<\/?[a-z][^>]*>|&(#\d+|#x[0-9a-f]+|[a-z]+);/i;

/**
 * A text of the file in our plain form, noting (once per question) when formatting was lost:
 * `html` always goes through htmlToPlain; `moodle` (GIFT's and Moodle's auto-format) only
 * when it holds markup; `markdown` loses its marks; `plain` is kept as it is.
 */
export function plainText(text: string, format: string, notes: NoteSink): string {
  const kind = format.toLowerCase();
  if (kind === 'plain' || kind === 'plain_text') return text.trim();
  if (kind === 'markdown') {
    const plain = markdownToPlain(text);
    if (plain !== text.trim()) notes.once('FORMAT_TO_PLAIN', NOTES.FORMAT_TO_PLAIN('Markdown'));
    return plain;
  }
  if (kind === 'html' || HAS_MARKUP.test(text)) {
    const { text: plain, images } = htmlToPlain(text);
    if (plain !== text.trim()) notes.once('FORMAT_TO_PLAIN', NOTES.FORMAT_TO_PLAIN('HTML'));
    // The parser decides which one (if any) becomes the question's image (noteDroppedImages).
    notes.images.push(...images);
    return plain;
  }
  return text.trim();
}

/** A question's notes, each code at most once when asked. */
/** A mark written as a decimal (Moodle's defaultgrade, QTI's MAXSCORE) as our whole points, 1–100. */
export function pointsFromMark(mark: string, notes: NoteSink): number {
  const raw = mark.trim();
  if (raw === '') return 1;
  const value = Number(raw);
  const points = Number.isFinite(value)
    ? Math.min(QUIZ_LIMITS.maxPoints, Math.max(1, Math.round(value)))
    : 1;
  if (!Number.isFinite(value) || Math.abs(points - value) > 1e-6) {
    notes.add('POINTS_ROUNDED', NOTES.POINTS_ROUNDED(raw, points));
  }
  return points;
}

export class NoteSink {
  readonly notes: InterchangeNote[] = [];
  /** The images the question's texts pointed at, in order. */
  readonly images: ImageRef[] = [];
  add(code: string, detail: Localized) {
    this.notes.push({ code, detail });
  }
  once(code: string, detail: Localized) {
    if (!this.notes.some((note) => note.code === code)) this.add(code, detail);
  }
}

/** A Moodle category path as one of our categories: `$course$/top/A/B` → `A/B`. */
export function categoryOf(path: string): string {
  const parts = path
    .split(/(?<!\/)\/(?!\/)/)
    .map((part) => part.replace(/\/\//g, '/').trim())
    .filter((part) => part !== '');
  while (parts.length > 0 && /^\$[a-z0-9]*\$$/i.test(parts[0] ?? '')) parts.shift();
  if (parts[0] === 'top' || parts[0] === 'Top') parts.shift();
  return parts.join('/').slice(0, QUESTION_TEXT_LIMITS.maxCategoryLength * 2);
}

/**
 * Choice options with their own feedback (issue 41): each option keeps the feedback of the
 * answer it came from; empty feedback is left out.
 */
export function withAnswerFeedback<T extends { id: string; text: string }>(
  options: T[],
  feedback: (string | null | undefined)[],
): (T & { feedback?: string })[] {
  return options.map((option, i) => {
    const own = feedback[i]?.trim();
    return own ? { ...option, feedback: own } : option;
  });
}

/**
 * Per-answer feedback where an answer has no place for it (true/false, short answer, numeric,
 * …): folded into the question's: `general`, then `answer: feedback` lines. */
export function foldFeedback(
  general: string,
  perAnswer: { answer: string; feedback: string }[],
  notes: NoteSink,
): string {
  const lines = perAnswer.filter((entry) => entry.feedback.trim() !== '');
  if (lines.length === 0) return general;
  notes.once('ANSWER_FEEDBACK', NOTES.ANSWER_FEEDBACK());
  const folded = lines.map((entry) => `${entry.answer}: ${entry.feedback.trim()}`).join('\n');
  return general ? `${general}\n${folded}` : folded;
}

/** The start of a text, for the preview when a question has no title. */
export const titleOf = (title: string | null | undefined, prompt: string) =>
  (title?.trim() || prompt.replace(/\s+/g, ' ').trim()).slice(0, 80);

/**
 * A mapped question checked with the API's own schema: the question, or one error per field
 * (`row`/`column` as the format locates them; the field's name follows the column).
 */
export function checkQuestion(
  candidate: {
    prompt: string;
    points: number;
    feedback: string;
    category: string;
    labels: string[];
    definition: QuestionDefinition;
  },
  where: { row: number; column: string },
): { ok: true; question: QuestionInput } | { ok: false; errors: InterchangeError[] } {
  const result = parseQuizInput(questionSchema, candidate);
  if (result.ok) return { ok: true, question: result.value };
  return {
    ok: false,
    errors: result.errors.map((error) => ({
      row: where.row,
      column: where.column ? `${where.column} ${error.field}` : error.field,
      code: error.code,
      detail: error.detail,
    })),
  };
}

/** Same weights within rounding (Moodle writes 33.33333 for a third). */
export const sameWeight = (a: number, b: number) => Math.abs(a - b) < 0.01;

/** A number as a file writes it: no exponent, no trailing zeros. */
export function numberText(value: number): string {
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/** Moodle's fractions (0–1, or −1–1) to our choice of scoring, with what was approximated. */
export function choiceMapping(
  answers: { text: string; weight: number }[],
  notes: NoteSink,
  /** Moodle's `<single>false</single>` (or our GIFT comment): every positive weight is a correct answer. */
  multiple = false,
):
  | { type: 'single_choice'; correct: number }
  | { type: 'multiple_choice'; correct: number[]; scoring: 'all_or_nothing' | 'proportional' }
  | null {
  const full = answers.flatMap((a, i) => (sameWeight(a.weight, 100) ? [i] : []));
  const partial = answers.flatMap((a, i) =>
    a.weight > 0 && !sameWeight(a.weight, 100) ? [i] : [],
  );
  const negative = answers.filter((a) => a.weight < 0);
  if (multiple) return sharedCredit(answers, notes);
  if (full.length === 1 && partial.length === 0) {
    if (negative.length > 0) notes.add('NEGATIVE_WEIGHTS', NOTES.NEGATIVE_WEIGHTS());
    return { type: 'single_choice', correct: full[0] as number };
  }
  if (full.length === 1) {
    notes.add(
      'PARTIAL_DROPPED',
      NOTES.PARTIAL_DROPPED(partial.map((i) => answers[i]?.text ?? '').join(', ')),
    );
    if (negative.length > 0) notes.add('NEGATIVE_WEIGHTS', NOTES.NEGATIVE_WEIGHTS());
    return { type: 'single_choice', correct: full[0] as number };
  }
  if (full.length > 1) {
    notes.add('SEVERAL_CORRECT', NOTES.SEVERAL_CORRECT());
    if (partial.length > 0) {
      notes.add(
        'PARTIAL_DROPPED',
        NOTES.PARTIAL_DROPPED(partial.map((i) => answers[i]?.text ?? '').join(', ')),
      );
    }
    return { type: 'multiple_choice', correct: full, scoring: 'proportional' };
  }
  return sharedCredit(answers, notes);
}

/** Several answers share the credit (Moodle's multiple answers). */
function sharedCredit(
  answers: { text: string; weight: number }[],
  notes: NoteSink,
): {
  type: 'multiple_choice';
  correct: number[];
  scoring: 'all_or_nothing' | 'proportional';
} | null {
  const partial = answers.flatMap((a, i) => (a.weight > 0 ? [i] : []));
  if (partial.length === 0) return null;
  const share = 100 / partial.length;
  const wrong = answers.filter((a) => a.weight <= 0);
  const even = partial.every((i) => sameWeight(answers[i]?.weight ?? 0, share));
  if (even && wrong.length > 0 && wrong.every((a) => sameWeight(a.weight, -100))) {
    if (partial.length > 1) notes.add('ALL_OR_NOTHING', NOTES.ALL_OR_NOTHING());
    return { type: 'multiple_choice', correct: partial, scoring: 'all_or_nothing' };
  }
  if (!(even && wrong.every((a) => sameWeight(a.weight, -share)))) {
    notes.add('WEIGHTS_PROPORTIONAL', NOTES.WEIGHTS_PROPORTIONAL());
  }
  return { type: 'multiple_choice', correct: partial, scoring: 'proportional' };
}

/**
 * The weights a choice question is written with, so that choiceMapping reads it back the same:
 * single: 100 / 0; all or nothing: 100/k for each of k correct, −100 for wrong ones;
 * proportional: 100/k and −100/k (one correct answer: 100 and 0). Read back as multiple.
 */
export function choiceWeights(definition: QuestionDefinition): number[] {
  if (definition.type === 'single_choice') {
    return definition.options.map((o) => (o.id === definition.correct ? 100 : 0));
  }
  if (definition.type !== 'multiple_choice') return [];
  const k = definition.correct.length;
  const share = Number((100 / k).toFixed(5));
  if (k === 1 && definition.scoring === 'proportional') {
    // −100 would read back as all or nothing (the same grade for one correct answer).
    return definition.options.map((o) => (definition.correct.includes(o.id) ? 100 : 0));
  }
  return definition.options.map((o) =>
    definition.correct.includes(o.id)
      ? share
      : definition.scoring === 'all_or_nothing'
        ? -100
        : -share,
  );
}
