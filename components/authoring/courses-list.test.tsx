import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerPage, keepView, stubListApi } from '@/components/lists/list-api.test-support';
import { serveListScreen } from '@/components/lists/list-screen.test-support';
import { fakeAddress } from '@/components/lists/view-address.test-support';
import { defineView } from '@/lib/lists/view-settings-schema';
import { VIEW_SETTINGS_STORAGE_KEY } from '@/lib/lists/view-settings-storage';
import { adminCoursesQuery } from '@/lib/resources/authoring';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import {
  ADMIN_COURSES_VIEW,
  ADMIN_COURSES_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from './admin-courses-view';
import { CoursesList } from './courses-list';

vi.mock('next/navigation', () => import('@/components/lists/view-address.test-support'));

interface FakeCourse {
  id: string;
  title: string;
  status: 'draft' | 'published' | 'archived';
  updatedAt: string;
}

/** DEMO-DATA's "Writing for the web" (draft) and "Data literacy", then 28 archived courses. */
const COURSES: FakeCourse[] = [
  { id: 'c-web', title: 'Writing for the web', status: 'draft', updatedAt: '2026-03-02' },
  { id: 'c-data', title: 'Data literacy', status: 'published', updatedAt: '2026-03-01' },
  ...Array.from({ length: 28 }, (_, index) => ({
    id: `c-old-${index + 1}`,
    title: `Old course ${String(index + 1).padStart(2, '0')}`,
    status: 'archived' as const,
    updatedAt: `2025-01-${String(index + 1).padStart(2, '0')}`,
  })),
];

const resource = (course: FakeCourse) => ({
  type: 'courses',
  id: course.id,
  attributes: {
    title: course.title,
    slug: course.id,
    status: course.status,
    summary: null,
    cover_url: null,
    duration_minutes: null,
    language: 'en',
    catalog_id: null,
    catalog_name: null,
    enrollment_count: 0,
    version: 1,
    created_at: `${course.updatedAt}T08:00:00.000Z`,
    updated_at: `${course.updatedAt}T08:00:00.000Z`,
  },
  relationships: { labels: { data: [] } },
});

function sorted(courses: FakeCourse[], sort: string) {
  const field = sort.replace(/^-/, '') === 'title' ? 'title' : 'updatedAt';
  const order = [...courses].sort((a, b) => a[field].localeCompare(b[field]));
  return sort.startsWith('-') ? order.reverse() : order;
}

/** GET /api/v1/courses as the API answers it: filtered, sorted, one page. */
function coursesPage(params: URLSearchParams) {
  const search = params.get('filter[search]')?.toLowerCase() ?? '';
  const status = params.get('filter[status]');
  const found = sorted(
    COURSES.filter(
      (course) =>
        course.title.toLowerCase().includes(search) && (!status || course.status === status),
    ),
    params.get('sort') ?? '-updated_at',
  );
  const { items, total, currentPage, lastPage } = answerPage(found, params);
  return {
    data: items.map(resource),
    meta: { total, current_page: currentPage, last_page: lastPage },
  };
}

/** The list requests the fake API answered (their query strings, decoded). */
let asked: string[] = [];
const lastAsked = () => new URLSearchParams(asked.at(-1));

const courseNames = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('CoursesList', () => {
  beforeEach(() => {
    const courses = (url: URL) => url.pathname === '/api/v1/courses';
    // The bulk bar's labels: none.
    const options = { labels: { data: [] }, catalogs: { data: [] }, coaches: { data: [] } };
    asked = stubListApi(
      (url) =>
        courses(url)
          ? coursesPage(url.searchParams)
          : {
              data: { type: 'authoring_options', id: 'o', attributes: {}, relationships: options },
            },
      courses,
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('has the first page of the view its cookie keeps in the HTML, and hydrates it as it is', async () => {
    const source = {
      view: ADMIN_COURSES_VIEW,
      defaults: ADMIN_COURSES_VIEW_DEFAULTS,
      sizePreference: PAGE_SIZE_PREFERENCE,
    };
    const view = defineView({ ...ADMIN_COURSES_VIEW_DEFAULTS, filters: { status: 'draft' } });
    const { html, queryString, errors } = await serveListScreen({
      source,
      cookie: keepView(source, view),
      query: adminCoursesQuery,
      screen: (initial) => <CoursesList initial={initial} canAdd />,
    });
    expect(new URLSearchParams(queryString).get('filter[status]')).toBe('draft');
    expect(html).toContain('>Writing for the web</a>');
    expect(html).not.toContain('Data literacy');
    expect(errors).toEqual([]);
    expect(await courseNames()).toEqual(['Writing for the web']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('draft');
    expect(screen.getByRole('link', { name: 'Add course' }).getAttribute('href')).toBe(
      '/admin/courses/create',
    );
    // The server's page was the browser's: nothing fetched again.
    expect(asked).toHaveLength(1);
  });

  it('asks for the view’s query string on a new filter, sort, search and page', async () => {
    renderWithProviders(<CoursesList canAdd={false} />);
    expect((await courseNames())[0]).toBe('Writing for the web');
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('30 courses');
    expect(asked.at(-1)).toBe('sort=-updated_at&page[number]=1&page[size]=25&include=labels');
    expect(screen.queryByRole('link', { name: 'Add course' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastAsked().get('page[number]')).toBe('2'));
    expect(fakeAddress.query).toBe('page=2');

    // A tick is for the page it was made on: a new filter starts without one.
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Old course 05' }));
    expect(screen.getByText('1 course selected')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'published' },
    });
    await waitFor(async () => expect(await courseNames()).toEqual(['Data literacy']));
    expect(asked.at(-1)).toBe(
      'filter[status]=published&sort=-updated_at&page[number]=1&page[size]=25&include=labels',
    );
    expect(screen.queryByText('1 course selected')).toBeNull();
    expect(new URLSearchParams(fakeAddress.query).get('f.status')).toBe('published');
    const csv = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(decodeURIComponent(csv ?? '')).toBe(
      '/api/v1/courses/export.csv?filter[status]=published&sort=-updated_at',
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: '' } });
    const title = screen.getByRole('columnheader', { name: 'Title' });
    fireEvent.click(within(title).getByRole('button'));
    await waitFor(() => expect(lastAsked().get('sort')).toBe('title'));
    expect(title.getAttribute('aria-sort')).toBe('ascending');
    // "Updated" starts with the latest change, as the list opened.
    const updated = screen.getByRole('columnheader', { name: 'Updated' });
    fireEvent.click(within(updated).getByRole('button'));
    await waitFor(() => expect(updated.getAttribute('aria-sort')).toBe('descending'));
    expect((await courseNames())[0]).toBe('Writing for the web');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search courses' }), {
      target: { value: 'nothing like it' },
    });
    expect(
      await screen.findByText(
        'No courses match. Change the search or the status, or add a course.',
      ),
    ).toBeTruthy();
    expect(lastAsked().get('filter[search]')).toBe('nothing like it');
    expect(JSON.parse(localStorage.getItem(VIEW_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      views: { [ADMIN_COURSES_VIEW]: { search: 'nothing like it', filters: {} } },
    });
  });
});
