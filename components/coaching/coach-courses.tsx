'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { QueryPending } from '@/components/errors/error-panel';
import { Link } from '@/components/ui/link';
import { type CoachCourse, coachCoursesQuery } from '@/lib/resources/coaching-workspace';
import { PROGRESS_BANDS } from '@/shared/coaching/progress';
import { ChartFigure } from './chart-figure';
import { LazyBarListChart } from './charts/lazy-charts';
import { ProgressMeter } from './progress-meter';
import './coach.css';

/**
 * /coach/courses (SCREENS "Coaching"): the courses the coach coaches, with participants,
 * completions, average progress and how the participants spread over the progress bands
 * (a chart with its table).
 */
export function CoachCourses() {
  const t = useTranslations('coaching.courses');
  const query = useQuery(coachCoursesQuery());
  if (!query.data) return <QueryPending query={query} />;
  if (query.data.length === 0) {
    return (
      <p className="coach-empty" role="status">
        {t('empty')}
      </p>
    );
  }
  return (
    <ul className="coach-courses">
      {query.data.map((course) => (
        <CourseCard key={course.id} course={course} />
      ))}
    </ul>
  );
}

function CourseCard({ course }: { course: CoachCourse }) {
  const t = useTranslations('coaching.courses');
  const headingId = `course-${course.id}`;
  const bands = PROGRESS_BANDS.map((_, index) => ({
    label: t(`bands.b${index}` as 'bands.b0'),
    value: course.distribution[index] ?? 0,
  }));
  return (
    <li className="coach-tile kit-card coach-course" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {course.status === 'published' ? (
          <Link href={`/catalog/${course.slug}`}>{course.title}</Link>
        ) : (
          course.title
        )}
      </h2>
      {course.status !== 'published' && (
        <p className="coach-tag">{t(`status.${course.status as 'draft' | 'archived'}`)}</p>
      )}
      <p>
        {t('participants', { count: course.participants })} ·{' '}
        {t('completed', { count: course.completed })}
      </p>
      {course.averageProgress === null ? (
        <p className="muted">{t('noAverage')}</p>
      ) : (
        <p className="coach-average kit-row">
          <span>{t('average', { percent: course.averageProgress })}</span>
          <ProgressMeter percent={course.averageProgress} hideValue />
        </p>
      )}
      {course.participants > 0 && (
        <ChartFigure
          caption={t('distribution')}
          chart={<LazyBarListChart data={bands} name={t('count')} />}
          table={
            <table className="coach-table coach-table-compact">
              <caption className="visually-hidden">
                {t('distributionOf', { course: course.title })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('band')}</th>
                  <th scope="col">{t('count')}</th>
                </tr>
              </thead>
              <tbody>
                {bands.map((band) => (
                  <tr key={band.label}>
                    <th scope="row">{band.label}</th>
                    <td>{band.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      )}
      <p>
        <Link href={`/coach/students?course=${course.id}`}>
          {t('showParticipants', { course: course.title })}
        </Link>
      </p>
    </li>
  );
}
