import { describe, expect, it } from 'vitest';
import { filtersFromLink } from './participants-view';

describe('filters a link brings to /coach/students', () => {
  it('takes ?risk= (one of the four) and ?course= (an id)', () => {
    expect(filtersFromLink(new URLSearchParams('risk=at_risk'))).toEqual({ risk: 'at_risk' });
    const course = '0190a0a0-0000-7000-8000-000000000000';
    expect(filtersFromLink(new URLSearchParams(`course=${course}&risk=overdue`))).toEqual({
      risk: 'overdue',
      course,
    });
  });

  it('ignores anything else', () => {
    expect(filtersFromLink(new URLSearchParams(''))).toBeNull();
    expect(filtersFromLink(new URLSearchParams('risk=sleepy&course=1; drop'))).toBeNull();
  });
});
