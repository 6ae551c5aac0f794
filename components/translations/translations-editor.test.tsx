import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseTranslation } from '@/lib/resources/content-translations';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { portalWithLanguages } from './portal-languages.test-support';
import { TranslationsEditor } from './translations-editor';

// The shared editor's TipTap is not what these tests are about: a plain text area stands in.
vi.mock(
  '@/components/editor/lazy-editor',
  () => import('@/components/communication/editor-standin.test-support'),
);

const fetchMock = vi.fn<typeof fetch>();
const COURSE = { kind: 'course' as const, id: '00000000-0000-4000-8000-0000000000c1' };

/**
 * Waits for the one request the editor sends, checks that it is `method` on the course's
 * translation into `locale`, and gives its options (the body to read).
 */
async function theOneRequest(method: string, locale: string) {
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(String(url)).toContain(`/v1/courses/${COURSE.id}/translations/${locale}`);
  expect(init?.method).toBe(method);
  return init;
}

/** Demo Academy's languages: Dutch first, English, Romanian. */
function renderEditor(translations: CourseTranslation[] = []) {
  const queryClient = portalWithLanguages(['academy_author'], ['nl', 'en', 'ro']);
  return renderWithProviders(
    <TranslationsEditor
      owner={COURSE}
      original="en"
      translations={translations}
      queryKey={['authoring', 'editor', COURSE.id]}
    />,
    { queryClient },
  );
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/vnd.api+json' },
  });

describe('TranslationsEditor', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('offers every portal language but the original’s, each under its own heading', () => {
    renderEditor();
    expect(screen.getByRole('heading', { name: 'Translations' })).toBeTruthy();
    expect(screen.getByText(/everyone else reads the original \(English\)/)).toBeTruthy();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Dutch translation', 'Romanian translation']);
    expect(screen.queryByRole('button', { name: 'Add English translation' })).toBeNull();
  });

  it('adds a Dutch translation: fields marked Dutch, the PUT sends the original’s field names', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(201, {
        data: {
          type: 'course_translations',
          id: 't1',
          attributes: { locale: 'nl', title: 'Datageletterdheid' },
        },
      }),
    );
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add Dutch translation' }));
    const part = screen.getByRole('form', { name: 'Dutch translation' });
    const title = within(part).getByLabelText('Title (Dutch)');
    expect(title.getAttribute('lang')).toBe('nl');
    expect(within(part).getByLabelText('Description (Dutch)').getAttribute('lang')).toBe('nl');
    fireEvent.change(title, { target: { value: ' Datageletterdheid ' } });
    fireEvent.change(within(part).getByLabelText('Summary (Dutch)'), {
      target: { value: 'Kritisch lezen.' },
    });
    await act(async () => {
      fireEvent.click(within(part).getByRole('button', { name: 'Save Dutch translation' }));
    });
    const init = await theOneRequest('PUT', 'nl');
    expect(JSON.parse(String(init?.body)).data).toEqual({
      type: 'course_translations',
      attributes: { title: 'Datageletterdheid', summary: 'Kritisch lezen.', description_html: '' },
    });
  });

  it('shows the API’s 422 on its field and keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(422, {
        errors: [
          {
            status: '422',
            code: 'VALIDATION_FAILED',
            detail: 'The text may have at most 100,000 characters.',
            source: { pointer: '/data/attributes/description_html' },
          },
        ],
      }),
    );
    renderEditor([
      {
        id: 't1',
        locale: 'ro',
        title: 'Alfabetizarea datelor',
        summary: '',
        descriptionHtml: '<p>Despre grafice.</p>',
        updatedAt: '2026-01-01T00:00:00Z',
      },
    ]);
    const part = screen.getByRole('form', { name: 'Romanian translation' });
    expect(within(part).getByLabelText<HTMLInputElement>('Title (Romanian)').value).toBe(
      'Alfabetizarea datelor',
    );
    await act(async () => {
      fireEvent.click(within(part).getByRole('button', { name: 'Save Romanian translation' }));
    });
    expect(
      await within(part).findByText('The text may have at most 100,000 characters.'),
    ).toBeTruthy();
    expect(within(part).getByLabelText<HTMLInputElement>('Title (Romanian)').value).toBe(
      'Alfabetizarea datelor',
    );
    // A stored translation is removed (after confirming), not cancelled.
    expect(within(part).getByRole('button', { name: 'Remove Romanian translation' })).toBeTruthy();
  });

  it('checks the title with the original’s rules before sending anything', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add Romanian translation' }));
    const part = screen.getByRole('form', { name: 'Romanian translation' });
    await act(async () => {
      fireEvent.click(within(part).getByRole('button', { name: 'Save Romanian translation' }));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(part).getByLabelText('Title (Romanian)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    fireEvent.click(within(part).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add Romanian translation' })).toBeTruthy();
  });
});

describe('a translation no reader gets any more', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('one in the original’s own language (its language changed since) is said so, and can go', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    renderEditor([
      {
        id: 't9',
        locale: 'en',
        title: 'Data literacy',
        summary: '',
        descriptionHtml: '',
        updatedAt: '2026-01-01T00:00:00Z',
      },
    ]);
    expect(
      screen.getByText(/Not shown to anyone: the original is written in English now/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Title (English)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove English translation' }));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    });
    await theOneRequest('DELETE', 'en');
  });
});
