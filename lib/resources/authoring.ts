import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize } from '@/lib/api/jsonapi';
import { fetchList, fetchResource, type ListPage, sendResource } from '@/lib/api/transport';
import type { authoringOptions, courseItems, courseModules } from '@/shared/authoring/contract';
import type { catalogs, categories, coaches, courses, labels } from '@/shared/catalog/contract';
import type { Read, With } from '@/shared/contract/resource';
import type { CourseTranslation } from './content-translations';
import type { CourseItemKind } from './courses';

/** Course authoring (SCREENS "Authoring") as the app reads it, camelCase. */

type CourseRead = Read<typeof courses>;

export type CourseStatus = CourseRead['status'];

/** A label as the list and the pickers read it (its name in the request's language). */
export type AuthoringLabel = Read<typeof labels>;

/** A row of /admin/courses: the course's summary, its catalog, enrolments and labels. */
export type AdminCourse = With<
  CourseRead,
  | 'summary'
  | 'coverUrl'
  | 'durationMinutes'
  | 'language'
  | 'catalogId'
  | 'catalogName'
  | 'enrollmentCount'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
> & { labels: AuthoringLabel[] };

/** An item as the editor reads it: its stored content and what the Publish checklist needs. */
export type EditorItem = With<Read<typeof courseItems>, 'contentHtml' | 'hasContent'>;

export type EditorModule = Read<typeof courseModules> & { items: EditorItem[] };

/**
 * The course as the editor reads it (GET /v1/courses/{id}/editor): `version` is the conflict
 * check (a save names the version it edited); `translations` its title, summary and
 * description in the portal's other languages.
 */
export type CourseDraft = With<
  CourseRead,
  | 'summary'
  | 'descriptionHtml'
  | 'coverUrl'
  | 'coverFileId'
  | 'durationMinutes'
  | 'language'
  | 'catalogId'
  | 'catalogName'
  | 'categoryId'
  | 'labelIds'
  | 'coachIds'
  | 'enrollmentCount'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
> & {
  modules: EditorModule[];
  translations?: CourseTranslation[];
};

export type AuthoringCategory = Read<typeof categories> & { parent: { id: string } | null };

/** GET /v1/courses/authoring_options: the pickers' choices, resolved from `included`. */
export type AuthoringOptions = Read<typeof authoringOptions> & {
  catalogs: (Read<typeof catalogs> & { categories: AuthoringCategory[] })[];
  labels: AuthoringLabel[];
  coaches: Read<typeof coaches>[];
};

export const authoringKeys = {
  all: () => ['authoring'] as const,
  list: (queryString: string) => ['authoring', 'list', queryString] as const,
  /** Every course editor's data: what a change to a quiz or an assignment makes stale. */
  editors: () => ['authoring', 'editor'] as const,
  editor: (id: string) => ['authoring', 'editor', id] as const,
  options: () => ['authoring', 'options'] as const,
};

const coursePath = (id: string) => `/v1/courses/${encodeURIComponent(id)}`;

/** Where the list's CSV comes from (the same filters as the table). */
export const coursesCsvPath = (queryString: string) =>
  `/api/v1/courses/export.csv${queryString ? `?${queryString}` : ''}`;

export interface AdminCourseListView {
  search: string | null;
  status: CourseStatus | null;
  sort: { field: 'title' | 'updated_at' | 'status'; desc: boolean };
  page: number;
  size: number;
}

/** The list's query string: filters, sort and page (without include). */
export function adminCoursesQueryString(view: AdminCourseListView, paginate = true): string {
  const params = new URLSearchParams();
  if (view.search) params.set('filter[search]', view.search);
  if (view.status) params.set('filter[status]', view.status);
  params.set('sort', `${view.sort.desc ? '-' : ''}${view.sort.field}`);
  if (paginate) {
    params.set('page[number]', String(view.page));
    params.set('page[size]', String(view.size));
  }
  return params.toString();
}

/** GET /v1/courses: one page of the portal's courses, every status, with their labels. */
export const adminCoursesQuery = (queryString: string) =>
  queryOptions({
    queryKey: authoringKeys.list(queryString),
    queryFn: (context): Promise<ListPage<AdminCourse>> =>
      fetchList<AdminCourse>(context, `/v1/courses?${queryString}&include=labels`),
    placeholderData: keepPreviousData,
  });

export const courseEditorQuery = (id: string) =>
  queryOptions({
    queryKey: authoringKeys.editor(id),
    queryFn: async (context) =>
      (await fetchResource<CourseDraft>(context, `${coursePath(id)}/editor`)).data,
    // The editor keeps what the user types; a background refetch must not replace it.
    refetchOnWindowFocus: false,
  });

export const authoringOptionsQuery = () =>
  queryOptions({
    queryKey: authoringKeys.options(),
    queryFn: async (context) =>
      (await fetchResource<AuthoringOptions>(context, '/v1/courses/authoring_options')).data,
    staleTime: 5 * 60_000,
  });

const body = (type: string, attributes: Record<string, unknown>) => ({
  data: { type, attributes },
});

async function draftOf(promise: ReturnType<typeof apiFetch>) {
  return (await deserialize<CourseDraft>(await promise)).data;
}

export interface NewCourse {
  title: string;
  summary?: string;
  catalogId?: string | null;
}

export const createCourse = (course: NewCourse) =>
  draftOf(
    apiFetch('/v1/courses', {
      method: 'POST',
      body: body('courses', {
        title: course.title,
        summary: course.summary ?? '',
        catalog_id: course.catalogId || null,
      }),
    }),
  );

/** The course fields a PATCH may send (snake_case, as the API takes them). */
export type CourseFieldChanges = Partial<{
  title: string;
  slug: string;
  summary: string;
  description_html: string;
  catalog_id: string | null;
  category_id: string | null;
  language: string;
  cover_file_id: string | null;
  label_ids: string[];
  coach_ids: string[];
}>;

export const updateCourse = (id: string, version: number, changes: CourseFieldChanges) =>
  draftOf(
    apiFetch(coursePath(id), { method: 'PATCH', body: body('courses', { version, ...changes }) }),
  );

export const addModule = (courseId: string, title: string) =>
  apiFetch(`${coursePath(courseId)}/modules`, {
    method: 'POST',
    body: body('course_modules', { title }),
  });

export const renameModule = (courseId: string, moduleId: string, title: string) =>
  apiFetch(`${coursePath(courseId)}/modules/${encodeURIComponent(moduleId)}`, {
    method: 'PATCH',
    body: body('course_modules', { title }),
  });

export const deleteModule = (courseId: string, moduleId: string) =>
  apiFetch(`${coursePath(courseId)}/modules/${encodeURIComponent(moduleId)}`, {
    method: 'DELETE',
  });

export const addItem = (courseId: string, moduleId: string, kind: CourseItemKind, title: string) =>
  apiFetch(`${coursePath(courseId)}/modules/${encodeURIComponent(moduleId)}/items`, {
    method: 'POST',
    body: body('course_items', { kind, title }),
  });

/** An item's release rule as the editor writes it (docs/release-rules.md); null: none. */
export type ReleaseChanges = Partial<{
  release_days: number | null;
  release_on: string | null;
  requires_item_id: string | null;
  requires: 'completed' | 'passed';
}>;

export async function updateItem(
  courseId: string,
  itemId: string,
  changes: Partial<{
    title: string;
    content_html: string;
    duration_minutes: number;
    free_preview: boolean;
  }> &
    ReleaseChanges,
) {
  return sendResource<EditorItem>(
    `${coursePath(courseId)}/outline_items/${encodeURIComponent(itemId)}`,
    { method: 'PATCH', body: body('course_items', changes) },
  );
}

export const deleteItem = (courseId: string, itemId: string) =>
  apiFetch(`${coursePath(courseId)}/outline_items/${encodeURIComponent(itemId)}`, {
    method: 'DELETE',
  });

export const saveOutline = (courseId: string, modules: { id: string; item_ids: string[] }[]) =>
  draftOf(
    apiFetch(`${coursePath(courseId)}/outline`, {
      method: 'PUT',
      body: body('course_outlines', { modules }),
    }),
  );

export type StatusAction = 'publish' | 'archive' | 'restore';

export const changeCourseStatus = (courseId: string, action: StatusAction) =>
  draftOf(apiFetch(`${coursePath(courseId)}/${action}`, { method: 'POST' }));

export type BulkAction = 'publish' | 'archive' | 'add_label' | 'remove_label';

export interface BulkResult {
  action: BulkAction;
  succeeded: number;
  failed: number;
  results: { id: string; ok: boolean; errors: { code: string; detail: string }[] }[];
}

export async function bulkCourses(action: BulkAction, ids: string[], labelId?: string) {
  const document = await apiFetch('/v1/courses/bulk', {
    method: 'POST',
    body: body('course_bulk_actions', { action, ids, ...(labelId ? { label_id: labelId } : {}) }),
  });
  return (await deserialize<null>(document)).meta as unknown as BulkResult;
}
