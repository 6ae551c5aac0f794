import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorDocument } from '@/lib/api/errors';
import { resetPreview } from '@/lib/player/preview-progress';
import {
  buildDocument,
  courseRecord,
  courseResource,
  enrollmentRecord,
  enrollmentResource,
  itemResource,
  moduleResource,
} from '@/tests/support/api-documents';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { CourseCompletion } from './course-completion';
import { CourseOutline } from './course-outline';
import { MarkDoneButton } from './mark-done-button';
import { PlayerModeProvider } from './player-mode';

vi.mock('next/navigation', () => ({ usePathname: () => '/courses/data-literacy/sorting' }));
const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError } }));

type OutlineModule = Parameters<typeof moduleResource>[0];
type OutlineItem = OutlineModule['items'][number];
type Resource = ReturnType<typeof moduleResource>;

const COURSE = courseRecord({ id: 'c-data', slug: 'data-literacy', title: 'Data literacy' });

const lesson = (moduleId: string, slug: string, title: string, position: number): OutlineItem => ({
  id: `i-${slug}`,
  moduleId,
  kind: 'lesson',
  slug,
  title,
  position,
  durationMinutes: 15,
  freePreview: false,
  done: false,
  releaseDays: null,
  releaseOn: null,
  requiresItemId: null,
  requires: 'completed',
});

/** DEMO-DATA "Data literacy": 4 lessons and a quiz in 2 modules. */
const DATA_LITERACY: OutlineModule[] = [
  {
    id: 'm-charts',
    title: 'Reading charts',
    position: 1,
    items: [
      lesson('m-charts', 'bar', 'Bar and line charts', 1),
      lesson('m-charts', 'axes', 'Misleading axes', 2),
    ],
  },
  {
    id: 'm-tables',
    title: 'Working with tables',
    position: 2,
    items: [
      lesson('m-tables', 'sorting', 'Sorting and filtering', 1),
      lesson('m-tables', 'averages', 'Averages and outliers', 2),
      { ...lesson('m-tables', 'quiz', 'Data literacy quiz', 3), kind: 'quiz' },
    ],
  },
];

/** The identifiers of resources the factories built, as a relationship's data. */
const linkage = (resources: Resource[]) => ({
  data: resources.map(({ type, id }) => ({ type, id })),
});

interface Deferred {
  resolve: () => void;
}

/**
 * The course's API as the player uses it: the outline with the viewer's done items, and the
 * progress writes, which a test may hold (to look at the page before the answer) or fail.
 */
function installCourseApi(outline: OutlineModule[], initiallyDone: string[]) {
  const done = new Set(initiallyDone);
  const calls: { method: string; path: string }[] = [];
  const state = { fail: null as number | null, hold: false, completed: false };
  const held: Deferred[] = [];
  const total = outline.flatMap((module) => module.items).length;

  const enrollment = () => {
    if (done.size === total) state.completed = true;
    return enrollmentRecord({
      id: 'en-1',
      course: COURSE,
      status: state.completed ? 'completed' : 'active',
      progress: state.completed ? 100 : Math.round((done.size * 100) / total),
    });
  };

  const courseDocument = () => {
    const modules = outline.map((module) => ({
      ...module,
      items: module.items.map((item) => ({ ...item, done: done.has(item.slug) })),
    }));
    const items = modules.flatMap((module) => module.items);
    const moduleResources = modules.map(moduleResource);
    const enrolled = enrollmentResource(enrollment());
    return buildDocument(
      courseResource(COURSE, {
        attributes: {
          description_html: '<p>About data.</p>',
          category_name: 'Data and security',
          access: 'enrolled',
          item_count: items.length,
          done_count: items.filter((item) => item.done).length,
        },
        relationships: {
          modules: linkage(moduleResources),
          labels: linkage([]),
          coaches: linkage([]),
          unlocked_by: linkage([]),
          enrollment: { data: { type: enrolled.type, id: enrolled.id } },
        },
      }),
      { included: [...moduleResources, ...items.map((item) => itemResource(item)), enrolled] },
    );
  };

  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname });
      const progress = /^\/api\/v1\/courses\/data-literacy\/items\/([^/]+)\/progress$/.exec(
        url.pathname,
      );
      if (progress) {
        if (state.hold) await new Promise<void>((resolve) => held.push({ resolve }));
        if (state.fail) {
          return json(
            errorDocument(state.fail, 'BUSY', 'Busy', 'The academy is busy.'),
            state.fail,
          );
        }
        const wasCompleted = state.completed;
        if (method === 'PUT') done.add(progress[1] ?? '');
        else done.delete(progress[1] ?? '');
        const answer = enrollment();
        return json(
          buildDocument(enrollmentResource(answer), {
            included: [courseResource(COURSE)],
            meta: { just_completed: !wasCompleted && state.completed, done: done.size, total },
          }),
        );
      }
      if (url.pathname === '/api/v1/courses/data-literacy') return json(courseDocument());
      // Student view reads the course by its id (its ticks are the tab's own).
      if (url.pathname === '/api/v1/courses/c-data/preview') return json(courseDocument());
      return json(errorDocument(404, 'NOT_FOUND', 'Not found'), 404);
    }),
  );
  return {
    calls,
    state,
    /** Lets the held progress answers through. */
    release: () => {
      for (const deferred of held.splice(0)) deferred.resolve();
    },
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}

/** jsdom has no media queries: a phone's (every query matches) or a desktop-wide screen. */
const stubScreen = ({ phone }: { phone: boolean }) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

function renderPlayer(itemSlug: string) {
  return renderWithProviders(
    <>
      <CourseOutline slug="data-literacy" currentSlug={itemSlug} />
      <MarkDoneButton slug="data-literacy" itemId={`i-${itemSlug}`} itemSlug={itemSlug} />
      <CourseCompletion slug="data-literacy" />
    </>,
  );
}

const markDone = () => screen.getByRole('button', { name: 'Mark as done' });
const progressbar = () => screen.getByRole('progressbar', { name: 'Course progress' });
const outlineLink = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Course outline' })).getByRole('link', { name });

describe('Mark as done', () => {
  beforeEach(() => {
    toastError.mockReset();
    stubScreen({ phone: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('ticks the lesson and moves the progress at once (40 % → 60 %), then keeps it', async () => {
    const api = installCourseApi(DATA_LITERACY, ['bar', 'axes']);
    renderPlayer('sorting');
    await screen.findByText('40 % done');
    expect(markDone().getAttribute('aria-pressed')).toBe('false');
    expect(outlineLink(/^Sorting and filtering/).getAttribute('aria-current')).toBe('page');
    expect(outlineLink(/^Misleading axes/).textContent).toContain('(done)');

    api.state.hold = true;
    markDone().focus();
    fireEvent.click(markDone());
    // Before the server answers.
    await waitFor(() => expect(markDone().getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('60 % done')).toBeTruthy();
    expect(progressbar().getAttribute('aria-valuenow')).toBe('60');
    expect(screen.getByText('3 of 5 items done')).toBeTruthy();
    expect(outlineLink(/^Sorting and filtering/).textContent).toContain('(done)');
    // The button stays where it was, with the focus.
    expect(document.activeElement).toBe(markDone());

    await act(async () => api.release());
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'PUT',
      path: '/api/v1/courses/data-literacy/items/sorting/progress',
    });
    // Refetched after the answer: the server agrees.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(1),
    );
    expect(markDone().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('60 % done')).toBeTruthy();
    expect(document.activeElement).toBe(markDone());
    expect(toastError).not.toHaveBeenCalled();
  });

  it('rolls back and says so with the §8 toast when the server refuses', async () => {
    const api = installCourseApi(DATA_LITERACY, ['bar', 'axes']);
    renderPlayer('sorting');
    await screen.findByText('40 % done');

    api.state.hold = true;
    api.state.fail = 500;
    fireEvent.click(markDone());
    await waitFor(() => expect(markDone().getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('60 % done')).toBeTruthy();

    await act(async () => api.release());
    await waitFor(() => expect(markDone().getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByText('40 % done')).toBeTruthy();
    expect(outlineLink(/^Sorting and filtering/).textContent).not.toContain('(done)');
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(toastError.mock.calls[0]?.[0]).toBe('Your progress could not be saved');
    expect(toastError.mock.calls[0]?.[1]).toMatchObject({ description: 'The academy is busy.' });
  });

  it('un-marks a lesson done before (DELETE): 40 % → 20 %', async () => {
    const api = installCourseApi(DATA_LITERACY, ['bar', 'axes']);
    renderPlayer('axes');
    await screen.findByText('40 % done');
    expect(markDone().getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(markDone());
    await waitFor(() => expect(markDone().getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByText('20 % done')).toBeTruthy();
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.method).toBe('DELETE');
  });

  it('announces a completed course and links to its rating', async () => {
    const charts = DATA_LITERACY.slice(0, 1);
    installCourseApi(charts, ['bar']);
    renderPlayer('axes');
    await screen.findByText('50 % done');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    fireEvent.click(markDone());
    await waitFor(() => expect(status.textContent).toContain('You have completed Data literacy.'));
    const rate = within(status).getByRole('link', { name: 'Rate this course' });
    expect(rate.getAttribute('href')).toBe('/rate?course=data-literacy');
    expect(screen.getByText('100 % done')).toBeTruthy();
    expect(document.activeElement).not.toBe(rate);
  });
});

describe('the outline', () => {
  beforeEach(() => {
    stubScreen({ phone: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts collapsed on a phone behind its disclosure button, and opens with it', async () => {
    installCourseApi(DATA_LITERACY, ['bar', 'axes']);
    renderPlayer('sorting');
    const toggle = await screen.findByRole('button', { name: 'Course outline' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Course outline' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Course outline' });
    expect(within(nav).getByRole('list', { name: 'Reading charts' })).toBeTruthy();
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Reading charts', 'Working with tables']);
    expect(within(nav).getByRole('link', { name: 'Data literacy quiz · Quiz' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Misleading axes (done)' })).toBeTruthy();
  });
});

describe('in student view (issue 43 item 4)', () => {
  beforeEach(() => {
    resetPreview('c-data');
    stubScreen({ phone: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  function renderPreview(itemSlug: string) {
    return renderWithProviders(
      <PlayerModeProvider mode={{ kind: 'preview', courseId: 'c-data' }}>
        <CourseOutline slug="data-literacy" currentSlug={itemSlug} />
        <MarkDoneButton slug="data-literacy" itemId={`i-${itemSlug}`} itemSlug={itemSlug} />
        <CourseCompletion slug="data-literacy" />
      </PlayerModeProvider>,
    );
  }

  it('starts as a fresh student, ticks in the tab and sends nothing; links stay in student view', async () => {
    // The API would say 40 %: student view shows a student who has done nothing yet.
    const api = installCourseApi(DATA_LITERACY, ['bar', 'axes']);
    renderPreview('sorting');
    await screen.findByText('0 % done');
    expect(outlineLink(/^Misleading axes/).getAttribute('href')).toBe(
      '/admin/courses/c-data/preview/axes',
    );
    // A draft has no course page: the title is no link.
    expect(screen.queryByRole('link', { name: 'Data literacy' })).toBeNull();

    fireEvent.click(markDone());
    await waitFor(() => expect(markDone().getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('20 % done')).toBeTruthy();
    expect(outlineLink(/^Sorting and filtering/).textContent).toContain('(done)');
    expect(api.writes()).toEqual([]);
    expect(api.calls.map((call) => call.path)).toEqual(['/api/v1/courses/c-data/preview']);
  });

  it('completes the course without a rating or a certificate, and says so', async () => {
    installCourseApi(DATA_LITERACY.slice(0, 1), []);
    const view = renderPreview('bar');
    await screen.findByText('0 % done');
    fireEvent.click(markDone());
    await screen.findByText('50 % done');
    view.unmount();
    renderPreview('axes');
    // The tab kept the first tick.
    await screen.findByText('50 % done');
    fireEvent.click(markDone());
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toContain('You have completed Data literacy.'));
    expect(status.textContent).toContain('In student view nothing is issued');
    expect(within(status).queryByRole('link')).toBeNull();
  });
});
