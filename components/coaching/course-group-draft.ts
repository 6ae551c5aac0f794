import type { CourseGroup } from '@/lib/resources/coaching';
import { GROUP_LIMITS } from '@/shared/coaching/types';

/** The group form as typed: its name and the students ticked. */
export interface GroupDraft {
  name: string;
  memberIds: string[];
}

/** What a save sends: the members only while they may change (not once the group submitted). */
export interface GroupInput {
  name: string;
  memberIds?: string[];
}

/** The fields with a message, in screen order. */
export const GROUP_FIELDS = ['name', 'members'] as const;
export type GroupField = (typeof GROUP_FIELDS)[number];

/** The API's attributes as the form's fields (a 422 names those). */
export const GROUP_API_FIELDS: Readonly<Record<string, GroupField>> = {
  name: 'name',
  member_ids: 'members',
};

export function groupDraftOf(group: CourseGroup | null): GroupDraft {
  return {
    name: group?.name ?? '',
    memberIds: group?.members.map((member) => member.id) ?? [],
  };
}

/**
 * Checks the group form: a name, and 2–10 members unless the group is locked (it has submitted
 * work, so its members stay as they are and are not sent). The errors are message keys.
 */
export function parseGroupDraft(
  draft: GroupDraft,
  locked: boolean,
):
  | { input: GroupInput; errors: null }
  | { input: null; errors: Partial<Record<GroupField, string>> } {
  const errors: Partial<Record<GroupField, string>> = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'nameRequired';
  const size = draft.memberIds.length;
  if (!locked && (size < GROUP_LIMITS.minMembers || size > GROUP_LIMITS.maxMembers)) {
    errors.members = 'size';
  }
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return { input: locked ? { name } : { name, memberIds: draft.memberIds }, errors: null };
}
