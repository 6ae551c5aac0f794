import type { RowsOf } from './types';

/** The labels routes' rows of the route × account table. */
export const rows: RowsOf = () => [];
