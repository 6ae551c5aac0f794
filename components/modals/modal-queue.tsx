'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { usePathname } from 'next/navigation';
import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import {
  EMPTY_MODAL_QUEUE,
  type ModalQueueState,
  modalQueueReducer,
} from '@/lib/ui-state/modal-queue';
import './modals.css';

/** What a queued modal shows: a Radix Dialog.Content of its own (title, description, body). */
export type ModalRender = () => ReactNode;

export interface ModalApi {
  /** Spec §4: shown now, or queued behind one of equal or higher priority (default 0). */
  open(id: string, render: ModalRender, priority?: number): void;
  /** Without an id: the modal on screen. The next one in the queue follows. */
  close(id?: string): void;
  closeAll(): void;
}

const ModalContext = createContext<ModalApi | null>(null);

/**
 * The one modal queue of the app (spec §4): one modal on screen at a time, the others waiting
 * highest priority first; closing shows the next, any route change closes the current one, and
 * Escape, the overlay and close buttons close it (Radix Dialog: focus trap, focus return).
 */
export function ModalQueueProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(
    modalQueueReducer<ModalRender>,
    EMPTY_MODAL_QUEUE as ModalQueueState<ModalRender>,
  );
  const api = useMemo<ModalApi>(
    () => ({
      open: (id, render, priority) =>
        dispatch({ type: 'open', modal: { id, priority, props: render } }),
      close: (id) => dispatch({ type: 'close', id }),
      closeAll: () => dispatch({ type: 'closeAll' }),
    }),
    [],
  );

  // A layout effect: it runs before any child's passive effects, so a modal a new page opens
  // on arrival (the #give-feedback hash) is opened after the old page's modal has closed.
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dispatch({ type: 'routeChange' });
  }, [pathname]);

  const current = state.current;
  return (
    <ModalContext.Provider value={api}>
      {children}
      <Dialog.Root
        // A new key per modal: the next one in the queue mounts fresh (focus goes into it).
        key={current?.id ?? 'none'}
        open={current !== null}
        onOpenChange={(open) => {
          if (!open) api.close(current?.id);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="modal-overlay" />
          {current?.props?.()}
        </Dialog.Portal>
      </Dialog.Root>
    </ModalContext.Provider>
  );
}

export function useModals(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModals needs a ModalQueueProvider above it.');
  return api;
}
