import { describe, expect, it } from 'vitest';
import { baseUrlMatches, defaultBaseUrl, primaryColorHex, primaryContrast } from './portal-rules';

describe('theme colour contrast (white text on the primary colour, WCAG AA 4.5:1)', () => {
  it('passes the fallback colour rgb(113,72,229) and Unlimited Learning’s green', () => {
    expect(primaryContrast('rgb(113,72,229)')?.readable).toBe(true);
    expect(primaryContrast('rgb(14,124,102)')?.readable).toBe(true);
  });

  it('refuses a light colour and rounds the ratio down', () => {
    const yellow = primaryContrast('#ffd700');
    expect(yellow?.readable).toBe(false);
    expect(yellow?.ratio).toBeLessThan(2);
    // #767676 on white is the classic 4.54:1.
    expect(primaryContrast('#767676')).toEqual({ ratio: 4.54, readable: true });
    expect(primaryContrast('#777777')?.readable).toBe(false);
  });

  it('knows no colour it cannot read', () => {
    expect(primaryContrast('purple')).toBeNull();
  });
});

describe('portal base URLs', () => {
  it('uses https on the internet and the admin’s own port locally', () => {
    expect(defaultBaseUrl('academy.example.org', { protocol: 'http:', port: '3000' })).toBe(
      'https://academy.example.org',
    );
    expect(defaultBaseUrl('new.localhost', { protocol: 'http:', port: '3900' })).toBe(
      'http://new.localhost:3900',
    );
  });

  it('accepts only http(s) on the domain itself', () => {
    expect(baseUrlMatches('https://academy.example.org', 'academy.example.org')).toBe(true);
    expect(baseUrlMatches('http://new.localhost:3900', 'new.localhost')).toBe(true);
    expect(baseUrlMatches('https://evil.example/', 'academy.example.org')).toBe(false);
    expect(baseUrlMatches('javascript:alert(1)', 'academy.example.org')).toBe(false);
    expect(baseUrlMatches('https://academy.example.org/path', 'academy.example.org')).toBe(false);
  });
});

describe('the colour field starts with the portal’s current primary colour', () => {
  it('shows a stored hex or rgb() colour as #rrggbb', () => {
    expect(primaryColorHex('#0E7C66')).toBe('#0e7c66');
    expect(primaryColorHex('rgb(14,124,102)')).toBe('#0e7c66');
    expect(primaryColorHex('#abc')).toBe('#aabbcc');
  });

  it('shows the fallback rgb(113,72,229) when the theme has none (Demo Academy)', () => {
    expect(primaryColorHex(undefined)).toBe('#7148e5');
    expect(primaryColorHex('not a colour')).toBe('#7148e5');
  });
});
