/**
 * Readable content-label chips (SCREENS "Authoring": label colours with text contrast ≥ 4.5:1).
 * A label's colour is its chip's background; the text on it is white or black, whichever
 * contrasts more, which always reaches WCAG AA's 4.5:1 (the worst case, a mid grey, gives 4.58).
 */

/** WCAG 2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

export type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** A chip for a label whose colour cannot be read: the theme's quiet surface and text. */
export const FALLBACK_CHIP = { backgroundColor: '#ebe8f3', color: '#1d1b26' } as const;

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)` as channels 0–255; null for anything else. */
export function parseColor(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) {
    const [, r = '', g = '', b = ''] = short;
    return [Number.parseInt(r + r, 16), Number.parseInt(g + g, 16), Number.parseInt(b + b, 16)];
  }
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(text);
  if (long) {
    const [, r = '', g = '', b = ''] = long;
    return [Number.parseInt(r, 16), Number.parseInt(g, 16), Number.parseInt(b, 16)];
  }
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(text);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
    if (channels.every((channel) => channel <= 255)) return channels as unknown as Rgb;
  }
  return null;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** White or black text, whichever reads better on `background` (≥ 4.5:1 either way). */
export function readableTextColor(background: Rgb): '#ffffff' | '#000000' {
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK)
    ? '#ffffff'
    : '#000000';
}

/** The inline style of a label chip: its colour behind readable text. */
export function labelChipStyle(color: string): { backgroundColor: string; color: string } {
  const background = parseColor(color);
  if (!background) return { ...FALLBACK_CHIP };
  return { backgroundColor: color.trim(), color: readableTextColor(background) };
}
