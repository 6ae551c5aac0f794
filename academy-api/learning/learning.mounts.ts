import { domainRoutes } from '../app-env';
import * as bulkEnrollments from './bulk-enrollments.routes';
import * as certificates from './certificates.routes';
import * as coursePreview from './course-preview.routes';
import * as courses from './courses.routes';
import * as enrollments from './enrollments.routes';
import * as openBadges from './open-badges.routes';
import * as overview from './overview.routes';
import * as paths from './paths.routes';
import * as portfolio from './portfolio.routes';
import * as qualifications from './qualifications.routes';

/** Where learning's routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [
    bulkEnrollments,
    certificates,
    coursePreview,
    courses,
    enrollments,
    openBadges,
    overview,
    paths,
    portfolio,
    qualifications,
  ],
  [
    // Student view: a course as a student sees it, for those who edit it (nothing is kept).
    ['/v1/courses/:course/preview', coursePreview.coursePreviewRoutes],
    // Learning paths (issue 43, item 6): a course's prerequisites (by id, for its authors) and
    // what stands before it on its page (by slug), before the course routes.
    ['/v1/courses/:course/prerequisites', paths.prerequisiteRoutes],
    ['/v1/courses/:course/lock', paths.courseLockRoutes],
    ['/v1/learning_path_definitions', paths.pathDefinitionRoutes],
    ['/v1/learning_paths', paths.learningPathRoutes],
    ['/v1/courses', courses.courseRoutes],
    ['/v1/bulk_enrollments', bulkEnrollments.bulkEnrollmentRoutes],
    ['/v1/certifications', certificates.certificationRoutes],
    ['/v1/certificates', certificates.certificateRoutes],
    // A certificate as an Open Badges 3.0 credential (its holder or staff).
    ['/v1/certificates', openBadges.certificateBadgeRoutes],
    // The portal as an Open Badges issuer: DID document, status list, checks (public); keys.
    ['/v1/open_badges', openBadges.openBadgeRoutes],
    // Public: anyone holding a code may check it (rate limited per address).
    ['/v1/verify', certificates.verifyRoutes],
    ['/v1/qualifications', qualifications.qualificationRoutes],
    ['/v1/coach/qualifications', qualifications.coachQualificationRoutes],
    // The learner overview: the learner's own, or their coach's or admin's (the coach scope).
    ['/v1/accounts/:id/grades', overview.gradesRoutes],
    ['/v1/accounts/:id/todo', overview.todoRoutes],
  ],
);
