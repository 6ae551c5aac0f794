import { describe, expect, it } from 'vitest';
import {
  acceptsActivation,
  acceptsEnter,
  CLOSED_PALETTE,
  enterWaitsForResults,
  type PaletteAction,
  type PaletteState,
  paletteReducer,
  searchPending,
} from './palette-state';

const run = (actions: PaletteAction[], from: PaletteState = CLOSED_PALETTE) =>
  actions.reduce(paletteReducer, from);

const open = run([{ type: 'open', at: 1_000 }]);

describe('opening and closing', () => {
  it('opens at the root with an empty input, and closes back to the start', () => {
    expect(open).toEqual({ ...CLOSED_PALETTE, open: true, shownAt: 1_000 });
    const used = run([{ type: 'choose-mode', mode: 'accounts', at: 2_000 }, typed('ada')], open);
    expect(paletteReducer(used, { type: 'close' })).toEqual(CLOSED_PALETTE);
  });

  it('toggles (the shortcut pressed again closes it)', () => {
    const toggled = run([{ type: 'toggle', at: 5 }]);
    expect(toggled.open).toBe(true);
    expect(run([{ type: 'toggle', at: 6 }], toggled)).toEqual(CLOSED_PALETTE);
  });

  it('opening an open palette keeps what is typed', () => {
    const busy = run([typed('sam')], open);
    expect(paletteReducer(busy, { type: 'open', at: 9_000 })).toBe(busy);
  });

  it('ignores input while closed', () => {
    expect(run([typed('x'), { type: 'choose-mode', mode: 'portals', at: 1 }])).toBe(CLOSED_PALETTE);
  });
});

function typed(input: string): PaletteAction {
  return { type: 'type', input };
}

describe('modes (root → accounts / portals)', () => {
  it('a command opens its mode with an empty input', () => {
    const state = run([typed('acc'), { type: 'choose-mode', mode: 'accounts', at: 1_500 }], open);
    expect(state).toMatchObject({ mode: 'accounts', input: '', term: null });
  });

  it('Backspace on an empty input leaves the sub-mode', () => {
    const portals = run([{ type: 'choose-mode', mode: 'portals', at: 1_500 }], open);
    const back = paletteReducer(portals, { type: 'backspace', at: 3_000 });
    expect(back).toMatchObject({ mode: 'root', input: '', open: true, shownAt: 3_000 });
  });

  it('Backspace with text only deletes (the mode stays)', () => {
    const accounts = run(
      [{ type: 'choose-mode', mode: 'accounts', at: 1_500 }, typed('a'), { type: 'search' }],
      open,
    );
    expect(paletteReducer(accounts, { type: 'backspace', at: 3_000 })).toBe(accounts);
    // The browser then deletes the letter; the next Backspace leaves the mode.
    const empty = paletteReducer(accounts, typed(''));
    expect(paletteReducer(empty, { type: 'backspace', at: 3_100 }).mode).toBe('root');
  });

  it('the back button leaves the sub-mode even with text typed', () => {
    const typedIn = run([{ type: 'choose-mode', mode: 'accounts', at: 1 }, typed('eva')], open);
    expect(paletteReducer(typedIn, { type: 'back', at: 2 })).toMatchObject({
      mode: 'root',
      input: '',
      term: null,
    });
  });

  it('Backspace on an empty input at the root does nothing (it does not close)', () => {
    expect(paletteReducer(open, { type: 'backspace', at: 2_000 })).toBe(open);
  });

  it('a whitespace-only input counts as text for Backspace, but is no search', () => {
    const spaced = run([{ type: 'choose-mode', mode: 'accounts', at: 1 }, typed(' ')], open);
    expect(paletteReducer(spaced, { type: 'backspace', at: 2 }).mode).toBe('accounts');
    expect(paletteReducer(spaced, { type: 'search' }).term).toBeNull();
  });
});

describe('focus (Up/Down move it; cmdk reports each move)', () => {
  it('follows the reported option and starts again with a new mode', () => {
    const moved = run([{ type: 'focus', value: 'command:portals' }], open);
    expect(moved.focused).toBe('command:portals');
    expect(paletteReducer(moved, { type: 'focus', value: 'command:portals' })).toBe(moved);
    const accounts = paletteReducer(moved, { type: 'choose-mode', mode: 'accounts', at: 2 });
    expect(accounts.focused).toBeNull();
    const inAccounts = paletteReducer(accounts, { type: 'focus', value: 'pin:/a' });
    expect(paletteReducer(inAccounts, { type: 'back', at: 3 }).focused).toBeNull();
  });
});

describe('the search term (spec §5, §9)', () => {
  it('follows the input only when the debounce fires, trimmed', () => {
    const typing = run([typed('  stijn ')], open);
    expect(typing.term).toBeNull();
    expect(paletteReducer(typing, { type: 'search' }).term).toBe('stijn');
  });

  it('the same term again keeps the state (no new search for a trailing space)', () => {
    const searched = run([typed('stijn'), { type: 'search' }], open);
    const spaced = paletteReducer(searched, typed('stijn '));
    expect(paletteReducer(spaced, { type: 'search' })).toBe(spaced);
  });

  it('emptying the input drops the term at once (back to the pins without waiting)', () => {
    const searched = run([typed('eva'), { type: 'search' }], open);
    expect(paletteReducer(searched, typed('')).term).toBeNull();
  });
});

describe('Enter', () => {
  it('chooses the focused (first) result at once when the results match the input', () => {
    const searched = run([typed('stijn'), { type: 'search' }], open);
    expect(enterWaitsForResults(searched, true)).toBe(false);
    expect(paletteReducer(searched, { type: 'enter', settled: true })).toBe(searched);
  });

  it('before the debounce it searches now and waits to choose the first new result', () => {
    const typing = run([typed('stijn')], open);
    expect(searchPending(typing)).toBe(true);
    expect(enterWaitsForResults(typing, true)).toBe(true);
    const waiting = paletteReducer(typing, { type: 'enter', settled: true });
    expect(waiting).toMatchObject({ term: 'stijn', pendingEnter: true });
    expect(searchPending(waiting)).toBe(false);
    expect(paletteReducer(waiting, { type: 'entered' }).pendingEnter).toBe(false);
  });

  it('after the debounce, before its answer, it waits too: the list still shows the old results', () => {
    // "e" answered and listed, then "va" typed: "eva" is searched but not answered yet.
    const searching = run([typed('e'), { type: 'search' }, typed('eva'), { type: 'search' }], open);
    expect(searchPending(searching)).toBe(false);
    expect(enterWaitsForResults(searching, false)).toBe(true);
    const waiting = paletteReducer(searching, { type: 'enter', settled: false });
    expect(waiting).toMatchObject({ term: 'eva', pendingEnter: true });
  });

  it('with nothing typed there is nothing to wait for', () => {
    expect(enterWaitsForResults(open, false)).toBe(false);
    expect(paletteReducer(open, { type: 'enter', settled: false })).toBe(open);
  });

  it('typing on cancels a waiting Enter', () => {
    const waiting = run([typed('stij'), { type: 'enter', settled: true }], open);
    expect(paletteReducer(waiting, typed('stijn')).pendingEnter).toBe(false);
  });
});

describe('the 200 ms guard (spec §9)', () => {
  it('ignores activations for 200 ms after opening', () => {
    expect(acceptsActivation(open, 1_199)).toBe(false);
    expect(acceptsActivation(open, 1_200)).toBe(true);
  });

  it('starts again when a mode change puts new items under the pointer', () => {
    const accounts = run([{ type: 'choose-mode', mode: 'accounts', at: 4_000 }], open);
    expect(acceptsActivation(accounts, 4_100)).toBe(false);
    expect(acceptsActivation(accounts, 4_200)).toBe(true);
    const back = paletteReducer(accounts, { type: 'backspace', at: 5_000 });
    expect(acceptsActivation(back, 5_150)).toBe(false);
  });

  it('Enter: never a held key repeating; in the first 200 ms only after typing', () => {
    expect(acceptsEnter(open, 1_100, false)).toBe(false);
    expect(acceptsEnter(open, 1_200, false)).toBe(true);
    expect(acceptsEnter(open, 5_000, true)).toBe(false);
    const accounts = run(
      [{ type: 'choose-mode', mode: 'accounts', at: 2_000 }, typed('eva')],
      open,
    );
    expect(acceptsEnter(accounts, 2_050, false)).toBe(true);
    expect(acceptsEnter(accounts, 2_050, true)).toBe(false);
    expect(acceptsEnter(CLOSED_PALETTE, 9_000, false)).toBe(false);
  });

  it('accepts nothing while closed', () => {
    expect(acceptsActivation(CLOSED_PALETTE, 1_000_000)).toBe(false);
  });
});
