import * as Dialog from '@radix-ui/react-dialog';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '@/tests/support/render-with-providers';
import { openInModalQueue } from './dialog.test-support';
import { type RecordDialogProps, useRecordSave } from './use-record-save';

// Loaded on demand in the app (next/dynamic): loaded before the tests, so findByRole finds it.
beforeAll(() => import('@/components/modals/modal-host'));

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast }));

/** A record dialog whose button "saves" the record Kim. */
function KimDialog(props: RecordDialogProps<{ name: string }>) {
  const save = useRecordSave(props);
  return (
    <Dialog.Content
      className="modal-dialog"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        save.closed();
      }}
    >
      <Dialog.Title>Kim</Dialog.Title>
      <Dialog.Description>A record.</Dialog.Description>
      <button
        type="button"
        onClick={() => save.done({ name: 'Kim' }, 'Kim was saved.', [['people'], ['teams']])}
      >
        Save
      </button>
    </Dialog.Content>
  );
}

describe('useRecordSave', () => {
  it('refreshes the lists, says so, closes and hands the record to onClosed', async () => {
    const closed: unknown[] = [];
    const queryClient = testQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await openInModalQueue(
      'kim',
      () => <KimDialog modalId="kim" onClosed={(saved) => closed.push(saved)} />,
      'Kim',
      queryClient,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toEqual([{ name: 'Kim' }]));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['people'],
      ['teams'],
    ]);
    expect(toast.success).toHaveBeenCalledWith('Kim was saved.', expect.anything());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hands null to onClosed when nothing was saved', async () => {
    const closed: unknown[] = [];
    await openInModalQueue(
      'kim',
      () => <KimDialog modalId="kim" onClosed={(saved) => closed.push(saved)} />,
      'Kim',
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(closed).toEqual([null]));
  });
});
