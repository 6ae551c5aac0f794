import { describe, expect, it } from 'vitest';
import { sequencedFacts, sequencingStateBody } from './sequencing-state';

const state = (root: Record<string, unknown> | null) => ({
  sequencing: root === null ? null : { activityStates: { ROOT: { id: 'ROOT', ...root } } },
});
const sco = (identifier: string, scoreScaled: number | null) => ({
  identifier,
  done: false,
  successStatus: null,
  scoreScaled,
});

describe('sequencedFacts: the item from the root activity’s rollup', () => {
  it('is done once the root is completed, or satisfied, and not failed', () => {
    expect(
      sequencedFacts(
        state({ completionStatus: 'completed', successStatus: 'unknown' }),
        'ROOT',
        [],
      ),
    ).toEqual({
      completionStatus: 'completed',
      successStatus: 'unknown',
      scoreScaled: null,
      done: true,
    });
    expect(
      sequencedFacts(state({ completionStatus: 'incomplete', successStatus: 'passed' }), 'ROOT', [])
        ?.done,
    ).toBe(true);
    expect(
      sequencedFacts(state({ completionStatus: 'completed', successStatus: 'failed' }), 'ROOT', []),
    ).toMatchObject({ successStatus: 'failed', done: false });
    expect(
      sequencedFacts(state({ completionStatus: 'unknown', successStatus: 'unknown' }), 'ROOT', []),
    ).toMatchObject({ completionStatus: null, done: false });
  });

  it('scores by the root’s normalized measure when known, else the SCOs’ mean', () => {
    const scos = [sco('A', 0.5), sco('B', 1), sco('C', null)];
    expect(
      sequencedFacts(
        state({ objectiveMeasureStatus: true, objectiveNormalizedMeasure: 0.85 }),
        'ROOT',
        scos,
      )?.scoreScaled,
    ).toBe(0.85);
    // A measure the rollup does not know (status false) is no score, whatever its number.
    expect(
      sequencedFacts(
        state({ objectiveMeasureStatus: false, objectiveNormalizedMeasure: 0 }),
        'ROOT',
        scos,
      )?.scoreScaled,
    ).toBe(0.75);
    expect(
      sequencedFacts(
        state({ objectiveMeasureStatus: true, objectiveNormalizedMeasure: 3 }),
        'ROOT',
        [],
      )?.scoreScaled,
    ).toBe(1);
  });

  it('is null without the root’s tracking, and ignores what is no status', () => {
    expect(sequencedFacts(state(null), 'ROOT', [])).toBeNull();
    expect(sequencedFacts(state({}), 'OTHER', [])).toBeNull();
    expect(
      sequencedFacts(state({ completionStatus: 7, successStatus: 'great' }), 'ROOT', []),
    ).toEqual({ completionStatus: null, successStatus: null, scoreScaled: null, done: false });
  });
});

describe('sequencingStateBody', () => {
  it('takes a positive sequence and a state whose tracking is by activity', () => {
    const ok = {
      sequence: 1,
      state: { version: '1.0', ...state({ completionStatus: 'completed' }) },
    };
    expect(sequencingStateBody.safeParse(ok).success).toBe(true);
    expect(sequencingStateBody.parse(ok).state).toHaveProperty('version', '1.0');
    expect(sequencingStateBody.safeParse({ ...ok, sequence: 0 }).success).toBe(false);
    expect(sequencingStateBody.safeParse({ ...ok, sequence: 1.5 }).success).toBe(false);
    expect(sequencingStateBody.safeParse({ sequence: 1, state: { sequencing: 'x' } }).success).toBe(
      false,
    );
    expect(
      sequencingStateBody.safeParse({ sequence: 1, state: { sequencing: { activityStates: [] } } })
        .success,
    ).toBe(false);
    expect(
      sequencingStateBody.safeParse({ sequence: 1, state: { sequencing: null } }).success,
    ).toBe(true);
  });
});
