import { cookieString } from '@/lib/access/portal-switch';
import { VIEW_COOKIE_DAYS, viewCookieName } from '@/lib/lists/view-cookie';
import { EMPTY_VIEW, type ViewSettings } from '@/lib/lists/view-settings-schema';
import {
  parseViewSettings,
  serializeViewSettings,
  VIEW_SETTINGS_STORAGE_KEY,
} from '@/lib/lists/view-settings-storage';

// Local storage throws when it is disabled (private modes, blocked cookies) or full: view
// settings are a convenience, so then they simply are not kept.

/** Every stored view; nothing when storage is unreadable or corrupt. */
export function readStoredViews(): Record<string, Partial<ViewSettings>> {
  try {
    return parseViewSettings(window.localStorage.getItem(VIEW_SETTINGS_STORAGE_KEY));
  } catch {
    return {};
  }
}

/**
 * Stores one view, re-reading the others first: another screen may have saved its own view
 * since this one loaded, and that must not be undone.
 */
export function storeView(name: string, view: ViewSettings): void {
  const views: Record<string, ViewSettings> = {};
  for (const [other, stored] of Object.entries(readStoredViews())) {
    views[other] = { ...EMPTY_VIEW, ...stored };
  }
  views[name] = view;
  try {
    window.localStorage.setItem(VIEW_SETTINGS_STORAGE_KEY, serializeViewSettings({ views }));
  } catch {
    // See above: not kept.
  }
}

/**
 * Mirrors a view's list criteria into its cookie (see lib/lists/view-cookie), or deletes the
 * cookie for none (null): path /, SameSite=Lax, readable by scripts.
 */
export function writeViewCookie(name: string, value: string | null): void {
  const cookie = cookieString(
    viewCookieName(name),
    value ?? '',
    value === null ? 0 : VIEW_COOKIE_DAYS,
  );
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = cookie;
}
