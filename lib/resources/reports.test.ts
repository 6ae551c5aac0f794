import { describe, expect, it } from 'vitest';
import { reportCsvPath } from './reports';

describe('reports (issue 43, item 5)', () => {
  it('downloads the CSV of what the filters show, whatever the page', () => {
    expect(reportCsvPath('completions', 'filter[course]=c1&page[number]=2&page[size]=50')).toBe(
      '/api/v1/reports/completions/export.csv?filter%5Bcourse%5D=c1',
    );
    expect(reportCsvPath('progress', 'page[size]=50')).toBe('/api/v1/reports/progress/export.csv');
  });
});
