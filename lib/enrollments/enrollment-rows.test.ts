import { describe, expect, it } from 'vitest';
import type { Course, Enrollment } from '@/lib/resources/enrollments';
import { appCourse, appEnrollment } from '@/tests/support/fixtures/courses';
import { enrollmentRows } from './enrollment-rows';

const course: Course = appCourse({ id: 'c1', title: 'Data literacy' });

const enrollment = (overrides: Partial<Enrollment> = {}): Enrollment =>
  appEnrollment({ progress: 40, course, ...overrides });

describe('enrollmentRows', () => {
  it('keeps the order and shows title, status, progress and date', () => {
    const rows = enrollmentRows([
      enrollment(),
      enrollment({ id: 'e2', status: 'completed', progress: 100 }),
    ]);
    expect(rows).toEqual([
      {
        id: 'e1',
        title: 'Data literacy',
        status: 'active',
        progress: 40,
        enrolledAt: '2026-10-01T09:00:00.000Z',
        unpublished: false,
      },
      expect.objectContaining({ id: 'e2', status: 'completed', progress: 100 }),
    ]);
  });

  it('marks courses that are no longer published', () => {
    const [row] = enrollmentRows([enrollment({ course: { ...course, status: 'draft' as const } })]);
    expect(row?.unpublished).toBe(true);
  });

  it('copes with a missing course, odd progress and an unknown status', () => {
    const rows = enrollmentRows([
      enrollment({ course: null, progress: 140 }),
      enrollment({ course: undefined, progress: -3 }),
      enrollment({ progress: 33.6, status: 'paused' as Enrollment['status'] }),
      enrollment({ progress: Number.NaN }),
    ]);
    expect(rows.map((row) => [row.title, row.unpublished, row.progress, row.status])).toEqual([
      [null, false, 100, 'active'],
      [null, false, 0, 'active'],
      ['Data literacy', false, 34, 'active'],
      ['Data literacy', false, 0, 'active'],
    ]);
  });

  it('is empty for no enrolments', () => {
    expect(enrollmentRows([])).toEqual([]);
  });
});
