import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PORTALS } from '@/academy-api/db/seed-data';
import {
  accessibleThemeColors,
  BASE_PALETTE,
  contrastRatio,
  mix,
  parseColor,
  type Rgb,
  WHITE,
  withContrast,
} from './contrast';

const rgb = (value: string) => parseColor(value) as Rgb;
const surface = rgb(BASE_PALETTE.surface);
const background = rgb(BASE_PALETTE.background);

describe('contrastRatio (WCAG 2.2 definition)', () => {
  it('is 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio(rgb('#000'), rgb('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb('#777'), rgb('#777'))).toBe(1);
  });
  it('matches known values, in either order', () => {
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio(rgb('#767676'), WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(WHITE, rgb('#767676'))).toBeCloseTo(4.54, 2);
  });
});

describe('parseColor', () => {
  it.each([
    ['#0e7c66', [14, 124, 102]],
    ['#fff', [255, 255, 255]],
    ['rgb(14,124,102)', [14, 124, 102]],
    ['rgba(14, 124, 102, 0.5)', [14, 124, 102]],
    ['hsl(0, 100%, 50%)', [255, 0, 0]],
  ])('reads %s', (value, expected) => {
    expect(parseColor(value)).toEqual(expected);
  });
  it.each(['red', 'rgb(300,0,0)', '#12345', 'url(x)'])('refuses %s', (value) => {
    expect(parseColor(value)).toBeNull();
  });
});

describe('withContrast', () => {
  it('keeps a colour that already passes', () => {
    expect(withContrast(rgb('#000'), [WHITE], 4.5)).toEqual([0, 0, 0]);
  });
  it('darkens a light colour until it passes, and lightens on a dark background', () => {
    const darker = withContrast(rgb('#ffcc00'), [WHITE], 4.5);
    expect(contrastRatio(darker, WHITE)).toBeGreaterThanOrEqual(4.5);
    const lighter = withContrast(rgb('#333'), [rgb('#000')], 7);
    expect(contrastRatio(lighter, rgb('#000'))).toBeGreaterThanOrEqual(7);
  });
});

/*
 * Axe found avatar initials at 4.29:1 (Demo Academy) and 3.99:1 (Unlimited Learning),
 * Unlimited's active navigation link at 4.35:1, focus rings at 2.62:1 and 2.5:1, focused menu
 * items at 1.19:1 and control borders at 1.38:1. Every seeded portal's colour, the fallback and
 * some hard ones must pass.
 */
const PRIMARIES = [
  ...PORTALS.map((portal) => [portal.name, portal.primaryColor] as const),
  ['fallback', 'rgb(113,72,229)'] as const,
  ['yellow', '#ffd400'] as const,
  ['pale cyan', '#7fe3ff'] as const,
  ['navy', '#0b1f4b'] as const,
];

describe.each(PRIMARIES)('the derived colours of %s (%s)', (_name, primary) => {
  const colors = accessibleThemeColors(primary);
  it('text in the primary colour (avatar initials, active link) is ≥ 4.5:1 on every surface', () => {
    for (const on of [surface, background, colors.tint]) {
      expect(contrastRatio(colors.strong, on)).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('white text on the solid primary (buttons, badges) is ≥ 4.5:1', () => {
    expect(contrastRatio(colors.solid, WHITE)).toBeGreaterThanOrEqual(4.5);
  });
  it('the focus ring is ≥ 3:1 against white, the background and the tint (1.4.11)', () => {
    for (const on of [surface, background, colors.tint]) {
      expect(contrastRatio(colors.focus, on)).toBeGreaterThanOrEqual(3);
    }
  });
  it('the tint is 12 % of the primary on white', () => {
    expect(colors.tint).toEqual(mix(rgb(primary), WHITE, 0.12));
  });
});

describe('the base palette of app/globals.css', () => {
  const css = readFileSync(path.join(import.meta.dirname, '../../app/globals.css'), 'utf8');
  const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  const variable = (name: string) =>
    rgb(new RegExp(`--color-${name}:\\s*([^;]+);`).exec(root)?.[1] ?? '');

  it('is the palette the derived colours are checked against', () => {
    expect(variable('surface')).toEqual(surface);
    expect(variable('background')).toEqual(background);
    expect(variable('control-border')).toEqual(rgb(BASE_PALETTE.controlBorder));
  });
  it('has text ≥ 4.5:1 and muted text ≥ 4.5:1 on white and the page background', () => {
    for (const on of [surface, background]) {
      expect(contrastRatio(variable('text'), on)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(variable('muted'), on)).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('has input and button borders ≥ 3:1 on white and the page background (1.4.11)', () => {
    for (const on of [surface, background]) {
      expect(contrastRatio(variable('control-border'), on)).toBeGreaterThanOrEqual(3);
    }
  });
  it('has toast text ≥ 4.5:1 on the tinted background of each sonner type', () => {
    const toaster = /\[data-sonner-toaster\]\[data-sonner-theme="light"\]\s*{([^}]*)}/.exec(
      css,
    )?.[1];
    const text = (type: string) =>
      rgb(new RegExp(`--${type}-text:\\s*([^;]+);`).exec(toaster ?? '')?.[1] ?? '');
    // sonner 2's light backgrounds: success hsl(143 85% 96%), info hsl(208 100% 97%),
    // warning hsl(49 100% 97%), error hsl(359 100% 97%).
    const backgrounds = {
      success: rgb('#ecfdf3'),
      info: rgb('#f0f8ff'),
      warning: rgb('#fffcf0'),
      error: rgb('#fff0f0'),
    };
    for (const [type, on] of Object.entries(backgrounds)) {
      expect(contrastRatio(text(type), on), type).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('has default derived colours that equal those of the fallback primary', () => {
    const fallback = accessibleThemeColors('rgb(113,72,229)');
    expect(variable('primary-strong')).toEqual(fallback.strong);
    expect(variable('primary-solid')).toEqual(fallback.solid);
    expect(variable('primary-tint')).toEqual(fallback.tint);
    expect(variable('focus')).toEqual(fallback.focus);
  });
});
