import type { PackageKind } from './description';

/**
 * The interactions a SCO reports (SCORM 1.2 `cmi.interactions.n`, SCORM 2004
 * `cmi.interactions.n`): the questions a learner answered, as the authors' and coaches' reports
 * show them (issue 37 item 5). Read from the committed `cmi` object, whose arrays scorm-again
 * renders as objects keyed "0", "1", …; pure, so the rules are tested on their own.
 */
export type Interaction = {
  id: string;
  /** true-false, choice, fill-in, long-fill-in, matching, performance, sequencing, likert, numeric, other. */
  type: string | null;
  /** SCORM 2004 only: what the question asks. */
  description: string | null;
  /** student_response (1.2) or learner_response (2004), as the package wrote it. */
  response: string | null;
  correctResponses: string[];
  /** correct, incorrect (1.2: wrong), unanticipated, neutral, or a number. */
  result: string | null;
  /** 0 or more; null when not given. */
  weighting: number | null;
  /** How long the learner took: 1.2's HH:MM:SS, 2004's ISO 8601 duration. */
  latency: string | null;
  /** When it was answered: 2004's timestamp, 1.2's time of day. */
  at: string | null;
  /** Answered correctly (isCorrect), kept so that reports count without reading each one. */
  correct: boolean;
};

/** At most this many interactions of one SCO are kept for the reports. */
export const MAX_INTERACTIONS = 500;

type Tree = Record<string, unknown>;

const tree = (value: unknown): Tree =>
  value !== null && typeof value === 'object' ? (value as Tree) : {};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

/** The entries of a CMI array in index order, whether rendered as an array or as "0", "1", … */
function entries(value: unknown): Tree[] {
  if (Array.isArray(value)) return value.map(tree);
  const object = tree(value);
  return Object.keys(object)
    .filter((key) => /^\d+$/.test(key))
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => tree(object[key]));
}

/** A result as SCORM 2004 names it (1.2's "wrong" is 2004's "incorrect"). */
const resultOf = (value: unknown) => {
  const result = text(value);
  return result === 'wrong' ? 'incorrect' : result;
};

/** The interactions of a committed `cmi` object (with or without its `cmi` wrapper). */
export function interactionsOf(kind: PackageKind, committed: unknown): Interaction[] {
  if (kind !== 'scorm12' && kind !== 'scorm2004') return [];
  const root = tree(committed);
  const cmi = 'cmi' in root ? tree(root.cmi) : root;
  const found: Interaction[] = [];
  for (const entry of entries(cmi.interactions)) {
    const id = text(entry.id);
    if (id === null) continue;
    const weighting = Number(text(entry.weighting) ?? Number.NaN);
    const result = resultOf(entry.result);
    found.push({
      id,
      type: text(entry.type),
      description: kind === 'scorm2004' ? text(entry.description) : null,
      response: text(kind === 'scorm12' ? entry.student_response : entry.learner_response),
      correctResponses: entries(entry.correct_responses)
        .map((response) => text(response.pattern))
        .filter((pattern) => pattern !== null),
      result,
      weighting: Number.isFinite(weighting) ? weighting : null,
      latency: text(entry.latency),
      at: text(kind === 'scorm12' ? entry.time : entry.timestamp),
      correct: isCorrect({ result }),
    });
    if (found.length === MAX_INTERACTIONS) break;
  }
  return found;
}

/** Whether an interaction was answered correctly (2004's correct, or a number above 0). */
export function isCorrect(interaction: Pick<Interaction, 'result'>): boolean {
  if (interaction.result === 'correct') return true;
  const score = Number(interaction.result);
  return interaction.result !== null && Number.isFinite(score) && score > 0;
}
