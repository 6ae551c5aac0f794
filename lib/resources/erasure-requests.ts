import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchList, fetchResource, type ListPage, sendResource } from '@/lib/api/transport';
import type { Read } from '@/shared/contract/resource';
import type { erasureRequests } from '@/shared/privacy/contract';
import { ERASURE_REQUEST_STATUSES, type ErasureRequestStatus } from '@/shared/privacy/erasure';

/**
 * Erasure requests (issue 42, item 4; shared/privacy/contract.ts): a person asks to have their
 * account and data erased; the portal's admins decline or erase. Admins read the portal's, anyone
 * else only their own.
 */
export type ErasureRequest = Read<typeof erasureRequests>;

export const erasureRequestKeys = {
  all: () => ['erasure_requests'] as const,
  lists: () => ['erasure_requests', 'list'] as const,
  list: (queryString: string) => [...erasureRequestKeys.lists(), queryString] as const,
  /** The newest request about one account (its own page, or the admin's account page). */
  latest: (accountId: string, status: ErasureRequestStatus | null) =>
    ['erasure_requests', 'latest', accountId, status ?? 'any'] as const,
};

const PATH = '/v1/erasure_requests';
const requestPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

/**
 * The status filter's value for "every status": a view names it so that it differs from the
 * default "open" (in the address and the cookie); the request leaves the filter out.
 */
export const EVERY_STATUS = 'all';

export const isErasureStatus = (value: unknown): value is ErasureRequestStatus =>
  ERASURE_REQUEST_STATUSES.includes(value as ErasureRequestStatus);

/** GET /v1/erasure_requests for a view's query string; a status the API does not know is left out. */
export function erasureRequestsPath(queryString: string): string {
  const query = new URLSearchParams(queryString);
  if (!isErasureStatus(query.get('filter[status]'))) query.delete('filter[status]');
  const rest = query.toString();
  return `${PATH}${rest ? `?${rest}` : ''}`;
}

/** One page of the requests, newest first (the admins' list). */
export const erasureRequestsQuery = (queryString: string) =>
  queryOptions({
    queryKey: erasureRequestKeys.list(queryString),
    queryFn: (context): Promise<ListPage<ErasureRequest>> =>
      fetchList<ErasureRequest>(context, erasureRequestsPath(queryString)),
    placeholderData: keepPreviousData,
  });

/** The path of the newest request about `accountId` (of `status`, or any), one row. */
export function latestRequestPath(accountId: string, status: ErasureRequestStatus | null): string {
  const query = new URLSearchParams({ 'filter[account]': accountId });
  if (status) query.set('filter[status]', status);
  query.set('page[size]', '1');
  return `${PATH}?${query.toString()}`;
}

/**
 * The newest request about an account, or null: its owner's last one (open, or how it was
 * answered), or, with `status` 'open', the one an admin has to answer.
 */
export const latestErasureRequestQuery = (
  accountId: string,
  status: ErasureRequestStatus | null = null,
) =>
  queryOptions({
    queryKey: erasureRequestKeys.latest(accountId, status),
    queryFn: async (context) =>
      (await fetchResource<ErasureRequest[]>(context, latestRequestPath(accountId, status)))
        .data?.[0] ?? null,
  });

/** POST /v1/erasure_requests: the signed-in person asks (409 ERASURE_REQUEST_OPEN: they have). */
export function askForErasure(note: string): Promise<ErasureRequest> {
  return sendResource<ErasureRequest>(PATH, {
    method: 'POST',
    body: { data: { type: 'erasure_requests', attributes: { note } } },
  });
}

/** PATCH: the owner withdraws their open request. */
export function withdrawErasureRequest(id: string): Promise<ErasureRequest> {
  return sendResource<ErasureRequest>(requestPath(id), {
    method: 'PATCH',
    body: { data: { type: 'erasure_requests', id, attributes: { status: 'withdrawn' } } },
  });
}

/** PATCH: an admin declines an open request, with the reason the person is told. */
export function declineErasureRequest(id: string, reason: string): Promise<ErasureRequest> {
  return sendResource<ErasureRequest>(requestPath(id), {
    method: 'PATCH',
    body: {
      data: {
        type: 'erasure_requests',
        id,
        attributes: { status: 'declined', decision_reason: reason },
      },
    },
  });
}

/** What POST /v1/accounts/{id}/erasure answers: the account, erased. */
export interface ErasedAccount {
  id: string;
  erasedAt?: string | null;
}

/**
 * POST /v1/accounts/{id}/erasure (admins): erases the account and its personal data with a
 * reason, `confirmEmail` being its address typed again; closes its open request as erased.
 */
export function eraseAccount(
  accountId: string,
  values: { reason: string; confirmEmail: string },
): Promise<ErasedAccount> {
  return sendResource<ErasedAccount>(`/v1/accounts/${encodeURIComponent(accountId)}/erasure`, {
    method: 'POST',
    body: {
      data: {
        type: 'accounts',
        id: accountId,
        attributes: { reason: values.reason, confirm_email: values.confirmEmail },
      },
    },
  });
}

/** Whether an open request is past the day it had to be answered by. */
export function isOverdue(request: Pick<ErasureRequest, 'status' | 'dueAt'>, now: Date): boolean {
  return request.status === 'open' && new Date(request.dueAt).getTime() < now.getTime();
}
