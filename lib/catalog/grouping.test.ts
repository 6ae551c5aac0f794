import { describe, expect, it } from 'vitest';
import type { CatalogGroup } from '@/lib/resources/catalog';
import { categoryOrder, groupCourses } from './grouping';

const course = (title: string, catalogName: string | null, categoryName: string | null) => ({
  title,
  catalogName,
  categoryName,
});

/** DEMO-DATA.md "Learning content": Demo Academy's catalogs and categories. */
const TREE: CatalogGroup[] = [
  {
    id: 'cat-digital',
    name: 'Digital skills',
    position: 2,
    categories: [
      { id: 'c-data', name: 'Data and security', position: 2 },
      { id: 'c-writing', name: 'Writing', position: 1 },
    ],
  },
  {
    id: 'cat-professional',
    name: 'Professional skills',
    position: 1,
    categories: [
      { id: 'c-management', name: 'Management', position: 1 },
      { id: 'c-safety', name: 'Safety', position: 2 },
    ],
  },
];

const shape = (sections: ReturnType<typeof groupCourses<ReturnType<typeof course>>>) =>
  sections.map((section) => [
    section.name,
    section.categories.map((category) => [
      category.name,
      category.courses.map((item) => item.title),
    ]),
  ]);

describe('groupCourses', () => {
  it('puts courses under their catalog and category, in the order of the tree', () => {
    const courses = [
      course('Data literacy', 'Digital skills', 'Data and security'),
      course('Writing for the web', 'Digital skills', 'Writing'),
      course('Workplace safety', 'Professional skills', 'Safety'),
      course('Time management', 'Professional skills', 'Management'),
      course('Project management basics', 'Professional skills', 'Management'),
    ];
    expect(shape(groupCourses(courses, TREE))).toEqual([
      [
        'Professional skills',
        [
          ['Management', ['Time management', 'Project management basics']],
          ['Safety', ['Workplace safety']],
        ],
      ],
      [
        'Digital skills',
        [
          ['Writing', ['Writing for the web']],
          ['Data and security', ['Data literacy']],
        ],
      ],
    ]);
  });

  it('puts uncategorised courses first in their catalog, and catalog-less ones last', () => {
    const courses = [
      course('Loose', null, null),
      course('Data literacy', 'Digital skills', 'Data and security'),
      course('General', 'Digital skills', null),
      course('Elsewhere', 'Unknown catalog', 'Somewhere'),
    ];
    expect(shape(groupCourses(courses, TREE))).toEqual([
      [
        'Digital skills',
        [
          [null, ['General']],
          ['Data and security', ['Data literacy']],
        ],
      ],
      ['Unknown catalog', [['Somewhere', ['Elsewhere']]]],
      [null, [[null, ['Loose']]]],
    ]);
  });

  it('gives nothing for no courses', () => {
    expect(groupCourses([], TREE)).toEqual([]);
  });
});

describe('categoryOrder', () => {
  it('orders by position with subcategories after their parent', () => {
    const ordered = categoryOrder([
      { id: 'b', name: 'B', position: 2 },
      { id: 'a1', name: 'A one', position: 1, parent: { id: 'a' } },
      { id: 'a', name: 'A', position: 1 },
      { id: 'a0', name: 'A zero', position: 0, parent: { id: 'a' } },
    ]);
    expect(ordered.map((category) => category.id)).toEqual(['a', 'a0', 'a1', 'b']);
  });
});
