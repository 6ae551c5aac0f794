import { and, eq, sql } from 'drizzle-orm';
import { emailDomainOf } from '../../shared/sso/providers';
import type { Db } from '../db/database';
import { identityProviders } from '../db/schema';

/**
 * Whether the portal turned passwords off for this address's domain (an enabled provider lists
 * the domain with `passwords_off`): the password sign-in refuses it and names the provider.
 */
export async function passwordsOffFor(db: Db, params: { portalId: string; email: string }) {
  const domain = emailDomainOf(params.email);
  if (!domain) return null;
  const [row] = await db
    .select({ id: identityProviders.id, name: identityProviders.name })
    .from(identityProviders)
    .where(
      and(
        eq(identityProviders.portalId, params.portalId),
        eq(identityProviders.enabled, true),
        eq(identityProviders.passwordsOff, true),
        sql`${domain} = any(${identityProviders.emailDomains})`,
      ),
    )
    .limit(1);
  return row ?? null;
}
