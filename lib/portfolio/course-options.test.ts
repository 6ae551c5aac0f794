import { describe, expect, it } from 'vitest';
import type { Course, Enrollment } from '@/lib/resources/enrollments';
import { appCourse, appEnrollment } from '@/tests/support/fixtures/courses';
import { courseOptions } from './course-options';

const course = (id: string, title: string): Course => appCourse({ id, title, catalogName: null });

const enrollment = (id: string, enrolled: Course | null): Enrollment => ({
  ...appEnrollment({ id }),
  course: enrolled,
});

describe('courseOptions', () => {
  it('lists each enrolled course once, by title', () => {
    const options = courseOptions(
      [
        enrollment('e1', course('c-web', 'Writing for the web')),
        enrollment('e2', course('c-data', 'Data literacy')),
        enrollment('e3', course('c-web', 'Writing for the web')),
        enrollment('e4', null),
      ],
      'en',
    );
    expect(options).toEqual([
      { value: 'c-data', label: 'Data literacy' },
      { value: 'c-web', label: 'Writing for the web' },
    ]);
  });

  it('is empty without enrolments', () => {
    expect(courseOptions([], 'nl')).toEqual([]);
  });
});
