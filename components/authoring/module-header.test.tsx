import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { type EditorModule, renameModule } from '@/lib/resources/authoring';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { ModuleHeader } from './module-header';

vi.mock('@/lib/resources/authoring', async (original) => ({
  ...(await original<typeof import('@/lib/resources/authoring')>()),
  renameModule: vi.fn(),
}));

const MODULE = { id: 'm1', title: 'Basics', items: [] } as unknown as EditorModule;
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

function renderHeader() {
  const onChanged = vi.fn(async () => undefined);
  const onFailed = vi.fn();
  renderWithProviders(
    <ModuleHeader
      courseId="c1"
      module={MODULE}
      first
      last={false}
      onShift={() => {}}
      onChanged={onChanged}
      onFailed={onFailed}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Rename module Basics' }));
  return { onChanged, onFailed, field: screen.getByLabelText('Module title') };
}

describe('ModuleHeader: rename', () => {
  afterEach(() => vi.clearAllMocks());

  it('starts from the title, focused; an empty one is not sent', async () => {
    const { field } = renderHeader();
    expect(field).toHaveProperty('value', 'Basics');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(renameModule).not.toHaveBeenCalled();
  });

  it('a refusal keeps the form and says so; a rename closes it and refetches', async () => {
    const { field, onChanged, onFailed } = renderHeader();
    const refusal = new ApiError(500, [{ status: '500' }]);
    vi.mocked(renameModule).mockRejectedValueOnce(refusal);
    fireEvent.change(field, { target: { value: ' Advanced ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(onFailed).toHaveBeenCalledWith(refusal);
    expect(screen.getByLabelText('Module title')).toHaveProperty('value', ' Advanced ');
    vi.mocked(renameModule).mockResolvedValueOnce(undefined as never);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(renameModule).toHaveBeenLastCalledWith('c1', 'm1', 'Advanced');
    expect(onChanged).toHaveBeenCalledOnce();
    expect(screen.queryByLabelText('Module title')).toBeNull();
  });
});
