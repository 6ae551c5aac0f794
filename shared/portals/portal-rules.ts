import { contrastRatio, MIN_TEXT_CONTRAST, parseColor } from '../catalog/label-colors';

/** The §5 rule strings of the portal forms (/admin/portals), shared with the API. */
export const PORTAL_RULES = {
  name: 'required|min:2|max:100',
  key: 'required|min:2|max:40|regex:^[a-z0-9]+(-[a-z0-9]+)*$',
  domain: 'required|max:253',
  primary_locale: 'required|in_array:en,nl,ro',
  primary_color: 'required|regex:^#[0-9a-fA-F]{6}$',
} as const;

export const PORTAL_NAME_RULES = { name: PORTAL_RULES.name } as const;
export const PORTAL_DOMAIN_RULES = { domain: PORTAL_RULES.domain } as const;
export const PORTAL_THEME_RULES = { primary_color: PORTAL_RULES.primary_color } as const;

const WHITE = [255, 255, 255] as const;

/**
 * The theme's primary colour carries white text (buttons, the active menu item) and is the
 * links' colour on white: both need WCAG AA's 4.5:1, which is one ratio, primary against white.
 * Rounded down, so what is shown never claims more than it has. Null for an unreadable colour.
 */
export function primaryContrast(color: string): { ratio: number; readable: boolean } | null {
  const rgb = parseColor(color);
  if (!rgb) return null;
  const exact = contrastRatio(rgb, WHITE);
  return { ratio: Math.floor(exact * 100) / 100, readable: exact >= MIN_TEXT_CONTRAST };
}

/** Spec §3's fallback primary colour (a theme without one is painted with it). */
export const FALLBACK_PRIMARY_HEX = '#7148e5';

/**
 * A theme's primary colour as the colour field edits it (#rrggbb): the stored value (hex or
 * rgb(), see parseColor), or the fallback the portal is painted with when it has none or one
 * that cannot be read.
 */
export function primaryColorHex(color: unknown): string {
  const rgb = typeof color === 'string' ? parseColor(color) : null;
  if (!rgb) return FALLBACK_PRIMARY_HEX;
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Where a portal is reached on a domain: `https://domain` on the open internet; for local
 * domains (localhost, *.localhost, 127.0.0.1) the protocol and port the admin is using now.
 */
export function defaultBaseUrl(
  domain: string,
  current: { protocol: string; port: string },
): string {
  const local = domain === 'localhost' || domain.endsWith('.localhost') || domain === '127.0.0.1';
  if (!local) return `https://${domain}`;
  return `${current.protocol}//${domain}${current.port ? `:${current.port}` : ''}`;
}

/** A base URL must be http(s) on the domain itself (links and the portal switch use it). */
export function baseUrlMatches(baseUrl: string, domain: string): boolean {
  try {
    const url = new URL(baseUrl);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname === domain &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username
    );
  } catch {
    return false;
  }
}
