import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogsAdminKeys } from '@/lib/resources/catalogs-admin';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { type DeleteRequest, type NameRequest, useCatalogDialogs } from './use-catalog-dialogs';

// Loaded on demand in the app (next/dynamic): loaded before the tests, so findByRole finds it.
beforeAll(() => import('@/components/modals/modal-host'));

/** A button that opens the dialog `open` asks for, handing itself over as the trigger. */
function Opener({
  open,
}: {
  open: (dialogs: ReturnType<typeof useCatalogDialogs>, trigger: HTMLElement) => void;
}) {
  const dialogs = useCatalogDialogs();
  return (
    <button type="button" onClick={(event) => open(dialogs, event.currentTarget)}>
      Open
    </button>
  );
}

const nameRequest = (save: NameRequest['save']): NameRequest => ({
  id: 'rename',
  title: 'Rename the catalog',
  description: 'Its new name.',
  label: 'Catalog name',
  initial: 'Main',
  submit: 'Rename',
  save,
});

describe('useCatalogDialogs', () => {
  it('askName saves, refetches the board and hands focus back to the trigger', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { queryClient } = renderWithProviders(
      <Opener open={(dialogs, trigger) => dialogs.askName(nameRequest(save), trigger)} />,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const opener = screen.getByRole('button', { name: 'Open' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Rename the catalog' });
    fireEvent.change(within(dialog).getByLabelText('Catalog name'), { target: { value: 'Shop' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(save).toHaveBeenCalledWith('Shop');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: catalogsAdminKeys.all() });
  });

  it('confirmDelete removes, refetches and says it was done; Cancel says it was not', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    const closed: boolean[] = [];
    const request: DeleteRequest = {
      id: 'delete',
      title: 'Delete Main?',
      description: 'Its categories go with it.',
      confirm: 'Delete catalog',
      remove,
      onClosed: (done) => closed.push(done),
    };
    const { queryClient } = renderWithProviders(
      <Opener open={(dialogs) => dialogs.confirmDelete(request)} />,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const opener = screen.getByRole('button', { name: 'Open' });

    fireEvent.click(opener);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Main?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(closed).toEqual([false]));
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(opener);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Main?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete catalog' }));
    await waitFor(() => expect(closed).toEqual([false, true]));
    expect(remove).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: catalogsAdminKeys.all() });
  });
});
