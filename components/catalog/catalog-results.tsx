'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { ListResults } from '@/components/lists/list-screen';
import type { ListPage } from '@/lib/api/transport';
import { groupCourses } from '@/lib/catalog/grouping';
import type { PaginationState } from '@/lib/lists/pagination';
import type { CatalogCourse, CatalogGroup } from '@/lib/resources/catalog';
import { CourseCard, type HeadingLevel } from './course-card';

interface CatalogResultsProps {
  query: UseQueryResult<ListPage<CatalogCourse>>;
  /** The catalog tree to group under; null: a flat list. */
  groupBy: readonly CatalogGroup[] | null;
  /** A search or filter narrows the list (the empty state then offers to clear them). */
  narrowed: boolean;
  onClear: () => void;
  pagination: PaginationState;
  onPage: (next: PaginationState) => void;
  continueHref: (slug: string) => string;
}

/**
 * The region of the catalog's results: loading, failed, nothing found, or the count and the
 * cards, with the pages when there is more than one. A new page is read from the region's top.
 */
export function CatalogResults(props: CatalogResultsProps) {
  const t = useTranslations('catalog');
  const region = useRef<HTMLElement>(null);
  const { pagination } = props;
  const changePage = (next: PaginationState) => {
    props.onPage(next);
    if (next.size !== pagination.size) return;
    // Keyboard and screen reader users start reading the new page from its top.
    region.current?.focus();
    region.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section
      ref={region}
      className="catalog-results"
      aria-label={t('results.heading')}
      tabIndex={-1}
    >
      <ListResults
        query={props.query}
        pagination={pagination}
        onPage={changePage}
        className="catalog-results-body"
        summary={(data) => (
          <p className="catalog-count" role="status">
            {t('results.count', { count: data.total })}
          </p>
        )}
        emptyState={<EmptyCatalog narrowed={props.narrowed} onClear={props.onClear} />}
        hideSinglePage
      >
        {(data) =>
          props.groupBy ? (
            <GroupedCourses
              courses={data.items}
              tree={props.groupBy}
              continueHref={props.continueHref}
            />
          ) : (
            <>
              <h2 className="catalog-results-title">{t('results.heading')}</h2>
              <CourseList courses={data.items} level={3} continueHref={props.continueHref} />
            </>
          )
        }
      </ListResults>
    </section>
  );
}

function CourseList({
  courses,
  level,
  continueHref,
}: {
  courses: readonly CatalogCourse[];
  level: HeadingLevel;
  continueHref: (slug: string) => string;
}) {
  return (
    <ul className="course-grid kit-list">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} level={level} continueHref={continueHref(course.slug)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Catalog headings (h2) with their category headings (h3) beneath; a catalog's courses outside
 * any category come first, right under the catalog's heading.
 */
function GroupedCourses({
  courses,
  tree,
  continueHref,
}: {
  courses: readonly CatalogCourse[];
  tree: readonly CatalogGroup[];
  continueHref: (slug: string) => string;
}) {
  const t = useTranslations('catalog.results');
  const baseId = useId();
  return (
    <div className="catalog-groups">
      {groupCourses(courses, tree).map((section, sectionIndex) => {
        const sectionId = `${baseId}-catalog-${sectionIndex}`;
        return (
          <section key={section.key} className="catalog-group" aria-labelledby={sectionId}>
            <h2 id={sectionId} className="catalog-group-title">
              {section.name ?? t('otherCourses')}
            </h2>
            {section.categories.map((category, categoryIndex) => {
              if (category.name === null) {
                return (
                  <CourseList
                    key="uncategorised"
                    courses={category.courses}
                    level={3}
                    continueHref={continueHref}
                  />
                );
              }
              const categoryId = `${sectionId}-category-${categoryIndex}`;
              return (
                <section
                  key={category.key}
                  className="catalog-category"
                  aria-labelledby={categoryId}
                >
                  <h3 id={categoryId} className="catalog-category-title">
                    {category.name}
                  </h3>
                  <CourseList courses={category.courses} level={4} continueHref={continueHref} />
                </section>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}

function EmptyCatalog({ narrowed, onClear }: { narrowed: boolean; onClear: () => void }) {
  const t = useTranslations('catalog.empty');
  return (
    <div className="catalog-empty">
      <h2>{narrowed ? t('narrowedTitle') : t('noneTitle')}</h2>
      <p>{narrowed ? t('narrowed') : t('none')}</p>
      {narrowed && (
        <button type="button" className="button button-primary" onClick={onClear}>
          {t('clear')}
        </button>
      )}
    </div>
  );
}
