import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize } from '@/lib/api/jsonapi';
import { type FetchContext, fetchResource, sendResource, transportOf } from '@/lib/api/transport';
import type { CourseItemMeta, courseItems, courseModules } from '@/shared/authoring/contract';
import type { coaches, courseRatings } from '@/shared/catalog/contract';
import type { ContentIssueCategory } from '@/shared/content-issues/transitions';
import type { Read, With } from '@/shared/contract/resource';
import type { Label, Product } from './catalog';
import type { Course, Enrollment } from './enrollments';

export type CourseItemKind = Read<typeof courseItems>['kind'];

/**
 * An item of a course's outline (lesson, quiz or assignment) as learners read it: `done` by
 * the viewer; `contentHtml` (sanitised) only when the item itself was asked for.
 */
export type CourseItem = With<Read<typeof courseItems>, 'done'>;

export type CourseModule = Read<typeof courseModules> & { items: CourseItem[] };

export type Coach = Read<typeof coaches>;

/** GET /v1/courses/{slug}: the course page, with its whole outline. */
export type CourseDetail = With<
  Course,
  | 'descriptionHtml'
  | 'categoryName'
  | 'access'
  | 'unlocked'
  | 'accessBasis'
  | 'organisationSeats'
  | 'itemCount'
  | 'doneCount'
> & {
  modules: CourseModule[];
  labels: Label[];
  coaches: Coach[];
  unlockedBy: Product[];
  enrollment: Enrollment | null;
};

/** A lesson (or other item) as the player shows it, with where previous and next lead. */
export interface LessonView {
  item: CourseItem;
  previousSlug: string | null;
  nextSlug: string | null;
}

export type CourseRating = Read<typeof courseRatings>;

export const courseKeys = {
  all: () => ['courses'] as const,
  detail: (slug: string) => ['courses', slug] as const,
  lesson: (slug: string, item: string) => ['courses', slug, 'items', item] as const,
  rating: (slug: string) => ['courses', slug, 'rating'] as const,
};

/** A course of the learner's API, by its slug. */
export const courseApiPath = (slug: string) => `/v1/courses/${encodeURIComponent(slug)}`;
const coursePath = courseApiPath;
const itemPath = (slug: string, item: string) =>
  `${coursePath(slug)}/items/${encodeURIComponent(item)}`;

export const COURSE_INCLUDE = 'modules,modules.items,labels,coaches,unlocked_by,enrollment';

/** Reads a course document with its whole outline (modules and items in order). */
export async function readCourseDetail(context: FetchContext, path: string): Promise<CourseDetail> {
  const { data } = await fetchResource<CourseDetail>(context, `${path}?include=${COURSE_INCLUDE}`);
  return {
    ...data,
    modules: [...(data.modules ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((module) => ({
        ...module,
        items: [...(module.items ?? [])].sort((a, b) => a.position - b.position),
      })),
    labels: data.labels ?? [],
    coaches: data.coaches ?? [],
    unlockedBy: data.unlockedBy ?? [],
    enrollment: data.enrollment ?? null,
  } satisfies CourseDetail;
}

/** Reads an item document: the item, and where previous and next lead (its meta). */
export async function readLesson(
  { client, signal }: FetchContext,
  path: string,
): Promise<LessonView> {
  const document = await transportOf(client)(path, { signal });
  const meta = (document.data as { meta?: CourseItemMeta } | undefined)?.meta;
  const { data } = await deserialize<CourseItem>(document);
  return {
    item: data,
    previousSlug: meta?.previous_slug ?? null,
    nextSlug: meta?.next_slug ?? null,
  };
}

export const courseQuery = (slug: string) =>
  queryOptions({
    queryKey: courseKeys.detail(slug),
    queryFn: (context) => readCourseDetail(context, coursePath(slug)),
  });

export const lessonQuery = (slug: string, item: string) =>
  queryOptions({
    queryKey: courseKeys.lesson(slug, item),
    queryFn: (context) => readLesson(context, itemPath(slug, item)),
  });

export const ratingQuery = (slug: string) =>
  queryOptions({
    queryKey: courseKeys.rating(slug),
    queryFn: async (context) =>
      (await fetchResource<CourseRating | null>(context, `${coursePath(slug)}/rating`)).data ??
      null,
  });

/** POST …/enrollment: enrols (enrolling again is the same enrolment); 402 names what unlocks it. */
export async function enrollInCourse(slug: string): Promise<Enrollment> {
  return sendResource<Enrollment>(`${coursePath(slug)}/enrollment`, { method: 'POST', body: {} });
}

/** PUT/DELETE …/progress: an item done or not; the enrolment as it now stands. */
export async function setItemDone(slug: string, item: string, done: boolean) {
  const document = await apiFetch(`${itemPath(slug, item)}/progress`, {
    method: done ? 'PUT' : 'DELETE',
    body: {},
  });
  const { data, meta } = await deserialize<Enrollment>(document);
  return { enrollment: data, justCompleted: meta.justCompleted === true };
}

export async function rateCourse(slug: string, rating: { stars: number; comment: string }) {
  await apiFetch(`${coursePath(slug)}/rating`, {
    method: 'PUT',
    body: { data: { type: 'course_ratings', attributes: rating } },
  });
}

export type ProblemCategory = ContentIssueCategory;

/** "Report a problem" on a lesson: stored for the content-issues screen. */
export async function reportProblem(
  slug: string,
  report: { category: ProblemCategory; message: string; itemId: string | null },
) {
  await apiFetch(`${coursePath(slug)}/content_issues`, {
    method: 'POST',
    body: {
      data: {
        type: 'content_issues',
        attributes: { category: report.category, message: report.message, item_id: report.itemId },
      },
    },
  });
}
