import { describe, expect, it } from 'vitest';
import { isSymlink, nameClashes, nameProblem, shownName } from './zip-names';

describe('nameProblem', () => {
  it('lets plain relative names through, whatever their script or spaces', () => {
    for (const name of [
      'imsmanifest.xml',
      'story_content/5xZ9 slide (1).js',
      'ïñtérnâtiônàl/日本語.html',
      'assets/.hidden',
      'folder/',
      'a...b/c..d.txt',
    ]) {
      expect(nameProblem(name), name).toBeNull();
    }
  });

  it('names the first rule a name breaks, Windows separators before the rest', () => {
    expect(nameProblem('C:\\evil.dll')?.code).toBe('PATH_BACKSLASH');
    expect(nameProblem('c:evil.dll')?.code).toBe('PATH_DRIVE');
    expect(nameProblem('/../x')?.code).toBe('PATH_ABSOLUTE');
    expect(nameProblem('a/../../x')?.code).toBe('PATH_PARENT');
    expect(nameProblem('a/..')?.code).toBe('PATH_PARENT');
    expect(nameProblem('a/../')?.code).toBe('PATH_PARENT');
    expect(nameProblem(`${'a/'.repeat(600)}x`)?.code).toBe('PATH_INVALID');
    expect(nameProblem('a\u0000.html')?.code).toBe('PATH_INVALID');
  });

  it('quotes the name so an author can read it', () => {
    expect(nameProblem('../x')?.params).toEqual({ path: '../x' });
    expect(shownName('a\u001b[31mred')).toBe('a\uFFFD[31mred');
    expect(shownName('x'.repeat(200))).toHaveLength(120);
  });
});

describe('isSymlink', () => {
  it('reads the unix file type from the high 16 bits of the external attributes', () => {
    expect(isSymlink((0o120777 << 16) >>> 0)).toBe(true);
    expect(isSymlink((0o100644 << 16) >>> 0)).toBe(false);
    expect(isSymlink((0o040755 << 16) | 0x10)).toBe(false);
    expect(isSymlink(0x20)).toBe(false); // MS-DOS archive bit only
  });
});

describe('nameClashes', () => {
  it('finds names that would be one file on the authors’ machines', () => {
    const composed = 'caf\u00e9.html';
    const decomposed = 'cafe\u0301.html';
    expect(nameClashes([composed, decomposed]).map((found) => found.code)).toEqual([
      'DUPLICATE_NAME',
    ]);
    expect(nameClashes(['a/', 'a/b.txt', 'A/c.txt'])).toEqual([]);
  });

  it('finds a file whose name another entry uses as a folder, once per entry', () => {
    expect(nameClashes(['data', 'data/x/y.js', 'data/z.js']).map((found) => found.params)).toEqual([
      { path: 'data/x/y.js', file: 'data' },
      { path: 'data/z.js', file: 'data' },
    ]);
  });
});
