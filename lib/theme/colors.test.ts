import { describe, expect, it } from 'vitest';
import { FALLBACK_PRIMARY, safeColor, themeRootCss, themeStyle } from './colors';

describe('safeColor', () => {
  it('falls back to rgb(113,72,229) (spec §3)', () => {
    expect(FALLBACK_PRIMARY).toBe('rgb(113,72,229)');
    expect(safeColor(undefined)).toBe('rgb(113,72,229)');
  });
  it.each(['#0e7c66', 'rgb(14,124,102)', 'rgba(0, 0, 0, 0.5)', 'hsl(200, 50%, 40%)'])(
    'keeps %s',
    (color) => {
      expect(safeColor(color)).toBe(color);
    },
  );
  it.each(['red;}</style><script>', 'url(javascript:x)', 'rgb(1,2,3);background:url(x)', 42])(
    'refuses %s',
    (value) => {
      expect(safeColor(value)).toBe(FALLBACK_PRIMARY);
    },
  );
});

describe('themeStyle', () => {
  it('sets the primary colour and other safe colours as CSS variables', () => {
    expect(
      themeStyle({ colors: { primary: 'rgb(14,124,102)', accentDark: '#123456', bad: 'red;x' } }),
    ).toEqual({
      '--color-primary': 'rgb(14,124,102)',
      // What the interface paints with it, at WCAG contrast (lib/theme/contrast.ts).
      '--color-primary-tint': 'rgb(226,239,237)',
      '--color-primary-strong': 'rgb(13,119,98)',
      '--color-primary-solid': 'rgb(14,124,102)',
      '--color-focus': 'rgb(14,124,102)',
      '--color-accent-dark': '#123456',
    });
  });
  it('falls back without a theme', () => {
    expect(themeStyle(null)).toMatchObject({ '--color-primary': 'rgb(113,72,229)' });
  });
  it('a theme colour cannot replace a derived one', () => {
    expect(themeStyle({ colors: { focus: '#eeeeee' } })['--color-focus']).toBe('rgb(113,72,229)');
  });
});

describe('themeRootCss', () => {
  it('puts the variables on :root, where portals (dialogs, toasts) inherit them too', () => {
    expect(themeRootCss({ colors: { primary: 'rgb(14,124,102)', accent: '#123456' } })).toBe(
      ':root{--color-primary:rgb(14,124,102);--color-primary-tint:rgb(226,239,237);--color-primary-strong:rgb(13,119,98);--color-primary-solid:rgb(14,124,102);--color-focus:rgb(14,124,102);--color-accent:#123456}',
    );
  });
  it('cannot be broken out of: unsafe values and names are dropped', () => {
    const css = themeRootCss({
      colors: { primary: 'red}</style><script>x</script>', 'x}{': '#fff', ok: '#000' },
    });
    expect(css).toMatch(/^:root\{--color-primary:rgb\(113,72,229\);[^<>{}]*--color-ok:#000\}$/);
    expect(css).not.toContain('x}{');
  });
});
