import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RichText, withTableBoxes } from './rich-text';

// The portal of the request, as Me gives it: one image host on its list.
vi.mock('@/lib/server/me', () => ({
  getMe: async () => ({ me: { portal: { information: { imageHosts: ['images.example.com'] } } } }),
}));

describe('RichText', () => {
  it('shows stored HTML sanitised again, each table in a box the keyboard can scroll', async () => {
    const html = renderToStaticMarkup(
      await RichText({
        html: '<p onclick="x()">Hi</p><table><tr><td>a</td></tr></table><script>x()</script>',
        className: 'player-content',
      }),
    );
    expect(html).toBe(
      '<div class="rich-text player-content"><p>Hi</p><div class="rich-text-table" tabindex="0"><table><tr><td>a</td></tr></table></div></div>',
    );
  });

  it('keeps images of the portal’s image hosts and drops those of any other site', async () => {
    const html = renderToStaticMarkup(
      await RichText({
        html: '<p><img src="https://images.example.com/a.png" alt="A"><img src="https://tracker.example.net/t.gif" alt="T"></p>',
      }),
    );
    expect(html).toContain('src="https://images.example.com/a.png"');
    expect(html).not.toContain('tracker.example.net');
  });

  it('boxes nested tables one by one', () => {
    expect(withTableBoxes('<table><tr><td><table></table></td></tr></table>')).toBe(
      '<div class="rich-text-table" tabindex="0"><table><tr><td><div class="rich-text-table" tabindex="0"><table></table></div></td></tr></table></div>',
    );
  });
});
