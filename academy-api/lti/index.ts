/**
 * LTI 1.3 (issue 38; docs/lti.md): the portal's signing keys and JWKS, its tools (it launches
 * them as a platform) and its platforms (they launch it as a tool).
 */
export { LTI_ALG, ltiJwks, ltiSigningKey, rotateLtiKey } from './keys';
export { queueCourseScore, queueQuizScore } from './score-passback';
