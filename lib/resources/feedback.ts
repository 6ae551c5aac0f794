import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { fetchResource } from '@/lib/api/transport';
import type { FeedbackProject } from '@/lib/feedback/types';

export type { FeedbackProject };

/** A project as the modal shows it: `upvoted` by this user (from the service, or just now). */
export type ProjectView = FeedbackProject;

export const feedbackKeys = {
  projects: () => ['feedback', 'projects'] as const,
};

/** GET /api/feedback/projects: the server already keeps only the user's roles' projects. */
export const feedbackProjectsQuery = () =>
  queryOptions({
    queryKey: feedbackKeys.projects(),
    queryFn: async (context) =>
      (await fetchResource<ProjectView[]>(context, '/feedback/projects')).data,
  });

/** POST /api/feedback/note: only the text and project; the server adds who and where. */
export async function sendFeedbackNote(
  feedback: string,
  projectId: string | null = null,
): Promise<undefined> {
  await apiFetch('/feedback/note', { method: 'POST', body: { feedback, project_id: projectId } });
}

export async function upvoteProject(projectId: string): Promise<undefined> {
  await apiFetch('/feedback/upvote', { method: 'POST', body: { project_id: projectId } });
}

/** Spec §4 "Upvote success: count plus one, card shown as upvoted", in the cached list. */
export function withUpvote(
  projects: ProjectView[] | undefined,
  projectId: string,
): ProjectView[] | undefined {
  return projects?.map((project) =>
    project.id === projectId
      ? { ...project, upvotes: project.upvotes + 1, upvoted: true }
      : project,
  );
}
