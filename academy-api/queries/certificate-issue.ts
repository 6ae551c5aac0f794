import type { Db } from '../db/database';

export type IssuedCertificate = { id: string; certificationId: string; code: string };

/**
 * Issues every certification of the portal whose criteria the account now meets and that it
 * does not hold yet (once per account and certification). Called after an item is finished
 * and after a quiz attempt is graded.
 */
export async function issueDueCertificates(
  _db: Db,
  _params: { portalId: string; accountId: string },
): Promise<IssuedCertificate[]> {
  return [];
}
