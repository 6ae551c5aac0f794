import { vi } from 'vitest';
import type { AccountRecord } from '@/academy-api/accounts/accounts.queries';
import {
  accountRecord,
  accountResource,
  buildDocument,
  entityRecord,
  entityResource,
  listOf,
  preferenceRecord,
  preferenceResource,
} from '@/tests/support/api-documents';

// A small stand-in for the BFF's /api/v1/accounts calls, for the DOM tests of the list.

export const ADMIN_ID = 'admin-1';

const ACME = entityRecord({ id: 'e-acme', name: 'Acme Learning BV' });

export const FAKE_ACCOUNTS: AccountRecord[] = [
  accountRecord({
    id: 'a-ada',
    fullName: 'Ada Admin',
    email: 'admin@demo.academy',
    roles: ['academy_admin'],
    entityId: ACME.id,
  }),
  accountRecord({
    id: 'a-cora',
    fullName: 'Cora Coach',
    email: 'coach@demo.academy',
    roles: ['coach'],
    entityId: ACME.id,
  }),
  accountRecord({
    id: 'a-stijn',
    fullName: 'Stijn Student',
    email: 'student@demo.academy',
    roles: ['student'],
    entityId: ACME.id,
  }),
];

/** The accounts whose invitation is pending (the list marks them "Invited"). */
export const INVITED = new Set<string>();

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function list(params: URLSearchParams) {
  const search = params.get('filter[search]')?.toLowerCase();
  const role = params.get('filter[role]');
  const sort = params.get('sort') ?? 'full_name';
  const rows = FAKE_ACCOUNTS.filter(
    (a) =>
      (!search || `${a.fullName} ${a.email}`.toLowerCase().includes(search)) &&
      (!role || a.roles.includes(role)),
  ).sort((a, b) => a.fullName.localeCompare(b.fullName) * (sort.startsWith('-') ? -1 : 1));
  return json(
    listOf(
      rows.map((row) => accountResource({ ...row, invited: INVITED.has(row.id) })),
      {
        size: Number(params.get('page[size]') ?? 20),
        included: [entityResource(ACME)],
      },
    ),
  );
}

/** Every call the fake answered: method and decoded URL. */
export function installFakeAccountsApi(pinned: { uri: string; title: string }[]) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  let stored: unknown = pinned;
  // Stijn was just seen, so his row shows the online dot.
  const stijn = FAKE_ACCOUNTS.find((account) => account.id === 'a-stijn');
  if (stijn) stijn.lastOnline = new Date();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url: decodeURIComponent(url.pathname + url.search), body });
    if (url.pathname === '/api/v1/accounts') return list(url.searchParams);
    if (url.pathname.startsWith(`/api/v1/accounts/${ADMIN_ID}/preferences`)) {
      // Keeps what was saved, as the API does: the hook refetches after saving.
      if (method !== 'GET') stored = body.data.attributes.payload;
      const preference = preferenceResource(
        preferenceRecord({ id: 'pref-1', accountId: ADMIN_ID, payload: stored }),
      );
      return json(method === 'GET' ? listOf([preference]) : buildDocument(preference));
    }
    return new Response('{"errors":[{"status":"404"}]}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
