import { describe, expect, it } from 'vitest';
import { FALLBACK_PRIMARY, safeColor, themeStyle } from './colors';

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
      '--color-accent-dark': '#123456',
    });
  });
  it('falls back without a theme', () => {
    expect(themeStyle(null)).toEqual({ '--color-primary': 'rgb(113,72,229)' });
  });
});
