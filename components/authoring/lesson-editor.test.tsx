import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorItem } from '@/lib/resources/authoring';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { LessonEditor } from './lesson-editor';

// The shared editor's TipTap is not what these tests are about: a plain text area stands in.
vi.mock(
  '@/components/editor/lazy-editor',
  () => import('@/components/communication/editor-standin.test-support'),
);

const fetchMock = vi.fn<typeof fetch>();

const ITEM: EditorItem = {
  id: '00000000-0000-4000-8000-0000000000a1',
  kind: 'lesson',
  title: 'Reading a chart',
  slug: 'reading-a-chart',
  position: 0,
  durationMinutes: 0,
  freePreview: false,
  contentHtml: '<p>Axes first.</p>',
  hasContent: true,
};

const saved = (minutes: number) =>
  new Response(
    JSON.stringify({
      data: {
        type: 'course_items',
        id: ITEM.id,
        attributes: {
          kind: 'lesson',
          title: ITEM.title,
          slug: ITEM.slug,
          position: 0,
          duration_minutes: minutes,
          content_html: ITEM.contentHtml,
          has_content: true,
        },
      },
    }),
    { status: 200 },
  );

const sentBodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).data.attributes);

describe('LessonEditor: an item’s duration', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('saves whole minutes from 0 to 1440, and refuses anything else on its field', async () => {
    fetchMock.mockResolvedValueOnce(saved(20));
    renderWithProviders(<LessonEditor courseId="c-1" item={ITEM} onClose={() => {}} />);
    const field = screen.getByLabelText<HTMLInputElement>('Duration (minutes)');
    expect(field.value).toBe('0');
    expect(field.getAttribute('max')).toBe('1440');

    fireEvent.change(field, { target: { value: '1441' } });
    await act(async () => fireEvent.blur(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter whole minutes from 0 to 1440.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '20' } });
    await act(async () => fireEvent.blur(field));
    expect(screen.queryByText('Enter whole minutes from 0 to 1440.')).toBeNull();
    expect(sentBodies()).toEqual([{ duration_minutes: 20 }]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/outline_items/${ITEM.id}`);
  });
});
