import type { Db } from './database';

/** Seeds the certificates of DEMO-DATA.md (idempotent). */
export async function seedCertificates(
  _db: Db,
  _portalIds: Map<string, string>,
  _accountIds: Map<string, string>,
): Promise<void> {}
