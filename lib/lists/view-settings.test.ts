import { describe, expect, it } from 'vitest';
import {
  allPins,
  createViewSettingsState,
  isPinned,
  type ViewSettingsAction,
  type ViewSettingsState,
  viewOf,
  viewSettingsReducer,
} from './view-settings';
import { defineView } from './view-settings-schema';

const ada = { uri: '/admin/accounts/1', title: 'Ada', image: null };
const bob = { uri: '/admin/accounts/2', title: 'Bob' };
const initial = () =>
  createViewSettingsState({
    accounts: defineView({ filters: { role: 'admin' }, sort: { field: 'name', direction: 'asc' } }),
  });
const run = (state: ViewSettingsState, ...actions: ViewSettingsAction[]) =>
  actions.reduce(viewSettingsReducer, state);

describe('view settings (spec §3/§4)', () => {
  it('starts not loaded and clean, with the declared defaults', () => {
    const state = initial();
    expect(state).toMatchObject({ loaded: false, dirty: false });
    expect(viewOf(state, 'accounts').filters).toEqual({ role: 'admin' });
    expect(viewOf(state, 'unknown').pins).toEqual([]);
  });

  it('loads stored settings once, over the defaults', () => {
    const loaded = run(initial(), { type: 'loaded', stored: { accounts: { search: 'ada' } } });
    expect(loaded).toMatchObject({ loaded: true, dirty: false });
    expect(viewOf(loaded, 'accounts')).toMatchObject({ search: 'ada', filters: { role: 'admin' } });
    const changed = run(loaded, { type: 'setSearch', view: 'accounts', search: 'bob' });
    expect(run(changed, { type: 'loaded', stored: {} })).toBe(changed);
  });

  it.each<ViewSettingsAction>([
    { type: 'setFilter', view: 'accounts', name: 'role', value: 'coach' },
    { type: 'setSearch', view: 'accounts', search: 'ada' },
    { type: 'toggleSort', view: 'accounts', field: 'name' },
    { type: 'setSort', view: 'accounts', sort: null },
    { type: 'setPreference', view: 'accounts', name: 'pageSize', value: 50 },
    { type: 'togglePin', view: 'accounts', pin: ada },
  ])('$type makes the settings dirty', (action) => {
    expect(run(initial(), action).dirty).toBe(true);
  });

  it('a change to the same value leaves the settings clean', () => {
    const state = initial();
    expect(run(state, { type: 'setFilter', view: 'accounts', name: 'role', value: 'admin' })).toBe(
      state,
    );
    expect(run(state, { type: 'setSearch', view: 'accounts', search: '' })).toBe(state);
  });

  it('saving makes the settings clean', () => {
    const state = run(
      initial(),
      { type: 'setSearch', view: 'accounts', search: 'x' },
      { type: 'saved' },
    );
    expect(state.dirty).toBe(false);
  });

  it('resetting filters restores the defaults and makes the settings clean', () => {
    const state = run(
      initial(),
      { type: 'setFilter', view: 'accounts', name: 'role', value: 'coach' },
      { type: 'setFilter', view: 'accounts', name: 'entity', value: ['a', 'b'] },
      { type: 'resetFilters', view: 'accounts' },
    );
    expect(viewOf(state, 'accounts').filters).toEqual({ role: 'admin' });
    expect(state.dirty).toBe(false);
  });

  it("a link's filters replace the view's, from the defaults, and make the settings dirty", () => {
    const state = run(
      initial(),
      { type: 'loaded', stored: { accounts: { filters: { role: 'coach', entity: 'e1' } } } },
      { type: 'linkFilters', view: 'accounts', filters: { entity: 'e2' } },
    );
    expect(viewOf(state, 'accounts').filters).toEqual({ role: 'admin', entity: 'e2' });
    expect(state.dirty).toBe(true);
  });

  it('an empty filter value removes the filter', () => {
    const state = run(initial(), { type: 'setFilter', view: 'accounts', name: 'role', value: [] });
    expect(viewOf(state, 'accounts').filters).toEqual({});
  });

  it('sort direction toggles on the same field; another field starts ascending', () => {
    const desc = run(initial(), { type: 'toggleSort', view: 'accounts', field: 'name' });
    expect(viewOf(desc, 'accounts').sort).toEqual({ field: 'name', direction: 'desc' });
    const asc = run(desc, { type: 'toggleSort', view: 'accounts', field: 'name' });
    expect(viewOf(asc, 'accounts').sort).toEqual({ field: 'name', direction: 'asc' });
    const other = run(desc, { type: 'toggleSort', view: 'accounts', field: 'last_online' });
    expect(viewOf(other, 'accounts').sort).toEqual({ field: 'last_online', direction: 'asc' });
  });

  it('pins toggle by uri, and the overall pin list flattens all views', () => {
    const state = run(
      initial(),
      { type: 'togglePin', view: 'accounts', pin: ada },
      { type: 'togglePin', view: 'support', pin: bob },
    );
    expect(isPinned(state, 'accounts', ada.uri)).toBe(true);
    expect(allPins(state)).toEqual([ada, bob]);
    const unpinned = run(state, { type: 'togglePin', view: 'accounts', pin: ada });
    expect(allPins(unpinned)).toEqual([bob]);
  });
});
