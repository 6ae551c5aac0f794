import type { Mount } from '../app-env';
import type { Answers } from '../openapi/answers';
import {
  assignmentAuthoringRoutes,
  answers as assignmentsAnswers,
  courseAssignmentRoutes,
} from './assignments.routes';
import { answers as coachWorkspaceAnswers, coachWorkspaceRoutes } from './coach-workspace.routes';
import {
  approvalSettingsRoutes,
  mandateRoutes,
  answers as mandatesAnswers,
} from './mandates.routes';
import { reviewTicketRoutes, answers as reviewTicketsAnswers } from './review-tickets.routes';

/**
 * Where coaching's routes are mounted. app.ts mounts every domain's, the more specific paths
 * first (so `/v1/orders/:id/seats` before `/v1/orders`); two modules on one path keep this order.
 */
export const mounts: readonly Mount[] = [
  // A student's assignment in a course.
  ['/v1/courses/:course/assignments', courseAssignmentRoutes],
  ['/v1/assignments', assignmentAuthoringRoutes],
  ['/v1/review_tickets', reviewTicketRoutes],
  ['/v1/coach_mandates', mandateRoutes],
  ['/v1/approval_settings', approvalSettingsRoutes],
  ['/v1/coach', coachWorkspaceRoutes],
];

/** What coaching's routes answer when they succeed (../openapi/answers.ts). */
export const answers: Answers = {
  ...assignmentsAnswers,
  ...coachWorkspaceAnswers,
  ...mandatesAnswers,
  ...reviewTicketsAnswers,
};
