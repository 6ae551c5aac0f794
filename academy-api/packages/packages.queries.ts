import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { contentPackageFiles, contentPackageVersions, courseItems } from '../db/schema';
import type { UnpackedPackage } from './store-package';

export type PackageVersionRow = typeof contentPackageVersions.$inferSelect;

/** Rows of content_package_files written per statement (PostgreSQL's 65,535 parameters). */
const FILE_ROWS_PER_INSERT = 2_000;

/**
 * A package item's next version with its files, in one transaction: numbered one past the
 * item's newest, with the item's row locked so two uploads of one item never take one number.
 */
export async function insertPackageVersion(
  db: Db,
  params: {
    versionId: string;
    portalId: string;
    itemId: string;
    uploadedBy: string;
    fileName: string;
    zipBytes: number;
    sha256: string;
    unpacked: UnpackedPackage;
  },
): Promise<PackageVersionRow> {
  const { unpacked } = params;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select 1 from ${courseItems} where ${courseItems.id} = ${params.itemId} for update`,
    );
    const [row] = await tx
      .insert(contentPackageVersions)
      .values({
        id: params.versionId,
        portalId: params.portalId,
        itemId: params.itemId,
        number: sql`(select coalesce(max(${contentPackageVersions.number}), 0) + 1 from ${contentPackageVersions} where ${contentPackageVersions.itemId} = ${params.itemId})`,
        kind: unpacked.description.kind,
        title: unpacked.description.title,
        description: unpacked.description,
        warnings: unpacked.warnings,
        fileName: params.fileName,
        zipBytes: params.zipBytes,
        sha256: params.sha256,
        fileCount: unpacked.files.length,
        totalBytes: unpacked.totalBytes,
        uploadedBy: params.uploadedBy,
      })
      .returning();
    if (!row) throw new Error('Adding a package version returned no row');
    for (let start = 0; start < unpacked.files.length; start += FILE_ROWS_PER_INSERT) {
      await tx.insert(contentPackageFiles).values(
        unpacked.files.slice(start, start + FILE_ROWS_PER_INSERT).map((file) => ({
          versionId: params.versionId,
          path: file.path,
          storageKey: file.storageKey,
          sizeBytes: file.sizeBytes,
          contentType: file.contentType,
        })),
      );
    }
    return row;
  });
}

/** A package item's versions, newest first (the first is what new attempts open). */
export async function listPackageVersions(db: Db, params: { portalId: string; itemId: string }) {
  return db
    .select()
    .from(contentPackageVersions)
    .where(
      and(
        eq(contentPackageVersions.portalId, params.portalId),
        eq(contentPackageVersions.itemId, params.itemId),
      ),
    )
    .orderBy(desc(contentPackageVersions.number));
}

/**
 * The storage keys of every package file of these items: read before the items are deleted
 * (their rows go with them), so their bytes can be removed after.
 */
export async function packageStorageKeysOfItems(db: Db, itemIds: readonly string[]) {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({ key: contentPackageFiles.storageKey })
    .from(contentPackageFiles)
    .innerJoin(contentPackageVersions, eq(contentPackageVersions.id, contentPackageFiles.versionId))
    .where(inArray(contentPackageVersions.itemId, [...itemIds]));
  return rows.map((row) => row.key);
}

/** The package items of a module (its deletion takes them along). */
export async function packageItemIdsOfModule(db: Db, moduleId: string) {
  const rows = await db
    .select({ id: courseItems.id })
    .from(courseItems)
    .where(and(eq(courseItems.moduleId, moduleId), eq(courseItems.kind, 'package')));
  return rows.map((row) => row.id);
}
