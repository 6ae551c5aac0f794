import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiGet } from '@/lib/api/client';
import type { FeedbackProject } from '@/lib/feedback/types';

/** A project as the modal shows it: upvoted once this tab's upvote succeeded. */
export type ProjectView = FeedbackProject & { upvoted?: boolean };

export const feedbackKeys = {
  projects: () => ['feedback', 'projects'] as const,
};

/** GET /api/feedback/projects: the server already keeps only the user's roles' projects. */
export const feedbackProjectsQueryOptions = () =>
  queryOptions({
    queryKey: feedbackKeys.projects(),
    queryFn: async ({ signal }) => (await apiGet<ProjectView[]>('/feedback/projects', signal)).data,
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
