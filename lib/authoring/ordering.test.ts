import { describe, expect, it } from 'vitest';
import { moveItem, moveModule, outlineOrder, shiftItem, shiftModule } from './ordering';

const outline = () => [
  { id: 'm1', items: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] },
  { id: 'm2', items: [{ id: 'd' }] },
  { id: 'm3', items: [] as { id: string }[] },
];
const ids = (modules: ReturnType<typeof outline>) =>
  modules.map((module) => `${module.id}:${module.items.map((i) => i.id).join('')}`);

describe('outline ordering (SCREENS "Authoring": keyboard alternative to drag and drop)', () => {
  it('moves an item down and up within its module', () => {
    expect(ids(shiftItem(outline(), 'a', 1))).toEqual(['m1:bac', 'm2:d', 'm3:']);
    expect(ids(shiftItem(outline(), 'c', -1))).toEqual(['m1:acb', 'm2:d', 'm3:']);
  });

  it('crosses into the next module at the bottom and the previous one at the top', () => {
    expect(ids(shiftItem(outline(), 'c', 1))).toEqual(['m1:ab', 'm2:cd', 'm3:']);
    expect(ids(shiftItem(outline(), 'd', -1))).toEqual(['m1:abcd', 'm2:', 'm3:']);
    expect(ids(shiftItem(outline(), 'd', 1))).toEqual(['m1:abc', 'm2:', 'm3:d']);
  });

  it('leaves the outline as it is at its edges and for unknown ids', () => {
    const start = outline();
    expect(shiftItem(start, 'a', -1)).toBe(start);
    expect(shiftItem(start, 'zz', 1)).toBe(start);
    const last = [{ id: 'm1', items: [{ id: 'a' }] }];
    expect(shiftItem(last, 'a', 1)).toBe(last);
    expect(moveItem(start, 'a', 7, 0)).toBe(start);
    expect(moveItem(start, 'b', 0, 1)).toBe(start);
  });

  it('moves an item to any index of any module, clamped', () => {
    expect(ids(moveItem(outline(), 'a', 1, 1))).toEqual(['m1:bc', 'm2:da', 'm3:']);
    expect(ids(moveItem(outline(), 'a', 0, 99))).toEqual(['m1:bca', 'm2:d', 'm3:']);
    expect(ids(moveItem(outline(), 'c', 0, -5))).toEqual(['m1:cab', 'm2:d', 'm3:']);
    expect(ids(moveItem(outline(), 'b', 2, 0))).toEqual(['m1:ac', 'm2:d', 'm3:b']);
  });

  it('does not change its input', () => {
    const start = outline();
    moveItem(start, 'a', 1, 0);
    expect(ids(start)).toEqual(['m1:abc', 'm2:d', 'm3:']);
  });

  it('moves modules up, down and to an index', () => {
    expect(ids(shiftModule(outline(), 'm2', -1))).toEqual(['m2:d', 'm1:abc', 'm3:']);
    expect(ids(shiftModule(outline(), 'm2', 1))).toEqual(['m1:abc', 'm3:', 'm2:d']);
    const start = outline();
    expect(shiftModule(start, 'm1', -1)).toBe(start);
    expect(shiftModule(start, 'm3', 1)).toBe(start);
    expect(ids(moveModule(outline(), 'm3', 0))).toEqual(['m3:', 'm1:abc', 'm2:d']);
  });

  it('gives the PUT …/outline body', () => {
    expect(outlineOrder(outline())).toEqual([
      { id: 'm1', item_ids: ['a', 'b', 'c'] },
      { id: 'm2', item_ids: ['d'] },
      { id: 'm3', item_ids: [] },
    ]);
  });
});
