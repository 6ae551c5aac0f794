import { vi } from 'vitest';
import type { CatalogCourse, ProductRecord } from '@/academy-api/catalog/catalog.queries';
import { type ResourceObject, toMany } from '@/academy-api/jsonapi/document';
import { toErrorResponse } from '@/academy-api/jsonapi/error-response';
import { ApiError } from '@/academy-api/jsonapi/errors';
import type { OutlineModule } from '@/academy-api/learning/courses.queries';
import type { EnrollmentRecord } from '@/academy-api/learning/enrollments.queries';
import { courseDetailDocument as apiCourseDetailDocument } from '@/academy-api/learning/learning.serializers';
import type { AccessBasis } from '@/shared/access/subscription';
import {
  buildDocument,
  catalogCourseRecord,
  catalogResource,
  categoryResource,
  courseRecord,
  courseResource,
  enrollmentRecord,
  enrollmentResource,
  labelResource,
  listOf,
  productResource,
} from './api-documents';

/**
 * Learning test data for the DOM tests of the catalog, the course page, my courses and the
 * rating form: records shaped like the Academy API's rows, turned into documents by its own
 * serialisers (academy-api/<domain>/*.serializers.ts) and error rendering, as the catalog and course routes
 * assemble them. Never hand-written JSON:API.
 */

const CREATED = new Date('2026-01-01T00:00:00Z');

export type LabelRecord = { id: string; names: Record<string, string>; color: string };
export type Access = 'enrolled' | 'included' | 'locked' | 'guest';

export function labelRecord(overrides: Partial<LabelRecord> = {}): LabelRecord {
  return {
    id: 'l-beginner',
    names: { en: 'Beginner', nl: 'Beginner', ro: 'Începător' },
    color: '#2f6f4f',
    ...overrides,
  };
}

export function productRecord(overrides: Partial<ProductRecord> = {}): ProductRecord {
  return {
    id: 'p-annual',
    portalId: 'p-demo',
    name: 'Annual subscription',
    description: 'Every course of the academy for a year.',
    language: 'en',
    businessModel: 'subscription',
    billingPeriod: 'year',
    trialDays: 14,
    accessMonths: null,
    coversAllCourses: true,
    visible: true,
    position: 0,
    vatRateBasisPoints: 2100,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** A catalog card: the course, where it stands for the viewer, its labels and unlocking products. */
export interface CatalogEntry {
  course: CatalogCourse;
  access: Access;
  labels?: LabelRecord[];
  products?: ProductRecord[];
}

/** A course of GET /v1/catalog/courses, as catalog/catalog.routes.ts serialises it. */
export function catalogCourseResource(entry: CatalogEntry): ResourceObject {
  const { course } = entry;
  return courseResource(course, {
    attributes: {
      category_name: course.categoryName,
      rating_average: course.ratingAverage,
      rating_count: course.ratingCount,
      enrollment_status: course.enrollmentStatus,
      enrollment_progress: course.enrollmentProgress,
      access: entry.access,
    },
    relationships: {
      labels: toMany(
        'labels',
        (entry.labels ?? []).map((label) => label.id),
      ),
      unlocked_by: toMany(
        'products',
        (entry.products ?? []).map((product) => product.id),
      ),
    },
  });
}

/** One page of the catalog, with its labels and products included. */
export function catalogPageDocument(
  entries: readonly CatalogEntry[],
  { total = entries.length, page = 1, size = 25 }: { total?: number; page?: number; size?: number },
) {
  return listOf(entries.map(catalogCourseResource), {
    total,
    page,
    size,
    included: [
      ...entries.flatMap((entry) => (entry.labels ?? []).map((l) => labelResource(l, 'en'))),
      ...entries.flatMap((entry) =>
        (entry.products ?? []).map((product) => productResource(product)),
      ),
    ],
  });
}

export type CategoryRecord = { id: string; name: string; position: number; parentId?: string };
export type CatalogTreeRecord = {
  id: string;
  name: string;
  position: number;
  categories: CategoryRecord[];
};

/** GET /v1/catalog/categories: the catalogs with their categories included. */
export function catalogTreeDocument(tree: readonly CatalogTreeRecord[]) {
  return buildDocument(
    tree.map((catalog) =>
      catalogResource(
        catalog,
        catalog.categories.map((category) => category.id),
      ),
    ),
    {
      included: tree.flatMap((catalog) =>
        catalog.categories.map((category) =>
          categoryResource({
            ...category,
            catalogId: catalog.id,
            parentId: category.parentId ?? null,
          }),
        ),
      ),
    },
  );
}

/** GET /v1/courses/{slug}, as learning/courses.routes.ts serialises it. */
export interface CourseDetailRecord {
  course: CatalogCourse & { descriptionHtml?: string };
  access: Exclude<Access, 'guest'>;
  /** Defaults to access other than locked (a subscription). */
  unlocked?: boolean;
  basis?: AccessBasis;
  modules: OutlineModule[];
  labels?: LabelRecord[];
  coaches?: { id: string; fullName: string; avatarUrl: string | null }[];
  products?: ProductRecord[];
  enrollment?: EnrollmentRecord | null;
}

export function courseDetailDocument(detail: CourseDetailRecord) {
  return apiCourseDetailDocument({
    course: { ...detail.course, descriptionHtml: detail.course.descriptionHtml ?? '' },
    access: detail.access,
    unlocked: detail.unlocked ?? detail.access !== 'locked',
    basis: detail.basis ?? 'subscription',
    outline: detail.modules,
    labels: detail.labels ?? [],
    coaches: detail.coaches ?? [],
    products: detail.products ?? [],
    enrollment: detail.enrollment ?? null,
    locale: 'en',
  });
}

/** An outline module with lessons (slugs from titles), in order. */
export function outlineModule(
  id: string,
  title: string,
  items: {
    title: string;
    kind?: 'lesson' | 'quiz' | 'assignment';
    done?: boolean;
    freePreview?: boolean;
  }[],
  position = 1,
): OutlineModule {
  return {
    id,
    title,
    position,
    items: items.map((item, index) => ({
      id: `${id}-i${index + 1}`,
      moduleId: id,
      kind: item.kind ?? 'lesson',
      slug: item.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title: item.title,
      position: index + 1,
      durationMinutes: 15,
      freePreview: item.freePreview ?? false,
      done: item.done ?? false,
      releaseDays: null,
      releaseOn: null,
      requiresItemId: null,
      requires: 'completed' as const,
    })),
  };
}

/** The enrolments list (GET /v1/accounts/{id}/enrollments), courses included. */
export function enrollmentsDocument(enrollments: readonly EnrollmentRecord[]) {
  return listOf(
    enrollments.map((row) => enrollmentResource(row)),
    {
      size: 100,
      included: enrollments.map((enrollment) => courseResource(enrollment.course)),
    },
  );
}

/** An error answer exactly as the API renders it (codes, titles, details, meta). */
export function errorAnswer(error: ApiError): Response {
  return toErrorResponse(error);
}

/** learning/courses.routes.ts's 402 for a course: the products that would unlock it. */
export function paymentRequiredAnswer(products: readonly ProductRecord[]): Response {
  return errorAnswer(
    new ApiError(402, [
      {
        code: 'PAYMENT_REQUIRED',
        meta: {
          products: products.map((product) => ({
            id: product.id,
            name: product.name,
            business_model: product.businessModel,
          })),
        },
      },
    ]),
  );
}

export { ApiError, catalogCourseRecord, courseRecord, enrollmentRecord };

// DEMO-DATA.md "Learning content", as far as the DOM tests need it.

export const DEMO_LABELS = {
  beginner: labelRecord(),
  advanced: labelRecord({
    id: 'l-advanced',
    names: { en: 'Advanced', nl: 'Gevorderd', ro: 'Avansat' },
    color: '#5b3fa8',
  }),
  mandatory: labelRecord({
    id: 'l-mandatory',
    names: { en: 'Mandatory', nl: 'Verplicht', ro: 'Obligatoriu' },
    color: '#9b2c2c',
  }),
};

export const DEMO_PRODUCTS = {
  annual: productRecord(),
  dataLiteracy: productRecord({
    id: 'p-data',
    name: 'Data literacy (single course)',
    businessModel: 'flat_fee',
    billingPeriod: null,
    trialDays: 0,
    accessMonths: 12,
    coversAllCourses: false,
    position: 1,
  }),
};

export const DEMO_TREE: CatalogTreeRecord[] = [
  {
    id: 'cat-professional',
    name: 'Professional skills',
    position: 1,
    categories: [
      { id: 'cg-management', name: 'Management', position: 1 },
      { id: 'cg-safety', name: 'Safety', position: 2 },
    ],
  },
  {
    id: 'cat-digital',
    name: 'Digital skills',
    position: 2,
    categories: [
      { id: 'cg-writing', name: 'Writing', position: 1 },
      { id: 'cg-data', name: 'Data and security', position: 2 },
    ],
  },
];

const demoCourse = (
  slug: string,
  title: string,
  catalogName: string,
  categoryName: string,
  categoryId: string,
  overrides: Partial<CatalogCourse> = {},
) =>
  catalogCourseRecord({
    id: `c-${slug}`,
    slug,
    title,
    description: `${title}, in one sentence.`,
    catalogName,
    categoryName,
    categoryId,
    coverUrl: `/course-covers/${slug}.svg`,
    ...overrides,
  });

/** Stijn Student's catalog (DEMO-DATA.md), in the catalog's order. */
export const STIJN_CATALOG: CatalogEntry[] = [
  {
    course: demoCourse(
      'project-management-basics',
      'Project management basics',
      'Professional skills',
      'Management',
      'cg-management',
      {
        enrollmentStatus: 'completed',
        enrollmentProgress: 100,
        ratingAverage: 4,
        ratingCount: 3,
        durationMinutes: 90,
      },
    ),
    access: 'enrolled',
    labels: [DEMO_LABELS.beginner],
  },
  {
    course: demoCourse(
      'time-management',
      'Time management',
      'Professional skills',
      'Management',
      'cg-management',
    ),
    access: 'included',
    labels: [DEMO_LABELS.beginner],
  },
  {
    course: demoCourse(
      'workplace-safety',
      'Workplace safety',
      'Professional skills',
      'Safety',
      'cg-safety',
    ),
    access: 'included',
    labels: [DEMO_LABELS.mandatory, DEMO_LABELS.beginner],
  },
  {
    course: demoCourse(
      'writing-for-the-web',
      'Writing for the web',
      'Digital skills',
      'Writing',
      'cg-writing',
      { enrollmentStatus: 'active', enrollmentProgress: 0 },
    ),
    access: 'enrolled',
    labels: [DEMO_LABELS.beginner],
  },
  {
    course: demoCourse(
      'data-literacy',
      'Data literacy',
      'Digital skills',
      'Data and security',
      'cg-data',
      { enrollmentStatus: 'active', enrollmentProgress: 40 },
    ),
    access: 'enrolled',
    labels: [DEMO_LABELS.advanced],
  },
];

export interface FakeLearningApi {
  calls: { method: string; url: string; body?: unknown }[];
  /** The catalog list calls' query parameters, decoded. */
  catalogCalls(): URLSearchParams[];
}

export interface FakeLearningOptions {
  catalog?: CatalogEntry[];
  tree?: CatalogTreeRecord[];
  labels?: LabelRecord[];
  enrollments?: EnrollmentRecord[];
  courses?: Record<string, CourseDetailRecord>;
  /** POST …/enrollment: the answer (default: 201 with a new enrolment). */
  enrol?: (slug: string) => Response;
  /** PUT …/rating: the answer (default: 200 with the rating). */
  rate?: (slug: string, body: unknown) => Response;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/vnd.api+json' },
  });

/**
 * Answers the BFF's learning calls like the Academy API: the catalog filtered by search
 * (title, summary, label names), category, label and language, sorted and paged; the category
 * tree; labels; enrolments; course pages; enrolling; rating.
 */
export function installFakeLearningApi(options: FakeLearningOptions = {}): FakeLearningApi {
  const catalog = options.catalog ?? STIJN_CATALOG;
  const calls: FakeLearningApi['calls'] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url: decodeURIComponent(url.pathname + url.search), body });
    const path = url.pathname.replace(/^\/api/, '');
    const query = url.searchParams;

    if (path === '/v1/catalog/courses') {
      const search = query.get('filter[search]')?.toLowerCase() ?? '';
      const category = query.get('filter[category]');
      const label = query.get('filter[label]');
      const language = query.get('filter[language]');
      let found = catalog.filter(
        (entry) =>
          (!search ||
            `${entry.course.title} ${entry.course.description}`.toLowerCase().includes(search) ||
            (entry.labels ?? []).some((l) => l.names.en?.toLowerCase().includes(search))) &&
          (!category || entry.course.categoryId === category) &&
          (!label || (entry.labels ?? []).some((l) => l.id === label)) &&
          (!language || entry.course.language === language),
      );
      const sort = query.get('sort');
      if (sort === 'title') {
        found = [...found].sort((a, b) => a.course.title.localeCompare(b.course.title));
      } else if (sort === '-created_at') {
        found = [...found].sort(
          (a, b) => b.course.createdAt.getTime() - a.course.createdAt.getTime(),
        );
      }
      const page = Number(query.get('page[number]') ?? 1);
      const size = Number(query.get('page[size]') ?? 20);
      return json(
        catalogPageDocument(found.slice((page - 1) * size, page * size), {
          total: found.length,
          page,
          size,
        }),
      );
    }
    if (path === '/v1/catalog/categories')
      return json(catalogTreeDocument(options.tree ?? DEMO_TREE));
    if (path === '/v1/catalog/labels') {
      return json(
        buildDocument(
          (options.labels ?? Object.values(DEMO_LABELS)).map((l) => labelResource(l, 'en')),
        ),
      );
    }
    if (/^\/v1\/accounts\/[^/]+\/enrollments$/.test(path)) {
      return json(enrollmentsDocument(options.enrollments ?? []));
    }
    const course = /^\/v1\/courses\/([^/]+)(\/[a-z_]+)?$/.exec(path);
    if (course) {
      const slug = decodeURIComponent(course[1] ?? '');
      const detail = options.courses?.[slug];
      if (course[2] === '/enrollment' && method === 'POST') {
        if (options.enrol) return options.enrol(slug);
        const record = enrollmentRecord({
          id: `en-${slug}`,
          course: detail?.course ?? courseRecord({ id: `c-${slug}`, slug }),
          nextItemSlug: detail?.modules[0]?.items[0]?.slug ?? null,
        });
        return json(buildDocument(enrollmentResource(record)), 201);
      }
      if (course[2] === '/rating' && method === 'PUT') {
        if (options.rate) return options.rate(slug, body);
        return json(buildDocument(null));
      }
      if (course[2] === '/rating') return json(buildDocument(null));
      if (!course[2] && detail) return json(courseDetailDocument(detail));
      return errorAnswer(new ApiError(404, [{ code: 'NOT_FOUND' }]));
    }
    return errorAnswer(new ApiError(404, [{ code: 'NOT_FOUND' }]));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    catalogCalls: () =>
      calls
        .filter((call) => call.url.startsWith('/api/v1/catalog/courses?'))
        .map((call) => new URLSearchParams(call.url.split('?')[1] ?? '')),
  };
}
