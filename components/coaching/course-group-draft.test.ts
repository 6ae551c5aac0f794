import { describe, expect, it } from 'vitest';
import type { CourseGroup } from '@/lib/resources/coaching';
import { groupDraftOf, parseGroupDraft } from './course-group-draft';

const members = (count: number) => Array.from({ length: count }, (_, index) => `s${index + 1}`);

describe('groupDraftOf', () => {
  it('starts empty, or with the group’s name and members', () => {
    expect(groupDraftOf(null)).toEqual({ name: '', memberIds: [] });
    const group = {
      id: 'g1',
      name: 'Team North',
      locked: false,
      members: [
        { id: 's1', fullName: 'Eva', email: 'eva@example.com' },
        { id: 's2', fullName: 'Sam', email: 'sam@example.com' },
      ],
    } as CourseGroup;
    expect(groupDraftOf(group)).toEqual({ name: 'Team North', memberIds: ['s1', 's2'] });
  });
});

describe('parseGroupDraft', () => {
  it('asks for a name and 2 to 10 members (SCREENS: groups of 2–10)', () => {
    expect(parseGroupDraft({ name: ' ', memberIds: members(1) }, false).errors).toEqual({
      name: 'nameRequired',
      members: 'size',
    });
    expect(parseGroupDraft({ name: 'A', memberIds: members(11) }, false).errors).toEqual({
      members: 'size',
    });
    expect(parseGroupDraft({ name: 'A', memberIds: members(2) }, false).errors).toBeNull();
    expect(parseGroupDraft({ name: 'A', memberIds: members(10) }, false).errors).toBeNull();
  });

  it('sends the trimmed name and the members', () => {
    expect(parseGroupDraft({ name: ' Team ', memberIds: members(2) }, false)).toEqual({
      input: { name: 'Team', memberIds: ['s1', 's2'] },
      errors: null,
    });
  });

  it('leaves a locked group’s members as they are: not checked, not sent', () => {
    expect(parseGroupDraft({ name: 'Team', memberIds: members(1) }, true)).toEqual({
      input: { name: 'Team' },
      errors: null,
    });
    expect(parseGroupDraft({ name: '', memberIds: [] }, true).errors).toEqual({
      name: 'nameRequired',
    });
  });
});
