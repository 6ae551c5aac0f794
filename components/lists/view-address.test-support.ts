// Test support: a fake next/navigation for list screens that mirror their view in the address
// (useViewAddress). A test file mocks the module with it:
//   vi.mock('next/navigation', () => import('@/components/lists/view-address.test-support'));

import { afterEach } from 'vitest';

/** The fake page address: its path and query, and the URLs history.replaceState was given. */
export const fakeAddress = { pathname: '/', query: '', replaced: [] as string[] };

// The screen writes its address with history.replaceState, which Next.js follows; here the fake
// address follows it.
const replaceState = window.history.replaceState.bind(window.history);

/** Opens the fake page at `query` (without `?`), forgetting earlier replacements. */
export function openAddress(query = '', pathname = '/') {
  Object.assign(fakeAddress, { pathname, query, replaced: [] });
  // The browser's address too (useViewAddress's `current`), unrecorded.
  replaceState(null, '', query ? `${pathname}?${query}` : pathname);
}
window.history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
  if (typeof url === 'string') {
    fakeAddress.replaced.push(url);
    fakeAddress.query = url.split('?')[1] ?? '';
  }
  replaceState(data, unused, url);
};

const router = { replace: () => {}, push: () => {}, refresh: () => {}, prefetch: () => {} };
export const useRouter = () => router;
export const usePathname = () => fakeAddress.pathname;
export const useSearchParams = () => new URLSearchParams(fakeAddress.query);

// Every test opens the page afresh: a view one test mirrored is not the next one's address.
afterEach(() => openAddress());
