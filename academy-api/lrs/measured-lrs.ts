import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openMeasuredDatabase, temporaryDataDir } from '../bench/temp-database';
import { portalDomains } from '../db/schema';
import { DataDirStorage, setFileStorage } from '../files/storage';
import { createApi } from '../index';
import { basicToken, createCredential } from './credentials';

// The LRS answers only where content packages are on.
process.env.ACADEMY_CONTENT_PACKAGES = 'on';

/**
 * The LRS as a benchmark or the conformance run measures it: the API over the measured database
 * (openMeasuredDatabase), files in a temporary folder, and a client credential of Demo Academy
 * made for the run.
 */
export async function openMeasuredLrs(label: string) {
  const files = temporaryDataDir('academy-lrs-');
  setFileStorage(new DataDirStorage(path.join(files.dir, 'files')));
  const opened = await openMeasuredDatabase();
  const [demo] = await opened.db
    .select({ portalId: portalDomains.portalId })
    .from(portalDomains)
    .where(eq(portalDomains.domain, 'localhost'));
  if (!demo) throw new Error('The demo portal is not seeded.');
  const { credential, secret } = await createCredential(opened.db, {
    portalId: demo.portalId,
    kind: 'client',
    label,
  });
  return {
    db: opened.db,
    kind: opened.kind,
    api: createApi(opened.db),
    key: credential.key,
    secret,
    authorization: `Basic ${basicToken(credential.key, secret)}`,
    async close() {
      await opened.close();
      files.remove();
    },
  };
}
