import { accessibleThemeColors, toCss } from './contrast';

/** Spec §3: the theme's fallback colour. */
export const FALLBACK_PRIMARY = 'rgb(113,72,229)';

const SAFE_COLOR =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)|hsla?\(\s*\d{1,3}(deg)?\s*,\s*\d{1,3}%\s*,\s*\d{1,3}%\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;

/** A theme colour from data, used in CSS only when it is a plain colour (no CSS injection). */
export function safeColor(value: unknown, fallback = FALLBACK_PRIMARY): string {
  return typeof value === 'string' && SAFE_COLOR.test(value.trim()) ? value.trim() : fallback;
}

/**
 * Spec §3 theme → CSS variables, rendered on the server so the first paint has the portal's
 * colours. Only plain colour values pass (safeColor); the primary falls back to rgb(113,72,229).
 */
export function themeStyle(theme: { colors?: Record<string, unknown> } | null | undefined) {
  const colors = theme?.colors ?? {};
  const primary = safeColor(colors.primary);
  // What the interface paints with the primary colour, derived so it passes WCAG
  // contrast for any portal's colour (lib/theme/contrast.ts).
  const derived = accessibleThemeColors(primary);
  const style: Record<string, string> = {
    '--color-primary': primary,
    '--color-primary-tint': toCss(derived.tint),
    '--color-primary-strong': toCss(derived.strong),
    '--color-primary-solid': toCss(derived.solid),
    '--color-focus': toCss(derived.focus),
  };
  for (const [name, value] of Object.entries(colors)) {
    if (name === 'primary' || !/^[a-z][a-z0-9-]{0,30}$/i.test(name)) continue;
    const color = safeColor(value, '');
    const variable = `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    // The derived colours are the app's: a theme colour of the same name does not replace them.
    if (color && !(variable in style)) style[variable] = color;
  }
  return style;
}

/**
 * The theme's variables as a `:root` rule, so everything inherits them: also what React portals
 * render outside the page's tree (dialogs, menus, toasts). Only safe names and colours get
 * here (themeStyle), so the text cannot close the rule or the style element.
 */
export function themeRootCss(theme: Parameters<typeof themeStyle>[0]): string {
  const declarations = Object.entries(themeStyle(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${declarations}}`;
}
