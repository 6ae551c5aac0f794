import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveFor, typeAndLeave } from '@/components/modals/form.test-support';
import { ApiError } from '@/lib/api/errors';
import {
  type AssignmentEditorData,
  assignmentKeys,
  patchAssignment,
} from '@/lib/resources/coaching';
import { DEFAULT_ASSIGNMENT_SETTINGS } from '@/shared/coaching/types';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { AssignmentEditor } from './assignment-editor';

// The shared editor's TipTap is not what these tests are about: a plain text area stands in.
vi.mock(
  '@/components/editor/lazy-editor',
  () => import('@/components/communication/editor-standin.test-support'),
);
vi.mock('@/lib/resources/coaching', async (original) => ({
  ...(await original<typeof import('@/lib/resources/coaching')>()),
  patchAssignment: vi.fn(),
}));

const ITEM = 'item-1';
const ASSIGNMENT: AssignmentEditorData = {
  id: ITEM,
  title: 'Escape plan',
  courseId: 'course-1',
  courseTitle: 'Evacuation basics',
  settings: {
    ...DEFAULT_ASSIGNMENT_SETTINGS,
    instructionsHtml: '<p>Draw it.</p>',
    scheme: 'points',
  },
  problems: [],
  groupCount: 0,
  features: { groupAssignments: false },
};
const TOO_HIGH = 'The pass mark is at most 100.';
const OFF = 'Group assignments are off.';

function renderEditor() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(assignmentKeys.editor(ITEM), ASSIGNMENT);
  return renderWithProviders(<AssignmentEditor itemId={ITEM} />, { queryClient });
}

const _settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
/** The texts a field's aria-describedby points at, hint and messages. */
const description = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('AssignmentEditor: the settings autosave', () => {
  afterEach(() => vi.clearAllMocks());

  it('puts a refused save’s message on the field it points beneath, without moving focus', async () => {
    vi.mocked(patchAssignment).mockRejectedValueOnce(
      new ApiError(422, [
        {
          status: '422',
          detail: TOO_HIGH,
          source: { pointer: '/data/attributes/settings/pass_percent' },
        },
      ]),
    );
    renderEditor();
    await typeAndLeave('Pass at (%)', '70', 'Maximum points');

    expect(patchAssignment).toHaveBeenCalledWith(ITEM, { passPercent: 70 });
    expect(field('Pass at (%)').getAttribute('aria-invalid')).toBe('true');
    expect(description('Pass at (%)')).toContain(TOO_HIGH);
    expect(field('Maximum points').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // An autosave does not take the keyboard from where the person went on typing.
    expect(document.activeElement).toBe(field('Maximum points'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();

    // The field's message goes once it changes; the next save's success keeps the form.
    fireEvent.change(field('Pass at (%)'), { target: { value: '75' } });
    expect(screen.queryByText(TOO_HIGH)).toBeNull();
    expect(field('Pass at (%)').getAttribute('aria-invalid')).toBeNull();
    vi.mocked(patchAssignment).mockResolvedValueOnce(ASSIGNMENT);
    await leaveFor('Pass at (%)');
    expect(patchAssignment).toHaveBeenLastCalledWith(ITEM, { passPercent: 75 });
    expect(field('Pass at (%)').getAttribute('aria-invalid')).toBeNull();
    expect(field('Pass at (%)').value).toBe('75');
  });

  it('says a refusal no field owns above the form, until a save succeeds', async () => {
    vi.mocked(patchAssignment).mockRejectedValueOnce(
      new ApiError(403, [{ status: '403', code: 'GROUP_ASSIGNMENTS_OFF', detail: OFF }]),
    );
    renderEditor();
    await typeAndLeave('Maximum points', '20', 'Pass at (%)');

    expect(screen.getByRole('alert').textContent).toBe(OFF);
    expect(field('Maximum points').getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(field('Maximum points'), { target: { value: '25' } });
    vi.mocked(patchAssignment).mockResolvedValueOnce(ASSIGNMENT);
    await leaveFor('Maximum points');
    expect(patchAssignment).toHaveBeenLastCalledWith(ITEM, { maxPoints: 25 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a local check’s message on its field and sends nothing while it fails', async () => {
    renderEditor();
    await typeAndLeave('Maximum points', '0', 'Pass at (%)');

    expect(patchAssignment).not.toHaveBeenCalled();
    expect(field('Maximum points').getAttribute('aria-invalid')).toBe('true');
    expect(description('Maximum points')).toContain('Enter a whole number from 1 to');
  });
});
