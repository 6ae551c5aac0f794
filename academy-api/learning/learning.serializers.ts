import type { AccessBasis } from '../../shared/access/subscription';
import {
  type CourseItemMeta,
  contentIssues,
  courseItems,
  courseModules,
} from '../../shared/authoring/contract';
import { courseRatings } from '../../shared/catalog/contract';
import type {
  ContentIssueCategory,
  ContentIssueStatus,
} from '../../shared/content-issues/transitions';
import {
  type ReleaseRule,
  type ReleaseState,
  wireReleaseState,
} from '../../shared/learning/release';
import { type RichTextRules, sanitizeRichText } from '../../shared/rich-text/sanitize';
import { coachResource, labelResource, type ProductRecord, productResource } from '../catalog';
import type { Locale } from '../i18n/locales';
import type { ResourceObject } from '../jsonapi/document';
import { buildDocument, toMany, toOne } from '../jsonapi/document';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import type { CourseDetail, OutlineItem, OutlineModule } from './courses.queries';
import { courseResource } from './courses.serializers';
import type { EnrollmentRecord } from './enrollments.queries';
import { enrollmentResource } from './enrollments.serializers';

export function moduleResource(module: OutlineModule): ResourceObject {
  return resourceOf(
    courseModules,
    module.id,
    { title: module.title, position: module.position },
    {
      relationships: {
        items: toMany(
          'course_items',
          module.items.map((item) => item.id),
        ),
      },
    },
  );
}

/** An item of the outline; `content_html` only when the item itself is asked for. */
export function itemResource(
  item: Omit<OutlineItem, 'done' | keyof ReleaseRule> & { done?: boolean },
  content?: string,
  meta?: CourseItemMeta,
  release?: ReleaseState,
): ResourceObject {
  // No link back to its module: the module lists its items (a cycle would only be chased).
  return resourceOf(
    courseItems,
    item.id,
    {
      kind: item.kind,
      slug: item.slug,
      title: item.title,
      position: item.position,
      duration_minutes: item.durationMinutes,
      free_preview: item.freePreview,
      done: item.done ?? false,
      ...(release ? { release: wireReleaseState(release) } : {}),
      ...(content !== undefined ? { content_html: content } : {}),
    },
    meta ? { meta } : {},
  );
}

export function ratingResource(rating: {
  id: string;
  courseId: string;
  stars: number;
  comment: string;
  updatedAt: Date;
}): ResourceObject {
  return resourceOf(
    courseRatings,
    rating.id,
    { stars: rating.stars, comment: rating.comment, updated_at: iso(rating.updatedAt) },
    { relationships: { course: toOne('courses', rating.courseId) } },
  );
}

export function contentIssueResource(issue: {
  id: string;
  courseId: string;
  itemId: string | null;
  category: ContentIssueCategory;
  message: string;
  status: ContentIssueStatus;
  createdAt: Date;
}): ResourceObject {
  return resourceOf(
    contentIssues,
    issue.id,
    {
      category: issue.category,
      message: issue.message,
      status: issue.status,
      created_at: iso(issue.createdAt),
    },
    {
      relationships: {
        course: toOne('courses', issue.courseId),
        item: toOne('course_items', issue.itemId),
      },
    },
  );
}

/** What GET /v1/courses/{course} answers with, as the route has read it. */
export interface CourseDetailParts {
  course: CourseDetail;
  access: 'enrolled' | 'included' | 'locked' | 'guest';
  /**
   * The viewer may learn in it now: a subscription (or none needed), a paid order's access to
   * this course, or staff who write courses. The page shows the 402 view only when false.
   */
  unlocked: boolean;
  /** What the access stands on, or the plan that would open it (course-access.ts); a guest: none. */
  basis: AccessBasis | null;
  /**
   * Locked, though the viewer's organisation bought seats of a product that unlocks it on a paid
   * order: how many, and how many are held. Null otherwise.
   */
  organisationSeats?: { total: number; used: number } | null;
  outline: OutlineModule[];
  /** Each item's state for the viewer (release rules); left out for guests. */
  release?: ReadonlyMap<string, ReleaseState>;
  labels: { id: string; names: Record<string, string>; color: string }[];
  coaches: { id: string; fullName: string; avatarUrl: string | null }[];
  /** What would unlock the course (only when it is locked for the viewer). */
  products: ProductRecord[];
  /** The portal's rich text rules (its image hosts); none: the strict ones. */
  rules?: RichTextRules;
  /** The products' prices (a guest's page shows them); left out when not given. */
  prices?: Map<string, { currency: string; amountCents: number }[]>;
  enrollment: EnrollmentRecord | null;
  locale: Locale;
}

/**
 * A course's page in one document: the course, its whole outline with the viewer's ticks,
 * labels, coaches, what unlocks it and the viewer's enrolment (SCREENS "Learning": an outline
 * of 200 items renders without a second round trip).
 */
export function courseDetailDocument(parts: CourseDetailParts) {
  const items = parts.outline.flatMap((module) => module.items);
  const data = courseResource(parts.course, {
    attributes: {
      // Stored HTML is never trusted on output either.
      description_html: sanitizeRichText(parts.course.descriptionHtml, parts.rules),
      category_name: parts.course.categoryName,
      access: parts.access,
      unlocked: parts.unlocked,
      access_basis: parts.basis,
      organisation_seats: parts.organisationSeats ?? null,
      item_count: items.length,
      done_count: items.filter((item) => item.done).length,
    },
    relationships: {
      modules: toMany(
        'course_modules',
        parts.outline.map((module) => module.id),
      ),
      labels: toMany(
        'labels',
        parts.labels.map((label) => label.id),
      ),
      coaches: toMany(
        'coaches',
        parts.coaches.map((coach) => coach.id),
      ),
      unlocked_by: toMany(
        'products',
        parts.products.map((product) => product.id),
      ),
      enrollment: toOne('enrollments', parts.enrollment?.id),
    },
  });
  return buildDocument(data, {
    included: [
      ...parts.outline.map(moduleResource),
      ...items.map((item) =>
        itemResource(item, undefined, undefined, parts.release?.get(item.id) ?? undefined),
      ),
      ...parts.labels.map((label) => labelResource(label, parts.locale)),
      ...parts.coaches.map(coachResource),
      ...parts.products.map((product) =>
        productResource(product, parts.prices ? (parts.prices.get(product.id) ?? []) : undefined),
      ),
      ...(parts.enrollment ? [enrollmentResource(parts.enrollment)] : []),
    ],
  });
}
