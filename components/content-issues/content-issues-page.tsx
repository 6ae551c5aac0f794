'use client';

import { useTranslations } from 'next-intl';
import { FilterSelect, optionsOf, ViewFilters } from '@/components/lists/filter-select';
import {
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
  type ViewSettingsHandle,
} from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
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
  const { settings, view, query } = screen;
  const status = statusOf(view);
  return (
    <div className="issues">
      <StatusFilter
        value={status}
        counts={query.data?.counts}
        onChange={(choice) => settings.setFilter(STATUS_FILTER, statusFilterValue(choice))}
      />
      <IssueFilters settings={settings} courses={query.data?.courses} />
      <ScreenResults
        screen={screen}
        hideSinglePage
        emptyState={
          <div className="issues-empty" role="status">
            <p>{status ? t(`empty.${status}`) : t('empty.all')}</p>
            <p className="issues-empty-hint">{t('empty.hint')}</p>
          </div>
        }
      >
        {(data) => <IssuesTable issues={data.items} />}
      </ScreenResults>
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
      <ViewFilters
        settings={settings}
        wrapped
        filters={[
          {
            name: COURSE_FILTER,
            label: t('filters.course'),
            all: t('filters.allCourses'),
            value: courseOf(view),
            options: courses.map((course) => ({ value: course.id, label: course.title })),
          },
          {
            name: CATEGORY_FILTER,
            label: t('filters.category'),
            all: t('filters.allCategories'),
            value: categoryOf(view),
            options: optionsOf(CONTENT_ISSUE_CATEGORIES, (category) => t(`categories.${category}`)),
          },
        ]}
      />
      <FilterSelect
        wrapped
        label={t('filters.sort')}
        value={orderOf(view)}
        onChange={(order) => settings.setSort(sortOf(order as IssueOrder))}
        options={[
          { value: 'newest', label: t('filters.newest') },
          { value: 'oldest', label: t('filters.oldest') },
        ]}
      />
    </div>
  );
}
