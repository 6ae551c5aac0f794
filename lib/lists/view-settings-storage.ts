import type { ViewSettingsState } from './view-settings';
import { isRecord, parseStoredView, type ViewSettings } from './view-settings-schema';

/** The local-storage key the view settings live under. */
export const VIEW_SETTINGS_STORAGE_KEY = 'view-settings';

// Bumped when the stored shape changes incompatibly; other versions are read as nothing.
const VERSION = 1;

// apiOptions are the screen's, not the user's: they are not stored (see the 'loaded' action).
type StoredView = Omit<ViewSettings, 'apiOptions'>;

/** The views as a JSON string for local storage. */
export function serializeViewSettings(state: Pick<ViewSettingsState, 'views'>): string {
  const views: Record<string, StoredView> = {};
  for (const [name, { apiOptions: _, ...view }] of Object.entries(state.views)) views[name] = view;
  return JSON.stringify({ version: VERSION, views });
}

/**
 * Reads what serializeViewSettings wrote. Never throws: unreadable storage gives no views (the
 * defaults stay), and one corrupt view is dropped without losing the others.
 */
export function parseViewSettings(
  raw: string | null | undefined,
): Record<string, Partial<ViewSettings>> {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isRecord(json) || json.version !== VERSION || !isRecord(json.views)) return {};
  const views: Record<string, Partial<ViewSettings>> = {};
  for (const [name, stored] of Object.entries(json.views)) {
    const view = parseStoredView(stored);
    if (view) views[name] = view;
  }
  return views;
}
