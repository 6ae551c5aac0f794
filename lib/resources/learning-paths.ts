import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { fetchResource, type ListPage, listPageOf, sendResource } from '@/lib/api/transport';
import type { Read } from '@/shared/contract/resource';
import type {
  courseLocks,
  coursePrerequisites,
  learningPathDefinitions,
  learningPaths,
} from '@/shared/learning/contract';

/** Learning paths and course prerequisites (docs/learning-paths.md) as the app reads them. */

/** GET /v1/learning_paths/{slug}: a published path as the viewer sees it. */
export type LearningPath = Read<typeof learningPaths>;
export type LearningPathCourse = LearningPath['courses'][number];
export type CourseLock = NonNullable<LearningPathCourse['lock']>;

/** GET /v1/learning_path_definitions/{id}: a path as its admin edits it. */
export type LearningPathDefinition = Read<typeof learningPathDefinitions>;

/** GET /v1/courses/{id}/prerequisites. */
export type CoursePrerequisites = Read<typeof coursePrerequisites>;

/** GET /v1/courses/{slug}/lock: what stands before a course on its page. */
export type CourseLockInfo = Read<typeof courseLocks>;

export const learningPathKeys = {
  all: () => ['learning-paths'] as const,
  published: () => ['learning-paths', 'published'] as const,
  mine: () => ['learning-paths', 'mine'] as const,
  detail: (slug: string) => ['learning-paths', 'detail', slug] as const,
  definitionLists: () => ['learning-paths', 'definitions'] as const,
  definitions: (queryString: string) => ['learning-paths', 'definitions', queryString] as const,
  definition: (id: string) => ['learning-paths', 'definition', id] as const,
  prerequisites: (courseId: string) => ['learning-paths', 'prerequisites', courseId] as const,
  courseLock: (slug: string) => ['learning-paths', 'course-lock', slug] as const,
};

const pathApi = (slug: string) => `/v1/learning_paths/${encodeURIComponent(slug)}`;
const definitionApi = (id: string) => `/v1/learning_path_definitions/${encodeURIComponent(id)}`;

export const publishedPathsQuery = () =>
  queryOptions({
    queryKey: learningPathKeys.published(),
    queryFn: async (context): Promise<LearningPath[]> =>
      (await fetchResource<LearningPath[]>(context, '/v1/learning_paths')).data ?? [],
  });

/** The viewer's own paths with their progress (/courses). */
export const myPathsQuery = () =>
  queryOptions({
    queryKey: learningPathKeys.mine(),
    queryFn: async (context): Promise<LearningPath[]> =>
      (await fetchResource<LearningPath[]>(context, '/v1/learning_paths?filter[mine]=true')).data ??
      [],
  });

export const learningPathQuery = (slug: string) =>
  queryOptions({
    queryKey: learningPathKeys.detail(slug),
    queryFn: async (context): Promise<LearningPath> =>
      (await fetchResource<LearningPath>(context, pathApi(slug))).data,
  });

export const courseLockQuery = (slug: string) =>
  queryOptions({
    queryKey: learningPathKeys.courseLock(slug),
    queryFn: async (context): Promise<CourseLockInfo> =>
      (await fetchResource<CourseLockInfo>(context, `/v1/courses/${encodeURIComponent(slug)}/lock`))
        .data,
  });

/** POST /v1/learning_paths/{slug}/enrollment: enrols in every course of the path at once. */
export async function enrollInPath(slug: string): Promise<LearningPath> {
  return sendResource<LearningPath>(`${pathApi(slug)}/enrollment`, { method: 'POST' });
}

/** One page of the admin list, for the list kit's query string (search, page). */
export const pathDefinitionsQuery = (queryString = '') =>
  queryOptions({
    queryKey: learningPathKeys.definitions(queryString),
    queryFn: async (context): Promise<ListPage<LearningPathDefinition>> => {
      const { data, meta } = await fetchResource<LearningPathDefinition[]>(
        context,
        `/v1/learning_path_definitions${queryString ? `?${queryString}` : ''}`,
      );
      return listPageOf(data ?? [], meta);
    },
    placeholderData: keepPreviousData,
  });

export const pathDefinitionQuery = (id: string) =>
  queryOptions({
    queryKey: learningPathKeys.definition(id),
    queryFn: async (context): Promise<LearningPathDefinition> =>
      (await fetchResource<LearningPathDefinition>(context, definitionApi(id))).data,
  });

/** What the path editor sends (snake_case on the wire). */
export interface PathInput {
  title?: string;
  slug?: string;
  summary?: string;
  descriptionHtml?: string;
  status?: LearningPathDefinition['status'];
  sequential?: boolean;
  courseIds?: string[];
  certificationId?: string | null;
  certificationFollowsPath?: boolean;
}

export async function createPathDefinition(input: PathInput): Promise<LearningPathDefinition> {
  return sendResource<LearningPathDefinition>('/v1/learning_path_definitions', {
    method: 'POST',
    body: serialize('learning_path_definitions', { ...input }),
  });
}

export async function updatePathDefinition(
  id: string,
  input: PathInput,
): Promise<LearningPathDefinition> {
  return sendResource<LearningPathDefinition>(definitionApi(id), {
    method: 'PATCH',
    body: serialize('learning_path_definitions', { ...input }),
  });
}

export async function deletePathDefinition(id: string): Promise<void> {
  await apiFetch(definitionApi(id), { method: 'DELETE' });
}

export const prerequisitesQuery = (courseId: string) =>
  queryOptions({
    queryKey: learningPathKeys.prerequisites(courseId),
    queryFn: async (context): Promise<CoursePrerequisites> =>
      (
        await fetchResource<CoursePrerequisites>(
          context,
          `/v1/courses/${encodeURIComponent(courseId)}/prerequisites`,
        )
      ).data,
  });

export async function savePrerequisites(
  courseId: string,
  courseIds: string[],
): Promise<CoursePrerequisites> {
  return sendResource<CoursePrerequisites>(
    `/v1/courses/${encodeURIComponent(courseId)}/prerequisites`,
    { method: 'PUT', body: serialize('course_prerequisites', { courseIds }) },
  );
}
