import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Content width jumped between 440, 720, 900 and 1160 px from page to page. Pages and
 * cards take one of the three widths of app/globals.css (--width-narrow, --width-text,
 * --width-wide); a fixed pixel width above 200 px is a new width, and fails here. Measures in ch
 * (lines of text) and media queries are not page widths. Print styles have their own page.
 */
const root = path.resolve(import.meta.dirname, '../..');
const files = globSync(['app/**/*.css', 'components/**/*.css'], { cwd: root }).filter(
  (file) => !file.endsWith('print.css'),
);

describe('content widths', () => {
  it('come from the three width variables', () => {
    const found: string[] = [];
    for (const file of files) {
      const css = readFileSync(path.join(root, file), 'utf8').replace(/@media[^{]*\{/g, '');
      for (const match of css.matchAll(/max-width:\s*(\d+)px/g)) {
        if (Number(match[1]) > 200) found.push(`${file}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('are defined once, in app/globals.css', () => {
    const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
    for (const name of ['narrow', 'text', 'wide']) {
      expect(css).toMatch(new RegExp(`--width-${name}: \\d+px;`));
    }
  });
});
