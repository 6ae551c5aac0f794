import { authoringOptions, courseItems, courseModules } from '../../shared/authoring/contract';
import { courses } from '../../shared/catalog/contract';
import type { RichTextRules } from '../../shared/rich-text/sanitize';
import { catalogResource, categoryResource, coachResource, labelResource } from '../catalog';
import { translationsPart } from '../content';
import type { Locale } from '../i18n/locales';
import { buildDocument, type ResourceObject, toMany } from '../jsonapi/document';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { courseResource } from '../learning';
import type {
  AdminCourseRow,
  authoringOptions as authoringOptionsOf,
  CourseEditorData,
  EditorItem,
  EditorModule,
} from './authoring.queries';

/** Where students read an uploaded file (through the app's BFF, with the file's access check). */
export const fileContentPath = (fileId: string) => `/api/v1/files/${fileId}/content`;

/** A row of the admin list: the course summary plus status, enrolments and label ids. */
export function adminCourseResource(row: AdminCourseRow): ResourceObject {
  return courseResource(
    { ...row, portalId: '', categoryId: null },
    {
      attributes: {
        catalog_id: row.catalogId,
        enrollment_count: row.enrollmentCount,
        version: row.version,
      },
      relationships: { labels: toMany('labels', row.labelIds) },
    },
  );
}

export function editorItemResource(
  item: EditorItem | Omit<EditorItem, 'hasContent'>,
  hasContent: boolean,
): ResourceObject {
  // No link back to its module: the module lists its items (a cycle would only be chased).
  return resourceOf(courseItems, item.id, {
    kind: item.kind,
    title: item.title,
    slug: item.slug,
    position: item.position,
    duration_minutes: item.durationMinutes,
    free_preview: item.freePreview,
    content_html: item.contentHtml,
    has_content: hasContent,
    release_days: item.releaseDays,
    release_on: item.releaseOn ? iso(item.releaseOn) : null,
    requires_item_id: item.requiresItemId,
    requires: item.requires,
    // Quizzes: what the Publish checklist needs (own questions, per-attempt draw, pool).
    ...(item.kind === 'quiz'
      ? {
          question_count: 'questionCount' in item ? (item.questionCount ?? 0) : 0,
          draw_count: 'drawCount' in item ? (item.drawCount ?? null) : null,
          pool_size: 'poolSize' in item ? (item.poolSize ?? 0) : 0,
        }
      : {}),
    // Assignments: what keeps them from being taken (the Publish checklist).
    ...(item.kind === 'assignment'
      ? {
          assignment_problems: 'assignmentProblems' in item ? (item.assignmentProblems ?? []) : [],
        }
      : {}),
  });
}

export function editorModuleResource(
  module: Pick<EditorModule, 'id' | 'title' | 'position'> & { items?: EditorItem[] },
): ResourceObject {
  return resourceOf(
    courseModules,
    module.id,
    { title: module.title, position: module.position },
    {
      relationships: {
        items: toMany(
          'course_items',
          (module.items ?? []).map((item) => item.id),
        ),
      },
    },
  );
}

/**
 * The course as the editor reads it: every field it edits, `version` for the conflict check,
 * its modules with their items (content included) in order, and its translations.
 */
export function courseEditorDocument(data: CourseEditorData, rules: RichTextRules = {}) {
  const { course } = data;
  const translations = translationsPart('course', data.translations, rules);
  const resource = resourceOf(
    courses,
    course.id,
    {
      slug: course.slug,
      title: course.title,
      summary: course.description,
      description_html: course.descriptionHtml,
      status: course.status,
      cover_url: course.coverUrl,
      cover_file_id: course.coverFileId,
      duration_minutes: course.durationMinutes,
      language: course.language,
      catalog_id: course.catalogId,
      catalog_name: data.catalogName,
      category_id: course.categoryId,
      label_ids: data.labelIds,
      coach_ids: data.coachIds,
      enrollment_count: data.enrollmentCount,
      version: course.version,
      created_at: iso(course.createdAt),
      updated_at: iso(course.updatedAt),
    },
    {
      relationships: {
        modules: toMany(
          'course_modules',
          data.modules.map((module) => module.id),
        ),
        translations: translations.relationship,
      },
    },
  );
  const included = [
    ...data.modules.flatMap((module) => [
      editorModuleResource(module),
      ...module.items.map((item) => editorItemResource(item, item.hasContent)),
    ]),
    ...translations.included,
  ];
  return buildDocument(resource, { included });
}

/** The pickers' choices as one resource whose relationships are the options. */
export function authoringOptionsDocument(
  options: Awaited<ReturnType<typeof authoringOptionsOf>>,
  locale: Locale,
) {
  const categoryIds = (catalogId: string) =>
    options.categories.filter((c) => c.catalogId === catalogId).map((c) => c.id);
  return buildDocument(
    resourceOf(
      authoringOptions,
      'current',
      {},
      {
        relationships: {
          catalogs: toMany(
            'catalogs',
            options.catalogs.map((c) => c.id),
          ),
          labels: toMany(
            'labels',
            options.labels.map((l) => l.id),
          ),
          coaches: toMany(
            'coaches',
            options.coaches.map((c) => c.id),
          ),
        },
      },
    ),
    {
      included: [
        ...options.catalogs.map((c) => catalogResource(c, categoryIds(c.id))),
        ...options.categories.map(categoryResource),
        ...options.labels.map((l) => labelResource(l, locale)),
        ...options.coaches.map(coachResource),
      ],
    },
  );
}
