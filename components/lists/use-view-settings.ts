'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import {
  allPins,
  createStartingState,
  viewOf,
  viewSettingsReducer,
  withCriteria,
} from '@/lib/lists/view-settings';
import {
  defineView,
  type FilterValue,
  type JsonValue,
  type Pin,
  type Sort,
  type ViewSettings,
} from '@/lib/lists/view-settings-schema';
import { readStoredViews, storeView } from './view-settings-store';

/** How a screen starts its view's settings (see useViewSettings). */
export interface ViewSettingsOptions {
  /** Stores every change at once (the default); otherwise call save(). */
  autoSave?: boolean;
  /**
   * The settings the server rendered the screen with (read from the view's cookie; {} for
   * none): the first render uses them instead of waiting for local storage.
   */
  initial?: Partial<ViewSettings>;
  /** Filters the page's link brought: they replace the stored ones once, as they load. */
  linkedFilters?: Record<string, FilterValue> | null;
  /**
   * `initial` is the view in the page's address: its list criteria (page size in the preference
   * `sizePreference`) replace the stored ones as they load, and are stored.
   */
  fromAddress?: { sizePreference: string } | null;
}

/**
 * A named view's settings (spec §3/§4): filters, preferences, api options, sort, search and
 * pins, loaded once from local storage as the screen mounts (the server renders the defaults,
 * or `initial`). With autoSave (the default) every change is stored at once; otherwise call
 * save().
 */
export function useViewSettings(
  viewName: string,
  defaults: Partial<ViewSettings> = {},
  { autoSave = true, initial, linkedFilters, fromAddress }: ViewSettingsOptions = {},
) {
  const [state, dispatch] = useReducer(viewSettingsReducer, undefined, () =>
    createStartingState(viewName, defineView(defaults), initial ?? {}, initial && linkedFilters),
  );
  // What storage holds for this view, so only real changes are written.
  const stored = useRef<string | null>(null);
  const mount = useRef({ state, viewName, defaults, initial, linkedFilters, fromAddress });
  // Loaded once (spec §4), before any effect of the screen's: what the screen changes as it
  // mounts lands on the loaded view.
  useLayoutEffect(() => {
    const { state: first, viewName: name, ...options } = mount.current;
    const views = readStoredViews();
    // With the server's settings, local storage still decides: without this view, the defaults.
    if (options.initial && !views[name]) views[name] = defineView(options.defaults);
    const storedView = viewOf(viewSettingsReducer(first, { type: 'loaded', stored: views }), name);
    stored.current = JSON.stringify(storedView);
    // The address's view wins over the stored one (and so is stored, being a change).
    const size = options.fromAddress?.sizePreference;
    if (size !== undefined) views[name] = withCriteria(storedView, viewOf(first, name), size);
    dispatch({ type: 'loaded', stored: views });
    if (options.linkedFilters) {
      dispatch({ type: 'linkFilters', view: name, filters: options.linkedFilters });
    }
  }, []);

  const view = viewOf(state, viewName);
  const save = useCallback(() => {
    storeView(viewName, view);
    dispatch({ type: 'saved' });
  }, [viewName, view]);

  const serialized = JSON.stringify(view);
  useEffect(() => {
    if (!state.loaded || !autoSave || stored.current === serialized) return;
    stored.current = serialized;
    save();
  }, [state.loaded, autoSave, serialized, save]);

  const actions = useMemo(
    () => ({
      setFilter: (name: string, value: FilterValue) =>
        dispatch({ type: 'setFilter', view: viewName, name, value }),
      resetFilters: () => dispatch({ type: 'resetFilters', view: viewName }),
      setSearch: (search: string | null) =>
        dispatch({ type: 'setSearch', view: viewName, search: search ?? '' }),
      toggleSort: (field: string) => dispatch({ type: 'toggleSort', view: viewName, field }),
      setSort: (sort: Sort) => dispatch({ type: 'setSort', view: viewName, sort }),
      setPreference: (name: string, value: JsonValue) =>
        dispatch({ type: 'setPreference', view: viewName, name, value }),
      togglePin: (pin: Pin) => dispatch({ type: 'togglePin', view: viewName, pin }),
    }),
    [viewName],
  );

  return {
    view,
    loaded: state.loaded,
    dirty: state.dirty,
    /** Spec §3: the pins of all views, flattened (as loaded, plus this view's changes). */
    allPins: allPins(state),
    isPinned: (uri: string) => view.pins.some((pin) => pin.uri === uri),
    save,
    ...actions,
  };
}
