import type { SupportCommand } from '@/lib/access/shell';
import { normaliseSearchTerm } from '@/lib/lists/search';
import { acceptsClick } from '@/lib/ui-state/click-guard';

/** Spec §2: the palette starts at its commands (root) and each command opens a sub-mode. */
export type PaletteMode = 'root' | SupportCommand;

export interface PaletteState {
  open: boolean;
  mode: PaletteMode;
  /** The search input, exactly as typed. */
  input: string;
  /** The normalised term the results are for: it follows `input` once typing pauses (350 ms). */
  term: string | null;
  /** When the current items appeared (opening, or a mode change), for the 200 ms guard. */
  shownAt: number;
  /** Enter came before the results of the typed text: the first of them is chosen on arrival. */
  pendingEnter: boolean;
  /** The focused option's value (Up/Down move it; Enter chooses it), null for none. */
  focused: string | null;
}

export const CLOSED_PALETTE: PaletteState = {
  open: false,
  mode: 'root',
  input: '',
  term: null,
  shownAt: 0,
  pendingEnter: false,
  focused: null,
};

export type PaletteAction =
  | { type: 'open'; at: number }
  | { type: 'close' }
  | { type: 'toggle'; at: number }
  /** The input changed. */
  | { type: 'type'; input: string }
  /** The debounce fired: results now follow the typed text. */
  | { type: 'search' }
  /**
   * Enter while the results on screen are not those of the typed text (see enterWaitsForResults);
   * `settled`: the list shows the answer for the current term.
   */
  | { type: 'enter'; settled: boolean }
  /** The pending Enter was carried out (or had nothing to choose). */
  | { type: 'entered' }
  /** Backspace on the input, before the browser deletes anything. */
  | { type: 'backspace'; at: number }
  /** The back button: leaves the sub-mode whatever is typed. */
  | { type: 'back'; at: number }
  | { type: 'choose-mode'; mode: SupportCommand; at: number }
  /** Focus moved to another option (arrow keys, the pointer, or new results). */
  | { type: 'focus'; value: string | null };

const opened = (at: number): PaletteState => ({ ...CLOSED_PALETTE, open: true, shownAt: at });

/** The palette's state machine; pure, so every keyboard rule is tested without a browser. */
export function paletteReducer(state: PaletteState, action: PaletteAction): PaletteState {
  switch (action.type) {
    case 'open':
      return state.open ? state : opened(action.at);
    case 'close':
      return state.open ? CLOSED_PALETTE : state;
    case 'toggle':
      return state.open ? CLOSED_PALETTE : opened(action.at);
    default:
      return state.open ? openReducer(state, action) : state;
  }
}

function openReducer(state: PaletteState, action: PaletteAction): PaletteState {
  switch (action.type) {
    case 'type': {
      // Emptying the input needs no request, so the results go back at once (no 350 ms wait);
      // typing on after Enter means the user changed their mind about that Enter.
      const cleared = normaliseSearchTerm(action.input) === null;
      return {
        ...state,
        input: action.input,
        term: cleared ? null : state.term,
        pendingEnter: false,
      };
    }
    case 'search': {
      const term = normaliseSearchTerm(state.input);
      return term === state.term ? state : { ...state, term };
    }
    case 'enter':
      return enterWaitsForResults(state, action.settled)
        ? { ...state, term: normaliseSearchTerm(state.input), pendingEnter: true }
        : state;
    case 'entered':
      return state.pendingEnter ? { ...state, pendingEnter: false } : state;
    case 'backspace':
      // Spec §2: Backspace on an empty input leaves the sub-mode; otherwise it just deletes.
      return state.input === '' ? openReducer(state, { type: 'back', at: action.at }) : state;
    case 'back':
      if (state.mode === 'root') return state;
      return {
        ...state,
        mode: 'root',
        input: '',
        term: null,
        pendingEnter: false,
        shownAt: action.at,
        focused: null,
      };
    case 'choose-mode':
      // New items appear under the pointer, so the 200 ms guard starts again.
      return {
        ...state,
        mode: action.mode,
        input: '',
        term: null,
        pendingEnter: false,
        shownAt: action.at,
        focused: null,
      };
    case 'focus':
      return state.focused === action.value ? state : { ...state, focused: action.value };
    default:
      return state;
  }
}

/** True while the typed text is not searched yet: the debounce has not fired. */
export function searchPending(state: PaletteState): boolean {
  return normaliseSearchTerm(state.input) !== state.term;
}

/**
 * True while the results on screen are not those of the typed text: it is not searched yet (the
 * debounce has not fired), or it is and its answer has not come (`settled` false: the list still
 * shows the previous term's results, or none). Then Enter must not choose the first of the old
 * results: it searches now if need be, and chooses the first new one.
 */
export function enterWaitsForResults(state: PaletteState, settled: boolean): boolean {
  const typed = normaliseSearchTerm(state.input);
  return typed !== state.term || (typed !== null && !settled);
}

/** Spec §9: the palette's items ignore clicks for their first 200 ms (open or mode change). */
export function acceptsActivation(state: PaletteState, now: number): boolean {
  return state.open && acceptsClick(state.shownAt, now);
}

/**
 * Enter counts unless it is a held key's repeat (the Enter that opened the palette or a mode,
 * still down), or it comes in the first 200 ms with nothing typed yet. Once something is typed
 * it is meant: fast typists press "eva⏎" well within 200 ms of the items appearing.
 */
export function acceptsEnter(state: PaletteState, now: number, repeat: boolean): boolean {
  if (!state.open || repeat) return false;
  return state.input !== '' || acceptsClick(state.shownAt, now);
}
