import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { courses } from '../authoring/schema';
import { cascadeRef, createdAt, id, joinKeys, ref } from '../db/columns';
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
    portalId: cascadeRef('portal_id', () => portals.id),
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
    catalogId: cascadeRef('catalog_id', () => catalogs.id),
    parentId: ref('parent_id', (): AnyPgColumn => categories.id, 'cascade'),
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
    portalId: cascadeRef('portal_id', () => portals.id),
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
    courseId: cascadeRef('course_id', () => courses.id),
    labelId: cascadeRef('label_id', () => labels.id),
  },
  (t) => joinKeys(t.courseId, t.labelId, 'course_labels_label_idx'),
);
