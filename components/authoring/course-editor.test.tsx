import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, typeAndLeave } from '@/components/modals/form.test-support';
import { ApiError } from '@/lib/api/errors';
import {
  type AuthoringOptions,
  authoringKeys,
  type CourseDraft,
  updateCourse,
} from '@/lib/resources/authoring';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { CourseEditor } from './course-editor';

// The shared editor's TipTap is not what these tests are about: a plain text area stands in.
vi.mock(
  '@/components/editor/lazy-editor',
  () => import('@/components/communication/editor-standin.test-support'),
);
const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push }),
}));
vi.mock('@/lib/resources/authoring', async (original) => ({
  ...(await original<typeof import('@/lib/resources/authoring')>()),
  updateCourse: vi.fn(),
}));

const COURSE = {
  id: 'course-1',
  title: 'Evacuation basics',
  slug: 'evacuation-basics',
  status: 'draft',
  summary: 'What to do when the alarm goes.',
  descriptionHtml: '',
  coverUrl: null,
  coverFileId: null,
  durationMinutes: 0,
  language: 'en',
  catalogId: null,
  catalogName: null,
  categoryId: null,
  labelIds: [],
  coachIds: [],
  enrollmentCount: 0,
  version: 3,
  createdAt: '2025-01-06T09:00:00Z',
  updatedAt: '2025-01-06T09:00:00Z',
  modules: [],
  translations: [],
} as unknown as CourseDraft;
const OPTIONS = { catalogs: [], labels: [], coaches: [] } as unknown as AuthoringOptions;
const TAKEN = 'That address is already used by another course.';

function renderEditor() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(authoringKeys.editor(COURSE.id), COURSE);
  queryClient.setQueryData(authoringKeys.options(), OPTIONS);
  return renderWithProviders(<CourseEditor courseId={COURSE.id} />, { queryClient });
}

const _settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
/** The texts a field's aria-describedby points at, hint and messages. */
const description = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('CourseEditor: the Details autosave', () => {
  afterEach(() => vi.clearAllMocks());

  it('puts a refused save’s message on its field without moving focus, until a save succeeds', async () => {
    vi.mocked(updateCourse).mockRejectedValueOnce(
      new ApiError(422, [
        {
          status: '422',
          code: 'SLUG_TAKEN',
          detail: TAKEN,
          source: { pointer: '/data/attributes/slug' },
        },
      ]),
    );
    renderEditor();
    await typeAndLeave('Address', 'Fire-drills', 'Summary');

    expect(updateCourse).toHaveBeenCalledWith(COURSE.id, 3, { slug: 'fire-drills' });
    expect(field('Address').getAttribute('aria-invalid')).toBe('true');
    expect(description('Address')).toContain(TAKEN);
    expect(field('Title').getAttribute('aria-invalid')).toBeNull();
    // An autosave does not take the keyboard from where the person went on typing.
    expect(document.activeElement).toBe(field('Summary'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();

    vi.mocked(updateCourse).mockResolvedValueOnce({
      ...COURSE,
      slug: 'fire-drills',
      summary: 'Know the exits.',
      version: 4,
    });
    await typeAndLeave('Summary', 'Know the exits.', 'Title');
    expect(updateCourse).toHaveBeenLastCalledWith(COURSE.id, 3, {
      slug: 'fire-drills',
      summary: 'Know the exits.',
    });
    expect(field('Address').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(TAKEN)).toBeNull();
    expect(field('Summary').value).toBe('Know the exits.');
    expect(updateCourse).toHaveBeenCalledTimes(2);
  });

  it('takes a field’s message away once that field changes', async () => {
    vi.mocked(updateCourse).mockRejectedValueOnce(
      new ApiError(422, [
        { status: '422', detail: TAKEN, source: { pointer: '/data/attributes/slug' } },
      ]),
    );
    renderEditor();
    await typeAndLeave('Address', 'fire-drills', 'Summary');
    expect(screen.getByText(TAKEN)).toBeTruthy();

    fireEvent.change(field('Address'), { target: { value: 'fire-drills-2' } });
    expect(screen.queryByText(TAKEN)).toBeNull();
    expect(field('Address').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('CourseEditor: Student view (issue 43 item 4)', () => {
  afterEach(() => vi.clearAllMocks());

  it('saves what is typed first, then opens the course as a student sees it', async () => {
    vi.mocked(updateCourse).mockResolvedValueOnce({ ...COURSE, summary: 'Exits.', version: 4 });
    renderEditor();
    fireEvent.change(field('Summary'), { target: { value: 'Exits.' } });
    const link = screen.getByRole('link', { name: 'Student view' });
    expect(link.getAttribute('href')).toBe('/admin/courses/course-1/preview');
    fireEvent.click(link);
    await settle(20);
    expect(updateCourse).toHaveBeenCalledWith(COURSE.id, 3, { summary: 'Exits.' });
    expect(push).toHaveBeenCalledWith('/admin/courses/course-1/preview');
  });
});
