import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseDetail } from '@/lib/resources/courses';
import {
  previewDone,
  resetPreview,
  setPreviewDone,
  subscribePreview,
  withPreviewProgress,
} from './preview-progress';

/** Two modules, three items (the last a quiz), as the preview API answers: nothing done. */
const COURSE = {
  id: 'c-1',
  slug: 'leading-hybrid-teams',
  title: 'Leading hybrid teams',
  access: 'included',
  doneCount: 0,
  itemCount: 3,
  enrollment: null,
  modules: [
    {
      id: 'm-1',
      title: 'Team rhythm',
      position: 1,
      items: [
        { id: 'i-1', slug: 'meetings', kind: 'lesson', done: false },
        { id: 'i-2', slug: 'updates', kind: 'lesson', done: false },
      ],
    },
    {
      id: 'm-2',
      title: 'Check',
      position: 2,
      items: [{ id: 'i-3', slug: 'quiz', kind: 'quiz', done: false }],
    },
  ],
} as unknown as CourseDetail;

describe('withPreviewProgress', () => {
  it('reads as a fresh enrolment while nothing is done: 0 %, Continue at the first item', () => {
    const course = withPreviewProgress(COURSE, new Set());
    expect(course.access).toBe('enrolled');
    expect(course.doneCount).toBe(0);
    expect(course.enrollment).toMatchObject({
      status: 'active',
      progress: 0,
      nextItemSlug: 'meetings',
      firstItemSlug: 'meetings',
    });
  });

  it('ticks what was done and counts it (SCREENS: done items ÷ items)', () => {
    const course = withPreviewProgress(COURSE, new Set(['i-1', 'i-3']));
    expect(course.modules.flatMap((m) => m.items.map((i) => i.done))).toEqual([true, false, true]);
    expect(course.doneCount).toBe(2);
    expect(course.enrollment).toMatchObject({
      status: 'active',
      progress: 67,
      nextItemSlug: 'updates',
    });
  });

  it('completes the enrolment when every item is done', () => {
    const course = withPreviewProgress(COURSE, new Set(['i-1', 'i-2', 'i-3']));
    expect(course.enrollment).toMatchObject({
      status: 'completed',
      progress: 100,
      nextItemSlug: null,
    });
  });

  it('leaves the course it was given as it was', () => {
    withPreviewProgress(COURSE, new Set(['i-1']));
    expect(COURSE.modules[0]?.items[0]?.done).toBe(false);
    expect(COURSE.enrollment).toBeNull();
  });
});

describe('the tab’s ticks', () => {
  beforeEach(() => {
    resetPreview('c-1');
    resetPreview('c-2');
  });

  it('keeps them per course, tells listeners, and hands back the same set until it changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribePreview(listener);
    const before = previewDone('c-1');
    expect(previewDone('c-1')).toBe(before);
    setPreviewDone('c-1', 'i-1', true);
    expect([...previewDone('c-1')]).toEqual(['i-1']);
    expect(previewDone('c-2').size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
    setPreviewDone('c-1', 'i-1', true);
    expect(listener).toHaveBeenCalledTimes(1);
    setPreviewDone('c-1', 'i-1', false);
    expect(previewDone('c-1').size).toBe(0);
    unsubscribe();
  });

  it('starts again from nothing', () => {
    setPreviewDone('c-1', 'i-1', true);
    setPreviewDone('c-1', 'i-2', true);
    resetPreview('c-1');
    expect(previewDone('c-1').size).toBe(0);
  });
});
