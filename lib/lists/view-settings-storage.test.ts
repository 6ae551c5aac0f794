import { describe, expect, it } from 'vitest';
import {
  createViewSettingsState,
  type ViewSettingsAction,
  viewOf,
  viewSettingsReducer,
} from './view-settings';
import { defineView, parseStoredView } from './view-settings-schema';
import { parseViewSettings, serializeViewSettings } from './view-settings-storage';

const screen = () =>
  createViewSettingsState({ accounts: defineView({ apiOptions: { filter: { type: 'admin' } } }) });

describe('view settings in local storage', () => {
  it('round-trips every view except the screen-owned apiOptions', () => {
    const actions: ViewSettingsAction[] = [
      { type: 'setSearch', view: 'accounts', search: 'ada' },
      { type: 'toggleSort', view: 'accounts', field: 'name' },
      { type: 'setPreference', view: 'accounts', name: 'pageSize', value: 50 },
      { type: 'togglePin', view: 'accounts', pin: { uri: '/admin/accounts/1', title: 'Ada' } },
    ];
    const state = actions.reduce(viewSettingsReducer, screen());
    const stored = parseViewSettings(serializeViewSettings(state));
    const { apiOptions: _, ...expected } = viewOf(state, 'accounts');
    expect(stored).toEqual({ accounts: expected });
    const reloaded = viewSettingsReducer(screen(), { type: 'loaded', stored });
    expect(viewOf(reloaded, 'accounts')).toEqual(viewOf(state, 'accounts'));
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '{"version":1,'],
    ['another shape', '[1,2,3]'],
    ['another version', '{"version":2,"views":{}}'],
    ['a bare string', '"hello"'],
  ])('%s gives no views, never a crash', (_, raw) => {
    expect(parseViewSettings(raw)).toEqual({});
  });

  it('drops a corrupt view and keeps the others', () => {
    const good = { filters: {}, preferences: {}, sort: null, search: 'x', pins: [] };
    const raw = JSON.stringify({ version: 1, views: { good, bad: { ...good, sort: 'name' } } });
    expect(parseViewSettings(raw)).toEqual({ good });
  });
});

describe('stored view checks without zod', () => {
  it('keeps only the known keys of a view and of its pins', () => {
    const view = parseStoredView({
      filters: { status: ['open'], flagged: true, page: 2, none: null },
      preferences: { columns: ['name', { width: 3 }] },
      sort: { field: 'name', direction: 'desc', extra: 1 },
      search: 'ada',
      pins: [{ uri: '/admin/accounts/1', title: 'Ada', image: null, extra: 'x' }],
      apiOptions: { filter: { role: 'student' } },
      extra: true,
    });
    expect(view).toEqual({
      filters: { status: ['open'], flagged: true, page: 2, none: null },
      preferences: { columns: ['name', { width: 3 }] },
      sort: { field: 'name', direction: 'desc' },
      search: 'ada',
      pins: [{ uri: '/admin/accounts/1', title: 'Ada', image: null }],
    });
  });

  it.each([
    ['a filter that is an object', { filters: { status: { a: 1 } } }],
    ['a filter list with a number', { filters: { status: ['open', 2] } }],
    ['a sort without a field', { sort: { field: '', direction: 'asc' } }],
    ['a sort in another direction', { sort: { field: 'name', direction: 'up' } }],
    ['a search that is not text', { search: 3 }],
    ['a pin without a uri', { pins: [{ uri: '', title: 'Ada' }] }],
    ['a pin image that is a number', { pins: [{ uri: '/a', title: 'Ada', image: 1 }] }],
    ['pins that are not a list', { pins: {} }],
  ])('refuses %s', (_, change) => {
    const valid = { filters: {}, preferences: {}, sort: null, search: '', pins: [] };
    expect(parseStoredView(valid)).toEqual(valid);
    expect(parseStoredView({ ...valid, ...change })).toBeNull();
  });
});
