import type { RowsOf } from './types';

/** The files routes' rows of the route × account table. */
export const rows: RowsOf = () => [];
