import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { addItem, addModule, type EditorModule } from '@/lib/resources/authoring';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { AddItem, AddModuleForm } from './outline-add';

vi.mock('@/lib/resources/authoring', async (original) => ({
  ...(await original<typeof import('@/lib/resources/authoring')>()),
  addItem: vi.fn(),
  addModule: vi.fn(),
}));

const MODULE = { id: 'm1', title: 'Basics', items: [] } as unknown as EditorModule;
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the outline’s add forms', () => {
  afterEach(() => vi.clearAllMocks());

  it('Enter adds a lesson with the trimmed title, then clears it; a button adds its kind', async () => {
    vi.mocked(addItem).mockResolvedValue(undefined as never);
    renderWithProviders(<AddItem courseId="c1" module={MODULE} />);
    type('Title of the new item', '  Intro  ');
    fireEvent.keyDown(screen.getByLabelText('Title of the new item'), { key: 'Enter' });
    await settle();
    expect(addItem).toHaveBeenLastCalledWith('c1', 'm1', 'lesson', 'Intro');
    expect(screen.getByLabelText('Title of the new item')).toHaveProperty('value', '');
    fireEvent.click(screen.getByRole('button', { name: 'Add quiz' }));
    await settle();
    expect(addItem).toHaveBeenLastCalledWith('c1', 'm1', 'quiz', 'Quiz');
  });

  it('a module without a title gets the default one; a refused one keeps what was typed', async () => {
    vi.mocked(addModule).mockResolvedValueOnce(undefined as never);
    renderWithProviders(<AddModuleForm courseId="c1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add module' }));
    await settle();
    expect(addModule).toHaveBeenLastCalledWith('c1', 'New module');
    vi.mocked(addModule).mockRejectedValueOnce(new ApiError(500, [{ status: '500' }]));
    type('Module title', 'Stays');
    fireEvent.click(screen.getByRole('button', { name: 'Add module' }));
    await settle();
    expect(addModule).toHaveBeenLastCalledWith('c1', 'Stays');
    expect(screen.getByLabelText('Module title')).toHaveProperty('value', 'Stays');
  });
});
