'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
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
import { focusReturnTarget, returnFocusAfterClose } from './focus-return';
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

// The dialog itself loads when the first modal opens: most pages never show one.
const ModalHost = dynamic(() => import('./modal-host').then((module) => module.ModalHost), {
  ssr: false,
});

/**
 * The one modal queue of the app: one modal on screen at a time, the others waiting
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
  // The control that opened the first modal gets focus back when the last one closes.
  const opener = useRef<HTMLElement | null>(null);
  const showing = current !== null;
  useLayoutEffect(() => {
    if (showing) opener.current = focusReturnTarget(document.activeElement);
    else if (opener.current) {
      returnFocusAfterClose(opener.current);
      opener.current = null;
    }
  }, [showing]);
  // Once a modal has been shown the host stays, so closing animates and returns focus.
  const used = useRef(false);
  if (current) used.current = true;
  return (
    <ModalContext.Provider value={api}>
      {children}
      {used.current && (
        <ModalHost
          modalKey={current?.id ?? 'none'}
          open={current !== null}
          onClose={() => api.close(current?.id)}
        >
          {current?.props?.()}
        </ModalHost>
      )}
    </ModalContext.Provider>
  );
}

/**
 * The modal queue, for the component that opens a modal. A modal renders at the root, where
 * only the shell's translations are; so what it shows keeps the translations of where it was
 * opened (a page may send the browser more namespaces: <ClientMessages>).
 */
export function useModals(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModals needs a ModalQueueProvider above it.');
  const messages = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  return useMemo<ModalApi>(
    () => ({
      ...api,
      open: (id, render, priority) =>
        api.open(
          id,
          () => (
            <NextIntlClientProvider messages={messages} locale={locale} timeZone={timeZone}>
              {render()}
            </NextIntlClientProvider>
          ),
          priority,
        ),
    }),
    [api, messages, locale, timeZone],
  );
}
