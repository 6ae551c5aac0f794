import type { ViewSettings } from '@/lib/lists/view-settings-schema';

/** A view's filter `name` as a select or field shows it: its text, or '' while it holds none. */
export function textFilterOf(view: ViewSettings, name: string): string {
  const value = view.filters[name];
  return typeof value === 'string' ? value : '';
}
