import { describe, expect, it } from 'vitest';
import { commitFacts, rollUp } from './commit-facts';

/** Issue 37 item 2: completion, success and score as progress reads them from a commit. */
describe('commitFacts', () => {
  it('SCORM 1.2: a raw score on its own range, never 85 % shown as 20 %', () => {
    const score = (raw: string, min?: string, max?: string) =>
      commitFacts('scorm12', {
        cmi: { core: { lesson_status: 'incomplete', score: { raw, min, max } } },
      }).scoreScaled;
    expect(score('85')).toBe(0.85);
    expect(score('85', '0', '100')).toBe(0.85);
    expect(score('17', '0', '20')).toBe(0.85);
    expect(score('120', '0', '100')).toBe(1);
    expect(score('')).toBeNull();
    expect(score('5', '10', '10')).toBeNull();
  });

  it('SCORM 1.2: passed and completed are done, failed and incomplete are not', () => {
    const status = (lesson_status: string) =>
      commitFacts('scorm12', { cmi: { core: { lesson_status } } });
    expect(status('passed')).toMatchObject({ done: true, successStatus: 'passed' });
    expect(status('completed')).toMatchObject({ done: true, successStatus: null });
    expect(status('failed')).toMatchObject({ done: false, successStatus: 'failed' });
    expect(status('incomplete').done).toBe(false);
    expect(status('browsed').done).toBe(false);
  });

  it('SCORM 2004: completed and not failed, or passed; the scaled score as given', () => {
    const facts = (cmi: Record<string, unknown>) => commitFacts('scorm2004', { cmi });
    expect(facts({ completion_status: 'completed', success_status: 'unknown' }).done).toBe(true);
    expect(facts({ completion_status: 'completed', success_status: 'failed' }).done).toBe(false);
    expect(facts({ completion_status: 'incomplete', success_status: 'passed' }).done).toBe(true);
    expect(facts({ completion_status: 'incomplete' }).done).toBe(false);
    expect(facts({ score: { scaled: '0.9' } }).scoreScaled).toBe(0.9);
    expect(facts({ score: { scaled: '-0.5' } }).scoreScaled).toBe(0);
    expect(facts({ score: { raw: '45', min: '0', max: '50' } }).scoreScaled).toBe(0.9);
    // Without the `cmi` wrapper too.
    expect(commitFacts('scorm2004', { completion_status: 'completed' }).done).toBe(true);
  });

  it('anything that is not a cmi object reads as nothing given', () => {
    for (const junk of [null, 'x', 42, [], { cmi: 'x' }]) {
      expect(commitFacts('scorm12', junk)).toEqual({
        completionStatus: null,
        successStatus: null,
        scoreScaled: null,
        done: false,
      });
    }
  });
});

describe('rollUp', () => {
  const two = [
    { identifier: 'A', type: 'sco' as const },
    { identifier: 'B', type: 'sco' as const },
    { identifier: 'X', type: 'asset' as const },
  ];
  const sco = (
    identifier: string,
    done: boolean,
    successStatus: string | null,
    score: number | null,
  ) => ({
    identifier,
    done,
    successStatus,
    scoreScaled: score,
  });

  it('is done once every SCO is, whatever the assets', () => {
    expect(rollUp(two, []).done).toBe(false);
    expect(rollUp(two, []).completionStatus).toBeNull();
    // One part passed of two: in progress, not passed yet.
    expect(rollUp(two, [sco('A', true, 'passed', 1)])).toMatchObject({
      done: false,
      completionStatus: 'incomplete',
      successStatus: null,
    });
    expect(rollUp(two, [sco('A', true, 'passed', 1), sco('B', true, null, 0.5)])).toEqual({
      done: true,
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreScaled: 0.75,
    });
  });

  it('fails when one SCO failed', () => {
    expect(
      rollUp(two, [sco('A', true, 'passed', 1), sco('B', false, 'failed', 0.2)]).successStatus,
    ).toBe('failed');
  });

  it('a package of assets only is done once one was opened', () => {
    const assets = [{ identifier: 'X', type: 'asset' as const }];
    expect(rollUp(assets, []).done).toBe(false);
    expect(rollUp(assets, [sco('X', false, null, null)]).done).toBe(true);
  });
});
