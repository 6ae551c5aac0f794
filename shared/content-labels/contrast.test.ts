import { describe, expect, it } from 'vitest';
import { MIN_TEXT_CONTRAST } from '@/shared/catalog/label-colors';
import { chipContrast, LABEL_COLOR_PATTERN, normalizeColor } from './contrast';

describe('chipContrast (SCREENS: label text contrast ≥ 4.5:1)', () => {
  it('puts white text on dark colours and black text on light ones', () => {
    expect(chipContrast('#000000')).toEqual({ text: '#ffffff', ratio: 21, readable: true });
    expect(chipContrast('#ffffff')).toEqual({ text: '#000000', ratio: 21, readable: true });
    expect(chipContrast('#1a4731')?.text).toBe('#ffffff');
    expect(chipContrast('#f6e05e')?.text).toBe('#000000');
  });

  it('gives the WCAG ratio rounded down', () => {
    // #767676 on white is the classic 4.54:1 grey; black on it reads 4.62:1, so black wins.
    expect(chipContrast('#767676')).toEqual({ text: '#000000', ratio: 4.62, readable: true });
  });

  it('reaches 4.5:1 for every grey: the worst grey, #757575, gives 4.60', () => {
    let worst = 21;
    for (let value = 0; value < 256; value++) {
      const hex = value.toString(16).padStart(2, '0');
      worst = Math.min(worst, chipContrast(`#${hex}${hex}${hex}`)?.ratio ?? 0);
    }
    expect(worst).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(worst).toBeLessThan(4.61);
  });

  it('says a colour is unreadable when neither text reaches the minimum asked for', () => {
    // No #rrggbb colour fails 4.5:1 with white-or-black text, so a stricter minimum proves
    // the refusal path the API takes.
    expect(chipContrast('#777777', 7)).toMatchObject({ readable: false });
    expect(chipContrast('#000000', 7)).toMatchObject({ readable: true });
  });

  it('accepts only #rrggbb', () => {
    for (const bad of ['red', '#fff', '#12345g', 'rgb(0,0,0)', '#1234567', '']) {
      expect(chipContrast(bad), bad).toBeNull();
      expect(LABEL_COLOR_PATTERN.test(bad)).toBe(false);
    }
    expect(normalizeColor(' #2F855A ')).toBe('#2f855a');
  });
});
