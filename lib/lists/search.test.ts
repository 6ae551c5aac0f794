import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchNotifier, normaliseSearchTerm, SEARCH_DEBOUNCE_MS } from './search';

describe('normaliseSearchTerm (spec §5)', () => {
  it('trims and ignores whitespace-only strings', () => {
    expect(normaliseSearchTerm('  ada  ')).toBe('ada');
    expect(normaliseSearchTerm('ada lovelace')).toBe('ada lovelace');
    expect(normaliseSearchTerm(' \t\n ')).toBeNull();
    expect(normaliseSearchTerm('')).toBeNull();
    expect(normaliseSearchTerm(undefined)).toBeNull();
  });
});

describe('createSearchNotifier (spec §9: search debounce 350 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 350 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(350);
  });

  it('searches 350 ms after the last keystroke with the trimmed term', () => {
    const onSearch = vi.fn();
    const notifier = createSearchNotifier(onSearch);
    notifier.notify('a');
    vi.advanceTimersByTime(200);
    notifier.notify('ad ');
    vi.advanceTimersByTime(349);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ad');
  });

  it('whitespace changes start nothing; whitespace-only input clears the search once', () => {
    const onSearch = vi.fn();
    const notifier = createSearchNotifier(onSearch, 'ada');
    notifier.notify(' ada ');
    vi.advanceTimersByTime(350);
    notifier.notify('   ');
    vi.advanceTimersByTime(350);
    notifier.notify('    ');
    vi.advanceTimersByTime(350);
    expect(onSearch.mock.calls).toEqual([[null]]);
  });
});
