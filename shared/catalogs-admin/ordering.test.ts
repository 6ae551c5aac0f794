import { describe, expect, it } from 'vitest';
import { categoryTree, depthFirst, moveBy, moveTo, sameIds } from './ordering';

describe('moveTo and moveBy', () => {
  it('moves an entry to a new index', () => {
    expect(moveTo(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveTo(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps the target and leaves the list alone when nothing moves', () => {
    const list = ['a', 'b'];
    expect(moveTo(list, 0, 9)).toEqual(['b', 'a']);
    expect(moveTo(list, 1, 1)).toBe(list);
    expect(moveTo(list, 5, 0)).toBe(list);
  });

  it('moves up and down one place, not past either end', () => {
    const list = ['a', 'b', 'c'];
    expect(moveBy(list, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(list, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveBy(list, 0, -1)).toBe(list);
    expect(moveBy(list, 2, 1)).toBe(list);
  });
});

describe('sameIds', () => {
  it('accepts a reordering of exactly the known ids', () => {
    expect(sameIds(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(sameIds([], [])).toBe(true);
  });

  it('refuses a missing, foreign or repeated id', () => {
    expect(sameIds(['a'], ['a', 'b'])).toBe(false);
    expect(sameIds(['a', 'x'], ['a', 'b'])).toBe(false);
    expect(sameIds(['a', 'a'], ['a', 'b'])).toBe(false);
  });
});

describe('categoryTree and depthFirst (at most 2 levels)', () => {
  const categories = [
    { id: 'safety', parentId: null, position: 5, name: 'Safety' },
    { id: 'fire', parentId: 'safety', position: 7, name: 'Fire' },
    { id: 'mgmt', parentId: null, position: 0, name: 'Management' },
    { id: 'first-aid', parentId: 'safety', position: 6, name: 'First aid' },
    { id: 'orphan', parentId: 'gone', position: 9, name: 'Orphan' },
  ];

  it('nests children under their parent, both levels in position order', () => {
    const tree = categoryTree(categories);
    expect(tree.map((node) => [node.id, node.children.map((child) => child.id)])).toEqual([
      ['mgmt', []],
      ['safety', ['first-aid', 'fire']],
      ['orphan', []],
    ]);
  });

  it('lists parents followed by their children', () => {
    expect(depthFirst(categoryTree(categories))).toEqual([
      'mgmt',
      'safety',
      'first-aid',
      'fire',
      'orphan',
    ]);
  });
});
