import type { Row, RowsOf } from '../route-table';

/** Spec §6 course rights (authors and admins); everyone else signed in: 403. */
const EDITORS = (ok: number) => ({ guest: 401, ada: ok, alex: ok, others: 403 });

/**
 * The quiz authoring routes' rows of the route × account table. Quiz paths name an id no item
 * has: the editors get past the role (and, on Demo Academy, the quiz-import) check to the 404,
 * the others stop at 403. Nothing is written.
 */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const quiz = `/v1/quizzes/${NO_SUCH}`;
  const row = (method: string, route: string, path: string, ok: number, body?: unknown): Row => ({
    method,
    route,
    path: () => path,
    ...(body !== undefined ? { body } : {}),
    expect: EDITORS(ok),
  });
  return [
    // The template is CSV (the table reads JSON): an unknown sort shows who gets past the role
    // and feature checks (400) without it; quiz-authoring.test.ts reads the CSV.
    row('GET', '/v1/quizzes/import_template', '/v1/quizzes/import_template?sort=nothing', 400),
    row('GET', '/v1/quizzes/:item', quiz, 404),
    row('PATCH', '/v1/quizzes/:item', quiz, 404, {}),
    row('POST', '/v1/quizzes/:item/questions', `${quiz}/questions`, 404, {}),
    row('PUT', '/v1/quizzes/:item/questions/order', `${quiz}/questions/order`, 404, {}),
    row('PATCH', '/v1/quizzes/:item/questions/:question', `${quiz}/questions/${NO_SUCH}`, 404, {}),
    row('DELETE', '/v1/quizzes/:item/questions/:question', `${quiz}/questions/${NO_SUCH}`, 404),
    row('POST', '/v1/quizzes/:item/import', `${quiz}/import?mode=preview`, 404),
    row('GET', '/v1/quizzes/:item/export', `${quiz}/export`, 404),
  ];
};
