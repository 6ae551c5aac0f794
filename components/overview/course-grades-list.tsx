'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { gradesQuery } from '@/lib/resources/overview';
import { CourseGradesCard } from './course-grades-card';
import { OverviewSection } from './overview-section';

/** Every enrolled course with its progress, grades and certificates, most recently active first. */
export function CourseGradesList({ accountId }: { accountId: string }) {
  const t = useTranslations('learnerOverview.courses');
  const query = useQuery(gradesQuery(accountId));
  const total = query.data?.total ?? 0;
  return (
    <OverviewSection
      id="overview-courses-title"
      title={t('title')}
      lead={total > 0 ? t('count', { count: total }) : undefined}
      query={query}
      more={(shown, all) => t('more', { shown, total: all })}
      empty={
        <div className="overview-empty">
          <p className="overview-empty-title">{t('empty.title')}</p>
          <p className="muted">{t('empty.text')}</p>
          <Link href="/catalog" className="button button-primary">
            {t('empty.action')}
          </Link>
        </div>
      }
    >
      {(items) => (
        <ul className="overview-courses kit-list">
          {items.map((course) => (
            <li key={course.id}>
              <CourseGradesCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </OverviewSection>
  );
}
