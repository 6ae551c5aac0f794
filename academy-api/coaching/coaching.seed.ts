import { and, eq } from 'drizzle-orm';
import type { AssignmentSettings, Grade } from '../../shared/coaching/types';
import { DEFAULT_ASSIGNMENT_SETTINGS } from '../../shared/coaching/types';
import type { Db } from '../db/database';
import {
  assignments,
  coachMandates,
  courseGroupMembers,
  courseGroups,
  courseItems,
  courses,
  gradeChanges,
  itemProgress,
  reviewTicketAccounts,
  reviewTickets,
  submissions,
} from '../db/schema';

const DAY = 24 * 60 * 60 * 1000;

const STIJN = 'student@demo.academy';
const FENNA = 'flatfee@demo.academy';
const CORA = 'coach@demo.academy';
const HUGO = 'hybrid@demo.academy';

/** DEMO-DATA "Learning content": the two assignments, their instructions and grading. */
export const LEARNING_PLAN: AssignmentSettings = {
  ...DEFAULT_ASSIGNMENT_SETTINGS,
  instructionsHtml:
    '<p>Write a one-page learning plan for a project of your own. Name the project, its goal ' +
    'and the three skills from this course you will practise in it.</p><ul><li>What will you ' +
    'do in the next four weeks?</li><li>How will you know it worked?</li><li>Who can give ' +
    'you feedback along the way?</li></ul>',
  mode: 'individual',
  scheme: 'pass_fail',
};

export const STYLE_GUIDE: AssignmentSettings = {
  ...DEFAULT_ASSIGNMENT_SETTINGS,
  instructionsHtml:
    '<p>Together with your group, write a short style guide for your organisation’s website: ' +
    'ten rules at most, each with a before and after example.</p><p>Cover at least ' +
    '<strong>plain language</strong>, <strong>headlines</strong> and <strong>links</strong>. ' +
    'One member submits for the whole group.</p>',
  mode: 'group',
  scheme: 'pass_fail',
};

const LEARNING_PLAN_ANSWER =
  '<h2>Learning plan: moving our intranet</h2><p>Goal: move the team intranet to the new ' +
  'platform by the end of the quarter.</p><ul><li>Scope and goals: write a one-page scope ' +
  'with the team lead.</li><li>Schedules: a milestone plan with three checkpoints.</li>' +
  '<li>Closing: a short review with what we learned.</li></ul><p>Feedback from my team lead ' +
  'every Friday.</p>';

const STYLE_GUIDE_ANSWER =
  '<h2>Team North style guide</h2><ol><li>Write for one reader: “you”, not “the user”.</li>' +
  '<li>Put the point in the first sentence.</li><li>Headlines say what the page does: ' +
  '“Book a room”, not “Rooms”.</li><li>Link text names where it goes, never “click here”.' +
  '</li><li>One idea per paragraph, at most four lines.</li></ol>';

async function assignmentItem(db: Db, portalId: string, courseSlug: string, itemSlug: string) {
  const [row] = await db
    .select({ itemId: courseItems.id, courseId: courses.id })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(
      and(
        eq(courses.portalId, portalId),
        eq(courses.slug, courseSlug),
        eq(courseItems.slug, itemSlug),
        eq(courseItems.kind, 'assignment'),
      ),
    );
  return row ?? null;
}

async function seedAssignment(
  db: Db,
  portalId: string,
  item: { itemId: string; courseId: string },
  settings: AssignmentSettings,
) {
  await db
    .insert(assignments)
    .values({
      itemId: item.itemId,
      portalId,
      courseId: item.courseId,
      instructionsHtml: settings.instructionsHtml,
      mode: settings.mode,
      scheme: settings.scheme,
      maxPoints: settings.maxPoints,
      passPercent: settings.passPercent,
      rubric: settings.rubric,
    })
    .onConflictDoNothing();
}

/**
 * DEMO-DATA "Learning content" and "Coaching": the "Learning plan" (Stijn's submission graded
 * Pass by Cora Coach, a closed ticket), the group assignment "Style guide" with group "Team
 * North" (Stijn Student, Fenna Flat) who submitted a day ago (an open ticket in Cora's queue),
 * and Hugo Hybrid's pending mandate request for Stijn. Idempotent: what exists stays, and
 * nothing is made again once it was (a graded ticket stays graded).
 */
export async function seedCoaching(
  db: Db,
  portalIds: Map<string, string>,
  accountIds: Map<string, string>,
): Promise<void> {
  const portalId = portalIds.get('demo');
  const stijn = accountIds.get(STIJN);
  const fenna = accountIds.get(FENNA);
  const cora = accountIds.get(CORA);
  const hugo = accountIds.get(HUGO);
  if (!portalId || !stijn || !fenna || !cora || !hugo) return;
  const now = Date.now();

  const plan = await assignmentItem(db, portalId, 'project-management-basics', 'learning-plan');
  if (plan) {
    await seedAssignment(db, portalId, plan, LEARNING_PLAN);
    const [existing] = await db
      .select({ id: reviewTickets.id })
      .from(reviewTickets)
      .where(and(eq(reviewTickets.itemId, plan.itemId), eq(reviewTickets.accountId, stijn)));
    if (!existing) {
      const submittedAt = new Date(now - 40 * DAY);
      const gradedAt = new Date(now - 38 * DAY);
      const grade: Grade = { scheme: 'pass_fail', passed: true };
      const [ticket] = await db
        .insert(reviewTickets)
        .values({
          portalId,
          courseId: plan.courseId,
          itemId: plan.itemId,
          kind: 'assignment',
          accountId: stijn,
          status: 'closed',
          grade,
          score: 1,
          maxScore: 1,
          passed: true,
          feedbackHtml:
            '<p>A clear plan with a real project behind it. The Friday check-ins with your team ' +
            'lead are a good habit: keep them.</p>',
          gradedBy: cora,
          gradedAt,
          submittedAt,
          lastActivityAt: gradedAt,
          createdAt: submittedAt,
          updatedAt: gradedAt,
        })
        .returning({ id: reviewTickets.id });
      if (ticket) {
        await db.insert(reviewTicketAccounts).values({ ticketId: ticket.id, accountId: stijn });
        await db.insert(submissions).values({
          portalId,
          ticketId: ticket.id,
          itemId: plan.itemId,
          courseId: plan.courseId,
          accountId: stijn,
          submittedBy: stijn,
          attempt: 1,
          bodyHtml: LEARNING_PLAN_ANSWER,
          status: 'graded',
          submittedAt,
        });
        await db.insert(gradeChanges).values({
          ticketId: ticket.id,
          changedBy: cora,
          newGrade: grade,
          newScore: 1,
          newPassed: true,
          maxScore: 1,
          createdAt: gradedAt,
        });
        await db
          .insert(itemProgress)
          .values({
            accountId: stijn,
            itemId: plan.itemId,
            courseId: plan.courseId,
            completedAt: gradedAt,
          })
          .onConflictDoNothing();
      }
    }
  }

  const guide = await assignmentItem(db, portalId, 'writing-for-the-web', 'style-guide');
  if (guide) {
    await seedAssignment(db, portalId, guide, STYLE_GUIDE);
    const [group] = await db
      .insert(courseGroups)
      .values({ portalId, courseId: guide.courseId, name: 'Team North' })
      .onConflictDoNothing()
      .returning({ id: courseGroups.id });
    if (group) {
      // Made just now: its members and its submission of a day ago.
      await db
        .insert(courseGroupMembers)
        .values([
          { groupId: group.id, accountId: stijn, courseId: guide.courseId },
          { groupId: group.id, accountId: fenna, courseId: guide.courseId },
        ])
        .onConflictDoNothing();
      const submittedAt = new Date(now - DAY);
      const [ticket] = await db
        .insert(reviewTickets)
        .values({
          portalId,
          courseId: guide.courseId,
          itemId: guide.itemId,
          kind: 'assignment',
          groupId: group.id,
          status: 'new',
          submittedAt,
          lastActivityAt: submittedAt,
          createdAt: submittedAt,
          updatedAt: submittedAt,
        })
        .onConflictDoNothing()
        .returning({ id: reviewTickets.id });
      if (ticket) {
        await db.insert(reviewTicketAccounts).values([
          { ticketId: ticket.id, accountId: stijn },
          { ticketId: ticket.id, accountId: fenna },
        ]);
        await db.insert(submissions).values({
          portalId,
          ticketId: ticket.id,
          itemId: guide.itemId,
          courseId: guide.courseId,
          groupId: group.id,
          submittedBy: stijn,
          attempt: 1,
          bodyHtml: STYLE_GUIDE_ANSWER,
          status: 'submitted',
          submittedAt,
        });
      }
    }
  }

  // Hugo's request, once: a decided (or withdrawn) request is not asked again.
  const [asked] = await db
    .select({ id: coachMandates.id })
    .from(coachMandates)
    .where(and(eq(coachMandates.coachId, hugo), eq(coachMandates.studentId, stijn)));
  if (!asked) {
    await db.insert(coachMandates).values({
      portalId,
      coachId: hugo,
      studentId: stijn,
      requestedBy: hugo,
      status: 'pending',
      reason:
        'Stijn joins my Workplace safety cohort next month; I would like to follow his progress ' +
        'and review his submissions there.',
      createdAt: new Date(now - 2 * DAY),
      updatedAt: new Date(now - 2 * DAY),
    });
  }
}
