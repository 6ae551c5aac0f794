import { describe, expect, it } from 'vitest';
import { LOGO_RULES, logoDimensionsProblem, logoSizeProblem, logoTypeOf } from './logo-rules';

describe('portal logo rules (spec §1 logo)', () => {
  it('takes up to 2 MB', () => {
    expect(logoSizeProblem(2_000_000)).toBeNull();
    expect(logoSizeProblem(2_000_001)).toBe('tooLarge');
    // Far below spec §9's 50,000,000 for any file.
    expect(LOGO_RULES.maxBytes).toBeLessThan(50_000_000);
  });

  it('takes a square mark and a wide wordmark', () => {
    expect(logoDimensionsProblem({ width: 512, height: 512 })).toBeNull();
    expect(logoDimensionsProblem({ width: 800, height: 100 })).toBeNull();
    expect(logoDimensionsProblem({ width: 16, height: 16 })).toBeNull();
    expect(logoDimensionsProblem({ width: 4096, height: 512 })).toBeNull();
  });

  it('refuses what the 36 px header cannot show', () => {
    expect(logoDimensionsProblem({ width: 1, height: 1 })).toBe('tooSmall');
    expect(logoDimensionsProblem({ width: 200, height: 15 })).toBe('tooSmall');
    expect(logoDimensionsProblem({ width: 5000, height: 1000 })).toBe('tooBig');
    expect(logoDimensionsProblem({ width: 900, height: 100 })).toBe('aspect');
    expect(logoDimensionsProblem({ width: 100, height: 900 })).toBe('aspect');
    expect(logoDimensionsProblem({ width: Number.NaN, height: 100 })).toBe('tooSmall');
  });
});

describe('a logo’s type by its bytes, never its name', () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(
      values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
    );
  it('knows PNG, JPEG, GIF and WebP', () => {
    expect(logoTypeOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(logoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(logoTypeOf(bytes('GIF89a'))).toBe('image/gif');
    expect(logoTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });
  it('refuses SVG (it can carry script), PDF and a RIFF that is not WebP', () => {
    expect(logoTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(logoTypeOf(bytes('%PDF-1.4'))).toBeNull();
    expect(logoTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(logoTypeOf(new Uint8Array())).toBeNull();
  });
});
