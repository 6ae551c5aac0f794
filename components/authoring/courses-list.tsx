'use client';

import { useTranslations } from 'next-intl';
import { FilterSelect, optionsOf } from '@/components/lists/filter-select';
import {
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
  ViewSearch,
  type ViewSettingsHandle,
} from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { useViewAddress } from '@/components/lists/use-view-address';
import { Link } from '@/components/ui/link';
import type { ListPage } from '@/lib/api/transport';
import { COURSE_STATUSES } from '@/lib/authoring/list-view';
import { type AdminCourse, adminCoursesQuery, coursesCsvPath } from '@/lib/resources/authoring';
import {
  ADMIN_COURSES_VIEW,
  ADMIN_COURSES_VIEW_DEFAULTS,
  courseSortOf,
  exportQueryString,
  nextCourseSort,
  PAGE_SIZE_PREFERENCE,
  STATUS_FILTER,
  statusOf,
} from './admin-courses-view';
import { BulkBar } from './bulk-bar';
import { useCourseSelection } from './courses-list-selection';
import { CoursesTable } from './courses-table';
import '@/components/forms/forms.css';

/**
 * /admin/courses: search, status filter, sortable table, selection with bulk actions, CSV; the
 * view kept per browser (spec §4 view settings) and mirrored in the address.
 */
export function CoursesList({ initial, canAdd }: ListScreenProps & { canAdd: boolean }) {
  const address = useViewAddress();
  return (
    <ListScreen
      view={ADMIN_COURSES_VIEW}
      defaults={ADMIN_COURSES_VIEW_DEFAULTS}
      initial={initial}
      address={address}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={adminCoursesQuery}
    >
      {(screen) => <CoursesBrowser screen={screen} canAdd={canAdd} />}
    </ListScreen>
  );
}

function CoursesBrowser({
  screen,
  canAdd,
}: {
  screen: ListScreenState<ListPage<AdminCourse>>;
  canAdd: boolean;
}) {
  const t = useTranslations('authoring.list');
  const { settings, view, queryString, query } = screen;
  const { selected, select } = useCourseSelection(queryString);
  const sort = courseSortOf(view);
  return (
    <div className="authoring-list">
      <div className="authoring-toolbar kit-toolbar">
        <ViewSearch settings={settings} label={t('search')} />
        <StatusSelect settings={settings} />
        <div className="authoring-toolbar-actions kit-wrap">
          <a
            className="button"
            href={coursesCsvPath(exportQueryString(queryString))}
            download="course-list.csv"
          >
            {t('exportCsv')}
          </a>
          {canAdd && (
            <Link className="button button-primary" href="/admin/courses/create">
              {t('addCourse')}
            </Link>
          )}
        </div>
      </div>
      <BulkBar
        selected={[...selected]}
        courses={query.data?.items ?? []}
        onDone={() => select(new Set())}
      />
      <ScreenResults
        screen={screen}
        emptyClassName="authoring-empty"
        empty={view.search.trim() || statusOf(view) ? t('empty') : t('emptyPortal')}
      >
        {(data) => (
          <CoursesTable
            courses={data.items}
            total={data.total}
            sort={sort}
            onSort={(field) => settings.setSort(nextCourseSort(sort, field))}
            selected={selected}
            onSelect={select}
          />
        )}
      </ScreenResults>
    </div>
  );
}

/** The status filter: every status, or one of draft, published and archived. */
function StatusSelect({ settings }: { settings: ViewSettingsHandle }) {
  const t = useTranslations('authoring.list');
  const ts = useTranslations('authoring.status');
  return (
    <FilterSelect
      id="course-status-filter"
      className="field"
      label={t('statusFilter')}
      value={statusOf(settings.view)}
      onChange={(status) => settings.setFilter(STATUS_FILTER, status || null)}
      all={t('allStatuses')}
      options={optionsOf(COURSE_STATUSES, (status) => ts(status))}
    />
  );
}
