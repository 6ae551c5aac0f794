import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every TanStack Query key comes from its resource's key factory (`commerceKeys.orderList(q)`,
 * `ticketKeys.lists()` in `lib/resources/<resource>.ts`): a key spelled out as an array where
 * it is used drifts from the one the query was cached under, and the invalidation it was meant
 * for silently reaches nothing. The factories themselves are the only place arrays are written.
 */
const root = path.resolve(import.meta.dirname, '../..');

function sources(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(folder, name));
}

/** `queryKey: [` or `…QueryData([` — a key written inline instead of taken from a factory. */
const INLINE_KEY = /queryKey:\s*\[|Quer(?:y|ies)Data(?:<[^>]*>)?\(\s*\[/g;

describe('query keys', () => {
  it('are never spelled inline in components, pages or resource modules', () => {
    const found = ['components', 'app', 'lib'].flatMap(sources).flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return [...text.matchAll(INLINE_KEY)].map(
        (match) => `${file}:${text.slice(0, match.index).split('\n').length}`,
      );
    });
    expect(found).toEqual([]);
  });

  it('finds an inline key when there is one', () => {
    expect("client.invalidateQueries({ queryKey: ['orders', 'list'] })").toMatch(INLINE_KEY);
    expect("client.setQueryData(['ping'], 1)").toMatch(INLINE_KEY);
    expect('client.invalidateQueries({ queryKey: commerceKeys.orderLists() })').not.toMatch(
      INLINE_KEY,
    );
  });
});
