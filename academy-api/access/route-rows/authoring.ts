import type { RowsOf } from './types';

/** The authoring routes' rows of the route × account table. */
export const rows: RowsOf = () => [];
