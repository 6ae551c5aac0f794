import { describe, expect, it } from 'vitest';
import { scoreNotes, scoreWords } from './grade-words';
import { gradedItem } from './overview.test-support';

const item = gradedItem;

describe('a score with its meaning (issue 43, item 1)', () => {
  it('a quiz: its best percent, of how many attempts, against its pass mark', () => {
    expect(scoreWords(item({}))).toEqual({ key: 'percent', values: { percent: 80 } });
    expect(scoreNotes(item({}))).toEqual([
      { key: 'bestOf', values: { count: 3 } },
      { key: 'passMark', values: { mark: 60 } },
    ]);
    expect(scoreNotes(item({ attempts: 1 }))).toEqual([{ key: 'passMark', values: { mark: 60 } }]);
  });

  it('an assignment: points or rubric points of the maximum; pass or fail has none', () => {
    const points = item({
      kind: 'assignment',
      scheme: 'points',
      score: 7,
      maxScore: 10,
      percent: 70,
    });
    expect(scoreWords(points)).toEqual({
      key: 'points',
      values: { score: 7, max: 10, percent: 70 },
    });
    expect(scoreWords({ ...points, scheme: 'rubric', score: 6.666 })).toEqual({
      key: 'rubric',
      values: { score: 6.67, max: 10, percent: 70 },
    });
    expect(scoreWords(item({ kind: 'assignment', scheme: 'pass_fail', passMark: null }))).toEqual({
      key: 'passFail',
    });
  });

  it('a package: its latest attempt', () => {
    const pkg = item({ kind: 'package', passMark: null, attempts: 2, percent: 40 });
    expect(scoreNotes(pkg)).toEqual([{ key: 'latestOf', values: { count: 2 } }]);
  });

  it('nothing graded yet: no score', () => {
    expect(scoreWords(item({ percent: null, score: null, result: 'not_started' }))).toEqual({
      key: 'none',
    });
  });
});
