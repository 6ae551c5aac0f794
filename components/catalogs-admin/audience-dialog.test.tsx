import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openInModalQueue } from '@/components/modals/dialog.test-support';
import { ApiError } from '@/lib/api/errors';
import type { AdminCatalog, CatalogsBoard } from '@/lib/resources/catalogs-admin';
import { AudienceDialog } from './audience-dialog';

// Loaded on demand in the app (next/dynamic): loaded before the tests, so findByRole finds it.
beforeAll(() => import('@/components/modals/modal-host'));

const updateCatalog = vi.hoisted(() => vi.fn());
vi.mock('@/lib/resources/catalogs-admin', async (original) => ({
  ...(await original<typeof import('@/lib/resources/catalogs-admin')>()),
  updateCatalog,
}));

const catalog = {
  id: 'c1',
  name: 'Main',
  audienceRoles: ['oddrole'],
  audienceEntityIds: [],
} as unknown as AdminCatalog;
const board: CatalogsBoard = {
  catalogs: [catalog],
  entities: [{ id: 'e1', name: 'North' }],
  roles: ['oddrole'],
};

const openAudience = (closed: boolean[]) =>
  openInModalQueue(
    'audience',
    () => (
      <AudienceDialog
        catalog={catalog}
        board={board}
        modalId="audience"
        onClosed={(saved) => closed.push(saved)}
      />
    ),
    /Main/,
  );

describe('AudienceDialog', () => {
  it('asks for a role or an entity, says a refusal above the form, then saves', async () => {
    const closed: boolean[] = [];
    const dialog = await openAudience(closed);
    const save = () => fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'oddrole' }));
    save();
    const alert = within(dialog).getByRole('alert');
    expect(alert.className).toBe('form-error');
    expect(updateCatalog).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'North' }));
    updateCatalog.mockRejectedValueOnce(
      new ApiError(422, [
        { status: '422', detail: 'Bad role.' },
        { status: '422', detail: 'Bad entity.' },
      ]),
    );
    save();
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Bad role.\nBad entity.'),
    );
    expect(updateCatalog).toHaveBeenCalledWith('c1', {
      audienceRoles: [],
      audienceEntityIds: ['e1'],
    });

    updateCatalog.mockResolvedValueOnce({});
    save();
    await waitFor(() => expect(closed).toEqual([true]));
  });
});
