/** Spec §3: the theme's fallback colour. */
export const FALLBACK_PRIMARY = 'rgb(113,72,229)';

const SAFE_COLOR =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)|hsla?\(\s*\d{1,3}(deg)?\s*,\s*\d{1,3}%\s*,\s*\d{1,3}%\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;

/** A theme colour from data, used in CSS only when it is a plain colour (no CSS injection). */
export function safeColor(value: unknown, fallback = FALLBACK_PRIMARY): string {
  return typeof value === 'string' && SAFE_COLOR.test(value.trim()) ? value.trim() : fallback;
}
