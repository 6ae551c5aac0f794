import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from '@/components/errors/error-panel';
import { UnhandledMutationErrors } from '@/components/errors/unhandled-mutation-errors';
import { useShowError } from '@/components/errors/use-show-error';
import { ApiError } from '@/lib/api/errors';
import { defaultFallbackError } from '@/lib/errors/fallbacks';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { type ModalApi, useModals } from './modal-queue';

// The app loads this on demand (next/dynamic); compiling it the first time in a test worker
// takes longer than a findByRole waits, so it is loaded before the tests.
beforeAll(() => Promise.all([import('./modal-host'), import('@/components/errors/error-modal')]));

const navigation = vi.hoisted(() => ({ pathname: '/admin/dashboard' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));
const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError } }));

beforeEach(() => {
  navigation.pathname = '/admin/dashboard';
  toastError.mockReset();
});

const simple = (title: string) => () => (
  <Dialog.Content>
    <Dialog.Title>{title}</Dialog.Title>
    <Dialog.Description>{title} text</Dialog.Description>
  </Dialog.Content>
);

let modals: ModalApi;
function Grab() {
  modals = useModals();
  return null;
}

describe('the modal queue on screen (spec §4)', () => {
  it('a higher priority replaces the shown one, which comes back when it closes', async () => {
    renderWithProviders(<Grab />);
    act(() => modals.open('a', simple('First')));
    // The dialog loads with the first modal (next/dynamic): it shows a moment later.
    expect(await screen.findByRole('dialog', { name: 'First' })).toBeTruthy();
    act(() => modals.open('b', simple('Urgent'), 5));
    expect(screen.getByRole('dialog', { name: 'Urgent' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'First' })).toBeNull();
    // Escape closes the current one; the next in the queue follows.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy());
  });

  it('an equal priority waits its turn; close all empties everything', () => {
    renderWithProviders(<Grab />);
    act(() => {
      modals.open('a', simple('First'));
      modals.open('b', simple('Second'));
    });
    expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy();
    act(() => modals.closeAll());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a route change closes the current modal', () => {
    const { rerender } = renderWithProviders(<Grab />);
    act(() => modals.open('a', simple('First')));
    navigation.pathname = '/admin/accounts';
    rerender(<Grab />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function ShowOnMount({ error }: { error: unknown }) {
  const showError = useShowError();
  useEffect(() => showError(error), [showError, error]);
  return null;
}

describe('showing errors once, by their §8 template', () => {
  it('an API error is an error toast with the first error’s detail', () => {
    renderWithProviders(
      <ShowOnMount error={new ApiError(403, [{ status: '403', detail: 'Staff only.' }])} />,
    );
    expect(toastError).toHaveBeenCalledWith('No access', {
      duration: 5000,
      description: 'Staff only.',
    });
  });

  it('without a detail the mapped description; 408 reads as unavailable', () => {
    renderWithProviders(<ShowOnMount error={new ApiError(408, [{ status: '408' }])} />);
    expect(toastError).toHaveBeenCalledWith('Temporarily unavailable', {
      duration: 5000,
      description: 'The academy cannot be reached right now. Please try again in a moment.',
    });
  });

  it('the 501 NOT_IMPLEMENTED fallback is a modal that must be closed', async () => {
    renderWithProviders(<ShowOnMount error={defaultFallbackError()} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog.textContent).toContain(
      'We failed to handle your request. Apologies for the inconvenience.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toastError).not.toHaveBeenCalled();
  });

  it('the panel shows the mapped texts in place, with a retry', () => {
    const retry = vi.fn();
    renderWithProviders(<ErrorPanel error={new ApiError(503, [])} onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Temporarily unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});

function Failing({ handles }: { handles: 'onError' | 'meta' | 'nothing' }) {
  const mutation = useMutation({
    mutationFn: async () => {
      throw new ApiError(404, [{ status: '404', detail: 'Gone.' }]);
    },
    ...(handles === 'onError' ? { onError: () => undefined } : {}),
    ...(handles === 'meta' ? { meta: { handlesErrors: true } } : {}),
  });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      Act
    </button>
  );
}

describe('failed actions nobody handles', () => {
  it('are told as a toast', async () => {
    renderWithProviders(
      <>
        <Failing handles="nothing" />
        <UnhandledMutationErrors />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Act' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Not found', {
        duration: 5000,
        description: 'Gone.',
      }),
    );
  });

  for (const handles of ['onError', 'meta'] as const) {
    it(`are left alone when the action handles them (${handles})`, async () => {
      renderWithProviders(
        <>
          <Failing handles={handles} />
          <UnhandledMutationErrors />
        </>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Act' }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(toastError).not.toHaveBeenCalled();
    });
  }
});
