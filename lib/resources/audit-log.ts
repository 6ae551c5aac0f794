import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { deserialize, type JsonApiDocument, wireAttributes } from '@/lib/api/jsonapi';
import { fetchResource, type ListPage, listPageOf, transportOf } from '@/lib/api/transport';
import type { auditEvents, auditVerifications } from '@/shared/audit/contract';
import type { Read } from '@/shared/contract/resource';

/**
 * GET /v1/audit_events: one administrative change (issue 42, item 5). Its `before` and `after`
 * keep their keys as the log holds them (`expires_at`, not `expiresAt`): see auditLogPageOf.
 */
export type AuditEvent = Read<typeof auditEvents>;

/** GET /v1/audit_events/verification: the check of the portal's hash chain. */
export type AuditVerification = Read<typeof auditVerifications>;

/** A page of the log, and whether its total is a lower bound ("more than 10,000"). */
export type AuditLogPage = ListPage<AuditEvent> & { capped: boolean };

export const auditLogKeys = {
  all: () => ['audit_events'] as const,
  lists: () => ['audit_events', 'list'] as const,
  list: (queryString: string) => [...auditLogKeys.lists(), queryString] as const,
  verification: () => ['audit_events', 'verification'] as const,
};

type State = Record<string, unknown> | null;

const stateOf = (value: unknown): State =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * A list document as a page of the log. The deserializer camelCases every nested key, which
 * would show `expires_at` as `expiresAt` and no longer match the CSV export: the states are
 * taken from the wire as they are.
 */
export async function auditLogPageOf(document: JsonApiDocument): Promise<AuditLogPage> {
  const { data, meta } = await deserialize<AuditEvent[]>(document);
  const states = wireAttributes(document);
  const items = (data ?? []).map((event) => {
    const raw = states.get(event.id);
    return raw ? { ...event, before: stateOf(raw.before), after: stateOf(raw.after) } : event;
  });
  return { ...listPageOf(items, meta), capped: meta.totalCapped === true };
}

/** GET /v1/audit_events with a view's query string (filters and page), newest first. */
export const auditEventsQuery = (queryString: string) =>
  queryOptions({
    queryKey: auditLogKeys.list(queryString),
    queryFn: async (context) =>
      auditLogPageOf(
        await transportOf(context.client)(`/v1/audit_events?${queryString}`, {
          signal: context.signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** "Export CSV": the export of what the list's filters show (no page). */
export function auditCsvPath(queryString: string): string {
  const query = new URLSearchParams(queryString);
  query.delete('page[number]');
  query.delete('page[size]');
  const rest = query.toString();
  return `/api/v1/audit_events/export.csv${rest ? `?${rest}` : ''}`;
}

/**
 * The check of the chain, run when the admin asks for it (the screen's query is not enabled):
 * each run reads the whole log again, so a result is never reused for a new ask.
 */
export const auditVerificationQuery = () =>
  queryOptions({
    queryKey: auditLogKeys.verification(),
    queryFn: async (context) =>
      (await fetchResource<AuditVerification>(context, '/v1/audit_events/verification')).data,
    staleTime: 0,
    retry: false,
  });

/** The API token a change came with (`via` is `api_token:<hint>`), or null. */
export function viaTokenHint(via: string | null): string | null {
  const prefix = 'api_token:';
  return via?.startsWith(prefix) ? via.slice(prefix.length) : null;
}

/** What an entry changed as people know it: its label, else its type and id. */
export function targetText(event: Pick<AuditEvent, 'targetLabel' | 'targetType' | 'targetId'>) {
  if (event.targetLabel) return event.targetLabel;
  return event.targetId ? `${event.targetType}/${event.targetId}` : event.targetType;
}
