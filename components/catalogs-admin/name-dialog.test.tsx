import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openInModalQueue, refusal } from '@/components/modals/dialog.test-support';
import { NameDialog } from './name-dialog';

// Loaded on demand in the app (next/dynamic): loaded before the tests, so findByRole finds it.
beforeAll(() => import('@/components/modals/modal-host'));

const open = (onSave: (name: string) => Promise<unknown>, closed: boolean[]) =>
  openInModalQueue(
    'rename',
    () => (
      <NameDialog
        modalId="rename"
        title="Rename the catalog"
        description="Its new name."
        label="Catalog name"
        initial="Main"
        submit="Rename"
        onSave={onSave}
        onClosed={(saved) => closed.push(saved)}
      />
    ),
    'Rename the catalog',
  );

describe('NameDialog (useNameForm)', () => {
  it('saves the trimmed name, then closes saying it was saved', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const closed: boolean[] = [];
    const dialog = await open(save, closed);
    const name = within(dialog).getByLabelText('Catalog name');
    expect((name as HTMLInputElement).value).toBe('Main');
    fireEvent.change(name, { target: { value: ' Shop ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(closed).toEqual([true]));
    expect(save).toHaveBeenCalledWith('Shop');
  });

  it('checks the rules first, and keeps a refusal on the field with the dialog open', async () => {
    const save = vi.fn().mockRejectedValue(refusal({ name: 'Taken.' }));
    const closed: boolean[] = [];
    const dialog = await open(save, closed);
    const name = within(dialog).getByLabelText('Catalog name');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'Shop' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(within(dialog).getByText('Taken.')).toBeTruthy());
    expect((name as HTMLInputElement).value).toBe('Shop');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(closed).toEqual([]);
  });
});
