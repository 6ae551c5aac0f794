import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import ro from '@/messages/ro.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translation bundles (en, nl, ro)', () => {
  const english = keys(en).sort();
  it.each([
    ['nl', nl],
    ['ro', ro],
  ])('%s has exactly the keys of en', (_, bundle) => {
    expect(keys(bundle).sort()).toEqual(english);
  });

  it('has no empty texts', () => {
    for (const bundle of [en, nl, ro]) {
      const empty = keys(bundle).filter((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});
