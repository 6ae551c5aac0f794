import { z } from 'zod';
import type { ViewSettingsState } from './view-settings';
import { type ViewSettings, viewSettingsSchema } from './view-settings-schema';

/** The local-storage key the view settings live under. */
export const VIEW_SETTINGS_STORAGE_KEY = 'view-settings';

// Bumped when the stored shape changes incompatibly; other versions are read as nothing.
const VERSION = 1;

// apiOptions are the screen's, not the user's: they are not stored (see the 'loaded' action).
const storedViewSchema = viewSettingsSchema.omit({ apiOptions: true });
type StoredView = z.infer<typeof storedViewSchema>;

const envelopeSchema = z.object({
  version: z.literal(VERSION),
  views: z.record(z.string(), z.unknown()),
});

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
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return {};
  const views: Record<string, Partial<ViewSettings>> = {};
  for (const [name, stored] of Object.entries(envelope.data.views)) {
    const view = storedViewSchema.safeParse(stored);
    if (view.success) views[name] = view.data;
  }
  return views;
}
