/** Spec §3 theme assets: a favicon and a list of extra stylesheets per portal. */
export interface ThemeAssets {
  favicon?: unknown;
  styles?: unknown;
}

/** More than a handful of stylesheets is a mistake in the data, not a design. */
export const MAX_THEME_STYLESHEETS = 5;

/**
 * A theme asset from data, used only when it is a path of this site or an https URL: never
 * `javascript:`, `data:`, protocol-relative `//host` or the `/\host` that browsers read as one.
 */
export function safeAssetUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url.length === 0 || url.length > 2048 || /[\s"'<>\\]/.test(url)) return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function themeFavicon(assets: ThemeAssets | null | undefined): string | null {
  return safeAssetUrl(assets?.favicon);
}

/** The portal's stylesheets in order, unsafe ones dropped, at most MAX_THEME_STYLESHEETS. */
export function themeStylesheets(assets: ThemeAssets | null | undefined): string[] {
  const list = Array.isArray(assets?.styles) ? assets.styles : [];
  return list
    .map(safeAssetUrl)
    .filter((url): url is string => url !== null)
    .slice(0, MAX_THEME_STYLESHEETS);
}
