/** Spec §4/§9: a modal's priority when none is given. */
export const DEFAULT_MODAL_PRIORITY = 0;

export interface ModalEntry<P = unknown> {
  id: string;
  priority: number;
  props?: P;
}

export interface ModalQueueState<P = unknown> {
  current: ModalEntry<P> | null;
  /** Waiting modals, highest priority first; equal priorities in the order they came. */
  queue: ModalEntry<P>[];
}

export type ModalAction<P = unknown> =
  | { type: 'open'; modal: { id: string; priority?: number; props?: P } }
  /** Without id: the modal on screen (its close button, Escape). */
  | { type: 'close'; id?: string }
  | { type: 'closeAll' }
  | { type: 'routeChange' };

export const EMPTY_MODAL_QUEUE: ModalQueueState<never> = { current: null, queue: [] };

/** Stable sort: a modal goes behind those of its own priority already waiting. */
function enqueue<P>(queue: ModalEntry<P>[], entry: ModalEntry<P>, ahead = false): ModalEntry<P>[] {
  const list = ahead ? [entry, ...queue] : [...queue, entry];
  return list.sort((a, b) => b.priority - a.priority);
}

/** The next waiting modal comes on screen (spec §4: closing shows the next). */
function showNext<P>(queue: ModalEntry<P>[]): ModalQueueState<P> {
  const [next = null, ...rest] = queue;
  return { current: next, queue: rest };
}

/** Spec §4 modal queue as a pure reducer, for useReducer or a store. */
export function modalQueueReducer<P>(
  state: ModalQueueState<P>,
  action: ModalAction<P>,
): ModalQueueState<P> {
  switch (action.type) {
    case 'open': {
      const { id, props } = action.modal;
      // Opening one that is already open or waiting would show it twice.
      if (state.current?.id === id || state.queue.some((entry) => entry.id === id)) return state;
      const entry: ModalEntry<P> = {
        id,
        priority: action.modal.priority ?? DEFAULT_MODAL_PRIORITY,
        ...(props === undefined ? {} : { props }),
      };
      if (!state.current) return { current: entry, queue: state.queue };
      if (entry.priority > state.current.priority) {
        // The replaced modal was opened first, so it waits ahead of its equals.
        return { current: entry, queue: enqueue(state.queue, state.current, true) };
      }
      return { current: state.current, queue: enqueue(state.queue, entry) };
    }
    case 'close': {
      if (action.id !== undefined && action.id !== state.current?.id) {
        return { ...state, queue: state.queue.filter((entry) => entry.id !== action.id) };
      }
      return state.current ? showNext(state.queue) : state;
    }
    case 'closeAll':
      return state.current || state.queue.length > 0 ? { current: null, queue: [] } : state;
    case 'routeChange':
      // Spec §4: any route change closes the current modal; like any close, the next follows.
      return state.current ? showNext(state.queue) : state;
  }
}
