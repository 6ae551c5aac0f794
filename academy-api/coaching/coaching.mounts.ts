import { domainRoutes } from '../app-env';
import * as assignmentPreview from './assignment-preview.routes';
import * as assignments from './assignments.routes';
import * as coachWorkspace from './coach-workspace.routes';
import * as mandates from './mandates.routes';
import * as reviewTickets from './review-tickets.routes';

/** Where coaching's routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [assignmentPreview, assignments, coachWorkspace, mandates, reviewTickets],
  [
    // A student's assignment in a course.
    ['/v1/courses/:course/assignments', assignments.courseAssignmentRoutes],
    // Student view: an assignment as a student who just enrolled sees it.
    ['/v1/courses/:course/preview/assignments', assignmentPreview.assignmentPreviewRoutes],
    ['/v1/assignments', assignments.assignmentAuthoringRoutes],
    ['/v1/review_tickets', reviewTickets.reviewTicketRoutes],
    ['/v1/coach_mandates', mandates.mandateRoutes],
    ['/v1/approval_settings', mandates.approvalSettingsRoutes],
    ['/v1/coach', coachWorkspace.coachWorkspaceRoutes],
  ],
);
