import { describe, expect, it } from 'vitest';
import { type MenuNode, resolveMenu } from './menu-item';

const context = { roles: ['academy_author'], features: [] };
const never = () => false;

describe('resolveMenu', () => {
  it('drops entries whose rule fails', () => {
    const nodes: MenuNode[] = [
      { labelKey: 'a', href: '/a' },
      { labelKey: 'b', href: '/b', when: never },
    ];
    expect(resolveMenu(nodes, context).map((item) => item.href)).toEqual(['/a']);
  });
  it('hides a group with no visible child, so a submenu never opens onto nothing', () => {
    const nodes: MenuNode[] = [
      { labelKey: 'g', children: [{ labelKey: 'x', href: '/x', when: never }] },
    ];
    expect(resolveMenu(nodes, context)).toEqual([]);
  });
  it('links a group without href to its first visible child', () => {
    const nodes: MenuNode[] = [
      {
        labelKey: 'g',
        children: [
          { labelKey: 'x', href: '/x', when: never },
          { labelKey: 'y', href: '/y', exact: true },
        ],
      },
    ];
    expect(resolveMenu(nodes, context)).toEqual([
      {
        labelKey: 'g',
        href: '/y',
        exact: false,
        external: false,
        children: [{ labelKey: 'y', href: '/y', exact: true, external: false, children: [] }],
      },
    ]);
  });
});
