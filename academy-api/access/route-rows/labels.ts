import type { Row, RowsOf } from '../route-table';

/** Spec §6 settings (academy and content groups; content labels always): Ada and Alex. */
const SETTINGS = { guest: 401, ada: 200, alex: 200, others: 403 } as const;
const LET_IN = (status: number) => ({ ...SETTINGS, ada: status, alex: status });

/** The labels routes' rows of the route × account table (unknown ids and invalid bodies only). */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const one = `/v1/labels/${NO_SUCH}`;
  const rows: Row[] = [
    { method: 'GET', route: '/v1/labels', path: () => '/v1/labels', expect: SETTINGS },
    {
      method: 'POST',
      route: '/v1/labels',
      path: () => '/v1/labels',
      body: { name_en: '', color: 'red' },
      expect: LET_IN(422),
    },
    {
      method: 'PATCH',
      route: '/v1/labels/:id',
      path: () => one,
      body: { name_en: '' },
      expect: LET_IN(404),
    },
    { method: 'DELETE', route: '/v1/labels/:id', path: () => one, expect: LET_IN(404) },
    {
      method: 'POST',
      route: '/v1/labels/:id/merge',
      path: () => `${one}/merge`,
      body: { into: NO_SUCH },
      expect: LET_IN(404),
    },
  ];
  return rows;
};
