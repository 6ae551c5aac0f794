import { useTranslations } from 'next-intl';
import { useDurationText } from '@/components/catalog/use-duration-text';
import { Link } from '@/components/ui/link';
import { lessonPath, previewPath } from '@/lib/catalog/course-paths';
import type { CourseDetail, CourseItemKind } from '@/lib/resources/courses';

const KIND_ICONS: Record<CourseItemKind, string> = {
  lesson: '▤',
  quiz: '?',
  assignment: '✎',
  package: '▣',
  lti: '⧉',
};

/**
 * The course's modules and their items: kind, title (a link into the player once enrolled),
 * duration, a tick for what the viewer has done, and "Locked" where their plan does not reach.
 * For a guest, a free preview lesson links to its preview and the other items read
 * "Sign up to continue".
 */
export function CourseOutline({ course }: { course: CourseDetail }) {
  const t = useTranslations('catalog.course');
  const duration = useDurationText();
  const enrolled = course.access === 'enrolled';
  const locked = course.access === 'locked';
  const guest = course.access === 'guest';

  return (
    <section className="course-outline kit-surface" aria-labelledby="course-outline-title">
      <h2 id="course-outline-title">{t('outline')}</h2>
      <ol className="outline-modules kit-list">
        {course.modules.map((module) => {
          const minutes = module.items.reduce((sum, item) => sum + item.durationMinutes, 0);
          return (
            <li key={module.id} className="outline-module">
              <h3 className="outline-module-title">{module.title}</h3>
              <p className="outline-module-summary">
                {minutes > 0
                  ? t('moduleSummary', { count: module.items.length, duration: duration(minutes) })
                  : t('moduleItems', { count: module.items.length })}
              </p>
              <ol className="outline-items">
                {module.items.map((item) => {
                  const preview = guest && item.kind === 'lesson' && item.freePreview === true;
                  return (
                    <li
                      key={item.id}
                      className="outline-item"
                      data-done={item.done || undefined}
                      data-locked={locked || (guest && !preview) || undefined}
                      data-preview={preview || undefined}
                    >
                      <span className="outline-kind">
                        <span aria-hidden="true" className="outline-kind-icon">
                          {KIND_ICONS[item.kind]}
                        </span>
                        {t(`kinds.${item.kind}`)}
                      </span>
                      <span className="outline-title">
                        {enrolled ? (
                          <Link href={lessonPath(course.slug, item.slug)}>{item.title}</Link>
                        ) : preview ? (
                          // A plain link: guest pages prefetch nothing.
                          <a href={previewPath(course.slug, item.slug)}>{item.title}</a>
                        ) : (
                          item.title
                        )}
                      </span>
                      <span className="outline-meta">
                        {/* No "0 min": an item without a duration shows none. */}
                        {item.durationMinutes > 0 && (
                          <span className="outline-duration">
                            {t('itemDuration', { minutes: item.durationMinutes })}
                          </span>
                        )}
                        {item.done && (
                          <span className="outline-done">
                            <span aria-hidden="true">✓ </span>
                            {t('done')}
                          </span>
                        )}
                        {locked && (
                          <span className="outline-locked">
                            <span aria-hidden="true">🔒 </span>
                            {t('locked')}
                          </span>
                        )}
                        {preview && <span className="outline-preview">{t('freePreview')}</span>}
                        {guest && !preview && (
                          <span className="outline-locked">
                            <span aria-hidden="true">🔒 </span>
                            {t('signUpToContinue')}
                          </span>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
