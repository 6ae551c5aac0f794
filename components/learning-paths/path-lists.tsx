import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { courseLockQuery, myPathsQuery, publishedPathsQuery } from '@/lib/resources/learning-paths';
import { getQueryClient } from '@/lib/server/query-client';
import './learning-paths.css';

/**
 * /catalog's "Learning paths" section: the portal's published paths, each with its course count
 * and a link to its page. Nothing when the portal has none (or they could not be read: the
 * catalog below stands on its own).
 */
export async function CatalogPaths() {
  const t = await getTranslations('learningPaths.catalog');
  const paths = await getQueryClient()
    .fetchQuery(publishedPathsQuery())
    .catch(() => []);
  if (paths.length === 0) return null;
  return (
    <section className="catalog-paths" aria-labelledby="catalog-paths-title">
      <h2 id="catalog-paths-title">{t('section')}</h2>
      <p>{t('sectionIntro')}</p>
      <ul className="path-list">
        {paths.map((path) => (
          <li key={path.id} className="path-card kit-card">
            <h3 className="path-card-title">
              <Link href={`/catalog/paths/${encodeURIComponent(path.slug)}`}>{path.title}</Link>
            </h3>
            <p className="path-card-facts">
              {t('courseCount', { count: path.courses.length + path.hiddenCourseCount })}
              {path.progress
                ? ` · ${t('pathProgress', {
                    completed: path.progress.completedCount,
                    total: path.progress.total,
                    progress: path.progress.progress,
                  })}`
                : ''}
            </p>
            {path.summary && <p>{path.summary}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /courses: the learner's paths with their progress over the whole (one query). */
export async function MyPaths() {
  const t = await getTranslations('learningPaths.mine');
  const paths = await getQueryClient()
    .fetchQuery(myPathsQuery())
    .catch(() => []);
  if (paths.length === 0) return null;
  return (
    <section className="my-paths" aria-labelledby="my-paths-title">
      <h2 id="my-paths-title">{t('title')}</h2>
      <ul className="path-list">
        {paths.map((path) => (
          <li key={path.id} className="path-card kit-card" data-path={path.slug}>
            <h3 className="path-card-title">
              <Link href={`/catalog/paths/${encodeURIComponent(path.slug)}`}>{path.title}</Link>
            </h3>
            {path.progress && (
              <>
                <p className="path-card-facts">
                  {path.progress.completed
                    ? t('completed')
                    : t('progress', {
                        completed: path.progress.completedCount,
                        total: path.progress.total,
                      })}
                </p>
                <progress
                  max={100}
                  value={path.progress.progress}
                  aria-label={`${path.title}: ${path.progress.progress}%`}
                />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * On a course's page (/catalog/{slug}): "Requires: X" (its prerequisites) and "Part of the
 * learning path: Y", and for a signed-in learner why it is locked. Nothing when neither applies.
 */
export async function CoursePathNotes({ slug }: { slug: string }) {
  const t = await getTranslations('learningPaths.catalog');
  const info = await getQueryClient()
    .fetchQuery(courseLockQuery(slug))
    .catch(() => null);
  if (!info || (info.requires.length === 0 && info.paths.length === 0)) return null;
  const waiting = info.lock?.state === 'waiting' ? info.lock : null;
  return (
    // No landmark of its own: the course page's one complementary region is its facts.
    <div className="course-path-notes kit-box">
      {info.requires.length > 0 && (
        <p>
          {t('requires')}{' '}
          {info.requires.map((course, index) => (
            <span key={course.id}>
              {index > 0 && ', '}
              <Link href={`/catalog/${encodeURIComponent(course.slug)}`}>{course.title}</Link>
            </span>
          ))}
        </p>
      )}
      {waiting && (
        <p className="path-course-lock">
          {waiting.requires.length === 1
            ? t('opensWhen', { title: waiting.requires[0]?.title ?? '' })
            : t('opensWhenMany', {
                titles: waiting.requires.map((course) => `“${course.title}”`).join(', '),
              })}
        </p>
      )}
      {info.paths.length > 0 && (
        <p>
          {t('partOf')}{' '}
          {info.paths.map((path, index) => (
            <span key={path.id}>
              {index > 0 && ', '}
              <Link href={`/catalog/paths/${encodeURIComponent(path.slug)}`}>{path.title}</Link>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
