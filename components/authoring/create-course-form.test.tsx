import { QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, settle, typeInto } from '@/components/modals/form.test-support';
import { ModalQueueProvider } from '@/components/modals/modal-queue';
import { ApiError, noResponseError } from '@/lib/api/errors';
import {
  type AuthoringOptions,
  authoringKeys,
  authoringOptionsQuery,
  type CourseDraft,
  createCourse,
} from '@/lib/resources/authoring';
import { loadMessages } from '@/messages';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { CreateCourseForm } from './create-course-form';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/' }));
vi.mock('@/lib/resources/authoring', async (original) => ({
  ...(await original<typeof import('@/lib/resources/authoring')>()),
  createCourse: vi.fn(),
  authoringOptionsQuery: vi.fn(),
}));

const OPTIONS = {
  catalogs: [{ id: 'cat-1', name: 'Professional skills', categories: [] }],
  labels: [],
  coaches: [],
} as unknown as AuthoringOptions;
const DRAFT = { id: 'course-1', title: 'Evacuation basics' } as unknown as CourseDraft;

const create = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
  await settle(20);
};
const refuse = (status: number, errors: ConstructorParameters<typeof ApiError>[1]) =>
  vi.mocked(createCourse).mockRejectedValueOnce(new ApiError(status, errors));

describe('CreateCourseForm (/admin/courses/create)', () => {
  beforeEach(() => {
    vi.mocked(authoringOptionsQuery).mockReturnValue(
      queryOptions({ queryKey: authoringKeys.options(), queryFn: async () => OPTIONS }),
    );
  });
  afterEach(() => vi.clearAllMocks());

  it('creates the draft with the trimmed title, summary and catalog, then opens its editor', async () => {
    vi.mocked(createCourse).mockResolvedValue(DRAFT);
    const queryClient = testQueryClient();
    queryClient.setQueryData(authoringKeys.options(), OPTIONS);
    renderWithProviders(<CreateCourseForm />, { queryClient });
    expect(screen.getByRole('option', { name: 'Professional skills' })).toBeTruthy();
    typeInto('Title', '  Evacuation basics ');
    typeInto('Summary', 'What to do when the alarm goes.');
    fireEvent.change(screen.getByLabelText('Catalog'), { target: { value: 'cat-1' } });
    await create();
    expect(createCourse).toHaveBeenCalledWith({
      title: 'Evacuation basics',
      summary: 'What to do when the alarm goes.',
      catalogId: 'cat-1',
    });
    expect(router.push).toHaveBeenCalledWith('/admin/courses/course-1');
    expect(queryClient.getQueryData(authoringKeys.editor('course-1'))).toBe(DRAFT);
    // Still busy while the editor is on its way.
    expect(screen.getByRole('button', { name: 'Creating…' })).toHaveProperty('disabled', true);
  });

  it('sends no catalog as null, and nothing at all without a valid title (which takes focus)', async () => {
    vi.mocked(createCourse).mockResolvedValue(DRAFT);
    renderWithProviders(<CreateCourseForm />);
    await create();
    expect(createCourse).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    expect(descriptionOf('Title')).toEqual(['This field is required']);
    typeInto('Title', 'Ab');
    expect(descriptionOf('Title')).toEqual(['This field requires at least 3 characters']);
    typeInto('Title', 'Abc');
    await create();
    expect(createCourse).toHaveBeenCalledWith({ title: 'Abc', summary: '', catalogId: null });
  });

  it('shows a 422 on the field it names, focuses the first, and clears it once edited', async () => {
    refuse(422, [
      {
        detail: 'Pick a catalog of this portal.',
        source: { pointer: '/data/attributes/catalog_id' },
      },
      { detail: 'That summary is too long.', source: { pointer: '/data/attributes/summary' } },
    ]);
    renderWithProviders(<CreateCourseForm />);
    typeInto('Title', 'Evacuation basics');
    await create();
    expect(descriptionOf('Catalog')).toEqual(['Pick a catalog of this portal.']);
    expect(screen.getByLabelText('Catalog').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf('Summary')).toEqual([
      'One or two sentences for the catalog card.',
      'That summary is too long.',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Summary'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create draft' })).toHaveProperty('disabled', false);
    typeInto('Summary', 'Shorter.');
    expect(descriptionOf('Summary')).toEqual(['One or two sentences for the catalog card.']);
  });

  it('shows any other refusal as the form’s error; without an answer, that it could not be created', async () => {
    refuse(403, [{ status: '403', title: 'Forbidden', detail: 'You may not create courses.' }]);
    renderWithProviders(<CreateCourseForm />);
    typeInto('Title', 'Evacuation basics');
    await create();
    expect(screen.getByRole('alert').textContent).toBe('You may not create courses.');
    vi.mocked(createCourse).mockRejectedValueOnce(noResponseError());
    await create();
    expect(screen.getByRole('alert').textContent).toBe('The course could not be created.');
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Evacuation basics');
  });
});

describe('CreateCourseForm before hydration', () => {
  let root: Root | null = null;
  let container: HTMLDivElement | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    root = container = null;
    vi.clearAllMocks();
  });

  it('creates the draft with the title typed before the scripts ran', async () => {
    vi.mocked(authoringOptionsQuery).mockReturnValue(
      queryOptions({ queryKey: authoringKeys.options(), queryFn: async () => OPTIONS }),
    );
    vi.mocked(createCourse).mockResolvedValue(DRAFT);
    const messages = await loadMessages('en');
    const client = testQueryClient();
    const page = (): ReactElement => (
      <NextIntlClientProvider locale="en" messages={messages} timeZone="Europe/Amsterdam">
        <QueryClientProvider client={client}>
          <ModalQueueProvider>
            <CreateCourseForm />
          </ModalQueueProvider>
        </QueryClientProvider>
      </NextIntlClientProvider>
    );
    container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const title = screen.getByLabelText<HTMLInputElement>('Title');
    title.value = 'Typed early';
    title.dispatchEvent(new Event('input', { bubbles: true }));
    await act(async () => {
      root = hydrateRoot(container as HTMLDivElement, page());
    });
    await create();
    expect(createCourse).toHaveBeenCalledWith({
      title: 'Typed early',
      summary: '',
      catalogId: null,
    });
  });
});
