import type { Mount } from '../app-env';
import type { Answers } from '../openapi/answers';
import {
  certificateRoutes,
  answers as certificatesAnswers,
  certificationRoutes,
  verifyRoutes,
} from './certificates.routes';
import { courseRoutes, answers as coursesAnswers } from './courses.routes';
import { answers as enrollmentsAnswers } from './enrollments.routes';
import { answers as portfolioAnswers } from './portfolio.routes';
import {
  coachQualificationRoutes,
  qualificationRoutes,
  answers as qualificationsAnswers,
} from './qualifications.routes';

/**
 * Where learning's routes are mounted. app.ts mounts every domain's, the more specific paths
 * first (so `/v1/orders/:id/seats` before `/v1/orders`); two modules on one path keep this order.
 */
export const mounts: readonly Mount[] = [
  ['/v1/courses', courseRoutes],
  ['/v1/certifications', certificationRoutes],
  ['/v1/certificates', certificateRoutes],
  // Public: anyone holding a code may check it (rate limited per address).
  ['/v1/verify', verifyRoutes],
  ['/v1/qualifications', qualificationRoutes],
  ['/v1/coach/qualifications', coachQualificationRoutes],
];

/** What learning's routes answer when they succeed (../openapi/answers.ts). */
export const answers: Answers = {
  ...certificatesAnswers,
  ...coursesAnswers,
  ...enrollmentsAnswers,
  ...portfolioAnswers,
  ...qualificationsAnswers,
};
