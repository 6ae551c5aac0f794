import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { ConfirmDialog } from './confirm-dialog';
import { type ModalApi, useModals } from './modal-queue';

// Loaded on demand in the app (next/dynamic): loaded before the tests, so findByRole finds it.
beforeAll(() => import('./modal-host'));

vi.mock('next/navigation', () => ({ usePathname: () => '/admin/labels' }));
const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError } }));

beforeEach(() => toastError.mockReset());

let modals: ModalApi;
function Grab() {
  modals = useModals();
  return null;
}

/** A promise the test settles when it wants to. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Opens a confirmation whose write is `onConfirm`; `closed` collects what onClosed was told. */
async function openConfirm(onConfirm: () => Promise<unknown>, closed: boolean[]) {
  renderWithProviders(<Grab />);
  act(() =>
    modals.open('confirm', () => (
      <ConfirmDialog
        modalId="confirm"
        title="Delete the label?"
        description="It goes from every course."
        confirm="Delete"
        busy="Deleting…"
        cancel="Cancel"
        onConfirm={onConfirm}
        onClosed={(done) => closed.push(done)}
      />
    )),
  );
  return screen.findByRole('alertdialog', { name: 'Delete the label?' });
}

describe('ConfirmDialog', () => {
  it('stays open and disabled while confirming, then closes as done', async () => {
    const server = deferred();
    const closed: boolean[] = [];
    const dialog = await openConfirm(() => server.promise, closed);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const busy = await within(dialog).findByRole('button', { name: 'Deleting…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await act(async () => server.resolve());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(closed).toEqual([true]);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('closes on a refusal, told as the §8 error toast', async () => {
    const closed: boolean[] = [];
    const dialog = await openConfirm(
      () => Promise.reject(new ApiError(403, [{ status: '403', detail: 'Staff only.' }])),
      closed,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(closed).toEqual([false]);
    expect(toastError).toHaveBeenCalledWith('No access', {
      duration: 5000,
      description: 'Staff only.',
    });
  });
});
