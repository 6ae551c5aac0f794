import type { Db } from '../db/database';
import type { ResourceObject } from '../jsonapi/document';
import { type AccountRecord, findEntities, findPeople } from '../queries/accounts';
import {
  entityResource,
  primaryCoachResource,
  profileResource,
  subscriptionResource,
} from './accounts';

export const ACCOUNT_INCLUDES = ['entity', 'subscription', 'primary_coach', 'profile'] as const;

const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => !!id))];

/**
 * The related resources of accounts for an include set.
 * Entities and coaches are fetched in one query each, whatever the number of accounts.
 */
export async function accountIncludes(
  db: Db,
  rows: AccountRecord[],
  include: Set<string>,
): Promise<ResourceObject[]> {
  const included: ResourceObject[] = [];
  if (include.has('entity')) {
    const found = await findEntities(db, { ids: unique(rows.map((r) => r.entityId)) });
    included.push(...found.map(entityResource));
  }
  if (include.has('subscription')) {
    included.push(
      ...rows.flatMap((r) => (r.subscription ? [subscriptionResource(r.subscription)] : [])),
    );
  }
  if (include.has('primary_coach')) {
    const coaches = await findPeople(db, { ids: unique(rows.map((r) => r.primaryCoachId)) });
    included.push(...coaches.map(primaryCoachResource));
  }
  if (include.has('profile')) {
    included.push(...rows.flatMap((r) => (r.profile ? [profileResource(r.profile)] : [])));
  }
  return included;
}
