import { domainRoutes } from '../app-env';
import * as authoring from './authoring.routes';
import * as contentIssues from './content-issues.routes';
import * as courseGroups from './course-groups.routes';

/** Where authoring's routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [authoring, contentIssues, courseGroups],
  [
    ['/v1/courses/:course/groups', courseGroups.courseGroupRoutes],
    ['/v1/courses', authoring.authoringRoutes],
    ['/v1/content_issues', contentIssues.contentIssueRoutes],
    ['/v1/course_groups', courseGroups.groupRoutes],
  ],
);
