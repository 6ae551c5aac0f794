import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { SearchInput } from './search-input';

const type = (value: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SearchInput (spec §9: 350 ms; §5: trimmed, whitespace-only ignored)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 350 ms after typing stops, with the trimmed term', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchInput onSearch={onSearch} />);
    type('ad');
    wait(200);
    type('  ada ');
    wait(349);
    expect(onSearch).not.toHaveBeenCalled();
    wait(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ada');
  });

  it('ignores whitespace-only input and a term that did not change', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchInput onSearch={onSearch} />);
    type('   ');
    wait(350);
    expect(onSearch).not.toHaveBeenCalled();
    type('ada');
    wait(350);
    type('ada ');
    wait(350);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ada');
    type(' ');
    wait(350);
    expect(onSearch).toHaveBeenLastCalledWith(null);
  });

  it('searches at once on Enter, and starts from the given value', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchInput value="ada" onSearch={onSearch} />);
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    expect(box.value).toBe('ada');
    type('');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith(null);
  });
});
