import type { Db } from '../db/database';
import { fileStorage } from '../files/storage';
import { packageFile, type VersionRow } from './attempts.queries';
import { type SequencingSettings, sequencingSettings } from './sequencing-settings';

/**
 * The sequencing of a SCORM 2004 package version (sequencing-settings.ts), read from its stored
 * imsmanifest.xml; null for one without sequencing, which plays one SCO at a time. A version's
 * files never change under its id, so what was read is kept, for the most recently played ones.
 */
const KEPT = 200;
const kept = new Map<string, SequencingSettings | null>();

export async function versionSequencing(
  db: Db,
  version: Pick<VersionRow, 'id' | 'kind'>,
): Promise<SequencingSettings | null> {
  if (version.kind !== 'scorm2004') return null;
  if (kept.has(version.id)) return kept.get(version.id) ?? null;
  const manifest = await packageFile(db, { versionId: version.id, path: 'imsmanifest.xml' });
  const settings = manifest
    ? sequencingSettings(await new Response(await fileStorage().get(manifest.storageKey)).text())
    : null;
  kept.delete(version.id);
  kept.set(version.id, settings);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return settings;
}
