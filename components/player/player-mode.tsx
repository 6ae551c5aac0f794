'use client';

import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import {
  noPreviewProgress,
  previewDone,
  subscribePreview,
  withPreviewProgress,
} from '@/lib/player/preview-progress';
import { type PlayerMode, playerItemHref, STUDENT_MODE } from '@/lib/player/student-view';
import { playerCourseQuery } from '@/lib/resources/course-preview';

const PlayerModeContext = createContext<PlayerMode>(STUDENT_MODE);

/** The player's mode for everything beneath: a student's course, or student view. */
export function PlayerModeProvider({ mode, children }: { mode: PlayerMode; children: ReactNode }) {
  return <PlayerModeContext.Provider value={mode}>{children}</PlayerModeContext.Provider>;
}

export const usePlayerMode = () => useContext(PlayerModeContext);

/** Student view's course id, or null for a student's own course. */
export function usePreviewCourseId(): string | null {
  const mode = usePlayerMode();
  return mode.kind === 'preview' ? mode.courseId : null;
}

/** What is done in student view of this course (nothing on the server, nor for a student). */
export function usePreviewDone(courseId: string | null): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribePreview,
    () => (courseId ? previewDone(courseId) : noPreviewProgress()),
    noPreviewProgress,
  );
}

/**
 * The course the player shows: the student's own (with their enrolment), or in student view the
 * course as a fresh student sees it with the ticks made in this tab laid over it.
 */
export function usePlayerCourse(slug: string) {
  const mode = usePlayerMode();
  const previewId = mode.kind === 'preview' ? mode.courseId : null;
  const query = useQuery(playerCourseQuery(mode, slug));
  const done = usePreviewDone(previewId);
  const data = query.data;
  return useMemo(
    () => (previewId && data ? withPreviewProgress(data, done) : data),
    [previewId, data, done],
  );
}

/** Where an item of this course plays in the player's mode. */
export function useItemHref(courseSlug: string) {
  const mode = usePlayerMode();
  return (itemSlug: string) => playerItemHref(mode, courseSlug, itemSlug);
}
