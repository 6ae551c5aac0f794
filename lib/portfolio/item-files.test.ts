import { describe, expect, it } from 'vitest';
import type { PortfolioItem } from '@/lib/resources/portfolio';
import type { PortfolioPages } from '@/lib/resources/portfolio-cache';
import { type AttachedFile, filesOf, withFileAdded, withFileRemoved } from './item-files';

const file = (id: string): AttachedFile => ({
  id,
  fileName: `${id}.pdf`,
  contentType: 'application/pdf',
  sizeBytes: 10,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const item = (id: string, files?: AttachedFile[]) =>
  ({
    id,
    title: id,
    description: '',
    kind: 'reflection',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...(files ? { files } : {}),
  }) as PortfolioItem;
const pages = (...items: PortfolioItem[]): PortfolioPages => ({
  pages: [{ items, total: items.length, page: 1, lastPage: 1 }],
  pageParams: [1],
});

describe('an item’s files in the portfolio cache', () => {
  it('are undefined without account_files (no files relationship), else a list', () => {
    expect(filesOf(item('a'))).toBeUndefined();
    expect(filesOf(item('a', []))).toEqual([]);
  });

  it('get a new file last, once, and only on their item', () => {
    const data = pages(item('a', [file('f1')]), item('b', []));
    const added = withFileAdded(data, 'a', file('f2'));
    expect(filesOf(added!.pages[0]!.items[0]!)?.map((f) => f.id)).toEqual(['f1', 'f2']);
    expect(filesOf(added!.pages[0]!.items[1]!)).toEqual([]);
    const twice = withFileAdded(added, 'a', file('f2'));
    expect(filesOf(twice!.pages[0]!.items[0]!)?.map((f) => f.id)).toEqual(['f1', 'f2']);
    // Data is not changed in place.
    expect(filesOf(data.pages[0]!.items[0]!)?.map((f) => f.id)).toEqual(['f1']);
  });

  it('lose a removed file; an unknown item leaves the data as it was', () => {
    const data = pages(item('a', [file('f1'), file('f2')]));
    expect(filesOf(withFileRemoved(data, 'a', 'f1')!.pages[0]!.items[0]!)).toEqual([file('f2')]);
    expect(withFileRemoved(data, 'zzz', 'f1')).toBe(data);
    expect(withFileAdded(undefined, 'a', file('f1'))).toBeUndefined();
  });
});
