import type { WebhookEndpoint, WebhookEndpointInput } from '@/lib/resources/webhooks';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@/shared/integrations/webhook-events';

/** The endpoint form as typed (adding one, or its settings). */
export interface EndpointDraft {
  url: string;
  description: string;
  events: WebhookEventType[];
}

export type EndpointField = keyof EndpointDraft;

/** The API's limits (academy-api/integrations/webhooks.routes.ts). */
export const ENDPOINT_URL_MAX = 2_000;
export const ENDPOINT_DESCRIPTION_MAX = 500;

export function endpointDraftOf(endpoint?: WebhookEndpoint): EndpointDraft {
  return {
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    events: endpoint ? eventsInOrder(endpoint.events) : [],
  };
}

/** Chosen event types in the order the form lists them, each once; unknown ones left out. */
export function eventsInOrder(chosen: readonly string[]): WebhookEventType[] {
  return WEBHOOK_EVENT_TYPES.filter((type) => chosen.includes(type));
}

/** Whether none, some or all of the event types are chosen (the "All events" box). */
export function allEventsState(chosen: readonly string[]): 'none' | 'some' | 'all' {
  const count = eventsInOrder(chosen).length;
  if (count === 0) return 'none';
  return count === WEBHOOK_EVENT_TYPES.length ? 'all' : 'some';
}

/** An address the browser can read, over http(s). Whether it must be https to a public host
 * is the API's call (it allows loopback in development and the tests). */
function readableUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The draft checked as the API checks what it can without looking the host up: an address of
 * at most 2,000 characters, a description of at most 500, at least one event. Message keys per
 * field, or the input to send (trimmed, events in list order).
 */
export function parseEndpointDraft(draft: EndpointDraft): {
  input: WebhookEndpointInput | null;
  errors: Partial<Record<EndpointField, string>> | null;
} {
  const errors: Partial<Record<EndpointField, string>> = {};
  const url = draft.url.trim();
  const description = draft.description.trim();
  const events = eventsInOrder(draft.events);
  if (!url) errors.url = 'urlRequired';
  else if (url.length > ENDPOINT_URL_MAX) errors.url = 'urlTooLong';
  else if (!readableUrl(url)) errors.url = 'urlInvalid';
  if (description.length > ENDPOINT_DESCRIPTION_MAX) errors.description = 'descriptionTooLong';
  if (events.length === 0) errors.events = 'eventsRequired';
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return { input: { url, description, events }, errors: null };
}
