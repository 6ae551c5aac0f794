import { describe, expect, it } from 'vitest';
import { tourPlacement } from './placement';

// A 390 × 844 phone: the tour 215 px high under the 57 px header, 8 px from the left.
const top = 69;
const atTop = { top, bottom: top + 215, left: 8, right: 382 };
const atBottom = { top: 844 - 8 - 215, bottom: 844 - 8, left: 8, right: 382 };
const base = { top, viewportHeight: 844, gap: 8 };
const box = (y: number, height = 40) => ({ top: y, bottom: y + height, left: 16, right: 200 });

describe('where the onboarding tour floats (WCAG 2.4.11)', () => {
  it('stays under the header while nothing, or nothing under it, has focus', () => {
    expect(tourPlacement({ ...base, focused: null, tour: atTop, placement: 'top' })).toBe('top');
    expect(tourPlacement({ ...base, focused: box(400), tour: atTop, placement: 'top' })).toBe(
      'top',
    );
    // The menu button in the header, which it points at, is clear of it.
    expect(tourPlacement({ ...base, focused: box(8), tour: atTop, placement: 'top' })).toBe('top');
  });

  it('moves to the bottom when the focused element is under it, and back when that one is', () => {
    expect(tourPlacement({ ...base, focused: box(100), tour: atTop, placement: 'top' })).toBe(
      'bottom',
    );
    expect(tourPlacement({ ...base, focused: box(300), tour: atBottom, placement: 'bottom' })).toBe(
      'bottom',
    );
    expect(tourPlacement({ ...base, focused: box(700), tour: atBottom, placement: 'bottom' })).toBe(
      'top',
    );
  });

  it('beside a focused element it overlaps only sideways, it stays', () => {
    const right = { top: 100, bottom: 140, left: 390, right: 500 };
    expect(tourPlacement({ ...base, focused: right, tour: atTop, placement: 'top' })).toBe('top');
  });

  it('over an element taller than the viewport, it takes the end that covers less of it', () => {
    expect(tourPlacement({ ...base, focused: box(150, 1000), tour: atTop, placement: 'top' })).toBe(
      'top',
    );
    expect(
      tourPlacement({ ...base, focused: box(200, 700), tour: atBottom, placement: 'bottom' }),
    ).toBe('top');
  });

  it('takes the boxes as the browser gives them (a DOMRect: its sides are prototype getters)', () => {
    class Rect {
      constructor(
        private readonly y: number,
        private readonly h: number,
      ) {}
      get top() {
        return this.y;
      }
      get bottom() {
        return this.y + this.h;
      }
      get left() {
        return 8;
      }
      get right() {
        return 368;
      }
    }
    expect(
      tourPlacement({
        ...base,
        focused: new Rect(215, 36),
        tour: new Rect(69, 195),
        placement: 'top',
      }),
    ).toBe('bottom');
  });
});
