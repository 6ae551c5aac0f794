'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { QueryPending } from '@/components/errors/error-panel';
import { enrollmentsQuery } from '@/lib/resources/enrollments';

/** The student's courses and progress (the coach scope lets a mandate's coach read them). */
export function StudentProgress({ studentId }: { studentId: string }) {
  const t = useTranslations('coaching.approvals');
  const query = useQuery(enrollmentsQuery(studentId));
  if (!query.data) return <QueryPending query={query} />;
  const items = query.data.items;
  if (items.length === 0) return <p className="muted">{t('noCourses')}</p>;
  return (
    <table className="approvals-progress">
      <caption>{t('progressCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('course')}</th>
          <th scope="col">{t('done')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((enrollment) => (
          <tr key={enrollment.id}>
            <th scope="row">{enrollment.course?.title ?? '—'}</th>
            <td>
              <progress max={100} value={enrollment.progress} aria-hidden="true" />{' '}
              {t('percent', { percent: enrollment.progress })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
