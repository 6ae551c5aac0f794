import type { RowsOf } from './types';

/** The catalogs-admin routes' rows of the route × account table. */
export const rows: RowsOf = () => [];
