import { describe, expect, it } from 'vitest';
import { reportHref, reportOfSegment } from './report-view';

describe('report addresses', () => {
  it('names each report by its address and back', () => {
    expect(reportHref('completions')).toBe('/admin/reports');
    expect(reportHref('quiz_results')).toBe('/admin/reports/quiz-results');
    expect(reportOfSegment('quiz-results')).toBe('quiz_results');
    expect(reportOfSegment('certificates')).toBe('certificates');
    // The completions report has one address only, /admin/reports.
    expect(reportOfSegment('completions')).toBeNull();
    expect(reportOfSegment('nope')).toBeNull();
  });
});
