import { describe, expect, it } from 'vitest';
import {
  type CourseRef,
  closesCycle,
  courseLock,
  pathProgress,
  pathSlug,
  productsForWhole,
} from './paths';

const course = (id: string): CourseRef => ({ courseId: id, title: `Course ${id}`, slug: id });
const path = (sequential: boolean, ids: string[]) => ({
  id: 'p',
  title: 'Path',
  slug: 'path',
  sequential,
  courses: ids.map(course),
});

describe('courseLock', () => {
  it('opens a course with nothing before it', () => {
    expect(
      courseLock({ courseId: 'a', completed: new Set(), prerequisites: [], paths: [] }),
    ).toEqual({ state: 'open' });
  });

  it('opens the first course of a sequential path, and course N once N-1 is completed', () => {
    const paths = [path(true, ['a', 'b', 'c'])];
    expect(
      courseLock({ courseId: 'a', completed: new Set(), prerequisites: [], paths }).state,
    ).toBe('open');
    expect(courseLock({ courseId: 'b', completed: new Set(), prerequisites: [], paths })).toEqual({
      state: 'waiting',
      requires: [course('a')],
      via: 'path',
      path: { id: 'p', title: 'Path', slug: 'path' },
    });
    expect(
      courseLock({ courseId: 'b', completed: new Set(['a']), prerequisites: [], paths }).state,
    ).toBe('open');
    // Course 3 waits for course 2 only (course 2 itself waited for course 1).
    const third = courseLock({
      courseId: 'c',
      completed: new Set(['a']),
      prerequisites: [],
      paths,
    });
    expect(third).toMatchObject({ state: 'waiting', requires: [course('b')] });
  });

  it('never locks in a path that is not sequential', () => {
    const paths = [path(false, ['a', 'b'])];
    expect(
      courseLock({ courseId: 'b', completed: new Set(), prerequisites: [], paths }).state,
    ).toBe('open');
  });

  it('waits for every prerequisite not completed, before any path', () => {
    const lock = courseLock({
      courseId: 'b',
      completed: new Set(['x']),
      prerequisites: [course('x'), course('y'), course('z')],
      paths: [path(true, ['a', 'b'])],
    });
    expect(lock).toEqual({
      state: 'waiting',
      requires: [course('y'), course('z')],
      via: 'prerequisite',
    });
  });

  it('opens once every prerequisite is completed', () => {
    expect(
      courseLock({
        courseId: 'b',
        completed: new Set(['x', 'y']),
        prerequisites: [course('x'), course('y')],
        paths: [],
      }).state,
    ).toBe('open');
  });
});

describe('closesCycle', () => {
  const edges = [
    { courseId: 'b', requiredCourseId: 'a' },
    { courseId: 'c', requiredCourseId: 'b' },
  ];
  it('refuses a course needing itself', () => {
    expect(closesCycle([], 'a', ['a'])).toBe(true);
  });
  it('refuses a circle through others', () => {
    expect(closesCycle(edges, 'a', ['c'])).toBe(true);
    expect(closesCycle(edges, 'a', ['b'])).toBe(true);
  });
  it('allows a chain and a diamond', () => {
    expect(closesCycle(edges, 'd', ['c', 'a'])).toBe(false);
    expect(closesCycle(edges, 'c', ['a', 'b'])).toBe(false);
  });
  it('reads the course’s own edges as replaced', () => {
    // c needs b now; asking c to need a instead closes nothing.
    expect(closesCycle(edges, 'c', ['a'])).toBe(false);
  });
});

describe('pathProgress', () => {
  it('counts completed courses and the mean progress', () => {
    expect(
      pathProgress([
        { courseId: 'a', progress: 100, completed: true },
        { courseId: 'b', progress: 50, completed: false },
        { courseId: 'c', progress: 0, completed: false },
      ]),
    ).toEqual({ completedCount: 1, total: 3, progress: 50, completed: false });
  });
  it('is completed when every course is', () => {
    expect(
      pathProgress([
        { courseId: 'a', progress: 100, completed: true },
        { courseId: 'b', progress: 90, completed: true },
      ]),
    ).toEqual({ completedCount: 2, total: 2, progress: 100, completed: true });
  });
  it('never completes an empty path', () => {
    expect(pathProgress([])).toEqual({
      completedCount: 0,
      total: 0,
      progress: 0,
      completed: false,
    });
  });
});

describe('productsForWhole', () => {
  it('keeps the products that unlock every course', () => {
    expect(productsForWhole([['all', 'one'], ['all', 'two'], ['all']])).toEqual(['all']);
    expect(productsForWhole([['one'], ['two']])).toEqual([]);
    expect(productsForWhole([])).toEqual([]);
  });
});

describe('pathSlug', () => {
  it('makes an address of a title', () => {
    expect(pathSlug('Data & Écriture: the path!')).toBe('data-ecriture-the-path');
    expect(pathSlug('***')).toBe('path');
  });
});
