import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMessages, NAMESPACES } from '@/messages';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

const root = path.resolve(import.meta.dirname, '../../messages');

describe('translation bundles (en, nl, ro)', () => {
  it('lists every namespace file of every locale, and only those', () => {
    for (const locale of ['en', 'nl', 'ro']) {
      const files = readdirSync(path.join(root, locale)).map((file) => file.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it.each(['nl', 'ro'] as const)('%s has exactly the keys of en', async (locale) => {
    const english = keys(await loadMessages('en')).sort();
    expect(keys(await loadMessages(locale)).sort()).toEqual(english);
  });

  it('has no empty texts', async () => {
    for (const locale of ['en', 'nl', 'ro'] as const) {
      const bundle = await loadMessages(locale);
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
