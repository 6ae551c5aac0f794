/**
 * What the other domains may use of course authoring, content issues and course groups. A domain
 * imports another only through its index (tests/architecture/api-domains.test.ts).
 */
export { pathCourse } from './authoring.routes';
export { fileContentPath } from './authoring.serializers';
export type { CourseGroupRow, GroupMemberRow } from './course-groups.queries';
