import type { Mount } from '../app-env';
import type { Answers } from '../openapi/answers';
import { answers as authoringAnswers, authoringRoutes } from './authoring.routes';
import { contentIssueRoutes, answers as contentIssuesAnswers } from './content-issues.routes';
import {
  courseGroupRoutes,
  answers as courseGroupsAnswers,
  groupRoutes,
} from './course-groups.routes';

/**
 * Where authoring's routes are mounted. app.ts mounts every domain's, the more specific paths
 * first (so `/v1/orders/:id/seats` before `/v1/orders`); two modules on one path keep this order.
 */
export const mounts: readonly Mount[] = [
  ['/v1/courses/:course/groups', courseGroupRoutes],
  ['/v1/courses', authoringRoutes],
  ['/v1/content_issues', contentIssueRoutes],
  ['/v1/course_groups', groupRoutes],
];

/** What authoring's routes answer when they succeed (../openapi/answers.ts). */
export const answers: Answers = {
  ...authoringAnswers,
  ...contentIssuesAnswers,
  ...courseGroupsAnswers,
};
