import type { Context } from 'hono';
import { coachReach, reachesTicket } from '../access/coach-scope';
import { managesCourses } from '../access/course-access';
import type { AppEnv, Viewer } from '../app-env';
import { attemptShowsImage } from '../quiz';
import { type FileRecord, submissionTicket } from './files.queries';

/**
 * Who may read a stored file: whoever may see the record that owns it (SCREENS "Files").
 * - A course cover: anyone on the portal, guests included, once the course is published (the
 *   landing page and catalog show covers); a draft's or archived course's only course managers.
 * - A lesson image: signed-in people when the course is published; otherwise course managers.
 * - A portfolio file: whoever reads its item — the portfolio's owner, and the owner's primary
 *   coach once the owner has shared the item with them (the participant page's shared items).
 *   Nobody else, staff included (sales staff once read items never shared), as
 *   GET …/portfolio_items is the owner's only.
 * - An avatar: while it is an account's current one, everyone signed in on its portal — it is
 *   shown wherever the name is (lists, course pages, the coach card), whatever the profile's
 *   visibility, which covers the headline, bio and links. Before it is chosen, or after it was
 *   replaced, only whoever uploaded it.
 * - A portal logo: anyone (the header shows it to guests).
 * - A question image (issue 41): course managers (who write quizzes), and whoever has the question
 *   in one of their quiz attempts (the attempt froze it with its image): a learner who takes
 *   the quiz sees it, a guest or someone who never drew the question does not.
 * - Anything not attached to a record (yet): only whoever uploaded it.
 */
export function mayRead(c: Context<AppEnv>, file: FileRecord): boolean {
  const viewer = c.var.viewer;
  const uploader = viewer !== null && file.uploadedBy === viewer.id;
  switch (file.purpose) {
    case 'course_cover':
    case 'lesson_image': {
      if (!file.course) return uploader;
      if (file.course.status !== 'published') return managesCourses(c, viewer);
      return file.purpose === 'course_cover' || viewer !== null;
    }
    // A portal's logo is in its header, for everyone (guests included).
    case 'portal_logo':
      return true;
    case 'portfolio': {
      if (!viewer) return false;
      if (!file.owner) return uploader;
      return (
        file.owner.accountId === viewer.id ||
        (file.owner.sharedWithCoach && file.owner.primaryCoachId === viewer.id)
      );
    }
    case 'avatar':
      return uploader || (viewer !== null && file.avatarOf !== null);
    case 'question_image':
      return uploader || managesCourses(c, viewer);
    default:
      return uploader;
  }
}

/**
 * Who may read a file, the owning record looked up where it needs the database: a submission's
 * file is read by the ticket's students (the submitter, every member of the group) and by the
 * coaches and admins the coach scope lets see that ticket (academy-api/access/coach-scope.ts).
 */
export async function mayReadFile(c: Context<AppEnv>, file: FileRecord): Promise<boolean> {
  if (file.purpose === 'question_image') {
    if (mayRead(c, file)) return true;
    const viewer = c.var.viewer;
    return (
      viewer !== null &&
      attemptShowsImage(c.var.db, {
        portalId: file.portalId,
        accountId: viewer.id,
        fileId: file.id,
      })
    );
  }
  if (file.purpose !== 'submission' || !file.submissionId) return mayRead(c, file);
  const viewer = c.var.viewer;
  if (!viewer) return false;
  const ticket = await submissionTicket(c.var.db, file.submissionId);
  if (!ticket) return false;
  if (ticket.accountIds.includes(viewer.id)) return true;
  const reach = coachReach(c);
  return reach !== null && (await reachesTicket(c.var.db, reach, ticket));
}

/** Who may delete it: its uploader, course managers for a course's files, a portfolio's owner. */
export function mayDelete(c: Context<AppEnv>, viewer: Viewer, file: FileRecord): boolean {
  if (file.uploadedBy === viewer.id) return true;
  if (
    file.purpose === 'course_cover' ||
    file.purpose === 'lesson_image' ||
    file.purpose === 'question_image'
  ) {
    return managesCourses(c, viewer);
  }
  if (file.purpose === 'portfolio') return file.owner?.accountId === viewer.id;
  return false;
}
