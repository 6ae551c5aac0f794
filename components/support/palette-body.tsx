'use client';

import { Command } from 'cmdk';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type Dispatch, useEffect, useLayoutEffect, useRef } from 'react';
import { useMe } from '@/components/shell/use-me';
import { supportPaletteCommands } from '@/lib/access/shell';
import { SEARCH_DEBOUNCE_MS } from '@/lib/lists/search';
import {
  accountPath,
  findItem,
  firstItem,
  focusedOrFirst,
  type PaletteItem,
  paletteSections,
  pinOf,
} from '@/lib/support/palette-items';
import {
  acceptsActivation,
  acceptsEnter,
  enterWaitsForResults,
  type PaletteAction,
  type PaletteState,
  searchPending,
} from '@/lib/support/palette-state';
import {
  createDebouncedNotifier,
  type DebouncedNotifier,
} from '@/lib/validation/debounced-notifier';
import { safePortalPath } from '@/shared/navigation/safe-path';
import { PaletteOption } from './palette-options';
import { PaletteStatus } from './palette-status';
import { usePalettePin } from './use-palette-pin';
import { usePaletteResults } from './use-palette-results';
import { useSwitchPortal } from './use-switch-portal';

/** The open palette: mode, search input, the listbox of results and the status line. */
export function PaletteBody({
  state,
  dispatch,
}: {
  state: PaletteState;
  dispatch: Dispatch<PaletteAction>;
}) {
  const t = useTranslations('support');
  const router = useRouter();
  const { me, features } = useMe();
  const switchPortal = useSwitchPortal();
  const results = usePaletteResults(state);
  const { isPinned, togglePin, notice, clearNotice } = usePalettePin();
  const input = useRef<HTMLInputElement>(null);
  const commands = supportPaletteCommands(me.roles, features).map((command) => ({
    command,
    label: t(`commands.${command}`),
  }));
  const sections = paletteSections({
    ...state,
    commands,
    pins: results.pins,
    accounts: results.accounts,
    portals: results.portals,
    currentPortalId: me.portal.id,
  });

  // Keep an option focused: the one moved to while it is listed, else the first.
  const shownFocus = focusedOrFirst(sections, state.focused);
  useEffect(() => {
    if (shownFocus !== state.focused) dispatch({ type: 'focus', value: shownFocus });
  }, [shownFocus, state.focused, dispatch]);

  // Spec §9: the results follow the input 350 ms after typing stops.
  const debounce = useRef<DebouncedNotifier<void> | null>(null);
  useEffect(() => {
    const notifier = createDebouncedNotifier<void>(
      () => dispatch({ type: 'search' }),
      SEARCH_DEBOUNCE_MS,
    );
    debounce.current = notifier;
    return () => notifier.cancel();
  }, [dispatch]);

  function activate(item: PaletteItem) {
    switch (item.kind) {
      case 'command':
        debounce.current?.cancel();
        dispatch({ type: 'choose-mode', mode: item.command, at: performance.now() });
        // A click leaves focus on the list; typing goes on in the input.
        input.current?.focus();
        return;
      case 'pin':
      case 'account': {
        const path =
          item.kind === 'pin' ? safePortalPath(item.pin.uri) : accountPath(item.account.id);
        dispatch({ type: 'close' });
        if (path) router.push(path);
        return;
      }
      case 'portal':
        dispatch({ type: 'close' });
        if (!item.current) void switchPortal(item.portal);
        return;
    }
  }

  // Clicks: the first 200 ms after the items appeared are ignored.
  function choose(item: PaletteItem) {
    if (acceptsActivation(state, performance.now())) activate(item);
  }

  // The star beside an account: the same guard as choosing it.
  function clickPin(item: PaletteItem) {
    const pin = pinOf(item);
    if (pin && acceptsActivation(state, performance.now())) togglePin(pin);
  }

  // A pin message belongs to the list it was given for: typing or a new mode clears it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the input or mode changes
  useEffect(() => clearNotice(), [state.input, state.mode]);

  // An Enter that came before the results: choose the first of them as soon as they are in.
  const latest = useRef({ activate, sections });
  useLayoutEffect(() => {
    latest.current = { activate, sections };
  });
  useEffect(() => {
    if (!state.pendingEnter || !results.settled) return;
    dispatch({ type: 'entered' });
    const first = firstItem(latest.current.sections);
    if (first) latest.current.activate(first);
  }, [state.pendingEnter, results.settled, dispatch]);

  const now = new Date();

  return (
    <>
      {state.mode !== 'root' && (
        <button
          type="button"
          className="support-mode"
          onClick={() => {
            dispatch({ type: 'back', at: performance.now() });
            input.current?.focus();
          }}
        >
          <span aria-hidden="true">‹ </span>
          {t(`commands.${state.mode}`)}
          {/* The name keeps the visible text (WCAG 2.5.3) and says what the button does. */}
          <span className="visually-hidden">: {t('back')}</span>
        </button>
      )}
      <Command.Input
        ref={input}
        className="support-input"
        value={state.input}
        placeholder={t(`placeholder.${state.mode}`)}
        onValueChange={(value) => {
          dispatch({ type: 'type', input: value });
          debounce.current?.notify();
        }}
        onKeyDown={(event) => {
          if (event.nativeEvent.isComposing) return;
          if (event.key === 'Enter' && event.shiftKey) {
            // Shift+Enter pins or unpins the focused account and keeps the palette open.
            event.preventDefault();
            if (!acceptsEnter(state, performance.now(), event.repeat)) return;
            const pin = pinOf(findItem(sections, shownFocus));
            if (pin) togglePin(pin);
          } else if (event.key === 'Backspace') {
            dispatch({ type: 'backspace', at: performance.now() });
          } else if (event.key === 'Enter') {
            // The palette handles Enter itself (cmdk's onSelect is left to clicks): it knows the
            // guard, and that results still to come are the ones meant.
            event.preventDefault();
            if (!acceptsEnter(state, performance.now(), event.repeat)) return;
            if (enterWaitsForResults(state, results.settled)) {
              debounce.current?.cancel();
              dispatch({ type: 'enter', settled: results.settled });
              return;
            }
            const item = findItem(sections, shownFocus);
            if (item) activate(item);
          }
        }}
      />
      <Command.List
        className="support-list"
        label={t(`input.${state.mode}`)}
        aria-busy={results.refreshing || undefined}
      >
        {sections.map((section) => (
          <Command.Group key={section.id} heading={t(`groups.${section.id}`)}>
            {section.items.map((item) => (
              <PaletteOption
                key={item.value}
                item={item}
                now={now}
                pinned={isPinnedItem(item, isPinned)}
                onChoose={choose}
                onTogglePin={clickPin}
              />
            ))}
          </Command.Group>
        ))}
      </Command.List>
      <PaletteStatus
        mode={state.mode}
        term={state.term}
        results={results}
        empty={!sections[0]}
        typing={searchPending(state)}
        notice={notice}
      />
      <p className="support-keys" aria-hidden="true">
        <kbd>↑</kbd>
        <kbd>↓</kbd> {t('keys.move')} <kbd>↵</kbd> {t('keys.open')} <kbd>⇧</kbd>
        <kbd>↵</kbd> {t('keys.pin')} <kbd>⌫</kbd> {t('keys.back')} <kbd>Esc</kbd> {t('keys.close')}
      </p>
    </>
  );
}

/** Whether an item is pinned: pins always, found accounts when their page is; others never. */
function isPinnedItem(item: PaletteItem, isPinned: (uri: string) => boolean): boolean | undefined {
  const pin = pinOf(item);
  return pin ? isPinned(pin.uri) : undefined;
}
