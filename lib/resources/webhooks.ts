import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api/client';
import { deserialize, type JsonApiDocument, serialize, wireAttributes } from '@/lib/api/jsonapi';
import {
  fetchList,
  fetchResource,
  type ListPage,
  sendResource,
  transportOf,
} from '@/lib/api/transport';
import type { CamelDeep, Read } from '@/shared/contract/resource';
import type {
  webhookAttempt,
  webhookDeliveries,
  webhookEndpoints,
} from '@/shared/integrations/contract';
import type { WebhookEventType } from '@/shared/integrations/webhook-events';

/** GET /v1/webhook_endpoints: where the portal sends its events (the secret only once). */
export type WebhookEndpoint = Read<typeof webhookEndpoints>;

/** A delivery as the log lists it (GET /v1/webhook_endpoints/{id}/deliveries). */
export type WebhookDelivery = Read<typeof webhookDeliveries>;
export type WebhookDeliveryStatus = WebhookDelivery['status'];
export const WEBHOOK_DELIVERY_STATUSES: readonly WebhookDeliveryStatus[] = [
  'pending',
  'succeeded',
  'failed',
];

/**
 * One try as the receiver saw it, read camelCase but for its header names and bodies, which stay
 * as they were sent: the deserializer would camelCase every nested key (`webhook-id` →
 * `webhookId`).
 */
export type WebhookAttempt = CamelDeep<WireAttempt>;
type WireAttempt = z.output<typeof webhookAttempt>;

/** GET /v1/webhook_deliveries/{id}: the delivery, its body and every try, oldest first. */
export type WebhookDeliveryDetail = Omit<WebhookDelivery, 'payload' | 'attemptLog'> & {
  payload: Record<string, unknown>;
  attemptLog: WebhookAttempt[];
};

/** What the endpoint form sends. */
export interface WebhookEndpointInput {
  url: string;
  description: string;
  events: WebhookEventType[];
}

/** A PATCH: any of the form's fields, or `enabled` (false switches it off, true on again). */
export type WebhookEndpointChange = Partial<WebhookEndpointInput> & { enabled?: boolean };

export const webhookKeys = {
  all: () => ['webhook_endpoints'] as const,
  list: () => ['webhook_endpoints', 'list'] as const,
  detail: (id: string) => ['webhook_endpoints', 'detail', id] as const,
  deliveries: (endpointId: string) => ['webhook_endpoints', 'deliveries', endpointId] as const,
  deliveryList: (endpointId: string, queryString: string) =>
    [...webhookKeys.deliveries(endpointId), queryString] as const,
  delivery: (id: string) => ['webhook_deliveries', id] as const,
};

const endpointPath = (id: string) => `/v1/webhook_endpoints/${encodeURIComponent(id)}`;
const deliveryPath = (id: string) => `/v1/webhook_deliveries/${encodeURIComponent(id)}`;

/** A portal has at most twenty endpoints (WEBHOOK_MAX_ENDPOINTS): one page is the whole list. */
export const webhookEndpointsQuery = () =>
  queryOptions({
    queryKey: webhookKeys.list(),
    queryFn: (context) =>
      fetchList<WebhookEndpoint>(context, '/v1/webhook_endpoints?page[size]=100'),
  });

export const webhookEndpointQuery = (id: string) =>
  queryOptions({
    queryKey: webhookKeys.detail(id),
    queryFn: async (context) =>
      (await fetchResource<WebhookEndpoint>(context, endpointPath(id))).data,
  });

/** How often a log page with a delivery still on its way asks again, to show how it ended. */
export const PENDING_REFRESH_MS = 5_000;

/** A page of an endpoint's delivery log, newest first (filter[status], page[number|size]). */
export const webhookDeliveriesQuery = (endpointId: string, queryString: string) =>
  queryOptions({
    queryKey: webhookKeys.deliveryList(endpointId, queryString),
    queryFn: (context): Promise<ListPage<WebhookDelivery>> =>
      fetchList<WebhookDelivery>(context, `${endpointPath(endpointId)}/deliveries?${queryString}`),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });

export const webhookDeliveryQuery = (id: string) =>
  queryOptions({
    queryKey: webhookKeys.delivery(id),
    queryFn: async (context) =>
      deliveryDetailOf(
        await transportOf(context.client)(deliveryPath(id), { signal: context.signal }),
      ),
  });

/** The delivery read as usual, its payload and tries as they are on the wire. */
export async function deliveryDetailOf(document: JsonApiDocument): Promise<WebhookDeliveryDetail> {
  const { data } = await deserialize<WebhookDelivery>(document);
  const raw = wireAttributes(document).get(data.id);
  const { payload: _payload, attemptLog: _log, ...delivery } = data;
  const wire = (raw?.attempt_log ?? []) as WireAttempt[];
  return {
    ...delivery,
    payload: (raw?.payload ?? {}) as Record<string, unknown>,
    attemptLog: wire.map((attempt) => ({
      attemptedAt: attempt.attempted_at,
      durationMs: attempt.duration_ms,
      requestHeaders: attempt.request_headers,
      requestBody: attempt.request_body,
      responseStatus: attempt.response_status,
      responseBody: attempt.response_body,
      error: attempt.error,
    })),
  };
}

/** POST /v1/webhook_endpoints: the endpoint made, with `secret` set (the only time it is shown). */
export const createWebhookEndpoint = (input: WebhookEndpointInput) =>
  sendResource<WebhookEndpoint>('/v1/webhook_endpoints', {
    method: 'POST',
    body: serialize('webhook_endpoints', { ...input }),
  });

/** PATCH /v1/webhook_endpoints/{id}: switched on again, its waiting deliveries go at once. */
export const updateWebhookEndpoint = (id: string, change: WebhookEndpointChange) =>
  sendResource<WebhookEndpoint>(endpointPath(id), {
    method: 'PATCH',
    body: serialize('webhook_endpoints', { ...change }),
  });

/** DELETE /v1/webhook_endpoints/{id}: gone with its delivery log. */
export const deleteWebhookEndpoint = (id: string) =>
  apiFetch(endpointPath(id), { method: 'DELETE' });

/** POST /v1/webhook_endpoints/{id}/secret: a new signing secret, shown once; the old one stops. */
export const rollWebhookSecret = (id: string) =>
  sendResource<WebhookEndpoint>(`${endpointPath(id)}/secret`, { method: 'POST' });

/** POST /v1/webhook_deliveries/{id}/replay: the same event (same webhook-id) sent again. */
export const replayWebhookDelivery = (id: string) =>
  sendResource<WebhookDelivery>(`${deliveryPath(id)}/replay`, { method: 'POST' });

/** How an endpoint stands: on and answering, on but failing, or switched off (and why). */
export type WebhookEndpointState = 'active' | 'failing' | 'disabled' | 'disabledFailing';

export function endpointState(
  endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason' | 'failingSince'>,
): WebhookEndpointState {
  if (!endpoint.enabled)
    return endpoint.disabledReason === 'failing' ? 'disabledFailing' : 'disabled';
  return endpoint.failingSince ? 'failing' : 'active';
}
