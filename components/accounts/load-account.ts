import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '@/lib/api/errors';
import { deserialize } from '@/lib/api/jsonapi';
import type { Account } from '@/lib/api/types';
import { academyRequest } from '@/lib/server/academy';

/**
 * GET /v1/accounts/{id} with its entity and subscription, once per request (the metadata and the
 * page both ask). An account the API does not know, or one of another portal, is a 404 page.
 * Callers must have passed requireRoute first: the API's own 403 would otherwise surface as an
 * error page.
 */
export const loadAccount = cache(async (id: string): Promise<Account> => {
  try {
    const document = await academyRequest(
      `/v1/accounts/${encodeURIComponent(id)}?include=entity,subscription`,
    );
    return (await deserialize<Account>(document)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
});
