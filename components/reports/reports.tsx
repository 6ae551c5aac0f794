'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { DateFilter } from '@/components/lists/date-filter';
import { optionsOf, ViewFilters } from '@/components/lists/filter-select';
import {
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
  type ViewSettingsHandle,
} from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { ResetViewButton } from '@/components/lists/reset-view-button';
import { useViewAddress } from '@/components/lists/use-view-address';
import { useModals } from '@/components/modals/modal-queue';
import { OpenerButton } from '@/components/ui/admin-actions';
import { AdminEmpty } from '@/components/ui/admin-list-states';
import { Link } from '@/components/ui/link';
import { newScheduleDraft, scheduleFiltersOf } from '@/lib/reports/schedule-draft';
import {
  type ReportPage,
  reportCsvPath,
  reportFiltersQuery,
  reportQuery,
} from '@/lib/resources/reports';
import { REPORT_KINDS, REPORT_STATUSES, type ReportKind } from '@/shared/reports/report-kinds';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import {
  isFiltered,
  PAGE_SIZE_PREFERENCE,
  REPORT_VIEW_DEFAULTS,
  reportHref,
  reportView,
} from './report-view';
import { ScheduleDialog } from './schedule-dialog';
import '@/components/forms/forms.css';
import './reports.css';

/**
 * /admin/reports (issue 43, item 5): a report per kind (tabs), narrowed by course, entity,
 * status and period, as a chart of its summary, a table 50 a page, and a CSV of what the filters
 * show. Each report's filters and page size are a view kept per browser (spec §4) and mirrored
 * in the address, so the page prefetches the first page of the view it opens.
 */
export function Reports({ kind, initial }: ListScreenProps & { kind: ReportKind }) {
  const address = useViewAddress();
  return (
    <div className="reports">
      <ReportTabs current={kind} />
      <ListScreen
        key={kind}
        view={reportView(kind)}
        defaults={REPORT_VIEW_DEFAULTS}
        initial={initial}
        address={address}
        sizePreference={PAGE_SIZE_PREFERENCE}
        query={reportQuery(kind)}
      >
        {(screen) => <ReportBrowser kind={kind} screen={screen} />}
      </ListScreen>
    </div>
  );
}

/** The kinds of report, as links: each report has its own address. */
function ReportTabs({ current }: { current: ReportKind }) {
  const t = useTranslations('reports');
  return (
    <nav className="report-tabs" aria-label={t('kindsLabel')}>
      <ul className="kit-list kit-wrap">
        {REPORT_KINDS.map((kind) => (
          <li key={kind}>
            <Link href={reportHref(kind)} aria-current={kind === current ? 'page' : undefined}>
              {t(`kinds.${kind}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ReportBrowser({
  kind,
  screen,
}: {
  kind: ReportKind;
  screen: ListScreenState<ReportPage>;
}) {
  const t = useTranslations('reports');
  const { settings, view, queryString } = screen;
  const filtered = isFiltered(view);
  return (
    <div className="report">
      <div className="report-toolbar kit-toolbar">
        <ReportFilters kind={kind} settings={settings} />
        <div className="report-toolbar-actions">
          {filtered && <ResetViewButton settings={settings} text={t('filters.clear')} />}
          <a className="button" href={reportCsvPath(kind, queryString)} download>
            {t('download')}
          </a>
          <ScheduleButton kind={kind} filters={view.filters} />
          <Link className="button" href="/admin/reports/schedules">
            {t('schedules.listLink')}
          </Link>
        </div>
      </div>
      <ScreenResults
        screen={screen}
        className="report-results"
        summary={(data) => (
          <>
            <p className="muted report-total" role="status">
              {t(`count.${kind}`, { count: data.total })}
            </p>
            <ReportChart kind={kind} summary={data.summary} />
          </>
        )}
        emptyState={
          filtered ? (
            <AdminEmpty
              className="report-empty kit-empty kit-stack"
              text={t('emptyFiltered')}
              hint={t('emptyFilteredHint')}
            >
              <ResetViewButton settings={settings} text={t('filters.clear')} />
            </AdminEmpty>
          ) : (
            <AdminEmpty
              className="report-empty kit-empty kit-stack"
              text={t('empty')}
              hint={t('emptyHint')}
            />
          )
        }
      >
        {(data) => <ReportTable kind={kind} rows={data.items} />}
      </ScreenResults>
    </div>
  );
}

/** "Schedule by e-mail": this report with the filters it shows (but the period) in the dialog. */
function ScheduleButton({ kind, filters }: { kind: ReportKind; filters: Record<string, unknown> }) {
  const t = useTranslations('reports');
  const modals = useModals();
  return (
    <OpenerButton
      text={t('schedules.scheduleAction')}
      onClick={(trigger) => {
        const modalId = `report-schedule-new:${kind}`;
        modals.open(modalId, () => (
          <ScheduleDialog
            modalId={modalId}
            initial={newScheduleDraft(kind, scheduleFiltersOf(filters))}
            onClosed={() => trigger.focus()}
          />
        ));
      }}
    />
  );
}

/** Course, entity, status (but for completions) and the period, days inclusive. */
function ReportFilters({ kind, settings }: { kind: ReportKind; settings: ViewSettingsHandle }) {
  const t = useTranslations('reports');
  const id = useId();
  const options = useQuery(reportFiltersQuery()).data;
  return (
    <>
      <ViewFilters
        settings={settings}
        className="field"
        filters={[
          {
            name: 'course',
            label: t('filters.course'),
            all: t('filters.allCourses'),
            options: (options?.courses ?? []).map((course) => ({
              value: course.id,
              label: course.title,
            })),
          },
          {
            name: 'entity',
            label: t('filters.entity'),
            all: t('filters.allEntities'),
            options: (options?.entities ?? []).map((entity) => ({
              value: entity.id,
              label: entity.name,
            })),
          },
          ...(kind === 'completions'
            ? []
            : [
                {
                  name: 'status',
                  label: t('filters.status'),
                  all: t('filters.allStatuses'),
                  options: optionsOf(REPORT_STATUSES[kind], (status: string) =>
                    t(`status.${status}` as 'status.completed'),
                  ),
                },
              ]),
        ]}
      />
      <DateFilter settings={settings} id={`${id}-from`} name="from" label={t('filters.from')} />
      <DateFilter settings={settings} id={`${id}-to`} name="to" label={t('filters.to')} />
    </>
  );
}
