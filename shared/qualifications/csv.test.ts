import { describe, expect, it } from 'vitest';
import { MATRIX_CSV_HEADER, matrixCsvRows, REPORT_CSV_HEADER, reportCsvRows } from './csv';
import { qualificationReport } from './progress';

describe('reportCsvRows', () => {
  it('starts with the header, then one row per qualification and course', () => {
    const report = qualificationReport(
      {
        id: 'q1',
        name: 'Digital foundations',
        requiredCount: null,
        courses: [
          { id: 'c1', title: 'Data literacy', slug: 'data-literacy' },
          { id: 'c2', title: 'Writing for the web', slug: 'writing-for-the-web' },
        ],
      },
      new Map([['c1', { progress: 40, completed: false }]]),
    );
    expect(reportCsvRows([report])).toEqual([
      [...REPORT_CSV_HEADER],
      ['Digital foundations', '2', '0', '0', 'no', 'Data literacy', 'data-literacy', '40', 'no'],
      [
        'Digital foundations',
        '2',
        '0',
        '0',
        'no',
        'Writing for the web',
        'writing-for-the-web',
        '0',
        'no',
      ],
    ]);
  });

  it('keeps a qualification without courses as one row with empty course cells', () => {
    const empty = qualificationReport(
      { id: 'q', name: 'Empty', requiredCount: null, courses: [] },
      new Map(),
    );
    expect(reportCsvRows([empty])).toEqual([
      [...REPORT_CSV_HEADER],
      ['Empty', '0', '0', '0', 'no', '', '', '', ''],
    ]);
  });

  it('is only the header without qualifications', () => {
    expect(reportCsvRows([])).toEqual([[...REPORT_CSV_HEADER]]);
  });
});

describe('matrixCsvRows', () => {
  it('starts with the header, then one row per mentee and qualification', () => {
    const rows = matrixCsvRows(
      [
        { id: 'q1', name: 'Digital foundations' },
        { id: 'q2', name: 'Leadership' },
      ],
      [
        {
          id: 'm1',
          name: 'Stijn Student',
          email: 'student@demo.academy',
          cells: [
            { qualificationId: 'q1', progress: 50, achieved: false },
            { qualificationId: 'q2', progress: 100, achieved: true },
          ],
        },
      ],
    );
    expect(rows).toEqual([
      [...MATRIX_CSV_HEADER],
      ['Stijn Student', 'student@demo.academy', 'Digital foundations', '50', 'no'],
      ['Stijn Student', 'student@demo.academy', 'Leadership', '100', 'yes'],
    ]);
  });
});
