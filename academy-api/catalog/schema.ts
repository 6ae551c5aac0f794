import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from '../authoring/schema';
import { createdAt, id } from '../db/columns';
import { portals } from '../portals/schema';

/**
 * A portal's course catalogs, shown in `position` order (DEMO-DATA.md: two on Demo Academy).
 * Who sees one: everyone (guests included) when both audience lists are empty, otherwise an
 * account holding one of the roles or belonging to one of the entities.
 */
export const catalogs = pgTable(
  'catalogs',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    audienceRoles: text('audience_roles').array().notNull().default(sql`'{}'::text[]`),
    audienceEntityIds: uuid('audience_entity_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [index('catalogs_portal_position_idx').on(t.portalId, t.position)],
);

/** Categories within a catalog, at most two levels (a category may have a parent). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('categories_catalog_position_idx').on(t.catalogId, t.position),
    index('categories_parent_idx').on(t.parentId),
  ],
);

/** Content labels ("Beginner", "Mandatory"): a name per language and a colour. */
export const labels = pgTable(
  'labels',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    /** Locale → name; `en` always present. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** A CSS hex colour, e.g. #2f855a. */
    color: text('color').notNull().default('#4a5568'),
    createdAt: createdAt(),
  },
  (t) => [index('labels_portal_idx').on(t.portalId)],
);

export const courseLabels = pgTable(
  'course_labels',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.labelId] }),
    index('course_labels_label_idx').on(t.labelId),
  ],
);
