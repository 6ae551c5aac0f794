import { feedbackNotes, feedbackProjects } from '../../shared/feedback/contract';
import type { ResourceObject } from '../jsonapi/document';
import { resourceOf } from '../jsonapi/resource';
import type { FeedbackNote, FeedbackProject } from './feedback.queries';

/** A project; `upvoted` (whether the asked-about address voted) only when a list was asked with it. */
export function feedbackProjectResource(
  row: FeedbackProject & { upvoted?: boolean | null },
): ResourceObject {
  return resourceOf(feedbackProjects, row.id, {
    name: row.name,
    description: row.description,
    language: row.language,
    state: row.state,
    upvotes: row.upvotes,
    ...(typeof row.upvoted === 'boolean' ? { upvoted: row.upvoted } : {}),
  });
}

/** The note as stored (spec §3 payload); the portal stays internal. */
export function feedbackNoteResource(row: FeedbackNote): ResourceObject {
  return resourceOf(feedbackNotes, row.id, {
    feedback: row.feedback,
    email: row.email,
    account_id: row.accountId,
    url: row.url,
    entity: row.entity,
    project_id: row.projectId,
    segments: row.segments,
  });
}
