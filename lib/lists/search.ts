import {
  createDebouncedNotifier,
  type DebouncedNotifier,
} from '@/lib/validation/debounced-notifier';

/** Spec §9: search input is debounced 350 ms. */
export const SEARCH_DEBOUNCE_MS = 350;

/** Spec §5: terms are trimmed and whitespace-only input is no search at all (null). */
export function normaliseSearchTerm(raw: string | null | undefined): string | null {
  const term = raw?.trim() ?? '';
  return term === '' ? null : term;
}

/**
 * Calls `onSearch` 350 ms after typing stops, with the normalised term, and only when that
 * term differs from the last one sent (a trailing space starts no new search).
 */
export function createSearchNotifier(
  onSearch: (term: string | null) => void,
  initial: string | null = null,
): DebouncedNotifier<string> {
  let last = normaliseSearchTerm(initial);
  return createDebouncedNotifier<string>((raw) => {
    const term = normaliseSearchTerm(raw);
    if (term === last) return;
    last = term;
    onSearch(term);
  }, SEARCH_DEBOUNCE_MS);
}
