import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize, serialize } from '@/lib/api/jsonapi';
import { fetchResource } from '@/lib/api/transport';
import type { Read } from '@/shared/contract/resource';
import type { reportRecipients, reportSchedules } from '@/shared/reports/contract';
import type { ReportKind } from '@/shared/reports/report-kinds';
import type { ScheduleFilters, ScheduleFrequency } from '@/shared/reports/report-schedules';

/** GET /v1/report_schedules (issue 43, item 5): a report e-mailed weekly or monthly. */
export type ReportSchedule = Read<typeof reportSchedules>;

/** GET /v1/report_schedules/recipients: an account who may receive a report. */
export type ReportRecipient = Read<typeof reportRecipients>;

/** What the schedule form sends. */
export interface ReportScheduleInput {
  kind: ReportKind;
  filters: ScheduleFilters;
  frequency: ScheduleFrequency;
  weekday: number | null;
  day: number | null;
  hour: number;
  recipientIds: string[];
}

export const reportScheduleKeys = {
  all: () => ['report_schedules'] as const,
  list: () => ['report_schedules', 'list'] as const,
  recipients: (entity: string) => ['report_schedules', 'recipients', entity] as const,
};

/** A portal has a handful of schedules: the first hundred, newest first, are the whole list. */
export const reportSchedulesQuery = () =>
  queryOptions({
    queryKey: reportScheduleKeys.list(),
    queryFn: async (context) =>
      (await fetchResource<ReportSchedule[]>(context, '/v1/report_schedules?page[size]=100'))
        .data ?? [],
  });

/** Who may receive a report narrowed to `entity` ('' for every entity). */
export const reportRecipientsQuery = (entity: string) =>
  queryOptions({
    queryKey: reportScheduleKeys.recipients(entity),
    queryFn: async (context) =>
      (
        await fetchResource<ReportRecipient[]>(
          context,
          `/v1/report_schedules/recipients?page[size]=100${entity ? `&filter[entity]=${encodeURIComponent(entity)}` : ''}`,
        )
      ).data ?? [],
  });

const attributesOf = (input: ReportScheduleInput) => ({
  kind: input.kind,
  filters: input.filters,
  frequency: input.frequency,
  weekday: input.weekday,
  day: input.day,
  hour: input.hour,
  recipientIds: input.recipientIds,
});

export async function createReportSchedule(input: ReportScheduleInput): Promise<ReportSchedule> {
  const document = await apiFetch('/v1/report_schedules', {
    method: 'POST',
    body: serialize('report_schedules', attributesOf(input)),
  });
  return (await deserialize<ReportSchedule>(document)).data;
}

export async function updateReportSchedule(
  id: string,
  input: Partial<ReportScheduleInput> & { paused?: boolean },
): Promise<ReportSchedule> {
  const document = await apiFetch(`/v1/report_schedules/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: serialize('report_schedules', input),
  });
  return (await deserialize<ReportSchedule>(document)).data;
}

export function deleteReportSchedule(id: string) {
  return apiFetch(`/v1/report_schedules/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
