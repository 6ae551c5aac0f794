/**
 * What the other domains may use of course authoring, content issues and course groups. A domain
 * imports another only through its index (tests/architecture/api-domains.test.ts).
 */
export { addItem, deleteItem, findItem, findModule } from './authoring.queries';
export { pathCourse } from './authoring.routes';
export { editorItemResource, fileContentPath } from './authoring.serializers';
export type { CourseGroupRow, GroupMemberRow } from './course-groups.queries';
