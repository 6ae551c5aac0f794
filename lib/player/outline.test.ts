import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '@/lib/resources/courses';
import { appEnrollment } from '@/tests/support/fixtures/courses';
import {
  coursePercent,
  findItemBySlug,
  itemHref,
  markableKind,
  moduleOfItem,
  outlineItems,
  progressPercent,
  rateHref,
} from './outline';

const item = (id: string, done = false, kind: 'lesson' | 'quiz' = 'lesson') => ({
  id,
  kind,
  slug: id,
  title: id,
  position: 1,
  durationMinutes: 10,
  freePreview: false,
  done,
});

/** DEMO-DATA "Data literacy": 2 modules, 4 lessons and a quiz; Stijn has done 2 (40 %). */
const course = {
  modules: [
    { id: 'm1', title: 'Reading charts', position: 1, items: [item('a', true), item('b', true)] },
    {
      id: 'm2',
      title: 'Working with tables',
      position: 2,
      items: [item('c'), item('d'), item('quiz', false, 'quiz')],
    },
  ],
  itemCount: 5,
  doneCount: 2,
  enrollment: appEnrollment({ progress: 40 }),
} satisfies Pick<CourseDetail, 'modules' | 'itemCount' | 'doneCount' | 'enrollment'>;

describe('course progress (SCREENS "Learning": done items ÷ items)', () => {
  it('is a whole percentage of the items done', () => {
    expect(progressPercent(2, 5)).toBe(40);
    expect(progressPercent(3, 5)).toBe(60);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(9, 5)).toBe(100);
  });

  it('reads the outline, and stays at 100 once the enrolment is completed', () => {
    expect(coursePercent(course)).toBe(40);
    expect(
      coursePercent({
        ...course,
        enrollment: appEnrollment({ status: 'completed', progress: 100 }),
      }),
    ).toBe(100);
  });
});

describe('the outline', () => {
  it('lists the items module by module and finds an item’s module', () => {
    expect(outlineItems(course).map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd', 'quiz']);
    expect(moduleOfItem(course, 'c')?.title).toBe('Working with tables');
    expect(findItemBySlug(course, 'd')?.id).toBe('d');
    expect(findItemBySlug(course, null)).toBeUndefined();
  });

  it('links lessons, the rating page, and marks only lessons by hand', () => {
    expect(itemHref('data-literacy', 'misleading-axes')).toBe(
      '/courses/data-literacy/misleading-axes',
    );
    expect(rateHref('data literacy')).toBe('/rate?course=data%20literacy');
    expect(markableKind('lesson')).toBe(true);
    expect(markableKind('quiz')).toBe(false);
    expect(markableKind('assignment')).toBe(false);
  });
});
