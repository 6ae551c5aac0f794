'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useIsMobile } from '@/components/shell/use-is-mobile';
import { Link } from '@/components/ui/link';
import { type OutlineChoice, outlineExpanded } from '@/lib/player/outline-disclosure';
import { isLocked, type LockedRelease } from '@/lib/player/release';
import type { CourseItem } from '@/lib/resources/courses';
import { CourseProgress } from './course-progress';
import { PlayerLink } from './player-link';
import { useItemHref, usePlayerCourse, usePreviewCourseId } from './player-mode';
import { LockIcon, useReleaseReason } from './release-reason';

/** Kept while the reader moves between lessons (the page may mount the player afresh). */
let rememberedChoice: OutlineChoice | null = null;

/**
 * The course's modules and items beside the lesson: the current one marked (aria-current), done
 * ones ticked, collapsible behind a disclosure button (collapsed at first on phones, ≤ 640 px).
 */
export function CourseOutline({ slug, currentSlug }: { slug: string; currentSlug: string }) {
  const t = useTranslations('player');
  const course = usePlayerCourse(slug);
  const preview = usePreviewCourseId() !== null;
  const phone = useIsMobile();
  const [choice, setChoice] = useState(() => rememberedChoice);
  const bodyId = useId();
  const expanded = outlineExpanded(choice, phone, currentSlug);

  const toggle = () => {
    const next = { open: !expanded, at: currentSlug };
    rememberedChoice = next;
    setChoice(next);
  };

  if (!course) return null;
  return (
    <aside className="player-outline kit-card" data-choice={choice === null ? 'default' : 'chosen'}>
      <p className="player-course">
        {/* Student view plays a draft too, which has no course page. */}
        {preview ? (
          course.title
        ) : (
          <Link href={`/catalog/${encodeURIComponent(course.slug)}`}>{course.title}</Link>
        )}
      </p>
      <CourseProgress slug={slug} />
      <button
        type="button"
        className="button player-outline-toggle"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={toggle}
      >
        <span className="player-outline-chevron" aria-hidden="true" />
        {t('outline.title')}
      </button>
      <nav
        id={bodyId}
        className="player-outline-body"
        aria-label={t('outline.title')}
        hidden={!expanded}
      >
        <ol className="player-modules kit-list">
          {course.modules.map((module) => (
            <OutlineModule
              key={module.id}
              title={module.title}
              items={module.items}
              slug={course.slug}
              currentSlug={currentSlug}
            />
          ))}
        </ol>
      </nav>
    </aside>
  );
}

function OutlineModule({
  title,
  items,
  slug,
  currentSlug,
}: {
  title: string;
  items: CourseItem[];
  slug: string;
  currentSlug: string;
}) {
  const t = useTranslations('player');
  const headingId = useId();
  const hrefOf = useItemHref(slug);
  return (
    <li className="player-module">
      <h2 id={headingId} className="player-module-title">
        {title}
      </h2>
      <ol className="player-items kit-list" aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.id}>
            {isLocked(item.release) ? (
              <LockedOutlineItem
                item={item}
                release={item.release}
                current={item.slug === currentSlug}
              />
            ) : (
              <PlayerLink
                href={hrefOf(item.slug)}
                className="player-item"
                aria-current={item.slug === currentSlug ? 'page' : undefined}
                data-done={item.done}
              >
                <span className="player-item-tick" aria-hidden="true" />
                <span className="player-item-title">
                  {item.title}
                  {item.kind !== 'lesson' && (
                    <>
                      {' · '}
                      <span className="player-item-kind">{t(`kinds.${item.kind}`)}</span>
                    </>
                  )}
                  {item.done && (
                    <>
                      {' '}
                      <span className="visually-hidden">{t('outline.done')}</span>
                    </>
                  )}
                </span>
              </PlayerLink>
            )}
          </li>
        ))}
      </ol>
    </li>
  );
}

/**
 * A locked item of the outline (release rules): no link to its content, a lock, and the reason
 * in words beside its title (the current page when the learner opened its address).
 */
function LockedOutlineItem({
  item,
  release,
  current,
}: {
  item: CourseItem;
  release: LockedRelease;
  current: boolean;
}) {
  const t = useTranslations('player');
  const reason = useReleaseReason();
  return (
    <span
      className="player-item player-item-locked"
      aria-current={current ? 'page' : undefined}
      data-done={item.done}
    >
      <LockIcon />
      <span className="player-item-title">
        {item.title}
        {item.kind !== 'lesson' && (
          <>
            {' · '}
            <span className="player-item-kind">{t(`kinds.${item.kind}`)}</span>
          </>
        )}
        <span className="player-item-reason">{reason(release)}</span>
      </span>
    </span>
  );
}
