/**
 * npm run audit:verify — checks every portal's audit log (issue 42, item 5): each entry's hash
 * recomputed and linked to the entry before it. Prints one line per portal and exits with 1 when
 * a chain is broken (for an operator's cron or a monitoring check). Reads the database the app
 * uses: DATABASE_URL, else the embedded one in ACADEMY_DATA_DIR (stop the app first: PGlite
 * serves one process).
 */
import { asc } from 'drizzle-orm';
import { verifyAuditChain } from '../audit/audit.queries';
import { closeDatabase, openDatabase } from '../db/client';
import { portals } from '../db/schema';

const { db } = await openDatabase();
let broken = 0;
for (const portal of await db
  .select({ id: portals.id, key: portals.key })
  .from(portals)
  .orderBy(asc(portals.key))) {
  const check = await verifyAuditChain(db, { portalId: portal.id });
  if (check.firstBrokenSeq !== null) broken++;
  console.info(
    check.firstBrokenSeq === null
      ? `${portal.key}: ${check.checked} entries, chain intact`
      : `${portal.key}: BROKEN at entry ${check.firstBrokenSeq} (${check.checked} entries)`,
  );
}
await closeDatabase();
if (broken > 0) {
  console.error(`${broken} portal(s) with a broken audit chain`);
  process.exit(1);
}
