'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CheckboxChoices, DialogFieldset, RadioChoices } from '@/components/modals/dialog-choices';
import { DialogSelect } from '@/components/modals/dialog-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { FieldError, useDraftForm } from '@/components/modals/dialog-form-draft';
import { type RecordDialogProps, useRecordSave } from '@/components/modals/use-record-save';
import {
  parseScheduleDraft,
  type ScheduleDraft,
  type ScheduleField,
} from '@/lib/reports/schedule-draft';
import {
  createReportSchedule,
  type ReportSchedule,
  reportRecipientsQuery,
  reportScheduleKeys,
  updateReportSchedule,
} from '@/lib/resources/report-schedules';
import { reportFiltersQuery } from '@/lib/resources/reports';
import { PORTAL_TIME_ZONE, SCHEDULE_FREQUENCIES } from '@/shared/reports/report-schedules';
import '@/components/forms/forms.css';

const FIELDS: readonly ScheduleField[] = ['frequency', 'weekday', 'day', 'hour', 'recipientIds'];
const API_FIELDS: Record<string, ScheduleField> = {
  frequency: 'frequency',
  weekday: 'weekday',
  day: 'day',
  hour: 'hour',
  recipient_ids: 'recipientIds',
};
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
const DAYS = Array.from({ length: 28 }, (_, index) => String(index + 1));
const HOURS = Array.from({ length: 24 }, (_, index) => String(index));

/** "08:00 UTC": an hour of the portal's day. */
export const hourText = (hour: number | string) =>
  `${String(hour).padStart(2, '0')}:00 ${PORTAL_TIME_ZONE}`;

/**
 * Schedule a report by e-mail (issue 43, item 5), or change a schedule: how often (weekly on a
 * weekday, monthly on a day 1–28), at what hour, and to whom — chosen among the portal's people
 * who may read the report (the API refuses anyone else). The report's filters are the ones the
 * report showed when it was scheduled, named here.
 */
export function ScheduleDialog({
  modalId,
  onClosed,
  initial,
  schedule,
}: RecordDialogProps<ReportSchedule> & {
  initial: ScheduleDraft;
  /** The schedule changed; none for a new one. */
  schedule?: ReportSchedule;
}) {
  const t = useTranslations('reports');
  const save = useRecordSave({ modalId, onClosed });
  const report = t(`kinds.${initial.kind}`);
  const form = useDraftForm({
    initial: () => initial,
    fields: FIELDS,
    parse: (draft: ScheduleDraft) => parseScheduleDraft(draft),
    send: async (input) => {
      const saved = schedule
        ? await updateReportSchedule(schedule.id, input)
        : await createReportSchedule(input);
      return save.done(
        saved,
        schedule ? t('schedules.updated') : t('schedules.created', { report }),
        [reportScheduleKeys.list()],
      );
    },
    failedText: t('schedules.failed'),
    apiFields: API_FIELDS,
    keyText: (_field, key) => t(`schedules.errors.${key}` as 'schedules.errors.dayRequired'),
  });
  const { id, draft, change, bind, invalid } = form;
  const recipients = useQuery(reportRecipientsQuery(draft.filters.entity ?? '')).data;

  return (
    <DialogForm
      className="report-schedule-dialog"
      title={schedule ? t('schedules.editTitle', { report }) : t('schedules.newTitle', { report })}
      description={t('schedules.dialogDescription')}
      form={form}
      submit={schedule ? t('schedules.update') : t('schedules.save')}
      busy={schedule ? t('schedules.updating') : t('schedules.saving')}
      cancel={t('schedules.cancel')}
      onClosed={save.closed}
    >
      <FiltersLine filters={draft.filters} kind={draft.kind} />
      <fieldset className="report-schedule-choices">
        <legend>{t('schedules.fields.frequency')}</legend>
        <RadioChoices
          name={`${id}-frequency`}
          className="report-schedule-choice"
          choices={SCHEDULE_FREQUENCIES}
          value={draft.frequency}
          onChange={(frequency) => change({ frequency }, ['weekday', 'day'])}
          label={(frequency) => <span>{t(`schedules.fields.${frequency}`)}</span>}
        />
      </fieldset>
      <div className="report-schedule-row">
        {draft.frequency === 'weekly' ? (
          <DialogSelect
            id={`${id}-weekday`}
            label={t('schedules.fields.weekday')}
            value={draft.weekday}
            onChange={(weekday) => change({ weekday })}
            aria-invalid={invalid('weekday')}
            error={<FieldError id={form.errorId('weekday')} message={form.messageOf('weekday')} />}
          >
            {WEEKDAYS.map((weekday) => (
              <option key={weekday} value={weekday}>
                {t(`schedules.weekdays.${weekday}`)}
              </option>
            ))}
          </DialogSelect>
        ) : (
          <DialogSelect
            id={`${id}-day`}
            label={t('schedules.fields.day')}
            hint={t('schedules.fields.dayHint')}
            value={draft.day}
            onChange={(day) => change({ day })}
            aria-invalid={invalid('day')}
            error={<FieldError id={form.errorId('day')} message={form.messageOf('day')} />}
          >
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </DialogSelect>
        )}
        <DialogSelect
          id={`${id}-hour`}
          label={t('schedules.fields.hour')}
          hint={t('schedules.fields.hourHint', { zone: PORTAL_TIME_ZONE })}
          value={draft.hour}
          onChange={(hour) => change({ hour })}
          aria-invalid={invalid('hour')}
          error={<FieldError id={form.errorId('hour')} message={form.messageOf('hour')} />}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hourText(hour)}
            </option>
          ))}
        </DialogSelect>
      </div>
      <DialogFieldset
        form={form}
        field="recipientIds"
        className="report-schedule-recipients"
        legend={t('schedules.fields.recipients')}
        hint={t('schedules.fields.recipientsHint')}
      >
        {recipients && recipients.length === 0 ? (
          <p className="muted">{t('schedules.fields.noRecipients')}</p>
        ) : (
          <CheckboxChoices
            listClassName="report-schedule-checklist kit-list"
            choices={(recipients ?? []).map((recipient) => ({
              id: recipient.id,
              label: (
                <span>
                  {recipient.entityManager
                    ? t('schedules.fields.entityManager', { name: recipient.fullName })
                    : recipient.fullName}{' '}
                  <span className="muted">{recipient.email}</span>
                </span>
              ),
            }))}
            chosen={draft.recipientIds}
            onChange={(recipientIds) => change({ recipientIds }, ['recipientIds'])}
            firstRef={bind('recipientIds')}
            invalid={invalid('recipientIds')}
          />
        )}
      </DialogFieldset>
    </DialogForm>
  );
}

/** The report's filters, by name: what every e-mail of the schedule is narrowed to. */
export function FiltersLine({
  filters,
  kind,
}: {
  filters: ScheduleDraft['filters'];
  kind: ScheduleDraft['kind'];
}) {
  const t = useTranslations('reports');
  const text = useFiltersText(filters, kind);
  return (
    <p className="report-schedule-filters">
      {text ? t('schedules.filtersNow', { filters: text }) : t('schedules.noFilters')}
    </p>
  );
}

/** "Workplace safety, Acme Learning BV, In progress": a schedule's filters by name ('' for none). */
export function useFiltersText(filters: ScheduleDraft['filters'], kind: ScheduleDraft['kind']) {
  const t = useTranslations('reports');
  const options = useQuery(reportFiltersQuery()).data;
  const parts = [
    filters.course &&
      (options?.courses.find((course) => course.id === filters.course)?.title ?? '…'),
    filters.entity &&
      (options?.entities.find((entity) => entity.id === filters.entity)?.name ?? '…'),
    filters.status && kind !== 'completions' && t(`status.${filters.status}` as 'status.completed'),
  ].filter(Boolean);
  return parts.join(', ');
}
