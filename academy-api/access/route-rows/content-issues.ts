import type { RowsOf } from './types';

/** The content-issues routes' rows of the route × account table. */
export const rows: RowsOf = () => [];
