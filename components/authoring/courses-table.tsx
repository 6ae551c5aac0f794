'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Input } from '@/components/forms/native-fields';
import { SortHeader } from '@/components/lists/sort-header';
import { Link } from '@/components/ui/link';
import type { Sort } from '@/lib/lists/view-settings-schema';
import type { AdminCourse } from '@/lib/resources/authoring';

interface CoursesTableProps {
  courses: AdminCourse[];
  total: number;
  sort: NonNullable<Sort>;
  onSort: (field: string) => void;
  selected: Set<string>;
  onSelect: (next: Set<string>) => void;
}

/**
 * The courses as a table with a caption, scoped headers and sort buttons (aria-sort); on
 * phones the CSS turns each row into a card whose cells name their column (data-label).
 */
export function CoursesTable({
  courses,
  total,
  sort,
  onSort,
  selected,
  onSelect,
}: CoursesTableProps) {
  const t = useTranslations('authoring.list');
  const ts = useTranslations('authoring.status');
  const locale = useLocale();
  const col = (key: string) => t(`columns.${key}`);
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  const allOnPage = courses.length > 0 && courses.every((course) => selected.has(course.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };

  return (
    <div className="authoring-table-wrap">
      <table className="authoring-table">
        <caption>{t('caption', { total })}</caption>
        <thead>
          <tr>
            <th scope="col" className="authoring-select">
              <Input
                type="checkbox"
                aria-label={t('selectAll')}
                checked={allOnPage}
                onChange={() =>
                  onSelect(allOnPage ? new Set() : new Set(courses.map((course) => course.id)))
                }
              />
            </th>
            <SortHeader label={col('title')} field="title" sort={sort} onSort={onSort} />
            <SortHeader label={col('status')} field="status" sort={sort} onSort={onSort} />
            <th scope="col">{col('catalog')}</th>
            <th scope="col">{col('labels')}</th>
            <th scope="col" className="authoring-number">
              {col('enrollments')}
            </th>
            <SortHeader label={col('updated')} field="updated_at" sort={sort} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <tr key={course.id}>
              <td className="authoring-select">
                <Input
                  type="checkbox"
                  aria-label={t('selectCourse', { title: course.title })}
                  checked={selected.has(course.id)}
                  onChange={() => toggle(course.id)}
                />
              </td>
              <th scope="row">
                <Link href={`/admin/courses/${course.id}`}>{course.title}</Link>
              </th>
              <td data-label={col('status')}>
                <span className={`course-status course-status-${course.status}`}>
                  {ts(course.status)}
                </span>
              </td>
              <td data-label={col('catalog')}>{course.catalogName ?? t('noCatalog')}</td>
              <td data-label={col('labels')}>
                {course.labels.length === 0
                  ? '—'
                  : course.labels.map((label) => (
                      <span key={label.id} className="authoring-label">
                        {label.name}
                      </span>
                    ))}
              </td>
              <td data-label={col('enrollments')} className="authoring-number">
                {course.enrollmentCount.toLocaleString(locale)}
              </td>
              <td data-label={col('updated')}>{date.format(new Date(course.updatedAt))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
