import { describe, expect, it } from 'vitest';
import type { CourseDetail, CourseRating, LessonView } from '@/lib/resources/courses';
import { appCourse, appEnrollment } from '@/tests/support/fixtures/courses';
import { coursePercent } from './outline';
import { withEnrollment, withItemDone } from './outline-cache';

const item = (id: string, done = false) => ({
  id,
  kind: 'lesson' as const,
  slug: id,
  title: id,
  position: 1,
  durationMinutes: 10,
  freePreview: false,
  done,
});

/** Data literacy as Stijn has it: 2 of its 5 items done (40 %). */
function dataLiteracy(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...appCourse(),
    descriptionHtml: '',
    categoryName: null,
    access: 'enrolled',
    unlocked: true,
    accessBasis: 'subscription',
    organisationSeats: null,
    modules: [
      { id: 'm1', title: 'Reading charts', position: 1, items: [item('a', true), item('b', true)] },
      {
        id: 'm2',
        title: 'Working with tables',
        position: 2,
        items: [item('c'), item('d'), { ...item('quiz'), kind: 'quiz' }],
      },
    ],
    itemCount: 5,
    doneCount: 2,
    labels: [],
    coaches: [],
    unlockedBy: [],
    enrollment: appEnrollment({ progress: 40 }),
    ...overrides,
  };
}

const doneIds = (course: CourseDetail) =>
  course.modules.flatMap((module) => module.items.filter((i) => i.done).map((i) => i.id));

describe('withItemDone (Mark as done, before the server answers)', () => {
  it('ticks the item and moves the count and the percentage: 40 % → 60 %', () => {
    const before = dataLiteracy();
    const after = withItemDone(before, 'c', true);
    expect(doneIds(after)).toEqual(['a', 'b', 'c']);
    expect(after.doneCount).toBe(3);
    expect(after.enrollment?.progress).toBe(60);
    expect(coursePercent(after)).toBe(60);
    // Pure: what was cached before is untouched (the rollback restores it).
    expect(doneIds(before)).toEqual(['a', 'b']);
    expect(before.doneCount).toBe(2);
    // Modules it does not touch keep their identity (no needless re-render).
    expect(after.modules[0]).toBe(before.modules[0]);
  });

  it('un-ticks an item: 40 % → 20 %', () => {
    const after = withItemDone(dataLiteracy(), 'b', false);
    expect(doneIds(after)).toEqual(['a']);
    expect(after.doneCount).toBe(1);
    expect(coursePercent(after)).toBe(20);
  });

  it('changes nothing when the item already is as asked, or is not in the course', () => {
    const course = dataLiteracy();
    expect(withItemDone(course, 'a', true)).toBe(course);
    expect(withItemDone(course, 'c', false)).toBe(course);
    expect(withItemDone(course, 'elsewhere', true)).toBe(course);
  });

  it('keeps a completed enrolment at 100 %', () => {
    const completed = dataLiteracy({
      enrollment: appEnrollment({ status: 'completed', progress: 100 }),
    });
    const after = withItemDone(completed, 'b', false);
    expect(after.doneCount).toBe(1);
    expect(after.enrollment?.progress).toBe(100);
    expect(coursePercent(after)).toBe(100);
  });

  it('updates the lesson it names and leaves other entries of the course’s key alone', () => {
    const lesson: LessonView = { item: item('c'), previousSlug: 'b', nextSlug: 'd' };
    expect(withItemDone(lesson, 'c', true).item.done).toBe(true);
    const other: LessonView = { item: item('d'), previousSlug: 'c', nextSlug: null };
    expect(withItemDone(other, 'c', true)).toBe(other);
    const rating: CourseRating = { id: 'r', stars: 4, comment: '', updatedAt: '' };
    expect(withItemDone(rating, 'c', true)).toBe(rating);
    expect(withItemDone(null, 'c', true)).toBeNull();
  });

  it('works for a viewer without an enrolment (count only)', () => {
    const after = withItemDone(dataLiteracy({ enrollment: null }), 'c', true);
    expect(after.doneCount).toBe(3);
    expect(after.enrollment).toBeNull();
  });
});

describe('withEnrollment (the server’s answer)', () => {
  it('takes the enrolment as the server has it, e.g. completed', () => {
    const course = dataLiteracy();
    const answer = appEnrollment({ status: 'completed', progress: 100, course: null });
    const after = withEnrollment(course, answer);
    expect(after.enrollment?.status).toBe('completed');
    expect(after.enrollment?.progress).toBe(100);
    expect(after.enrollment?.course).toEqual(course.enrollment?.course);
  });

  it('leaves lessons and ratings alone', () => {
    const lesson: LessonView = { item: item('c'), previousSlug: null, nextSlug: null };
    expect(withEnrollment(lesson, appEnrollment())).toBe(lesson);
  });
});
