import { index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema';
import { cascadeRef, createdAt, id, setNullRef, ts } from '../db/columns';
import { portals } from '../portals/schema';

/**
 * A portal's LTI 1.3 signing keys (issue 38; docs/lti.md): RS256 key pairs whose public halves the
 * portal publishes as a JWKS (/lti/jwks) and whose private halves sign, in both directions, what
 * LTI asks the portal to sign (launch id_tokens as a platform; deep-linking responses and
 * client assertions as a tool). The private key is sealed (academy-api/security/sealing.ts). A
 * rotation retires a key: it signs no more, and stays published until every token it signed has
 * expired (keys.ts, RETIRED_KEY_PUBLISHED_MS).
 */
export const ltiKeys = pgTable(
  'lti_keys',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    /** The JWK `kid`, also the JWS header's. */
    kid: text('kid').notNull(),
    /** The public JWK (kty, n, e, alg, use, kid). */
    publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
    /** The private JWK's JSON, sealed for the purpose `lti-keys`. */
    privateJwkSealed: text('private_jwk_sealed').notNull(),
    createdAt: createdAt(),
    retiredAt: ts('retired_at'),
    createdBy: setNullRef('created_by', () => accounts.id),
  },
  (t) => [
    unique('lti_keys_kid_unique').on(t.kid),
    index('lti_keys_portal_idx').on(t.portalId, t.createdAt),
  ],
);
