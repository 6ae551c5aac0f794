import { describe, expect, it } from 'vitest';
import { FileIndex, resolveLaunch, withParameters } from './launch-paths';

describe('resolveLaunch', () => {
  it('resolves an href through every xml:base, as the browser will', () => {
    expect(resolveLaunch(['', 'res/', 'player/'], 'index.html?mode=scorm')).toEqual({
      path: 'res/player/index.html',
      url: 'res/player/index.html?mode=scorm',
      parameters: '',
    });
    expect(resolveLaunch(['course/'], '../shared/./a.html#top')).toMatchObject({
      path: 'shared/a.html',
      url: 'shared/a.html#top',
    });
    // Never above the package root, and `\` read as `/` (what the browser asks for).
    expect(resolveLaunch([], '../../../etc/passwd')).toMatchObject({ path: 'etc/passwd' });
    expect(resolveLaunch([], 'content\\index.html')).toMatchObject({ path: 'content/index.html' });
  });

  it('gives the file name decoded and the URL encoded', () => {
    expect(resolveLaunch([], 'my%20lesson/página 1.html')).toEqual({
      path: 'my lesson/página 1.html',
      url: 'my%20lesson/p%C3%A1gina%201.html',
      parameters: '',
    });
    expect(resolveLaunch([], 'bad%zz.html')).toMatchObject({ path: 'bad%zz.html' });
  });

  it('keeps absolute http(s) URLs, from the href or a base, and refuses other schemes', () => {
    expect(resolveLaunch([], 'https://video.example/a?b=1')).toEqual({
      path: null,
      url: 'https://video.example/a?b=1',
      parameters: '',
    });
    expect(resolveLaunch(['http://cdn.example/pkg/'], 'index.html')).toMatchObject({
      path: null,
      url: 'http://cdn.example/pkg/index.html',
    });
    expect(resolveLaunch([], 'javascript:alert(1)')).toEqual({ invalid: true });
    expect(resolveLaunch([], 'data:text/html,<script>x</script>')).toEqual({ invalid: true });
    expect(resolveLaunch([], 'http://[oops/')).toEqual({ invalid: true });
  });

  it('adds the item’s parameters to the URL', () => {
    expect(resolveLaunch([], 'a.html?x=1', '?lang=nl')).toEqual({
      path: 'a.html',
      url: 'a.html?x=1&lang=nl',
      parameters: '?lang=nl',
    });
  });
});

describe('withParameters', () => {
  it('follows the CAM’s rule for `parameters`', () => {
    expect(withParameters('a.html', '?x=1')).toBe('a.html?x=1');
    expect(withParameters('a.html', '&x=1')).toBe('a.html?x=1');
    expect(withParameters('a.html?y=2', 'x=1')).toBe('a.html?y=2&x=1');
    expect(withParameters('a.html#top', '?x=1')).toBe('a.html?x=1#top');
    expect(withParameters('a.html', '#part2')).toBe('a.html#part2');
    expect(withParameters('a.html#top', '#part2')).toBe('a.html#top');
    expect(withParameters('a.html', '  ')).toBe('a.html');
  });
});

describe('FileIndex', () => {
  it('finds files exactly, and says which one differs only in case', () => {
    const index = new FileIndex(new Set(['Content/Index.html', 'a.js']));
    expect(index.has('Content/Index.html')).toBe(true);
    expect(index.has('content/index.html')).toBe(false);
    expect(index.caseVariant('content/index.html')).toBe('Content/Index.html');
    expect(index.caseVariant('b.js')).toBeUndefined();
  });
});
