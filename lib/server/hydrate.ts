import 'server-only';
import { HydrationBoundary } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { dehydrateRequest } from './query-client';

/**
 * Hands what this request prefetched to the browser's QueryClient. Kept apart from
 * ./query-client: a server module that imports HydrationBoundary, a client
 * component, puts TanStack Query into the scripts of every page whose layout imports it, and
 * the root layout reaches ./query-client through /v1/me.
 */
export function Hydrate({ children }: { children: ReactNode }) {
  return createElement(HydrationBoundary, { state: dehydrateRequest() }, children);
}
