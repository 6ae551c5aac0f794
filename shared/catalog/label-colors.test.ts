import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  FALLBACK_CHIP,
  labelChipStyle,
  MIN_TEXT_CONTRAST,
  parseColor,
  type Rgb,
  readableTextColor,
} from './label-colors';

const rgbOf = (color: string) => parseColor(color) as Rgb;

describe('label chip colours', () => {
  it('reads #rgb, #rrggbb and rgb()', () => {
    expect(parseColor('#2f6f4f')).toEqual([47, 111, 79]);
    expect(parseColor('#FFF')).toEqual([255, 255, 255]);
    expect(parseColor(' rgb(113, 72, 229) ')).toEqual([113, 72, 229]);
    expect(parseColor('red')).toBeNull();
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
    expect(parseColor('#12345')).toBeNull();
  });

  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBeCloseTo(1, 5);
    // Symmetric.
    expect(contrastRatio(rgbOf('#9b2c2c'), [255, 255, 255])).toBeCloseTo(
      contrastRatio([255, 255, 255], rgbOf('#9b2c2c')),
      10,
    );
  });

  it('gives the demo labels white text', () => {
    for (const color of ['#2f6f4f', '#5b3fa8', '#9b2c2c']) {
      expect(labelChipStyle(color)).toEqual({ backgroundColor: color, color: '#ffffff' });
    }
  });

  it('gives light labels black text', () => {
    expect(labelChipStyle('#ffe066').color).toBe('#000000');
    expect(labelChipStyle('#ffffff').color).toBe('#000000');
  });

  it('reaches 4.5:1 on every background, mid greys included', () => {
    const samples: Rgb[] = [];
    for (let r = 0; r <= 255; r += 15) {
      for (let g = 0; g <= 255; g += 15) {
        for (let b = 0; b <= 255; b += 15) samples.push([r, g, b]);
      }
    }
    for (let grey = 100; grey <= 140; grey += 1) samples.push([grey, grey, grey]);
    for (const background of samples) {
      const text = rgbOf(readableTextColor(background));
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('falls back to a readable neutral chip for an unreadable colour', () => {
    expect(labelChipStyle('not a colour')).toEqual(FALLBACK_CHIP);
    expect(
      contrastRatio(rgbOf(FALLBACK_CHIP.backgroundColor), rgbOf(FALLBACK_CHIP.color)),
    ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
