'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import {
  type RefObject,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useSyncExternalStore,
} from 'react';
import { HeaderIcon } from '@/components/notifications/header-icon';
import { useMe } from '@/components/shell/use-me';
import { canUseSupportPalette } from '@/lib/access/shell';
import { OPEN_PALETTE_EVENT, type OpenPaletteDetail } from '@/lib/support/open-palette';
import { CLOSED_PALETTE, paletteReducer } from '@/lib/support/palette-state';
import { isApplePlatform, isPaletteShortcut, paletteShortcut } from '@/lib/support/shortcut';
import './support-button.css';

// cmdk and the dialog load after hydration, and only for the support roles who have the button.
const PaletteDialog = dynamic(
  () => import('./palette-dialog').then((module) => module.PaletteDialog),
  { ssr: false },
);

function platform(): string {
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return data?.platform || navigator.platform || '';
}

const noSubscription = () => () => undefined;

/** Apple or not, read once in the browser (the server renders the Ctrl+K variant). */
function useApplePlatform(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => isApplePlatform(platform()),
    () => false,
  );
}

/**
 * The header's support button and the palette it opens. Only support roles on a
 * portal with account-support get it: for anyone else neither the button nor the Ctrl+K
 * listener exists (and the API refuses their account searches anyway).
 */
export function SupportPalette() {
  const { me, features } = useMe();
  if (!canUseSupportPalette(me.roles, features)) return null;
  return <AllowedSupportPalette />;
}

function AllowedSupportPalette() {
  const t = useTranslations('support');
  const [state, dispatch] = useReducer(paletteReducer, CLOSED_PALETTE);
  const shortcut = paletteShortcut(useApplePlatform());
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(state.open, button);

  useEffect(() => {
    const apple = isApplePlatform(platform());
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || !isPaletteShortcut(event, apple)) return;
      // The browser's own Ctrl+K (search bar) gives way to the palette.
      event.preventDefault();
      returnFocus.remember();
      dispatch({ type: 'toggle', at: performance.now() });
    };
    // /admin/support's command buttons open the palette in a command's mode.
    const onOpen = (event: Event) => {
      const { mode } = (event as CustomEvent<OpenPaletteDetail>).detail ?? { mode: null };
      returnFocus.remember();
      const at = performance.now();
      dispatch({ type: 'open', at });
      if (mode) dispatch({ type: 'choose-mode', mode, at });
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener(OPEN_PALETTE_EVENT, onOpen);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(OPEN_PALETTE_EVENT, onOpen);
    };
  }, [returnFocus]);

  return (
    <>
      <button
        type="button"
        className="icon-button support-button"
        aria-haspopup="dialog"
        aria-expanded={state.open}
        aria-keyshortcuts={shortcut.aria}
        title={`${t('button')} (${shortcut.label})`}
        ref={button}
        onClick={() => {
          returnFocus.remember();
          dispatch({ type: 'open', at: performance.now() });
        }}
      >
        <LifebuoyIcon />
        <span className="support-button-label">{t('button')}</span>
        <span className="support-button-key" aria-hidden="true">
          {shortcut.label}
        </span>
      </button>
      <PaletteDialog state={state} dispatch={dispatch} />
    </>
  );
}

/**
 * Radix gives focus back to a Dialog.Trigger on close, and cmdk's dialog has none: without this
 * focus would fall to the page's body. Back it goes to what had it before opening (the button,
 * or wherever Ctrl+K was pressed), or to the support button.
 */
function useReturnFocus(open: boolean, fallback: RefObject<HTMLElement | null>) {
  const previous = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const target = previous.current?.isConnected ? previous.current : fallback.current;
      target?.focus();
      previous.current = null;
    }
    wasOpen.current = open;
  }, [open, fallback]);
  return useMemo(
    () => ({
      remember() {
        const active = document.activeElement;
        // Pressed again inside the open palette: keep what was remembered when it opened.
        if (active instanceof HTMLElement && active.closest('[cmdk-dialog]')) return;
        previous.current =
          active instanceof HTMLElement && active !== document.body ? active : null;
      },
    }),
    [],
  );
}

function LifebuoyIcon() {
  return (
    <HeaderIcon>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="m5.6 5.6 3.6 3.6M14.8 14.8l3.6 3.6M14.8 9.2l3.6-3.6M5.6 18.4l3.6-3.6" />
    </HeaderIcon>
  );
}
