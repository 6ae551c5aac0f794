import { describe, expect, it } from 'vitest';
import type { AdminCatalog, CatalogsBoard } from '@/lib/resources/catalogs-admin';
import { catalogLayout, coursesBeneath, orderOf, withLayout, withMovedBy } from './board';

const category = (id: string, position: number, parentId: string | null = null) => ({
  id,
  name: id,
  position,
  parentId,
  catalogId: 'cat',
});
const course = (id: string, categoryId: string | null, position: number) => ({
  id,
  title: id,
  slug: id,
  status: 'published' as const,
  position,
  categoryId,
});

const catalog: AdminCatalog = {
  id: 'cat',
  name: 'Professional skills',
  position: 0,
  audienceRoles: [],
  audienceEntityIds: [],
  categories: [category('safety', 2), category('mgmt', 0), category('fire', 3, 'safety')],
  courses: [
    course('time', 'mgmt', 1),
    course('pm', 'mgmt', 0),
    course('ws', 'safety', 0),
    course('drill', 'fire', 0),
    course('loose', null, 0),
    course('stray', 'elsewhere', 0),
  ],
};

describe('catalogLayout and orderOf', () => {
  it('lays out two levels with their courses in order, the rest without a category', () => {
    const layout = catalogLayout(catalog);
    expect(layout.categories.map((c) => c.id)).toEqual(['mgmt', 'safety']);
    expect(layout.categories[0]?.courses.map((c) => c.id)).toEqual(['pm', 'time']);
    expect(layout.categories[1]?.children.map((c) => c.id)).toEqual(['fire']);
    expect(layout.uncategorised.map((c) => c.id)).toEqual(['loose', 'stray']);
    expect(orderOf(layout)).toEqual({
      categories: [
        { id: 'mgmt', courses: ['pm', 'time'] },
        { id: 'safety', courses: ['ws'] },
        { id: 'fire', courses: ['drill'] },
      ],
      uncategorised: ['loose', 'stray'],
    });
    expect(coursesBeneath(layout.categories[1]!)).toBe(2);
  });
});

describe('withMovedBy', () => {
  it('moves a course within its category, and a category among its siblings', () => {
    const layout = catalogLayout(catalog);
    const courses = withMovedBy(layout, { kind: 'courses', categoryId: 'mgmt' }, 1, -1);
    expect(orderOf(courses).categories[0]).toEqual({ id: 'mgmt', courses: ['time', 'pm'] });
    const cats = withMovedBy(layout, { kind: 'categories', parentId: null }, 0, 1);
    expect(orderOf(cats).categories.map((c) => c.id)).toEqual(['safety', 'fire', 'mgmt']);
    const loose = withMovedBy(layout, { kind: 'courses', categoryId: null }, 0, 1);
    expect(orderOf(loose).uncategorised).toEqual(['stray', 'loose']);
    // At the end of its list nothing moves.
    expect(orderOf(withMovedBy(layout, { kind: 'courses', categoryId: 'fire' }, 0, 1))).toEqual(
      orderOf(layout),
    );
  });

  it('writes the new positions into the board (the optimistic change)', () => {
    const board: CatalogsBoard = { catalogs: [catalog], entities: [], roles: [] };
    const moved = withMovedBy(
      catalogLayout(catalog),
      { kind: 'categories', parentId: null },
      1,
      -1,
    );
    const next = withLayout(board, 'cat', moved);
    const positions = Object.fromEntries(
      next.catalogs[0]!.categories.map((c) => [c.id, c.position]),
    );
    expect(positions).toEqual({ safety: 0, fire: 1, mgmt: 2 });
    expect(catalogLayout(next.catalogs[0]!).categories.map((c) => c.id)).toEqual([
      'safety',
      'mgmt',
    ]);
    expect(board.catalogs[0]?.categories[0]?.position).toBe(2);
  });
});
