import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openInModalQueue } from '@/components/modals/dialog.test-support';
import { ApiError } from '@/lib/api/errors';
import type { AdminLabel } from '@/lib/resources/content-labels';
import { MergeDialog } from './merge-dialog';

// Loaded on demand in the app (next/dynamic): loaded before the tests, so findByRole finds it.
beforeAll(() => import('@/components/modals/modal-host'));

const mergeLabel = vi.hoisted(() => vi.fn());
vi.mock('@/lib/resources/content-labels', async (original) => ({
  ...(await original<typeof import('@/lib/resources/content-labels')>()),
  mergeLabel,
}));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast }));

const label = (id: string, name: string): AdminLabel => ({
  id,
  name,
  names: { en: name, nl: name, ro: name },
  color: '#5b3fa8',
  textColor: '#ffffff',
  contrastRatio: 7.5,
  usageCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const openMerge = (closed: boolean[]) =>
  openInModalQueue(
    'merge',
    () => (
      <MergeDialog
        label={label('l1', 'Beginner')}
        others={[label('l2', 'Novice'), label('l3', 'Starter')]}
        modalId="merge"
        onClosed={(merged) => closed.push(merged)}
      />
    ),
    'Merge ‘Beginner’ into …',
  );

describe('MergeDialog', () => {
  it('asks for a label first, then merges into the chosen one and closes', async () => {
    const closed: boolean[] = [];
    const dialog = await openMerge(closed);
    const select = within(dialog).getByRole('combobox', { name: 'Merge into' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Choose the label to merge into.');
    expect(mergeLabel).not.toHaveBeenCalled();

    fireEvent.change(select, { target: { value: 'l3' } });
    expect(select.getAttribute('aria-invalid')).toBeNull();
    mergeLabel.mockResolvedValueOnce(label('l3', 'Starter'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(closed).toEqual([true]));
    expect(mergeLabel).toHaveBeenCalledWith('l1', 'l3');
    expect(toast.success).toHaveBeenCalledWith(
      '‘Beginner’ was merged into ‘Starter’.',
      expect.anything(),
    );
  });

  it('stays open with the choice kept when the server refuses', async () => {
    const closed: boolean[] = [];
    const dialog = await openMerge(closed);
    const select = within(dialog).getByRole('combobox', { name: 'Merge into' });
    fireEvent.change(select, { target: { value: 'l2' } });
    mergeLabel.mockRejectedValueOnce(new ApiError(409, [{ status: '409', detail: 'Gone.' }]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toHaveProperty('disabled', false);
    expect((select as HTMLSelectElement).value).toBe('l2');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(closed).toEqual([]);
  });
});
