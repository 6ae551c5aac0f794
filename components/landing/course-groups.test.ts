import { describe, expect, it } from 'vitest';
import { coverSource, groupByCategory } from './course-groups';

const course = (title: string, categoryName: string | null) => ({ title, categoryName });

describe('groupByCategory', () => {
  it('keeps the catalog order of categories and courses, uncategorised last', () => {
    const groups = groupByCategory([
      course('Project management basics', 'Management'),
      course('Loose course', null),
      course('Workplace safety', 'Safety'),
      course('Time management', 'Management'),
      course('Another loose one', '  '),
    ]);
    expect(groups.map((group) => [group.name, group.courses.map((c) => c.title)])).toEqual([
      ['Management', ['Project management basics', 'Time management']],
      ['Safety', ['Workplace safety']],
      [null, ['Loose course', 'Another loose one']],
    ]);
  });

  it('gives no groups for no courses', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('coverSource', () => {
  it('takes same-origin paths and https URLs', () => {
    expect(coverSource('/course-covers/data-literacy.svg')).toBe(
      '/course-covers/data-literacy.svg',
    );
    expect(coverSource('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
  });

  it('refuses anything else', () => {
    for (const url of [
      null,
      undefined,
      '',
      '//evil.example/a.png',
      '/\\evil',
      'http://x/a.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
    ]) {
      expect(coverSource(url)).toBeNull();
    }
  });
});
