import { matchesRoles } from './hashtags';
import type { FeedbackProject, FeedbackProjectState } from './types';

export type FeedbackTab = 'new' | 'development';

/** Spec §4: backlog under new ideas; planned and started under in development. */
export function projectTab(state: FeedbackProjectState): FeedbackTab {
  return state === 'backlog' ? 'new' : 'development';
}

/** Spec §4: feedback and upvotes only on new ideas (backlog); in development is read-only. */
export function acceptsFeedback(state: FeedbackProjectState): boolean {
  return projectTab(state) === 'new';
}

/** The projects a user may see: those whose hashtags match one of the roles. */
export function visibleProjects(
  projects: readonly FeedbackProject[],
  roles: readonly string[],
): FeedbackProject[] {
  return projects.filter((project) => matchesRoles(project.description, roles));
}

export interface FeedbackTabs {
  tabs: FeedbackTab[];
  byTab: Record<FeedbackTab, FeedbackProject[]>;
}

/**
 * The modal's tabs: new ideas always, in development only when such projects exist.
 * Within a tab projects keep the service's order.
 */
export function feedbackTabs(projects: readonly FeedbackProject[]): FeedbackTabs {
  const byTab: Record<FeedbackTab, FeedbackProject[]> = { new: [], development: [] };
  for (const project of projects) byTab[projectTab(project.state)].push(project);
  return { tabs: byTab.development.length > 0 ? ['new', 'development'] : ['new'], byTab };
}
