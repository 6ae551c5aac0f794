'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { NativeSelect } from '@/components/forms/native-fields';
import { Pagination } from '@/components/lists/pagination';
import { INITIAL_ISSUE_PARAMS } from '@/lib/content-issues/params';
import type { PaginationState } from '@/lib/lists/pagination';
import { type ContentIssueParams, contentIssuesQuery } from '@/lib/resources/content-issues';
import {
  CONTENT_ISSUE_CATEGORIES,
  type ContentIssueCategory,
} from '@/shared/content-issues/transitions';
import { IssuesTable } from './issues-table';
import { StatusFilter } from './status-filter';
import './content-issues.css';

/** /admin/courses/content-issues: filters, the issues with their status control, pagination. */
export function ContentIssuesPage() {
  const t = useTranslations('contentIssues');
  const [params, setParams] = useState(INITIAL_ISSUE_PARAMS);
  const query = useQuery(contentIssuesQuery(params));
  const change = (next: Partial<ContentIssueParams>) =>
    setParams((current) => ({ ...current, page: 1, ...next }));
  const { data } = query;

  return (
    <div className="issues">
      <StatusFilter
        value={params.status}
        counts={data?.counts}
        onChange={(status) => change({ status })}
      />
      <div className="issues-filters">
        <label>
          <span>{t('filters.course')}</span>
          <NativeSelect
            value={params.course ?? ''}
            onChange={(event) => change({ course: event.target.value || null })}
          >
            <option value="">{t('filters.allCourses')}</option>
            {data?.courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label>
          <span>{t('filters.category')}</span>
          <NativeSelect
            value={params.category ?? ''}
            onChange={(event) =>
              change({ category: (event.target.value || null) as ContentIssueCategory | null })
            }
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
            value={params.sort}
            onChange={(event) => change({ sort: event.target.value as 'newest' | 'oldest' })}
          >
            <option value="newest">{t('filters.newest')}</option>
            <option value="oldest">{t('filters.oldest')}</option>
          </NativeSelect>
        </label>
      </div>
      {!data ? (
        <QueryPending query={query} />
      ) : (
        <div aria-busy={query.isPlaceholderData}>
          {data.items.length === 0 ? (
            <div className="issues-empty" role="status">
              <p>{params.status ? t(`empty.${params.status}`) : t('empty.all')}</p>
              <p className="issues-empty-hint">{t('empty.hint')}</p>
            </div>
          ) : (
            <IssuesTable issues={data.items} />
          )}
          {data.total > params.size && (
            <Pagination
              page={params.page}
              size={params.size}
              lastPage={data.lastPage}
              onChange={(next: PaginationState) =>
                setParams((current) => ({ ...current, ...next }))
              }
            />
          )}
        </div>
      )}
    </div>
  );
}
