import 'server-only';
import { cache } from 'react';
import { type MeResult, meQuery } from '@/lib/resources/me';
import { getQueryClient } from './query-client';

/**
 * GET /v1/me once per request, through the request's QueryClient: the layout, the page and its
 * metadata all read it, and the shell's client components find it hydrated under meQuery's key.
 */
export const getMe = cache((): Promise<MeResult> => getQueryClient().fetchQuery(meQuery()));
