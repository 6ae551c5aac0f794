import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema';
import { courseItems } from '../authoring/schema';
import { cascadeRef, createdAt, id, setNullRef } from '../db/columns';
import { portals } from '../portals/schema';
import type { PackageDescription, PackageKind } from './description';
import type { PackageProblem } from './problems';

/**
 * An uploaded content package of a `package` item (issue 37 item 1): what its manifest
 * describes and where its unpacked files are. Every upload of the item is a new version; the
 * newest is what new attempts open, and older ones stay while attempts refer to them.
 */
export const contentPackageVersions = pgTable(
  'content_package_versions',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    itemId: cascadeRef('item_id', () => courseItems.id),
    /** 1 for the first upload of the item, then one more for each. */
    number: integer('number').notNull(),
    kind: text('kind').$type<PackageKind>().notNull(),
    title: text('title').notNull(),
    description: jsonb('description').$type<PackageDescription>().notNull(),
    /** What the inspection warned of (never an error: those refuse the upload). */
    warnings: jsonb('warnings').$type<PackageProblem[]>().notNull().default([]),
    /** The uploaded zip's name, size and SHA-256, as received. */
    fileName: text('file_name').notNull(),
    zipBytes: bigint('zip_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Its unpacked files: how many, and their bytes together. */
    fileCount: integer('file_count').notNull(),
    totalBytes: bigint('total_bytes', { mode: 'number' }).notNull(),
    uploadedBy: setNullRef('uploaded_by', () => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    // An item's versions, newest first (the one new attempts open).
    unique('content_package_versions_item_number_unique').on(t.itemId, t.number),
    index('content_package_versions_portal_idx').on(t.portalId),
    index('content_package_versions_uploaded_by_idx').on(t.uploadedBy),
    check(
      'content_package_versions_kind_check',
      sql`${t.kind} in ('scorm12', 'scorm2004', 'cmi5')`,
    ),
    check('content_package_versions_number_check', sql`${t.number} >= 1`),
  ],
);

/**
 * The unpacked files of a package version: a file's path inside the package (as the package's
 * pages ask for it) and the storage key its bytes are under. Paths may hold any character a
 * zip allows; keys are the storage's own (`packages/<version>/<n>`).
 */
export const contentPackageFiles = pgTable(
  'content_package_files',
  {
    versionId: cascadeRef('version_id', () => contentPackageVersions.id),
    path: text('path').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.path] }),
    unique('content_package_files_storage_key_unique').on(t.storageKey),
  ],
);
