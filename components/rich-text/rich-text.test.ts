import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText, withTableBoxes } from './rich-text';

describe('RichText', () => {
  it('shows stored HTML sanitised again, each table in a box the keyboard can scroll', () => {
    const html = renderToStaticMarkup(
      createElement(RichText, {
        html: '<p onclick="x()">Hi</p><table><tr><td>a</td></tr></table><script>x()</script>',
        className: 'player-content',
      }),
    );
    expect(html).toBe(
      '<div class="rich-text player-content"><p>Hi</p><div class="rich-text-table" tabindex="0"><table><tr><td>a</td></tr></table></div></div>',
    );
  });

  it('boxes nested tables one by one', () => {
    expect(withTableBoxes('<table><tr><td><table></table></td></tr></table>')).toBe(
      '<div class="rich-text-table" tabindex="0"><table><tr><td><div class="rich-text-table" tabindex="0"><table></table></div></td></tr></table></div>',
    );
  });
});
