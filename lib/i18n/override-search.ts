import { flattenMessages, type Messages, parseIcu } from '@/shared/i18n/override-rules';

/** How many keys the override editor lists at once (refine the search for the rest). */
export const OVERRIDE_RESULTS = 50;

export type OverrideFilter = 'all' | 'overridden' | 'missing';

export interface OverrideRow {
  key: string;
  /** The English text (what admins search by). */
  english: string;
  /** The language's own text in this build, or null when the bundle lacks the key. */
  standard: string | null;
  /** The portal's override, or null. */
  override: string | null;
  /** The argument and tag names the page passes (an override may use these). */
  allowed: string[];
}

export interface OverrideReport {
  total: number;
  missing: number;
  overridden: number;
}

/**
 * The override editor's search: keys matching `query` by key or English text
 * (case-insensitive), optionally only the overridden or those missing from the language's
 * bundle, the first OVERRIDE_RESULTS of them, and the language's report.
 */
export function searchOverrides(params: {
  english: Messages;
  language: Messages;
  overrides: Record<string, string>;
  query: string;
  filter: OverrideFilter;
}): { rows: OverrideRow[]; matches: number; report: OverrideReport } {
  const english = flattenMessages(params.english);
  const own = flattenMessages(params.language);
  const needle = params.query.trim().toLowerCase();
  const report: OverrideReport = { total: english.size, missing: 0, overridden: 0 };
  const rows: OverrideRow[] = [];
  let matches = 0;
  for (const [key, text] of english) {
    const standard = own.get(key) ?? null;
    const override = params.overrides[key] ?? null;
    if (standard === null) report.missing += 1;
    if (override !== null) report.overridden += 1;
    if (params.filter === 'overridden' && override === null) continue;
    if (params.filter === 'missing' && standard !== null) continue;
    if (needle && !key.toLowerCase().includes(needle) && !text.toLowerCase().includes(needle)) {
      continue;
    }
    matches += 1;
    if (rows.length >= OVERRIDE_RESULTS) continue;
    const names = new Set<string>();
    for (const source of [text, standard]) {
      const parsed = source === null ? null : parseIcu(source);
      if (parsed?.ok) for (const name of parsed.names) names.add(name);
    }
    rows.push({ key, english: text, standard, override, allowed: [...names] });
  }
  return { rows, matches, report };
}
