import { isPageSize, type PageSize } from './pagination';
import {
  EMPTY_VIEW,
  type FilterValue,
  type JsonValue,
  type Pin,
  type Sort,
  type ViewSettings,
} from './view-settings-schema';

/** Spec §4: every named view's settings, a loaded flag and a dirty flag. */
export interface ViewSettingsState {
  loaded: boolean;
  dirty: boolean;
  defaults: Readonly<Record<string, ViewSettings>>;
  views: Record<string, ViewSettings>;
}

export type ViewSettingsAction =
  /** Stored settings (see view-settings-storage); applied once only. */
  | { type: 'loaded'; stored: Record<string, Partial<ViewSettings>> }
  | { type: 'setFilter'; view: string; name: string; value: FilterValue }
  | { type: 'resetFilters'; view: string }
  | { type: 'setSearch'; view: string; search: string }
  /** A header click: the same field flips its direction, another field sorts ascending. */
  | { type: 'toggleSort'; view: string; field: string }
  | { type: 'setSort'; view: string; sort: Sort }
  | { type: 'setPreference'; view: string; name: string; value: JsonValue }
  | { type: 'togglePin'; view: string; pin: Pin }
  /** Filters a link brought replace the view's: resetFilters, then each one set. */
  | { type: 'linkFilters'; view: string; filters: Record<string, FilterValue> }
  | { type: 'saved' };

export function createViewSettingsState(
  defaults: Record<string, ViewSettings> = {},
): ViewSettingsState {
  return { loaded: false, dirty: false, defaults, views: { ...defaults } };
}

/**
 * The state a list screen renders first, on the server and in the browser alike: the view's
 * defaults with the settings the server read from its cookie (see view-cookie.ts) over them,
 * then the filters its link brought. Not loaded yet: local storage still decides.
 */
export function createStartingState(
  name: string,
  defaults: ViewSettings,
  mirrored: Partial<ViewSettings>,
  linkedFilters?: Record<string, FilterValue> | null,
): ViewSettingsState {
  const state = createViewSettingsState({ [name]: defaults });
  const views = { ...state.views, [name]: withStored(defaults, mirrored) };
  const linked = linkedFilters
    ? viewSettingsReducer(
        { ...state, views },
        { type: 'linkFilters', view: name, filters: linkedFilters },
      )
    : { ...state, views };
  return { ...linked, dirty: false };
}

/** A view with stored settings over it; its apiOptions stay the screen's. */
export function withStored(base: ViewSettings, stored: Partial<ViewSettings>): ViewSettings {
  return { ...base, ...stored, apiOptions: base.apiOptions };
}

/**
 * A view with another's list criteria: its filters, search, sort and the page size kept in the
 * preference `sizePreference` (none when the other keeps none); its pins and other preferences
 * stay.
 */
export function withCriteria(
  base: ViewSettings,
  criteria: ViewSettings,
  sizePreference: string,
): ViewSettings {
  const { [sizePreference]: _, ...preferences } = base.preferences;
  const size = storedPageSize(criteria, sizePreference);
  if (size !== undefined) preferences[sizePreference] = size;
  const { filters, search, sort } = criteria;
  return { ...base, filters, search, sort, preferences };
}

/** A view's current settings; a view nobody declared starts empty. */
export function viewOf(state: ViewSettingsState, view: string): ViewSettings {
  return state.views[view] ?? state.defaults[view] ?? EMPTY_VIEW;
}

/** Spec §3: the overall pin list is the pins of all views, flattened. */
export function allPins(state: ViewSettingsState): Pin[] {
  return Object.values(state.views).flatMap((view) => view.pins);
}

export function isPinned(state: ViewSettingsState, view: string, uri: string): boolean {
  return viewOf(state, view).pins.some((pin) => pin.uri === uri);
}

/**
 * Spec §4 transitions: any change to filters, search, sort, preferences or pins makes the
 * settings dirty; saving makes them clean, and so does resetting the filters.
 */
export function viewSettingsReducer(
  state: ViewSettingsState,
  action: ViewSettingsAction,
): ViewSettingsState {
  switch (action.type) {
    case 'loaded': {
      if (state.loaded) return state; // loaded once: later reads must not undo the user's changes
      const views = { ...state.views };
      // apiOptions belong to the screen's code, so stored copies never override them.
      for (const [name, stored] of Object.entries(action.stored)) {
        views[name] = withStored(viewOf(state, name), stored);
      }
      return { ...state, views, loaded: true, dirty: false };
    }
    case 'setFilter': {
      const { [action.name]: _, ...rest } = viewOf(state, action.view).filters;
      const cleared = action.value === null || action.value === '' || isEmptyList(action.value);
      return change(state, action.view, {
        filters: cleared ? rest : { ...rest, [action.name]: action.value },
      });
    }
    case 'resetFilters': {
      const filters = (state.defaults[action.view] ?? EMPTY_VIEW).filters;
      return { ...update(state, action.view, { filters }), dirty: false };
    }
    case 'setSearch':
      return change(state, action.view, { search: action.search });
    case 'toggleSort': {
      const sort = viewOf(state, action.view).sort;
      const direction = sort?.field === action.field && sort.direction === 'asc' ? 'desc' : 'asc';
      return change(state, action.view, { sort: { field: action.field, direction } });
    }
    case 'setSort':
      return change(state, action.view, { sort: action.sort });
    case 'setPreference': {
      const preferences = {
        ...viewOf(state, action.view).preferences,
        [action.name]: action.value,
      };
      return change(state, action.view, { preferences });
    }
    case 'togglePin': {
      const pins = viewOf(state, action.view).pins;
      const without = pins.filter((pin) => pin.uri !== action.pin.uri);
      return change(state, action.view, {
        pins: without.length < pins.length ? without : [...pins, action.pin],
      });
    }
    case 'linkFilters':
      return Object.entries(action.filters).reduce(
        (next, [name, value]) =>
          viewSettingsReducer(next, { type: 'setFilter', view: action.view, name, value }),
        viewSettingsReducer(state, { type: 'resetFilters', view: action.view }),
      );
    case 'saved':
      return state.dirty ? { ...state, dirty: false } : state;
  }
}

function isEmptyList(value: FilterValue): boolean {
  return Array.isArray(value) && value.length === 0;
}

function update(state: ViewSettingsState, view: string, patch: Partial<ViewSettings>) {
  return { ...state, views: { ...state.views, [view]: { ...viewOf(state, view), ...patch } } };
}

// A change that changes nothing (the same search again) leaves the state, and the flag, alone.
function change(state: ViewSettingsState, view: string, patch: Partial<ViewSettings>) {
  const current = viewOf(state, view);
  const same = Object.entries(patch).every(
    ([key, value]) => JSON.stringify(current[key as keyof ViewSettings]) === JSON.stringify(value),
  );
  return same ? state : { ...update(state, view, patch), dirty: true };
}

/** The page size a view keeps in its preference `name`, when it is still one of the choices. */
export function storedPageSize(view: ViewSettings, name = 'pageSize'): PageSize | undefined {
  const size = view.preferences[name];
  return isPageSize(size) ? size : undefined;
}
