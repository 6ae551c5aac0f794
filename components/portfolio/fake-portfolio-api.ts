import { vi } from 'vitest';

// A small stand-in for the BFF's portfolio and enrolment calls, for the DOM tests of the page.

export const STUDENT_ID = 's-stijn';

interface FakeItem {
  id: string;
  title: string;
  description: string;
  kind: string;
  created_at: string;
  course_id: string | null;
}

const COURSES: Record<string, string> = {
  'c-data': 'Data literacy',
  'c-pm': 'Project management basics',
};

export const SEEDED_ITEMS: FakeItem[] = [
  {
    id: 'i-goals',
    title: 'My learning goals for this quarter',
    description: 'Finish Data literacy.',
    kind: 'reflection',
    created_at: '2026-03-01T10:00:00Z',
    course_id: null,
  },
  {
    id: 'i-dashboard',
    title: 'Reading our sales dashboard critically',
    description: 'A truncated axis.',
    kind: 'assignment',
    created_at: '2026-02-01T10:00:00Z',
    course_id: 'c-data',
  },
  {
    id: 'i-pm',
    title: 'Completed Project management basics',
    description: '',
    kind: 'achievement',
    created_at: '2026-01-01T10:00:00Z',
    course_id: 'c-pm',
  },
];

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status });

const course = (id: string) => ({
  type: 'courses',
  id,
  attributes: {
    title: COURSES[id] ?? id,
    description: '',
    published: true,
    has_content_issue: false,
    catalog_name: null,
  },
});

function resource(item: FakeItem) {
  const { id, course_id, ...attributes } = item;
  return {
    type: 'portfolio_items',
    id,
    attributes,
    relationships: { course: { data: course_id ? { type: 'courses', id: course_id } : null } },
  };
}

const includedOf = (items: FakeItem[]) =>
  [...new Set(items.flatMap((item) => (item.course_id ? [item.course_id] : [])))].map(course);

export interface FakePortfolioApi {
  calls: { method: string; url: string; body?: unknown }[];
  /** Makes the next list calls fail with this status. */
  failLists(status: number | null): void;
  /** Ends an enrolment behind the page's back: the picker still offers the course. */
  unenrol(courseId: string): void;
}

/** Answers like the Academy API: newest first, a linked course must be an enrolment. */
export function installFakePortfolioApi(items: FakeItem[] = SEEDED_ITEMS): FakePortfolioApi {
  const stored = items.map((item) => ({ ...item }));
  const calls: FakePortfolioApi['calls'] = [];
  let listFailure: number | null = null;
  const enrolled = new Set(Object.keys(COURSES));
  let next = 0;
  const base = `/api/v1/accounts/${STUDENT_ID}`;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url: decodeURIComponent(url.pathname + url.search), body });
    if (url.pathname === `${base}/enrollments`) {
      return json({
        data: ['c-data', 'c-pm'].map((id, index) => ({
          type: 'enrollments',
          id: `e-${index}`,
          attributes: { status: 'active', progress: 0, enrolled_at: '', completed_at: null },
          relationships: { course: { data: { type: 'courses', id } } },
        })),
        included: ['c-data', 'c-pm'].map(course),
      });
    }
    if (url.pathname === `${base}/portfolio_items` && method === 'GET') {
      if (listFailure) return json({ errors: [{ status: String(listFailure) }] }, listFailure);
      return json({
        data: stored.map(resource),
        included: includedOf(stored),
        meta: { total: stored.length, current_page: 1, last_page: 1, per_page: 20 },
      });
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
      const item: FakeItem = {
        id: `i-new-${next}`,
        title: attributes.title,
        description: attributes.description,
        kind: attributes.kind,
        created_at: new Date().toISOString(),
        course_id: attributes.course_id,
      };
      stored.unshift(item);
      return json({ data: resource(item), included: includedOf([item]) }, 201);
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
