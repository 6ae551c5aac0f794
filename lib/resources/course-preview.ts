import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { type FetchContext, fetchResource } from '@/lib/api/transport';
import type { PlayerMode } from '@/lib/player/student-view';
import type { AssignmentWork } from './coaching';
import {
  type CourseDetail,
  courseApiPath,
  courseKeys,
  readCourseDetail,
  readLesson,
} from './courses';
import {
  type AnswerMap,
  type QuizAttempt,
  type QuizSource,
  type QuizSummary,
  quizAttemptKeys,
  readQuizSummary,
  toQuizAttempt,
} from './quiz-attempts';

/*
 * Student view (issue 43 item 4; academy-api/access/course-preview.ts): a course as a student
 * who just enrolled sees it, read by its id through /v1/courses/{id}/preview, for those who may
 * edit it. The API keeps nothing of it: ticks live in the tab (lib/player/preview-progress.ts),
 * and a quiz attempt is drawn and graded without being stored.
 */

export const coursePreviewKeys = {
  all: () => ['course-preview'] as const,
  detail: (courseId: string) => ['course-preview', courseId] as const,
  lesson: (courseId: string, item: string) => ['course-preview', courseId, 'items', item] as const,
  quiz: (courseId: string, itemId: string) =>
    ['course-preview', courseId, 'quizzes', itemId] as const,
  assignment: (courseId: string, itemId: string) =>
    ['course-preview', courseId, 'assignments', itemId] as const,
};

const previewPath = (courseId: string) => `/v1/courses/${encodeURIComponent(courseId)}/preview`;
const quizPath = (courseId: string, itemId: string) =>
  `${previewPath(courseId)}/quizzes/${encodeURIComponent(itemId)}`;

/** The course the player shows in its mode: a student's by slug, student view's by id. */
export function playerCourseQuery(mode: PlayerMode, slug: string) {
  const path = mode.kind === 'preview' ? previewPath(mode.courseId) : courseApiPath(slug);
  return queryOptions<CourseDetail, Error, CourseDetail, QueryKey>({
    queryKey:
      mode.kind === 'preview' ? coursePreviewKeys.detail(mode.courseId) : courseKeys.detail(slug),
    queryFn: (context) => readCourseDetail(context, path),
  });
}

/** GET /v1/courses/{id}/preview: the course with its outline, nothing done, no enrolment. */
export const previewCourseQuery = (courseId: string) =>
  playerCourseQuery({ kind: 'preview', courseId }, '');

/** GET …/preview/items/{item}: an item's content, and where previous and next lead. */
export const previewLessonQuery = (courseId: string, item: string) =>
  queryOptions({
    queryKey: coursePreviewKeys.lesson(courseId, item),
    queryFn: (context) =>
      readLesson(context, `${previewPath(courseId)}/items/${encodeURIComponent(item)}`),
  });

/** GET …/preview/assignments/{item}: an assignment as a student in no group sees it. */
export const previewAssignmentQuery = (courseId: string, itemId: string) =>
  queryOptions<AssignmentWork, Error, AssignmentWork, QueryKey>({
    queryKey: coursePreviewKeys.assignment(courseId, itemId),
    queryFn: async (context: FetchContext) =>
      (
        await fetchResource<AssignmentWork>(
          context,
          `${previewPath(courseId)}/assignments/${encodeURIComponent(itemId)}`,
        )
      ).data,
  });

/**
 * A quiz in student view: its summary is a first-timer's; an attempt exists only in this page
 * (put in the cache when it starts, never fetched again); its answers are kept in the page; its
 * submit answers the grade without anything being stored.
 */
export const previewQuizSource = (courseId: string, itemId: string): QuizSource => ({
  summary: queryOptions<QuizSummary, Error, QuizSummary, QueryKey>({
    queryKey: coursePreviewKeys.quiz(courseId, itemId),
    queryFn: (context: FetchContext) => readQuizSummary(context, quizPath(courseId, itemId)),
  }),
  attempt: (id) =>
    queryOptions<QuizAttempt, Error, QuizAttempt, QueryKey>({
      queryKey: quizAttemptKeys.detail(id),
      queryFn: () => Promise.reject(new Error('A student view attempt lives in its page only')),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  start: async () =>
    toQuizAttempt(
      await apiFetch(`${quizPath(courseId, itemId)}/attempts`, {
        method: 'POST',
        body: serialize('quiz_attempts', {}),
      }),
    ),
  save: async () => undefined,
  submit: async (id: string, answers: AnswerMap) =>
    toQuizAttempt(
      await apiFetch(`${quizPath(courseId, itemId)}/attempts/${encodeURIComponent(id)}/submit`, {
        method: 'POST',
        body: serialize('quiz_attempts', { answers }),
      }),
    ),
  preview: true,
});
