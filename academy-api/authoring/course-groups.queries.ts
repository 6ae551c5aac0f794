import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { GroupImportContext, GroupImportPlan } from '../../shared/coaching/groups-import';
import type { Db } from '../db/database';
import { qualified } from '../db/qualified';
import {
  accountRoles,
  accounts,
  courseGroupMembers,
  courseGroups,
  courses,
  enrollments,
  reviewTickets,
} from '../db/schema';

export type GroupMemberRow = { id: string; fullName: string; email: string };
export type CourseGroupRow = {
  id: string;
  name: string;
  members: GroupMemberRow[];
  /** It has a ticket (submitted work): it cannot be deleted, and its members cannot move. */
  locked: boolean;
};

/** A course of the portal (any status): id, title, slug; null when it is not this portal's. */
export async function findPortalCourseRef(db: Db, params: { portalId: string; courseId: string }) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, slug: courses.slug })
    .from(courses)
    .where(and(eq(courses.portalId, params.portalId), eq(courses.id, params.courseId)));
  return row ?? null;
}

/** The course's groups by name, with their members, and the enrolled students in none. */
export async function listCourseGroups(db: Db, params: { courseId: string }) {
  const [groups, memberRows, lockedRows, ungrouped] = await Promise.all([
    db
      .select({ id: courseGroups.id, name: courseGroups.name })
      .from(courseGroups)
      .where(eq(courseGroups.courseId, params.courseId))
      .orderBy(asc(sql`lower(${qualified(courseGroups.name)})`)),
    db
      .select({
        groupId: courseGroupMembers.groupId,
        id: accounts.id,
        fullName: accounts.fullName,
        email: accounts.email,
      })
      .from(courseGroupMembers)
      .innerJoin(accounts, eq(accounts.id, courseGroupMembers.accountId))
      .where(eq(courseGroupMembers.courseId, params.courseId))
      .orderBy(asc(accounts.fullName)),
    db
      .selectDistinct({ groupId: reviewTickets.groupId })
      .from(reviewTickets)
      .where(
        and(
          eq(reviewTickets.courseId, params.courseId),
          sql`${qualified(reviewTickets.groupId)} is not null`,
        ),
      ),
    enrolledStudents(db, { courseId: params.courseId, ungroupedOnly: true }),
  ]);
  const locked = new Set(lockedRows.map((row) => row.groupId));
  return {
    groups: groups.map(
      (group): CourseGroupRow => ({
        ...group,
        members: memberRows
          .filter((member) => member.groupId === group.id)
          .map(({ groupId: _, ...member }) => member),
        locked: locked.has(group.id),
      }),
    ),
    ungrouped,
  };
}

/** The course's enrolled students (accounts with the student role), optionally those in no group. */
export async function enrolledStudents(
  db: Db,
  params: { courseId: string; ungroupedOnly?: boolean; ids?: string[] },
): Promise<GroupMemberRow[]> {
  return db
    .select({ id: accounts.id, fullName: accounts.fullName, email: accounts.email })
    .from(enrollments)
    .innerJoin(accounts, eq(accounts.id, enrollments.accountId))
    .where(
      and(
        eq(enrollments.courseId, params.courseId),
        sql`exists (select 1 from ${accountRoles} where ${qualified(accountRoles.accountId)} = ${qualified(accounts.id)} and ${qualified(accountRoles.role)} = 'student')`,
        params.ids ? inArray(accounts.id, params.ids) : undefined,
        params.ungroupedOnly
          ? sql`not exists (select 1 from ${courseGroupMembers} where ${qualified(courseGroupMembers.courseId)} = ${params.courseId}::uuid and ${qualified(courseGroupMembers.accountId)} = ${qualified(accounts.id)})`
          : undefined,
      ),
    )
    .orderBy(asc(accounts.fullName));
}

export async function findCourseGroup(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select()
    .from(courseGroups)
    .where(and(eq(courseGroups.portalId, params.portalId), eq(courseGroups.id, params.id)));
  return row ?? null;
}

/** Whether a group has a ticket (work submitted for it). */
export async function groupHasWork(db: Db, groupId: string) {
  const [row] = await db
    .select({ id: reviewTickets.id })
    .from(reviewTickets)
    .where(eq(reviewTickets.groupId, groupId))
    .limit(1);
  return row !== undefined;
}

/** Members among `ids` already in another group of the course (by id → that group's name). */
export async function membersElsewhere(
  db: Db,
  params: { courseId: string; ids: string[]; exceptGroupId?: string },
) {
  if (params.ids.length === 0) return [];
  return db
    .select({ accountId: courseGroupMembers.accountId, groupName: courseGroups.name })
    .from(courseGroupMembers)
    .innerJoin(courseGroups, eq(courseGroups.id, courseGroupMembers.groupId))
    .where(
      and(
        eq(courseGroupMembers.courseId, params.courseId),
        inArray(courseGroupMembers.accountId, params.ids),
        params.exceptGroupId
          ? sql`${qualified(courseGroupMembers.groupId)} <> ${params.exceptGroupId}::uuid`
          : undefined,
      ),
    );
}

/** Whether another group of the course has this name (case-insensitively). */
export async function groupNameTaken(
  db: Db,
  params: { courseId: string; name: string; exceptGroupId?: string },
) {
  const [row] = await db
    .select({ id: courseGroups.id })
    .from(courseGroups)
    .where(
      and(
        eq(courseGroups.courseId, params.courseId),
        sql`lower(${qualified(courseGroups.name)}) = lower(${params.name})`,
        params.exceptGroupId
          ? sql`${qualified(courseGroups.id)} <> ${params.exceptGroupId}::uuid`
          : undefined,
      ),
    );
  return row !== undefined;
}

/** Makes a group with its members (checked by the caller). */
export async function createCourseGroup(
  db: Db,
  params: { portalId: string; courseId: string; name: string; memberIds: string[] },
) {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(courseGroups)
      .values({ portalId: params.portalId, courseId: params.courseId, name: params.name })
      .returning();
    if (!group) throw new Error('Inserting a group returned no row');
    await tx.insert(courseGroupMembers).values(
      params.memberIds.map((accountId) => ({
        groupId: group.id,
        accountId,
        courseId: params.courseId,
      })),
    );
    return group;
  });
}

/** Renames a group and/or replaces its members (checked by the caller). */
export async function updateCourseGroup(
  db: Db,
  params: { groupId: string; courseId: string; name?: string; memberIds?: string[] },
) {
  await db.transaction(async (tx) => {
    if (params.name !== undefined) {
      await tx
        .update(courseGroups)
        .set({ name: params.name })
        .where(eq(courseGroups.id, params.groupId));
    }
    if (params.memberIds !== undefined) {
      await tx
        .delete(courseGroupMembers)
        .where(
          and(
            eq(courseGroupMembers.groupId, params.groupId),
            params.memberIds.length > 0
              ? notInArray(courseGroupMembers.accountId, params.memberIds)
              : undefined,
          ),
        );
      if (params.memberIds.length > 0) {
        await tx
          .insert(courseGroupMembers)
          .values(
            params.memberIds.map((accountId) => ({
              groupId: params.groupId,
              accountId,
              courseId: params.courseId,
            })),
          )
          .onConflictDoNothing();
      }
    }
  });
}

export async function deleteCourseGroup(db: Db, groupId: string) {
  await db.delete(courseGroups).where(eq(courseGroups.id, groupId));
}

/** What the import plan needs of the course: its students by e-mail and its groups. */
export async function groupImportContext(db: Db, courseId: string): Promise<GroupImportContext> {
  const [students, listed] = await Promise.all([
    enrolledStudents(db, { courseId }),
    listCourseGroups(db, { courseId }),
  ]);
  return {
    students: new Map(students.map((student) => [student.email.toLowerCase(), student.id])),
    groups: listed.groups.map((group) => ({
      id: group.id,
      name: group.name,
      memberIds: group.members.map((member) => member.id),
      locked: group.locked,
    })),
  };
}

/** Writes an import plan without errors, in one transaction. */
export async function applyGroupImport(
  db: Db,
  params: { portalId: string; courseId: string; plan: GroupImportPlan },
) {
  await db.transaction(async (tx) => {
    if (params.plan.create.length > 0) {
      await tx
        .insert(courseGroups)
        .values(
          params.plan.create.map((name) => ({
            portalId: params.portalId,
            courseId: params.courseId,
            name,
          })),
        )
        .onConflictDoNothing();
    }
    const groups = await tx
      .select({ id: courseGroups.id, name: courseGroups.name })
      .from(courseGroups)
      .where(eq(courseGroups.courseId, params.courseId));
    const idOf = new Map(groups.map((group) => [group.name.toLocaleLowerCase(), group.id]));
    for (const placement of params.plan.placements) {
      const groupId = idOf.get(placement.group.toLocaleLowerCase());
      if (!groupId) throw new Error(`The group ${placement.group} of an import plan is missing`);
      await tx
        .insert(courseGroupMembers)
        .values({ groupId, accountId: placement.accountId, courseId: params.courseId })
        .onConflictDoUpdate({
          target: [courseGroupMembers.courseId, courseGroupMembers.accountId],
          set: { groupId },
        });
    }
  });
}
