import { vi } from 'vitest';
import type { CourseRecord } from '@/academy-api/learning/enrollments.queries';
import type { PortfolioItemRecord } from '@/academy-api/learning/portfolio.queries';
import {
  buildDocument,
  courseRecord,
  courseResource,
  enrollmentRecord,
  enrollmentResource,
  listOf,
  portfolioIncluded,
  portfolioItemRecord,
  portfolioItemResource,
} from '@/tests/support/api-documents';

// A small stand-in for the BFF's portfolio and enrolment calls, for the DOM tests of the page.

export const STUDENT_ID = 's-stijn';

const COURSES: CourseRecord[] = [
  courseRecord({ id: 'c-data', title: 'Data literacy' }),
  courseRecord({ id: 'c-pm', title: 'Project management basics' }),
];
const courseById = (id: string) => COURSES.find((course) => course.id === id) ?? null;

export const SEEDED_ITEMS: PortfolioItemRecord[] = [
  portfolioItemRecord({
    id: 'i-goals',
    accountId: STUDENT_ID,
    title: 'My learning goals for this quarter',
    description: 'Finish Data literacy.',
    kind: 'reflection',
    createdAt: new Date('2026-03-01T10:00:00Z'),
  }),
  portfolioItemRecord({
    id: 'i-dashboard',
    accountId: STUDENT_ID,
    title: 'Reading our sales dashboard critically',
    description: 'A truncated axis.',
    kind: 'assignment',
    createdAt: new Date('2026-02-01T10:00:00Z'),
    course: courseById('c-data'),
  }),
  portfolioItemRecord({
    id: 'i-pm',
    accountId: STUDENT_ID,
    title: 'Completed Project management basics',
    description: '',
    kind: 'achievement',
    createdAt: new Date('2026-01-01T10:00:00Z'),
    course: courseById('c-pm'),
  }),
];

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status });

export interface FakePortfolioApi {
  calls: { method: string; url: string; body?: unknown }[];
  /** Makes the next list calls fail with this status. */
  failLists(status: number | null): void;
  /** Ends an enrolment behind the page's back: the picker still offers the course. */
  unenrol(courseId: string): void;
}

/** Answers like the Academy API: newest first, a linked course must be an enrolment. */
export function installFakePortfolioApi(
  items: PortfolioItemRecord[] = SEEDED_ITEMS,
): FakePortfolioApi {
  const stored = items.map((item) => ({ ...item }));
  const calls: FakePortfolioApi['calls'] = [];
  let listFailure: number | null = null;
  const enrolled = new Set(COURSES.map((course) => course.id));
  let next = 0;
  const base = `/api/v1/accounts/${STUDENT_ID}`;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url: decodeURIComponent(url.pathname + url.search), body });
    if (url.pathname === `${base}/enrollments`) {
      const enrollments = COURSES.map((course, index) =>
        enrollmentRecord({ id: `e-${index}`, accountId: STUDENT_ID, course }),
      );
      return json(
        listOf(
          enrollments.map((row) => enrollmentResource(row)),
          {
            size: 100,
            included: enrollments.map((enrollment) => courseResource(enrollment.course)),
          },
        ),
      );
    }
    if (url.pathname === `${base}/portfolio_items` && method === 'GET') {
      if (listFailure) return json({ errors: [{ status: String(listFailure) }] }, listFailure);
      return json(
        listOf(stored.map(portfolioItemResource), { included: portfolioIncluded(stored) }),
      );
    }
    if (url.pathname === `${base}/portfolio_items` && method === 'POST') {
      const attributes = body.data.attributes;
      if (attributes.course_id && !enrolled.has(attributes.course_id)) {
        return json(
          {
            errors: [
              {
                status: '422',
                code: 'NOT_ENROLLED',
                detail: 'You are not enrolled in this course.',
                source: { pointer: '/data/attributes/course_id' },
              },
            ],
          },
          422,
        );
      }
      next += 1;
      const item = portfolioItemRecord({
        id: `i-new-${next}`,
        accountId: STUDENT_ID,
        title: attributes.title,
        description: attributes.description,
        kind: attributes.kind,
        createdAt: new Date(),
        course: attributes.course_id ? courseById(attributes.course_id) : null,
      });
      stored.unshift(item);
      return json(
        buildDocument(portfolioItemResource(item), { included: portfolioIncluded([item]) }),
        201,
      );
    }
    const itemId = url.pathname.startsWith(`${base}/portfolio_items/`)
      ? url.pathname.slice(`${base}/portfolio_items/`.length)
      : null;
    if (itemId && method === 'DELETE') {
      const index = stored.findIndex((item) => item.id === itemId);
      if (index === -1) return json({ errors: [{ status: '404', code: 'NOT_FOUND' }] }, 404);
      stored.splice(index, 1);
      return json(null, 204);
    }
    return json({ errors: [{ status: '404' }] }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    failLists: (status) => {
      listFailure = status;
    },
    unenrol: (courseId) => enrolled.delete(courseId),
  };
}
