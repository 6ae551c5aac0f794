import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { VIEW_SETTINGS_STORAGE_KEY } from '@/lib/lists/view-settings-storage';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { useViewSettings } from './use-view-settings';

function AccountsView({ autoSave }: { autoSave?: boolean }) {
  const settings = useViewSettings(
    'admin-accounts',
    { sort: { field: 'full_name', direction: 'asc' } },
    { autoSave },
  );
  const pin = { uri: '/admin/accounts/1', title: 'Ada Admin' };
  return (
    <div>
      <output data-testid="state">
        {JSON.stringify({ loaded: settings.loaded, dirty: settings.dirty, ...settings.view })}
      </output>
      <button type="button" onClick={() => settings.setSearch('ada')}>
        search
      </button>
      <button type="button" onClick={() => settings.toggleSort('full_name')}>
        sort
      </button>
      <button type="button" onClick={() => settings.togglePin(pin)}>
        pin
      </button>
      <button type="button" onClick={settings.save}>
        save
      </button>
    </div>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const stored = () => JSON.parse(localStorage.getItem(VIEW_SETTINGS_STORAGE_KEY) ?? 'null');

/** Suspends its boundary while `waiting` is set: the way a lazy part or a query suspends. */
function Waits({ waiting }: { waiting: Promise<void> | null }) {
  if (waiting) use(waiting);
  return null;
}

function SuspendingScreen() {
  const [waiting, setWaiting] = useState<Promise<void> | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          let done = () => {};
          const promise = new Promise<void>((resolve) => {
            done = resolve;
          });
          setWaiting(promise);
          resume = () => {
            done();
            setWaiting(null);
          };
        }}
      >
        suspend
      </button>
      <Suspense fallback={<p>loading</p>}>
        <AccountsView autoSave={false} />
        <Waits waiting={waiting} />
      </Suspense>
    </>
  );
}
let resume = () => {};

describe('useViewSettings (spec §3/§4)', () => {
  afterEach(() => localStorage.clear());

  // React runs layout effects again when a Suspense boundary shows a tree it had hidden: the load
  // from storage must not run over what the visitor changed since (the reducer's `loaded` once).
  it('loads storage once: a Suspense boundary showing the screen again keeps what was changed', async () => {
    renderWithProviders(<SuspendingScreen />);
    click('search');
    expect(state()).toMatchObject({ loaded: true, search: 'ada' });
    click('suspend');
    expect(await screen.findByText('loading')).toBeTruthy();
    await act(async () => resume());
    expect(state()).toMatchObject({ loaded: true, search: 'ada' });
  });

  it('stores every change and loads it again after a reload', () => {
    const first = renderWithProviders(<AccountsView />);
    expect(state()).toMatchObject({ loaded: true, search: '', sort: { direction: 'asc' } });
    click('search');
    click('sort');
    click('pin');
    expect(stored().views['admin-accounts']).toMatchObject({
      search: 'ada',
      sort: { field: 'full_name', direction: 'desc' },
      pins: [{ uri: '/admin/accounts/1' }],
    });
    first.unmount();

    renderWithProviders(<AccountsView />);
    expect(state()).toMatchObject({
      loaded: true,
      dirty: false,
      search: 'ada',
      sort: { direction: 'desc' },
      pins: [{ title: 'Ada Admin' }],
    });
  });

  it('without autoSave a change is dirty until saved, and keeps the other views', () => {
    const other = { filters: {}, preferences: {}, sort: null, search: 'x', pins: [] };
    localStorage.setItem(
      VIEW_SETTINGS_STORAGE_KEY,
      JSON.stringify({ version: 1, views: { 'support-accounts': other } }),
    );
    renderWithProviders(<AccountsView autoSave={false} />);
    click('search');
    expect(state()).toMatchObject({ dirty: true, search: 'ada' });
    expect(stored().views['admin-accounts']).toBeUndefined();
    act(() => click('save'));
    expect(state().dirty).toBe(false);
    expect(stored().views).toMatchObject({
      'admin-accounts': { search: 'ada' },
      'support-accounts': { search: 'x' },
    });
  });

  it('starts from the defaults when storage is corrupt', () => {
    localStorage.setItem(VIEW_SETTINGS_STORAGE_KEY, '{not json');
    renderWithProviders(<AccountsView />);
    expect(state()).toMatchObject({ loaded: true, search: '', sort: { direction: 'asc' } });
  });
});
