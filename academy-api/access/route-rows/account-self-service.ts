import type { Row, RowsOf } from '../route-table';

/**
 * Account self-service (issue 22). "Forgot password" and the mailed links are for anyone (a
 * link's token is its own authority; an empty body is a 422 before anything is counted). The
 * own password and e-mail address: every signed-in person on their own account; anyone
 * else's is a 404 ("not yours"), staff included.
 */
export const rows: RowsOf = ({ id }) => {
  const own = (suffix: string) => (me: string) => `/v1/accounts/${me}${suffix}`;
  const stijns = (suffix: string) => () => `/v1/accounts/${id.stijn}${suffix}`;
  const ownAndStijns = (method: string, suffix: string, status: number, body?: unknown): Row[] => [
    {
      method,
      route: `/v1/accounts/:id${suffix}`,
      path: own(suffix),
      body,
      expect: { guest: 401, others: status },
    },
    {
      method,
      route: `/v1/accounts/:id${suffix}`,
      path: stijns(suffix),
      body,
      expect: { guest: 401, stijn: status, others: 404 },
    },
  ];
  return [
    ...[
      '/auth/password_resets',
      '/auth/password_resets/confirm',
      '/auth/email_changes/confirm',
    ].map(
      (route): Row => ({
        method: 'POST',
        route,
        path: () => route,
        body: {},
        expect: { others: 422 },
      }),
    ),
    {
      method: 'POST',
      route: '/auth/password_resets/check',
      path: () => '/auth/password_resets/check',
      body: {},
      expect: { others: 200 },
    },
    ...ownAndStijns('POST', '/password', 422, {}),
    ...ownAndStijns('GET', '/email_change', 200),
    ...ownAndStijns('POST', '/email_change', 422, {}),
    // Nothing is pending, so withdrawing changes nothing.
    ...ownAndStijns('DELETE', '/email_change', 204),
  ];
};
