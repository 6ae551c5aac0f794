/**
 * WCAG 2.2 contrast (1.4.3 text, 1.4.11 non-text) as pure functions, and the colours a portal's
 * theme derives from its primary colour so that every use of it passes, whatever colour a portal
 * picks. Opaque sRGB only: an alpha channel is ignored (the theme's colours are opaque).
 */
export type Rgb = readonly [number, number, number];

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

/** WCAG minimums: 4.5:1 for text (1.4.3), 3:1 for UI components and focus indicators (1.4.11). */
export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;
/** Derived colours aim a little above the minimum, so rounding in a checker never tips them. */
const MARGIN = 0.1;

function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** #rgb, #rrggbb (#rgba, #rrggbbaa), rgb()/rgba() and hsl()/hsla() → [r, g, b]; null otherwise. */
export function parseColor(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex) {
    if (hex.length === 3 || hex.length === 4) {
      return [0, 1, 2].map((i) => Number.parseInt(`${hex[i]}${hex[i]}`, 16)) as unknown as Rgb;
    }
    if (hex.length === 6 || hex.length === 8) {
      return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
    }
    return null;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*(?:[,/].*)?\)$/.exec(
    text,
  );
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    return channels.every((c) => c <= 255) ? (channels as unknown as Rgb) : null;
  }
  const hsl =
    /^hsla?\(\s*(\d{1,3})(?:deg)?\s*[, ]\s*(\d{1,3})%\s*[, ]\s*(\d{1,3})%\s*(?:[,/].*)?\)$/.exec(
      text,
    );
  if (hsl) {
    const [h, s, l] = hsl.slice(1, 4).map(Number) as [number, number, number];
    if (s > 100 || l > 100) return null;
    return hslToRgb(h % 360, s / 100, l / 100);
  }
  return null;
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `weight` of `a` mixed with the rest of `b`, like CSS color-mix(in srgb, a weight, b). */
export function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i]! * weight + b[i]! * (1 - weight))) as unknown as Rgb;
}

export function toCss([r, g, b]: Rgb): string {
  return `rgb(${r},${g},${b})`;
}

/**
 * The colour closest to `color` (mixed towards black, or towards white when black cannot get
 * there) whose contrast with every one of `backgrounds` is at least `minimum`.
 */
export function withContrast(color: Rgb, backgrounds: Rgb[], minimum: number): Rgb {
  const passes = (candidate: Rgb) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= minimum + MARGIN);
  if (passes(color)) return color;
  for (const target of [BLACK, WHITE]) {
    for (let step = 1; step <= 100; step += 1) {
      const candidate = mix(target, color, step / 100);
      if (passes(candidate)) return candidate;
    }
  }
  return BLACK;
}

/** The app's own palette (app/globals.css :root), the surfaces theme colours must stand out on. */
export const BASE_PALETTE = {
  text: '#1d1b26',
  muted: '#5d5a6b',
  border: '#dddae6',
  controlBorder: '#858197',
  surface: '#ffffff',
  background: '#f6f5fa',
} as const;

/**
 * What a primary colour becomes in the interface, each passing WCAG on the surfaces it is used on:
 * - tint: the pale background of the active side-navigation link, highlighted menu items and
 *   avatars (12 % of the primary on white, like before);
 * - strong: text and icons in the primary colour on white, the page background or the tint
 *   (4.5:1): avatar initials, the active navigation link, links;
 * - solid: a background with white text on it (4.5:1): primary buttons, badges;
 * - focus: the focus ring (3:1 against white, the background and the tint, 1.4.11 / 2.4.13).
 */
export function accessibleThemeColors(primary: string) {
  const color = parseColor(primary) ?? parseColor('rgb(113,72,229)')!;
  const surface = parseColor(BASE_PALETTE.surface)!;
  const background = parseColor(BASE_PALETTE.background)!;
  const tint = mix(color, WHITE, 0.12);
  const surfaces = [surface, background, tint];
  return {
    tint,
    strong: withContrast(color, surfaces, TEXT_CONTRAST),
    solid: withContrast(color, [WHITE], TEXT_CONTRAST),
    focus: withContrast(color, surfaces, UI_CONTRAST),
  };
}
