import { describe, expect, it } from 'vitest';
import {
  continuePath,
  coursePagePath,
  durationParts,
  firstItemSlug,
  lessonPath,
  percent,
  ratePath,
} from './course-paths';

describe('course paths', () => {
  it('builds the course page, lesson and rate paths', () => {
    expect(coursePagePath('data-literacy')).toBe('/catalog/data-literacy');
    expect(lessonPath('data-literacy', 'misleading-axes')).toBe(
      '/courses/data-literacy/misleading-axes',
    );
    expect(ratePath('a b')).toBe('/rate?course=a%20b');
  });

  it('continues at the next item, else the first, else the course page', () => {
    expect(continuePath('c', 'next', 'first')).toBe('/courses/c/next');
    expect(continuePath('c', null, 'first')).toBe('/courses/c/first');
    expect(continuePath('c', null, null)).toBe('/catalog/c');
  });

  it('finds the first item, skipping empty modules', () => {
    expect(firstItemSlug([{ items: [] }, { items: [{ slug: 'a' }, { slug: 'b' }] }])).toBe('a');
    expect(firstItemSlug([])).toBeNull();
  });

  it('splits a duration into hours and minutes', () => {
    expect(durationParts(95)).toEqual({ hours: 1, minutes: 35 });
    expect(durationParts(45)).toEqual({ hours: 0, minutes: 45 });
    expect(durationParts(-3)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(Number.NaN)).toEqual({ hours: 0, minutes: 0 });
  });

  it('keeps progress a whole percentage', () => {
    expect(percent(39.6)).toBe(40);
    expect(percent(140)).toBe(100);
    expect(percent('12')).toBe(0);
  });
});
