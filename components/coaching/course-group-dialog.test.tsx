import { queryOptions } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { describedTexts, openFromScreen, refusal } from '@/components/modals/dialog.test-support';
import { ApiError } from '@/lib/api/errors';
import { type CourseGroups, groupKeys } from '@/lib/resources/coaching';
import { CourseGroupsManager } from './course-groups';

// Loaded on demand in the app (next/dynamic): loaded before the tests, so findByRole finds it.
beforeAll(() => import('@/components/modals/modal-host'));

/** The API as the screen sees it: Team North (it has submitted work) and two free students. */
const api = vi.hoisted(() => ({
  groups: null as CourseGroups | null,
  createGroup: vi.fn(),
  updateGroup: vi.fn(),
}));
vi.mock('@/lib/resources/coaching', async (original) => {
  const real = await original<typeof import('@/lib/resources/coaching')>();
  return {
    ...real,
    courseGroupsQuery: (courseId: string) =>
      queryOptions({ queryKey: real.groupKeys.course(courseId), queryFn: async () => api.groups }),
    createGroup: api.createGroup,
    updateGroup: api.updateGroup,
  };
});
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast }));

const person = (id: string, fullName: string) => ({
  id,
  fullName,
  email: `${id}@demo.academy`,
});

beforeEach(() => {
  api.groups = {
    groups: [
      {
        id: 'g1',
        name: 'Team North',
        locked: true,
        members: [person('ann', 'Ann'), person('bo', 'Bo')],
      },
    ],
    ungrouped: [person('eva', 'Eva'), person('sam', 'Sam')],
  } as CourseGroups;
  api.createGroup.mockReset();
  api.updateGroup.mockReset();
  toast.error.mockReset();
});

const open = (button: string, title: string) =>
  openFromScreen(<CourseGroupsManager courseId="c1" />, {
    queryKey: groupKeys.course('c1'),
    data: api.groups,
    button,
    title,
  });

describe('the course group dialog', () => {
  it('focuses a refused field with its message, then makes the group, says so and gives focus back', async () => {
    const { opener, dialog } = await open('New group', 'New group');
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(name);
    expect(describedTexts(name)).toEqual(['Give the group a name.']);
    const members = within(dialog).getByRole('group', { name: 'Members' });
    expect(within(members).getByRole('alert').textContent).toBe('A group has 2 to 10 members.');
    expect(describedTexts(members)).toEqual([
      'Choose 2 to 10 enrolled students who are not in another group.',
      'A group has 2 to 10 members.',
    ]);
    expect(api.createGroup).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: ' Team South ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Eva/ }));
    expect(within(members).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Sam/ }));
    api.createGroup.mockResolvedValueOnce(undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.createGroup).toHaveBeenCalledWith('c1', 'Team South', ['eva', 'sam']);
    // Said once the dialog has closed.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((line) => line.textContent)).toContain(
        'Group Team South was made.',
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('renames a group that has submitted work without touching its members', async () => {
    const { opener, dialog } = await open('Edit group Team North', 'Edit group Team North');
    expect(within(dialog).getByText('This group has submitted work: its members cannot change.'));
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(
      boxes.map((box) => [(box as HTMLInputElement).checked, box.hasAttribute('disabled')]),
    ).toEqual([
      [true, true],
      [true, true],
      [false, true],
      [false, true],
    ]);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Team Nord' } });
    api.updateGroup.mockResolvedValueOnce(undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.updateGroup).toHaveBeenCalledWith('g1', { name: 'Team Nord' });
    // Said once the dialog has closed.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((line) => line.textContent)).toContain(
        'Group Team Nord was saved.',
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('shows a refusal on its field and what no field claims above the form; the rest is a toast', async () => {
    const { dialog } = await open('New group', 'New group');
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Team North' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Eva/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Sam/ }));
    api.createGroup.mockRejectedValueOnce(
      refusal(
        { name: 'The course has a group of that name.', member_ids: 'Sam is in another group.' },
        'The course is archived.',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(describedTexts(name)).toEqual(['The course has a group of that name.']);
    const members = within(dialog).getByRole('group', { name: 'Members' });
    expect(within(members).getByRole('alert').textContent).toBe('Sam is in another group.');
    const above = within(dialog)
      .getAllByRole('alert')
      .find((alert) => alert.className === 'form-error');
    expect(above?.textContent).toBe('The course is archived.');
    expect(within(dialog).getByRole('button', { name: 'Save group' })).toHaveProperty(
      'disabled',
      false,
    );

    api.createGroup.mockRejectedValueOnce(
      new ApiError(409, [{ status: '409', detail: 'Someone changed the groups.' }]),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'New group' })).toBeTruthy();
  });
});
