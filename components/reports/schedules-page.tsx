'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { AdminActions } from '@/components/ui/admin-actions';
import { AdminEmpty, QueryItems } from '@/components/ui/admin-list-states';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import { Link } from '@/components/ui/link';
import { showToast } from '@/components/ui/show-toast';
import { scheduleDraftOf } from '@/lib/reports/schedule-draft';
import {
  deleteReportSchedule,
  type ReportSchedule,
  reportScheduleKeys,
  reportSchedulesQuery,
  updateReportSchedule,
} from '@/lib/resources/report-schedules';
import { reportHref } from './report-view';
import { hourText, ScheduleDialog, useFiltersText } from './schedule-dialog';
import './reports.css';

/**
 * /admin/reports/schedules (issue 43, item 5): the portal's scheduled reports (an entity
 * manager's: their entity's) — which report, when, to whom, the next and last e-mail and a
 * failure — with Edit, Pause or Resume, and Delete.
 */
export function SchedulesPage() {
  const t = useTranslations('reports.schedules');
  const query = useQuery(reportSchedulesQuery());
  return (
    <div className="report-schedules">
      <p>
        <Link href={reportHref('completions')}>{t('back')}</Link>
      </p>
      <QueryItems
        query={query}
        items={query.data}
        empty={
          <AdminEmpty
            className="report-empty kit-empty kit-stack"
            text={t('empty')}
            hint={t('emptyHint')}
          />
        }
      >
        {(schedules) => <SchedulesTable schedules={schedules} />}
      </QueryItems>
    </div>
  );
}

function SchedulesTable({ schedules }: { schedules: readonly ReportSchedule[] }) {
  const t = useTranslations('reports');
  const format = useFormatter();
  const moment = (value: string | null) =>
    value
      ? format.dateTime(new Date(value), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'UTC',
        })
      : t('schedules.never');
  const columns: AdminColumn<ReportSchedule>[] = [
    {
      header: t('schedules.columns.report'),
      rowHeader: true,
      cell: (schedule) => <ReportCell schedule={schedule} />,
    },
    {
      header: t('schedules.columns.when'),
      cell: (schedule) =>
        schedule.frequency === 'weekly'
          ? t('schedules.every.weekly', {
              weekday: t(`schedules.weekdays.${schedule.weekday ?? 1}` as 'schedules.weekdays.1'),
              hour: hourText(schedule.hour),
            })
          : t('schedules.every.monthly', { day: schedule.day ?? 1, hour: hourText(schedule.hour) }),
    },
    {
      header: t('schedules.columns.recipients'),
      cell: (schedule) => (
        <ul className="report-schedule-people">
          {schedule.recipients.map((recipient) => (
            <li key={recipient.id}>{recipient.fullName}</li>
          ))}
        </ul>
      ),
    },
    {
      header: t('schedules.columns.next'),
      cell: (schedule) => (schedule.paused ? '—' : moment(schedule.nextRunAt)),
    },
    { header: t('schedules.columns.last'), cell: (schedule) => moment(schedule.lastSentAt) },
    {
      header: t('schedules.columns.status'),
      cell: (schedule) => {
        const state = schedule.paused ? 'paused' : schedule.lastError ? 'failing' : 'active';
        return (
          <>
            <span className={`report-schedule-state report-schedule-state-${state}`}>
              {t(`schedules.states.${state}`)}
            </span>
            {schedule.lastError && (
              <p className="report-schedule-error">
                {t('schedules.lastError', { error: schedule.lastError })}
              </p>
            )}
          </>
        );
      },
    },
    {
      header: t('schedules.columns.actions'),
      hideHeader: true,
      cellClassName: 'report-schedule-actions',
      cell: (schedule) => <ScheduleActions schedule={schedule} />,
    },
  ];
  return (
    <AdminTable
      className="report-schedules-table"
      caption={t('schedules.caption')}
      labelCells
      columns={columns}
      rows={schedules}
    />
  );
}

function ReportCell({ schedule }: { schedule: ReportSchedule }) {
  const t = useTranslations('reports');
  const filters = useFiltersText(schedule.filters, schedule.kind);
  return (
    <>
      {t(`kinds.${schedule.kind}`)}
      <span className="muted report-schedule-filter-text">
        {' '}
        {filters ? `(${filters})` : `(${t('schedules.allRows')})`}
      </span>
    </>
  );
}

/** Edit (the schedule dialog), Pause or Resume (at once, shown before the API answers), Delete. */
function ScheduleActions({ schedule }: { schedule: ReportSchedule }) {
  const t = useTranslations('reports');
  const modals = useModals();
  const client = useQueryClient();
  const report = t(`kinds.${schedule.kind}`);
  const pausing = useOptimisticMutation<boolean, ReportSchedule, ReportSchedule[]>({
    mutationFn: (paused) => updateReportSchedule(schedule.id, { paused }),
    queryKey: reportScheduleKeys.list(),
    optimistic: (data, paused) =>
      data.map((row) => (row.id === schedule.id ? { ...row, paused } : row)),
    confirmed: (data, updated) => data.map((row) => (row.id === updated.id ? updated : row)),
  });
  const edit = (trigger: HTMLElement) => {
    const modalId = `report-schedule-edit:${schedule.id}`;
    modals.open(modalId, () => (
      <ScheduleDialog
        modalId={modalId}
        schedule={schedule}
        initial={scheduleDraftOf(schedule)}
        onClosed={() => trigger.focus()}
      />
    ));
  };
  const remove = (trigger: HTMLElement) => {
    const modalId = `report-schedule-remove:${schedule.id}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('schedules.remove.title')}
        description={t('schedules.remove.description', {
          report,
          count: schedule.recipients.length,
        })}
        confirm={t('schedules.remove.confirm')}
        busy={t('schedules.remove.busy')}
        cancel={t('schedules.cancel')}
        onConfirm={async () => {
          await deleteReportSchedule(schedule.id);
          await client.invalidateQueries({ queryKey: reportScheduleKeys.list() });
          showToast({ scheme: 'success', message: t('schedules.remove.done') });
        }}
        onClosed={(done) => {
          if (!done) trigger.focus();
        }}
      />
    ));
  };
  return (
    <AdminActions
      actions={[
        { text: t('schedules.edit'), label: t('schedules.editLabel', { report }), onClick: edit },
        {
          text: schedule.paused ? t('schedules.resume') : t('schedules.pause'),
          label: schedule.paused
            ? t('schedules.resumeLabel', { report })
            : t('schedules.pauseLabel', { report }),
          onClick: () => {
            if (pausing.isPending) return;
            pausing.mutate(!schedule.paused, {
              onSuccess: (updated) =>
                showToast({
                  scheme: 'success',
                  message: updated.paused ? t('schedules.paused') : t('schedules.resumed'),
                }),
            });
          },
        },
        {
          text: t('schedules.remove.short'),
          label: t('schedules.remove.label', { report }),
          onClick: remove,
        },
      ]}
    />
  );
}
