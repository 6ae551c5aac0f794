import { describe, expect, it } from 'vitest';
import { interactionsOf, isCorrect, MAX_INTERACTIONS } from './interactions';

describe('interactionsOf: the questions a SCO reports', () => {
  it('reads SCORM 2004 interactions as scorm-again renders them, keyed "0", "1", …', () => {
    const cmi = {
      cmi: {
        interactions: {
          1: { id: 'q2', type: 'true-false', learner_response: 'false', result: 'incorrect' },
          0: {
            id: 'q1',
            type: 'choice',
            description: 'Which exit is nearest?',
            learner_response: 'b',
            result: 'correct',
            weighting: '2',
            latency: 'PT12S',
            timestamp: '2026-12-04T10:00:00Z',
            correct_responses: { 0: { pattern: 'b' } },
            objectives: {},
          },
        },
      },
    };
    expect(interactionsOf('scorm2004', cmi)).toEqual([
      {
        id: 'q1',
        type: 'choice',
        description: 'Which exit is nearest?',
        response: 'b',
        correctResponses: ['b'],
        result: 'correct',
        weighting: 2,
        latency: 'PT12S',
        at: '2026-12-04T10:00:00Z',
        correct: true,
      },
      {
        id: 'q2',
        type: 'true-false',
        description: null,
        response: 'false',
        correctResponses: [],
        result: 'incorrect',
        weighting: null,
        latency: null,
        at: null,
        correct: false,
      },
    ]);
  });

  it('reads SCORM 1.2 interactions (student_response, time; "wrong" is incorrect)', () => {
    const cmi = {
      interactions: [
        {
          id: 'exit-1',
          type: 'choice',
          student_response: 'a',
          result: 'wrong',
          time: '10:01:02',
          latency: '00:00:09',
          description: 'not a 1.2 field',
          correct_responses: [{ pattern: 'c' }, { pattern: 'd' }],
        },
      ],
    };
    expect(interactionsOf('scorm12', cmi)).toEqual([
      expect.objectContaining({
        id: 'exit-1',
        description: null,
        response: 'a',
        result: 'incorrect',
        at: '10:01:02',
        latency: '00:00:09',
        correctResponses: ['c', 'd'],
        correct: false,
      }),
    ]);
  });

  it('skips what has no id, reads nothing of cmi5 or of what is no cmi, and keeps at most the limit', () => {
    expect(interactionsOf('scorm2004', { interactions: { 0: { type: 'choice' } } })).toEqual([]);
    expect(interactionsOf('cmi5', { interactions: [{ id: 'x' }] })).toEqual([]);
    expect(interactionsOf('scorm2004', null)).toEqual([]);
    expect(interactionsOf('scorm2004', { interactions: 'nonsense' })).toEqual([]);
    const many = Array.from({ length: MAX_INTERACTIONS + 5 }, (_, n) => ({ id: `q${n}` }));
    expect(interactionsOf('scorm2004', { interactions: many })).toHaveLength(MAX_INTERACTIONS);
  });
});

describe('isCorrect', () => {
  it('is correct for "correct" and a positive numeric result only', () => {
    expect(isCorrect({ result: 'correct' })).toBe(true);
    expect(isCorrect({ result: '0.5' })).toBe(true);
    expect(isCorrect({ result: '0' })).toBe(false);
    expect(isCorrect({ result: 'incorrect' })).toBe(false);
    expect(isCorrect({ result: 'neutral' })).toBe(false);
    expect(isCorrect({ result: null })).toBe(false);
  });
});
