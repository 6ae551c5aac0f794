import type { GradedItem } from '@/lib/resources/overview';

/**
 * What a graded item's score means, as message keys of `overview.courses.score` with their
 * values (issue 43, item 1): the score in its scheme's terms, then which attempt counts and the
 * pass mark it is measured against. Pure, so the words a learner reads are tested once.
 */
export type Words = { key: string; values?: Record<string, number> };

const round = (value: number) => Math.round(value * 100) / 100;

/** The score itself: a percent, points of a maximum, or that only pass or fail counts. */
export function scoreWords(item: GradedItem): Words {
  if (item.scheme === 'pass_fail') return { key: 'passFail' };
  if (item.percent === null) return { key: 'none' };
  if ((item.scheme === 'points' || item.scheme === 'rubric') && item.score !== null) {
    return {
      key: item.scheme,
      values: { score: round(item.score), max: round(item.maxScore ?? 0), percent: item.percent },
    };
  }
  return { key: 'percent', values: { percent: item.percent } };
}

/** What the score is measured by: the attempt that counts and the pass mark, as far as known. */
export function scoreNotes(item: GradedItem): Words[] {
  const notes: Words[] = [];
  if (item.attempts > 1 && item.kind === 'quiz') {
    notes.push({ key: 'bestOf', values: { count: item.attempts } });
  }
  if (item.attempts > 1 && item.kind === 'package') {
    notes.push({ key: 'latestOf', values: { count: item.attempts } });
  }
  if (item.passMark !== null) notes.push({ key: 'passMark', values: { mark: item.passMark } });
  return notes;
}
