'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NativeSelect } from '@/components/forms/native-fields';
import { Pagination } from '@/components/lists/pagination';
import { SearchInput } from '@/components/lists/search-input';
import { Link } from '@/components/ui/link';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { COURSE_STATUSES, INITIAL_VIEW } from '@/lib/authoring/list-view';
import type { PageSize } from '@/lib/lists/pagination';
import {
  type AdminCourseListView,
  adminCoursesQuery,
  adminCoursesQueryString,
  type CourseStatus,
  coursesCsvPath,
} from '@/lib/resources/authoring';
import { BulkBar } from './bulk-bar';
import { CoursesTable } from './courses-table';
import '@/components/forms/forms.css';

type SortField = AdminCourseListView['sort']['field'];

/** /admin/courses: search, status filter, sortable table, selection with bulk actions, CSV. */
export function CoursesList({ canAdd }: { canAdd: boolean }) {
  const t = useTranslations('authoring.list');
  const ts = useTranslations('authoring.status');
  const [view, setView] = useState<AdminCourseListView>(INITIAL_VIEW);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const queryString = adminCoursesQueryString(view);
  const query = useQuery(adminCoursesQuery(queryString));
  const change = (next: Partial<AdminCourseListView>) => {
    setView((current) => ({ ...current, page: 1, ...next }));
    setSelected(new Set());
  };
  const sort = {
    field: view.sort.field,
    direction: view.sort.desc ? ('desc' as const) : ('asc' as const),
  };
  const onSort = (field: string) =>
    change({
      sort: {
        field: field as SortField,
        desc: view.sort.field === field ? !view.sort.desc : field === 'updated_at',
      },
    });

  return (
    <div className="authoring-list">
      <div className="authoring-toolbar">
        <SearchInput
          value={view.search ?? ''}
          onSearch={(search) => change({ search })}
          label={t('search')}
        />
        <div className="field">
          <label htmlFor="course-status-filter">{t('statusFilter')}</label>
          <NativeSelect
            id="course-status-filter"
            value={view.status ?? ''}
            onChange={(event) =>
              change({ status: (event.target.value || null) as CourseStatus | null })
            }
          >
            <option value="">{t('allStatuses')}</option>
            {COURSE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ts(status)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="authoring-toolbar-actions">
          <a
            className="button"
            href={coursesCsvPath(adminCoursesQueryString(view, false))}
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
        onDone={() => setSelected(new Set())}
      />
      {query.isPending ? (
        <LoadingIndicator />
      ) : query.isError ? (
        <p role="alert" className="form-error">
          {t('loadFailed')}
        </p>
      ) : query.data.items.length === 0 ? (
        <p className="authoring-empty">
          {view.search || view.status ? t('empty') : t('emptyPortal')}
        </p>
      ) : (
        <>
          <CoursesTable
            courses={query.data.items}
            total={query.data.total}
            sort={sort}
            onSort={onSort}
            selected={selected}
            onSelect={setSelected}
          />
          <Pagination
            page={view.page}
            size={view.size as PageSize}
            lastPage={query.data.lastPage}
            onChange={(next) => {
              setView((current) => ({ ...current, page: next.page, size: next.size }));
              setSelected(new Set());
            }}
          />
        </>
      )}
    </div>
  );
}
