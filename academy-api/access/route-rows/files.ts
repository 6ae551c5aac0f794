import type { RowsOf } from '../route-table';

/**
 * The files routes' rows of the route × account table (SCREENS "Files"). Uploads need a
 * multipart body, which the table does not send: its JSON body reaches the route and is
 * refused as not multipart (415), proving everyone signed in is let in. What each person may
 * upload, read and delete is in routes/files.test.ts; here an unknown file is 404 for everyone
 * signed in, and guests (who may read published covers) get 401 rather than learn which ids
 * exist.
 */
export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'POST',
    route: '/v1/files',
    path: () => '/v1/files',
    body: {},
    expect: { guest: 401, others: 415 },
  },
  {
    method: 'GET',
    route: '/v1/files/:id',
    path: () => `/v1/files/${NO_SUCH}`,
    expect: { guest: 401, others: 404 },
  },
  {
    method: 'GET',
    route: '/v1/files/:id/content',
    path: () => `/v1/files/${NO_SUCH}/content`,
    expect: { guest: 401, others: 404 },
  },
  {
    method: 'DELETE',
    route: '/v1/files/:id',
    path: () => `/v1/files/${NO_SUCH}`,
    expect: { guest: 401, others: 404 },
  },
];
