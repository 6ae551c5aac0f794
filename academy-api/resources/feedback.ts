import type { ResourceObject } from '../jsonapi/document';
import type { FeedbackNote, FeedbackProject } from '../queries/feedback';

/** A project; `upvoted` (whether the asked-about address voted) only when a list was asked with it. */
export function feedbackProjectResource(
  row: FeedbackProject & { upvoted?: boolean | null },
): ResourceObject {
  return {
    type: 'feedback_projects',
    id: row.id,
    attributes: {
      name: row.name,
      description: row.description,
      language: row.language,
      state: row.state,
      upvotes: row.upvotes,
      ...(typeof row.upvoted === 'boolean' ? { upvoted: row.upvoted } : {}),
    },
  };
}

/** The note as stored (spec §3 payload); the portal stays internal. */
export function feedbackNoteResource(row: FeedbackNote): ResourceObject {
  return {
    type: 'feedback_notes',
    id: row.id,
    attributes: {
      feedback: row.feedback,
      email: row.email,
      account_id: row.accountId,
      url: row.url,
      entity: row.entity,
      project_id: row.projectId,
      segments: row.segments,
    },
  };
}
