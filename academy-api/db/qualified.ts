import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * `"table"."column"`, always. Drizzle leaves columns unqualified in single-table queries, so
 * an outer column inside a correlated subquery would bind to the subquery's table instead.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
