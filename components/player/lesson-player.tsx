import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AssignmentPanel } from '@/components/assignment/assignment-panel';
import { QuizPanel } from '@/components/quiz/quiz-panel';
import { RichText } from '@/components/rich-text/rich-text';
import { contentOrigin } from '@/lib/packages/content-origin';
import { findItemBySlug, markableKind, moduleOfItem } from '@/lib/player/outline';
import { isLocked } from '@/lib/player/release';
import { type PlayerMode, STUDENT_MODE } from '@/lib/player/student-view';
import type { CourseDetail, LessonView } from '@/lib/resources/courses';
import { getMe } from '@/lib/server/me';
import { hasFeature } from '@/shared/access/features';
import { CourseCompletion } from './course-completion';
import { CourseOutline } from './course-outline';
import { ExternalToolPlayer } from './external-tool-player';
import { LessonHeading } from './lesson-heading';
import { LessonPager } from './lesson-pager';
import { MarkDoneButton } from './mark-done-button';
import { PackagePlayer } from './package-player';
import { PlayerModeProvider } from './player-mode';
import { LockedItem } from './release-reason';
import { ReportProblemButton } from './report-problem-button';
import './player.css';

/**
 * The course player (SCREENS "Learning"): the outline beside the lesson, its text (sanitised on
 * the server), "Mark as done", "Report a problem" and previous/next. A quiz is taken here (its
 * panel), an assignment submitted here (its panel). Both are finished by doing them (a pass, a
 * passing grade), never marked by hand; so is a SCORM package (its own completion).
 *
 * In student view (`mode` preview) the same player shows a course as a fresh student sees it
 * to one of its editors; its parts read the mode and keep what a student would save in the tab.
 */
export async function LessonPlayer({
  course,
  lesson,
  mode = STUDENT_MODE,
}: {
  course: CourseDetail;
  lesson: LessonView;
  mode?: PlayerMode;
}) {
  const [t, { features }] = await Promise.all([getTranslations('player'), getMe()]);
  const { item } = lesson;
  // An external-tool item where the portal has LTI switched off: said, not launched (issue 38).
  const ltiOn = hasFeature(features, 'lti');
  const itemModule = moduleOfItem(course, item.id);
  const preview = mode.kind === 'preview';
  const enrolled = preview || course.enrollment !== null;
  // Locked for the viewer (release rules): the reason instead of its content and actions.
  const release = findItemBySlug(course, item.slug)?.release;
  const locked = isLocked(release) ? release : null;
  return (
    <PlayerModeProvider mode={mode}>
      <div className="player">
        <CourseOutline slug={course.slug} currentSlug={item.slug} />
        <article className="player-lesson kit-surface" aria-labelledby="player-lesson-title">
          <header className="player-lesson-head">
            {itemModule && <p className="eyebrow">{itemModule.title}</p>}
            <LessonHeading id="player-lesson-title" itemSlug={item.slug}>
              {item.title}
            </LessonHeading>
            <p className="player-lesson-meta">
              {t(`kinds.${item.kind}`)}
              {item.durationMinutes > 0 && <> · {t('minutes', { count: item.durationMinutes })}</>}
            </p>
          </header>
          {locked ? (
            <LockedItem slug={course.slug} release={locked} />
          ) : markableKind(item.kind) ? (
            <RichText html={item.contentHtml ?? ''} className="player-content" />
          ) : item.kind === 'quiz' ? (
            <QuizPanel courseSlug={course.slug} itemId={item.id} enrolled={enrolled} />
          ) : item.kind === 'package' ? (
            enrolled ? (
              <PackagePlayer
                courseSlug={course.slug}
                itemId={item.id}
                itemSlug={item.slug}
                title={item.title}
                contentOrigin={contentOrigin((await headers()).get('host'))}
              />
            ) : (
              <p className="player-preview">{t('package.enrolFirst')}</p>
            )
          ) : item.kind === 'lti' ? (
            !ltiOn ? (
              <p className="player-preview">{t('lti.unavailable')}</p>
            ) : enrolled && !preview ? (
              <ExternalToolPlayer
                courseSlug={course.slug}
                itemSlug={item.slug}
                title={item.title}
              />
            ) : (
              <p className="player-preview">{t('lti.enrolFirst')}</p>
            )
          ) : (
            <AssignmentPanel courseSlug={course.slug} itemId={item.id} enrolled={enrolled} />
          )}
          {!locked && (
            <div className="player-actions kit-row">
              {markableKind(item.kind) &&
                (enrolled ? (
                  <MarkDoneButton slug={course.slug} itemId={item.id} itemSlug={item.slug} />
                ) : (
                  <p className="player-preview">{t('markDone.preview')}</p>
                ))}
              <ReportProblemButton slug={course.slug} itemId={item.id} itemTitle={item.title} />
              <CourseCompletion slug={course.slug} />
            </div>
          )}
          <LessonPager
            slug={course.slug}
            mode={mode}
            previous={findItemBySlug(course, lesson.previousSlug)}
            next={findItemBySlug(course, lesson.nextSlug)}
          />
        </article>
      </div>
    </PlayerModeProvider>
  );
}
