import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  parseColor,
  readableTextColor,
} from '../catalog/label-colors';

/** A label's colour as stored and typed: `#rrggbb`. */
export const LABEL_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export type ChipContrast = {
  /** The chip's text colour: white or black, whichever reads better (label-colors.ts). */
  text: '#ffffff' | '#000000';
  /** WCAG 2 contrast of that text on the colour, 1–21, rounded down to 2 decimals. */
  ratio: number;
  /** Reaches `minimum` (WCAG AA 4.5:1 by default). */
  readable: boolean;
};

const WHITE = [255, 255, 255] as const;
const BLACK = [0, 0, 0] as const;

/**
 * The contrast a label chip of `color` gets, or null when it is not `#rrggbb`. Rounded down so
 * the ratio shown never claims more than it has (4.499 is not "4.50").
 */
export function chipContrast(color: string, minimum = MIN_TEXT_CONTRAST): ChipContrast | null {
  if (!LABEL_COLOR_PATTERN.test(color)) return null;
  const background = parseColor(color);
  if (!background) return null;
  const text = readableTextColor(background);
  const exact = contrastRatio(background, text === '#ffffff' ? WHITE : BLACK);
  return { text, ratio: Math.floor(exact * 100) / 100, readable: exact >= minimum };
}

/** The colour normalised for storage (lower case), e.g. `#2F855A` → `#2f855a`. */
export const normalizeColor = (color: string) => color.trim().toLowerCase();
