'use client';

import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  allPins,
  createViewSettingsState,
  viewOf,
  viewSettingsReducer,
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

/**
 * A named view's settings (spec §3/§4): filters, preferences, api options, sort, search and
 * pins, loaded once from local storage after mount (the server renders the defaults). With
 * autoSave (the default) every change is stored at once; otherwise call save().
 */
export function useViewSettings(
  viewName: string,
  defaults: Partial<ViewSettings> = {},
  { autoSave = true }: { autoSave?: boolean } = {},
) {
  const [state, dispatch] = useReducer(viewSettingsReducer, undefined, () =>
    createViewSettingsState({ [viewName]: defineView(defaults) }),
  );
  useEffect(() => {
    dispatch({ type: 'loaded', stored: readStoredViews() });
  }, []);

  const view = viewOf(state, viewName);
  const save = useCallback(() => {
    storeView(viewName, view);
    dispatch({ type: 'saved' });
  }, [viewName, view]);

  // What storage holds for this view, so only real changes are written.
  const stored = useRef<string | null>(null);
  const serialized = JSON.stringify(view);
  useEffect(() => {
    if (!state.loaded || !autoSave) return;
    if (stored.current === null) stored.current = serialized; // as just loaded
    if (stored.current === serialized) return;
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
