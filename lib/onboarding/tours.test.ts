import { describe, expect, it } from 'vitest';
import { hasSeenTour, MAIN_MENU_TOUR, markTourSeen, parseSeenTours } from './tours';

describe('onboarding tours (spec §3: semicolon-separated id@version pairs)', () => {
  it('parses pairs and skips junk', () => {
    expect([...parseSeenTours('main-menu@1;catalog@3;junk;x@y')]).toEqual([
      ['main-menu', 1],
      ['catalog', 3],
    ]);
    expect(parseSeenTours(null).size).toBe(0);
  });

  it('shows a tour until its version has been seen', () => {
    expect(hasSeenTour(undefined, MAIN_MENU_TOUR)).toBe(false);
    expect(hasSeenTour('main-menu@0', MAIN_MENU_TOUR)).toBe(false);
    expect(hasSeenTour('main-menu@1', MAIN_MENU_TOUR)).toBe(true);
    expect(hasSeenTour('main-menu@2', MAIN_MENU_TOUR)).toBe(true);
  });

  it('records a closed tour and keeps the others', () => {
    expect(markTourSeen('catalog@3', MAIN_MENU_TOUR)).toBe('catalog@3;main-menu@1');
    expect(markTourSeen('main-menu@2', MAIN_MENU_TOUR)).toBe('main-menu@2');
  });
});
