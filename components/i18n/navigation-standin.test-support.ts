/*
 * next/navigation as the language menu and switch use it, on the portal's home page: their
 * tests read what was asked of the router. Use it as
 * `vi.mock('next/navigation', () => import('./navigation-standin.test-support'))`.
 */

import { vi } from 'vitest';

/** The router the components get: each method a mock the tests assert on. */
export const router = { refresh: vi.fn(), replace: vi.fn(), push: vi.fn() };

export const useRouter = () => router;

export const usePathname = () => '/';
