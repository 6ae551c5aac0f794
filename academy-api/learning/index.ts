/**
 * What the other domains may use of courses as learners take them, enrolments, progress,
 * certificates, qualifications and portfolios. A domain imports another only through its index
 * (tests/architecture/api-domains.test.ts).
 */
export { courseChoices } from './bulk-enrollments.queries';
export { issueDueCertificates } from './certificate-issue.queries';
export { portalCourses } from './certificates.queries';
export { accountCertificateRoutes } from './certificates.routes';
export { enroll, findCourseBySlug, isCourseCoach, setItemDone } from './courses.queries';
export { courseResource } from './courses.serializers';
export { enrollmentRoutes } from './enrollments.routes';
export { portfolioRoutes } from './portfolio.routes';
export { recomputeEnrollment } from './progress.queries';
