import type { QuestionInput } from '../csv';
import type { ImageFiles, ImportedImage } from './common';

/** A 1×1 PNG (what the image round trips carry). */
export const SAMPLE_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** The stored file the image samples point at (any uuid: exports look it up in their files). */
export const SAMPLE_IMAGE_FILE_ID = '0190aaaa-0000-7000-8000-000000000001';

/** Every type again, the first and the ordering question with an image (issue 41). */
export function withSampleImages(questions: readonly QuestionInput[]): {
  questions: QuestionInput[];
  files: ImageFiles;
} {
  const files = new Map([
    [SAMPLE_IMAGE_FILE_ID, { bytes: SAMPLE_PNG, fileName: 'map & "pin".png' }],
  ]);
  return {
    files,
    questions: questions.map((question, i) =>
      i === 0 || question.definition.type === 'ordering'
        ? {
            ...question,
            image: { fileId: SAMPLE_IMAGE_FILE_ID, alt: `A map: <${i}> & "pins"` },
          }
        : question,
    ),
  };
}

/** A short fingerprint of bytes (FNV-1a, 32 bits) with their length, for change texts. */
function fingerprint(bytes: Uint8Array | undefined): string {
  if (!bytes) return 'none';
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return `${bytes.byteLength}:${hash.toString(16)}`;
}

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.byteLength === b.byteLength &&
    a.every((byte, i) => byte === b[i]));

/**
 * One question of every type we have, with the fields that are hardest to carry: escapes,
 * line breaks, categories (nested, and none), labels, points, both scorings, case sensitivity,
 * decimals and tolerances, feedback per answer. The round-trip tests (and the e2e spec's export) use them.
 */
export const EVERY_TYPE: QuestionInput[] = [
  {
    prompt: 'Which is {the} capital: of France? ~ = # \\ ok',
    points: 2,
    feedback: 'Paris has been the capital since 987.\nSee the map.',
    category: 'Geography/Europe',
    labels: ['capitals', 'easy'],
    definition: {
      type: 'single_choice',
      options: [
        // Feedback per answer (issue 41), with every GIFT escape and a line break.
        { id: 'o1', text: 'Paris', feedback: 'Yes: since 987 ~ = # {ok} \\ end.\nWell done.' },
        { id: 'o2', text: 'Lyon = no', feedback: 'Lyon is the third city & <second> in size.' },
        { id: 'o3', text: 'Marseille {big}' },
      ],
      correct: 'o1',
    },
  },
  {
    prompt: 'Which are prime numbers?',
    points: 3,
    feedback: '',
    category: 'Maths',
    labels: [],
    definition: {
      type: 'multiple_choice',
      options: [
        { id: 'o1', text: '2' },
        { id: 'o2', text: '3' },
        { id: 'o3', text: '4', feedback: '4 = 2 × 2.' },
        { id: 'o4', text: '9', feedback: '9 = 3 × 3.' },
      ],
      correct: ['o1', 'o2'],
      scoring: 'proportional',
    },
  },
  {
    prompt: 'Pick every even number.',
    points: 1,
    feedback: 'Even numbers end in 0, 2, 4, 6 or 8.',
    category: 'Maths',
    labels: [],
    definition: {
      type: 'multiple_choice',
      options: [
        { id: 'o1', text: '1' },
        { id: 'o2', text: '2' },
        { id: 'o3', text: '4' },
      ],
      correct: ['o2', 'o3'],
      scoring: 'all_or_nothing',
    },
  },
  {
    prompt: 'Only one is right, but it is a multiple choice question.',
    points: 1,
    feedback: '',
    category: 'Maths',
    labels: [],
    definition: {
      type: 'multiple_choice',
      options: [
        { id: 'o1', text: 'yes' },
        { id: 'o2', text: 'no' },
      ],
      correct: ['o1'],
      scoring: 'proportional',
    },
  },
  {
    prompt: 'The sun rises in the east.',
    points: 1,
    feedback: '',
    category: '',
    labels: [],
    definition: { type: 'true_false', correct: true },
  },
  {
    prompt: 'A bar chart may start anywhere.',
    points: 1,
    feedback: 'It must start at zero.',
    category: '',
    labels: ['charts'],
    definition: { type: 'true_false', correct: false },
  },
  {
    prompt: 'Name the largest planet.',
    points: 1,
    feedback: '',
    category: 'Science',
    labels: [],
    definition: {
      type: 'short_answer',
      accepted: ['Jupiter', 'Jupiter: the giant'],
      caseSensitive: true,
    },
  },
  {
    prompt: 'What is pi to two decimals?',
    points: 5,
    feedback: '',
    category: 'Science',
    labels: [],
    definition: { type: 'numeric', value: 3.14, tolerance: 0.005 },
  },
  {
    prompt: 'How many degrees below zero is -40 °C?',
    points: 1,
    feedback: '',
    category: 'Science',
    labels: [],
    definition: { type: 'numeric', value: -40, tolerance: 0 },
  },
  {
    prompt: 'Match each country with its capital.',
    points: 4,
    feedback: '',
    category: 'Geography/Europe',
    labels: [],
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
    prompt: 'Put the planets in order from the sun.',
    points: 2,
    feedback: '',
    category: 'Science',
    labels: [],
    definition: {
      type: 'ordering',
      items: [
        { id: 'i1', text: 'Mercury' },
        { id: 'i2', text: 'Venus' },
        { id: 'i3', text: 'Earth' },
      ],
    },
  },
  {
    prompt: 'Explain why the sky is blue.',
    points: 10,
    feedback: 'Rayleigh scattering.',
    category: 'Science',
    labels: ['essay'],
    definition: { type: 'open' },
  },
];

/** The fields a round trip (export, then import) must give back unchanged. */
export const ROUND_TRIP_FIELDS = [
  'prompt',
  'points',
  'feedback',
  'category',
  'labels',
  'definition',
] as const;

/**
 * What an export-then-import changed, field by field (`3 definition: … → …`): empty when every
 * question came back as it was, in the same order.
 */
export function roundTripChanges(
  imported: readonly QuestionInput[],
  originals: readonly QuestionInput[] = EVERY_TYPE,
  /** Formats that carry images: what the import found, and the files the export wrote. */
  images?: { imported: readonly ImportedImage[]; files: ImageFiles },
): string[] {
  const changes: string[] = [];
  if (imported.length !== originals.length) {
    changes.push(`${originals.length} questions → ${imported.length}`);
  }
  originals.forEach((original, i) => {
    for (const field of ROUND_TRIP_FIELDS) {
      const [before, after] = [original[field], imported[i]?.[field]].map((v) => JSON.stringify(v));
      if (before !== after) changes.push(`${i + 1} ${field}: ${before} → ${after}`);
    }
    if (!images) return;
    // The image: the same bytes (compared whole) and the same alt text.
    const file = original.image ? images.files.get(original.image.fileId) : undefined;
    const found = images.imported.find((image) => image.question === i);
    if (!sameBytes(file?.bytes, found?.bytes) || original.image?.alt !== found?.alt) {
      changes.push(
        `${i + 1} image: ${fingerprint(file?.bytes)} ${JSON.stringify(original.image?.alt)} → ${fingerprint(found?.bytes)} ${JSON.stringify(found?.alt)}`,
      );
    }
  });
  return changes;
}
