import type { RowsOf } from './types';

export const rows: RowsOf = () => [];
