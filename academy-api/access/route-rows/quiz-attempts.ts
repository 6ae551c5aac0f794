import type { Row, RowsOf } from '../route-table';

/**
 * Taking a quiz (docs/quizzes-api.md): those who may take part in Data literacy (enrolled:
 * Stijn and Hugo) reach the item lookup (no such quiz: 404); staff and its coach who read it
 * without enrolling, and everyone else at Demo Academy, are not enrolled (403); Eva has no
 * access (402); Lars's portal has no such course (404).
 */
const TAKING = {
  guest: 401,
  stijn: 404,
  hugo: 404,
  ada: 403,
  alex: 403,
  cora: 403,
  eva: 402,
  lars: 404,
  others: 403,
} as const;

/** The quiz-attempt routes' rows of the route × account table. No attempt is ever started. */
export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/courses/:course/quizzes/:item',
    path: () => `/v1/courses/data-literacy/quizzes/${NO_SUCH}`,
    expect: TAKING,
  },
  {
    method: 'POST',
    route: '/v1/courses/:course/quizzes/:item/attempts',
    path: () => `/v1/courses/data-literacy/quizzes/${NO_SUCH}/attempts`,
    expect: TAKING,
  },
  // Attempts are their student's own: an unknown (or anyone else's) is a 404 for everyone.
  {
    method: 'GET',
    route: '/v1/quiz_attempts/:id',
    path: () => `/v1/quiz_attempts/${NO_SUCH}`,
    expect: { guest: 401, others: 404 },
  },
  {
    method: 'PATCH',
    route: '/v1/quiz_attempts/:id',
    path: () => `/v1/quiz_attempts/${NO_SUCH}`,
    body: { answers: 'none' },
    expect: { guest: 401, others: 404 },
  },
  {
    method: 'POST',
    route: '/v1/quiz_attempts/:id/submit',
    path: () => `/v1/quiz_attempts/${NO_SUCH}/submit`,
    body: { answers: 'none' },
    expect: { guest: 401, others: 404 },
  } satisfies Row,
];
