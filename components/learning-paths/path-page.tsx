import { getLocale, getTranslations } from 'next-intl/server';
import { RichText } from '@/components/rich-text/rich-text';
import { Link } from '@/components/ui/link';
import { signInPathFor } from '@/lib/proxy/routing';
import type { CourseLock, LearningPath, LearningPathCourse } from '@/lib/resources/learning-paths';
import { EnrolInPath } from './enrol-in-path';
import './learning-paths.css';

type T = Awaited<ReturnType<typeof getTranslations<'learningPaths.catalog'>>>;

/** "Opens when you complete ‘X’" (or several), in the page's language. */
export function lockReason(t: T, lock: CourseLock, locale: string): string {
  const titles = lock.requires.map((course) => `“${course.title}”`);
  if (titles.length === 1) return t('opensWhen', { title: lock.requires[0]?.title ?? '' });
  return t('opensWhenMany', {
    titles: new Intl.ListFormat(locale, { type: 'conjunction' }).format(titles),
  });
}

/**
 * /catalog/paths/{slug} (issue 43, item 6): a learning path as the viewer sees it — its courses
 * in order (a guest: only those of the guest catalog), for a signed-in learner each course's
 * lock and progress and the path's progress, the certificate it leads to, and "Enrol in this
 * path" or the products that sell it as one. A server component; only the enrol button is not.
 */
export async function PathPage({ path, signedIn }: { path: LearningPath; signedIn: boolean }) {
  const t = await getTranslations('learningPaths.catalog');
  const locale = await getLocale();
  return (
    <article className="path-page" aria-labelledby="path-title">
      <header className="path-page-head">
        <p className="eyebrow">{t('pathLabel')}</p>
        <h1 id="path-title">{path.title}</h1>
        {path.summary && <p className="lead">{path.summary}</p>}
        <p>{path.sequential ? t('sequential') : t('free')}</p>
        {path.certification && (
          <p className="path-certificate">{t('certificate', { name: path.certification.name })}</p>
        )}
      </header>
      <PathStanding path={path} signedIn={signedIn} t={t} />
      {path.descriptionHtml && <RichText html={path.descriptionHtml} />}
      <section aria-labelledby="path-courses-title">
        <h2 id="path-courses-title">{t('courses')}</h2>
        {path.courses.length === 0 && path.hiddenCourseCount === 0 ? (
          <p>{t('emptyPath')}</p>
        ) : (
          <ol className="path-courses">
            {path.courses.map((course) => (
              <PathCourseItem key={course.id} course={course} t={t} locale={locale} />
            ))}
          </ol>
        )}
        {path.hiddenCourseCount > 0 && <p>{t('moreCourses', { count: path.hiddenCourseCount })}</p>}
      </section>
    </article>
  );
}

/** Enrolled: the path's progress; otherwise how to follow it (enrol, buy, or sign in). */
function PathStanding({ path, signedIn, t }: { path: LearningPath; signedIn: boolean; t: T }) {
  if (path.enrolled && path.progress) {
    return (
      <section className="path-standing kit-box" aria-label={t('enrolled')}>
        <p>{t('enrolled')}</p>
        <p className="path-progress">
          {path.progress.completed
            ? t('pathCompleted')
            : t('pathProgress', {
                completed: path.progress.completedCount,
                total: path.progress.total,
                progress: path.progress.progress,
              })}
        </p>
        <progress max={100} value={path.progress.progress} aria-label={t('pathLabel')} />
      </section>
    );
  }
  if (!signedIn) {
    return (
      <section className="path-standing kit-box">
        <ProductList path={path} t={t} />
        <a
          className="button button-primary"
          href={signInPathFor(`/catalog/paths/${path.slug}`, '')}
        >
          {t('signIn')}
        </a>
      </section>
    );
  }
  if (path.unlocked === false) {
    return (
      <section className="path-standing kit-box">
        {path.products.length > 0 ? (
          <>
            <p>{t('unlockedBy')}</p>
            <ProductList path={path} t={t} />
          </>
        ) : (
          <p>{t('noProduct')}</p>
        )}
      </section>
    );
  }
  return (
    <section className="path-standing kit-box">
      {path.courses.length > 0 && <EnrolInPath slug={path.slug} />}
    </section>
  );
}

function ProductList({ path, t }: { path: LearningPath; t: T }) {
  if (path.products.length === 0) return null;
  return (
    <>
      <p>{t('soldAsOne')}</p>
      <ul className="path-products">
        {path.products.map((product) => (
          <li key={product.id}>{product.name}</li>
        ))}
      </ul>
    </>
  );
}

function PathCourseItem({
  course,
  t,
  locale,
}: {
  course: LearningPathCourse;
  t: T;
  locale: string;
}) {
  const waiting = course.lock?.state === 'waiting' ? course.lock : null;
  return (
    <li className="path-course kit-card" data-course={course.slug}>
      <h3 className="path-card-title">
        <Link href={`/catalog/${encodeURIComponent(course.slug)}`}>{course.title}</Link>
      </h3>
      {course.summary && <p className="path-card-facts">{course.summary}</p>}
      {waiting ? (
        <p className="path-course-lock">
          <span aria-hidden="true">🔒 </span>
          {lockReason(t, waiting, locale)}
        </p>
      ) : course.completed ? (
        <p className="path-course-state">{t('completed')}</p>
      ) : course.enrolled ? (
        <p className="path-course-state">{t('progressOf', { progress: course.progress })}</p>
      ) : null}
    </li>
  );
}
