import { describe, expect, it } from 'vitest';
import {
  createViewSettingsState,
  type ViewSettingsAction,
  viewOf,
  viewSettingsReducer,
} from './view-settings';
import { defineView } from './view-settings-schema';
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
