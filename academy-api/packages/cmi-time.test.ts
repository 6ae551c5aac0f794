import { describe, expect, it } from 'vitest';
import { timespanSeconds, totalTimeSeconds, withKeptTotalTime } from './cmi-time';

describe('SCORM times', () => {
  it('reads SCORM 1.2 timespans and SCORM 2004 durations', () => {
    expect(timespanSeconds('00:15:30')).toBe(930);
    expect(timespanSeconds('0001:02:03.5')).toBe(3723.5);
    expect(timespanSeconds('PT15M30S')).toBe(930);
    expect(timespanSeconds('PT1H0.25S')).toBe(3600.25);
    expect(timespanSeconds('P1DT1S')).toBe(86_401);
    for (const junk of ['', 'P', 'PT', '12', '00:61:00', 'abc', null, 5]) {
      expect(timespanSeconds(junk)).toBeNull();
    }
  });

  it('keeps the last total time when a commit carries none (1.2 and 2004)', () => {
    const before12 = { cmi: { core: { total_time: '00:10:00', lesson_status: 'incomplete' } } };
    const next12 = { cmi: { core: { lesson_status: 'passed' }, suspend_data: 'x' } };
    const kept12 = withKeptTotalTime('scorm12', next12, before12);
    expect(kept12).toEqual({
      cmi: { core: { lesson_status: 'passed', total_time: '00:10:00' }, suspend_data: 'x' },
    });
    expect(totalTimeSeconds(kept12)).toBe(600);
    // A commit with its own total keeps it (the run-time added this session).
    const own = { cmi: { core: { total_time: '00:15:30' } } };
    expect(withKeptTotalTime('scorm12', own, before12)).toBe(own);

    const kept2004 = withKeptTotalTime(
      'scorm2004',
      { cmi: { completion_status: 'completed' } },
      { cmi: { total_time: 'PT10M' } },
    );
    expect(kept2004).toEqual({ cmi: { completion_status: 'completed', total_time: 'PT10M' } });
    expect(withKeptTotalTime('scorm2004', { cmi: {} }, null)).toEqual({ cmi: {} });
  });
});
