'use client';

import { useTranslations } from 'next-intl';
import { NativeSelect } from '@/components/forms/native-fields';
import {
  ListResults,
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
  type ViewSettingsHandle,
} from '@/components/lists/list-screen';
import { useViewAddress } from '@/components/lists/use-view-address';
import {
  type ContentIssuesList,
  contentIssuesQuery,
  type IssueCourse,
} from '@/lib/resources/content-issues';
import { CONTENT_ISSUE_CATEGORIES } from '@/shared/content-issues/transitions';
import {
  CATEGORY_FILTER,
  CONTENT_ISSUES_VIEW,
  CONTENT_ISSUES_VIEW_DEFAULTS,
  COURSE_FILTER,
  categoryOf,
  courseOf,
  type IssueOrder,
  orderOf,
  PAGE_SIZE_PREFERENCE,
  STATUS_FILTER,
  sortOf,
  statusFilterValue,
  statusOf,
} from './content-issues-view';
import { IssuesTable } from './issues-table';
import { StatusFilter } from './status-filter';
import './content-issues.css';

/**
 * /admin/courses/content-issues: the status buttons, course, category and order filters, the
 * issues with their status control, and pages; the view kept per browser (spec §4 view
 * settings) and mirrored in the address.
 */
export function ContentIssuesPage({ initial }: ListScreenProps) {
  const address = useViewAddress();
  return (
    <ListScreen
      view={CONTENT_ISSUES_VIEW}
      defaults={CONTENT_ISSUES_VIEW_DEFAULTS}
      initial={initial}
      address={address}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={contentIssuesQuery}
    >
      {(screen) => <IssuesBrowser screen={screen} />}
    </ListScreen>
  );
}

function IssuesBrowser({ screen }: { screen: ListScreenState<ContentIssuesList> }) {
  const t = useTranslations('contentIssues');
  const { settings, view, query, pagination, changePage } = screen;
  const status = statusOf(view);
  return (
    <div className="issues">
      <StatusFilter
        value={status}
        counts={query.data?.counts}
        onChange={(choice) => settings.setFilter(STATUS_FILTER, statusFilterValue(choice))}
      />
      <IssueFilters settings={settings} courses={query.data?.courses} />
      <ListResults
        query={query}
        pagination={pagination}
        onPage={changePage}
        hideSinglePage
        emptyState={
          <div className="issues-empty" role="status">
            <p>{status ? t(`empty.${status}`) : t('empty.all')}</p>
            <p className="issues-empty-hint">{t('empty.hint')}</p>
          </div>
        }
      >
        {(data) => <IssuesTable issues={data.items} />}
      </ListResults>
    </div>
  );
}

/** The course (those with issues, from the list's meta), category and order selects. */
function IssueFilters({
  settings,
  courses = [],
}: {
  settings: ViewSettingsHandle;
  courses?: IssueCourse[];
}) {
  const t = useTranslations('contentIssues');
  const { view } = settings;
  return (
    <div className="issues-filters">
      <label>
        <span>{t('filters.course')}</span>
        <NativeSelect
          value={courseOf(view)}
          onChange={(event) => settings.setFilter(COURSE_FILTER, event.target.value || null)}
        >
          <option value="">{t('filters.allCourses')}</option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label>
        <span>{t('filters.category')}</span>
        <NativeSelect
          value={categoryOf(view)}
          onChange={(event) => settings.setFilter(CATEGORY_FILTER, event.target.value || null)}
        >
          <option value="">{t('filters.allCategories')}</option>
          {CONTENT_ISSUE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label>
        <span>{t('filters.sort')}</span>
        <NativeSelect
          value={orderOf(view)}
          onChange={(event) => settings.setSort(sortOf(event.target.value as IssueOrder))}
        >
          <option value="newest">{t('filters.newest')}</option>
          <option value="oldest">{t('filters.oldest')}</option>
        </NativeSelect>
      </label>
    </div>
  );
}
