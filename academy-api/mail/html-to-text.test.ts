import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './html-to-text';

describe('the text version of an HTML e-mail', () => {
  it('keeps paragraphs, headings, lists and links readable', () => {
    const text = htmlToPlainText(
      '<h2>New courses</h2><p>Hello <strong>{{first_name}}</strong>,</p><ul><li>Data literacy</li><li>Writing</li></ul><p>See <a href="https://example.org/catalog">the catalog</a>.</p>',
    );
    expect(text).toContain('New courses');
    expect(text).toContain('Hello {{first_name}},');
    expect(text).toMatch(/\* Data literacy\n \* Writing/);
    expect(text).toContain('the catalog [https://example.org/catalog]');
    expect(text).not.toContain('<');
  });
  it('leaves out images and players', () => {
    expect(htmlToPlainText('<p>A</p><img src="https://x.test/a.png" alt="a chart"><p>B</p>')).toBe(
      'A\n\nB',
    );
  });
});
