import { vi } from 'vitest';

// A small stand-in for the BFF's /api/v1/accounts calls, for the DOM tests of the list.

export const ADMIN_ID = 'admin-1';

interface FakeAccount {
  id: string;
  full_name: string;
  email: string;
  roles: string[];
  last_online: string | null;
}

export const FAKE_ACCOUNTS: FakeAccount[] = [
  {
    id: 'a-ada',
    full_name: 'Ada Admin',
    email: 'admin@demo.academy',
    roles: ['academy_admin'],
    last_online: null,
  },
  {
    id: 'a-cora',
    full_name: 'Cora Coach',
    email: 'coach@demo.academy',
    roles: ['coach'],
    last_online: null,
  },
  {
    id: 'a-stijn',
    full_name: 'Stijn Student',
    email: 'student@demo.academy',
    roles: ['student'],
    last_online: null,
  },
];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function resource(account: FakeAccount) {
  const { id, ...attributes } = account;
  return {
    type: 'accounts',
    id,
    attributes: {
      ...attributes,
      locale: 'en',
      avatar_url: null,
      created_at: '2026-01-01T00:00:00Z',
    },
    relationships: { entity: { data: { type: 'entities', id: 'e-acme' } } },
  };
}

function list(params: URLSearchParams) {
  const search = params.get('filter[search]')?.toLowerCase();
  const role = params.get('filter[role]');
  const sort = params.get('sort') ?? 'full_name';
  const rows = FAKE_ACCOUNTS.filter(
    (a) =>
      (!search || `${a.full_name} ${a.email}`.toLowerCase().includes(search)) &&
      (!role || a.roles.includes(role)),
  ).sort((a, b) => a.full_name.localeCompare(b.full_name) * (sort.startsWith('-') ? -1 : 1));
  return json({
    data: rows.map(resource),
    included: [{ type: 'entities', id: 'e-acme', attributes: { name: 'Acme Learning BV' } }],
    meta: {
      total: rows.length,
      last_page: Math.max(1, Math.ceil(rows.length / Number(params.get('page[size]') ?? 20))),
    },
  });
}

/** Every call the fake answered: method and decoded URL. */
export function installFakeAccountsApi(pinned: { uri: string; title: string }[]) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  let stored: unknown = pinned;
  // Stijn was just seen, so his row shows the online dot.
  const stijn = FAKE_ACCOUNTS.find((account) => account.id === 'a-stijn');
  if (stijn) stijn.last_online = new Date().toISOString();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url: decodeURIComponent(url.pathname + url.search), body });
    if (url.pathname === '/api/v1/accounts') return list(url.searchParams);
    if (url.pathname.startsWith(`/api/v1/accounts/${ADMIN_ID}/preferences`)) {
      // Keeps what was saved, as the API does: the hook refetches after saving.
      if (method !== 'GET') stored = body.data.attributes.payload;
      const payload = stored;
      const preference = {
        type: 'preferences',
        id: 'pref-1',
        attributes: { property: 'admin_account_pins', payload },
      };
      return json({ data: method === 'GET' ? [preference] : preference });
    }
    return new Response('{"errors":[{"status":"404"}]}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
