import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  index,
  primaryKey,
  timestamp,
  type UpdateDeleteAction,
  uuid,
} from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => ts('created_at').notNull().defaultNow();

/** When the row last changed: the insert's time until an update writes its own. */
export const updatedAt = () => ts('updated_at').notNull().defaultNow();

/**
 * A uuid column referring to another table's id. The target stays a callback, called only when
 * the schema is read as a whole: the schema files name each other's tables across import cycles.
 */
export const ref = <TName extends string>(
  name: TName,
  target: () => AnyPgColumn,
  onDelete?: UpdateDeleteAction,
) => uuid(name).references(target, onDelete ? { onDelete } : {});

/** A required reference whose rows go with the row they refer to (ON DELETE CASCADE). */
export const cascadeRef = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  ref(name, target, 'cascade').notNull();

/** An optional reference that outlives the row it refers to (ON DELETE SET NULL). */
export const setNullRef = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  ref(name, target, 'set null');

/**
 * A join table's keys: the pair of references is the primary key, and the second one has an
 * index of its own (its side's lookups, and its cascade never scans the table).
 */
export const joinKeys = (
  first: ExtraConfigColumn,
  second: ExtraConfigColumn,
  indexName: string,
) => [primaryKey({ columns: [first, second] }), index(indexName).on(second)];
