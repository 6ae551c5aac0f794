import { randomBytes } from 'node:crypto';
import { type CacheProvider, type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { XMLParser } from 'fast-xml-parser';
import type { SamlSettings } from '../../shared/sso/providers';
import type { Db } from '../db/database';
import {
  createTransaction,
  firstUseOfAssertion,
  type ProviderRow,
  peekTransaction,
  providerSecret,
  takeTransaction,
} from './sso.queries';

/**
 * SAML 2.0 as a service provider with `@node-saml/node-saml` 5.1 (issue 39). node-saml checks the
 * signature (by the configured certificate only: a KeyInfo in the message is never trusted), the
 * wrapping tricks it knows, the audience, the issuer, NotBefore/NotOnOrAfter with a small skew
 * and InResponseTo; this module adds what it leaves out: the Response's Destination and the
 * SubjectConfirmationData's Recipient must be our ACS, the request id is used once (the
 * database, shared by every instance) and each assertion id once until it expires.
 */

/** What a clock may be off by, either way. */
const SKEW_MS = 60_000;
/** A request the IdP must answer within this time. */
const REQUEST_TTL_MS = 10 * 60 * 1000;
/** How long an assertion id is remembered when the assertion names no end. */
const ASSERTION_MEMORY_MS = 60 * 60 * 1000;

/** Our addresses for a provider on the portal's origin: entity id (= metadata) and ACS. */
export function spAddresses(origin: string, providerId: string) {
  const base = `${origin}/api/auth/sso/saml/${providerId}`;
  return { entityId: `${base}/metadata`, acs: `${base}/acs` };
}

/** node-saml's request-id cache, in sso_transactions (purpose `saml`): every instance sees it. */
function requestIds(db: Db, providerId: string, returnTo: () => string | null): CacheProvider {
  return {
    async saveAsync(key, value) {
      await createTransaction(db, {
        id: key,
        purpose: 'saml',
        providerId,
        data: { created: value, return_to: returnTo() },
        ttlMs: REQUEST_TTL_MS,
      });
      return { value, createdAt: Date.now() };
    },
    async getAsync(key) {
      const row = await peekTransaction(db, { id: key, purpose: 'saml' });
      if (!row || row.providerId !== providerId || row.usedAt || row.expiresAt <= new Date()) {
        return null;
      }
      return String((row.data as { created?: unknown }).created ?? '');
    },
    // Used up by samlFinish itself (takeTransaction), whatever node-saml does.
    async removeAsync(key) {
      return key;
    },
  };
}

async function samlFor(
  db: Db,
  row: ProviderRow,
  origin: string,
  returnTo: () => string | null = () => null,
) {
  const settings = row.settings as SamlSettings;
  const { entityId, acs } = spAddresses(origin, row.id);
  const decryptionPvk = await providerSecret(db, row, 'spPrivateKey');
  return new SAML({
    callbackUrl: acs,
    entryPoint: settings.sso_url,
    issuer: entityId,
    audience: entityId,
    idpIssuer: settings.idp_entity_id,
    idpCert: settings.certificate,
    wantAssertionsSigned: settings.want_assertions_signed,
    wantAuthnResponseSigned: settings.want_response_signed,
    acceptedClockSkewMs: SKEW_MS,
    validateInResponseTo: settings.allow_idp_initiated
      ? ValidateInResponseTo.ifPresent
      : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: requestIds(db, row.id, returnTo),
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    ...(decryptionPvk ? { decryptionPvk } : {}),
    ...(settings.slo_url ? { logoutUrl: settings.slo_url } : {}),
  });
}

/** Where to send the browser for an SP-initiated sign-in (HTTP-Redirect binding). */
export async function samlStart(
  db: Db,
  row: ProviderRow,
  params: { origin: string; returnTo: string | null },
): Promise<string> {
  const saml = await samlFor(db, row, params.origin, () => params.returnTo);
  const relayState = randomBytes(16).toString('base64url');
  return saml.getAuthorizeUrlAsync(relayState, undefined, {});
}

/** Our SP metadata for a provider (entity id, ACS, encryption certificate when one is set). */
export async function samlMetadata(db: Db, row: ProviderRow, origin: string): Promise<string> {
  const saml = await samlFor(db, row, origin);
  const settings = row.settings as SamlSettings;
  return saml.generateServiceProviderMetadata(settings.sp_certificate ?? null, null);
}

export type SamlIdentity = {
  subject: string;
  claims: Record<string, unknown>;
  returnTo: string | null;
};

/** Why an answer was refused: the audit entry's reason, and node-saml's words when it had some. */
export class SamlRefusal extends Error {
  constructor(
    readonly reason: 'replayed' | 'token_invalid' | 'state_unknown' | 'expired_request',
    message: string,
  ) {
    super(message);
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Comments never become text (the NameID comment trick is node-saml's to refuse; here they
  // cannot shorten a value either).
  commentPropName: '#comment',
});

type Node = Record<string, unknown>;
const one = (value: unknown): Node | undefined =>
  (Array.isArray(value) ? value[0] : value) as Node | undefined;

/**
 * The IdP's answer at our ACS: checked by node-saml, then Destination, Recipient, the request id
 * (used once) and the assertion id (once until it expires). Throws SamlRefusal.
 */
export async function samlFinish(
  db: Db,
  row: ProviderRow,
  params: { origin: string; samlResponse: string; now?: Date },
): Promise<SamlIdentity> {
  const { acs } = spAddresses(params.origin, row.id);
  const saml = await samlFor(db, row, params.origin);
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: params.samlResponse }));
  } catch (error) {
    const message = error instanceof Error ? error.message : 'invalid';
    // node-saml refuses an InResponseTo it does not know: say whether it was used, too old or
    // never ours (read from the message only to name the reason; nothing else trusts it).
    if (/InResponseTo/.test(message)) {
      const raw = Buffer.from(params.samlResponse, 'base64').toString('utf8');
      const id = /\sInResponseTo="([^"]{1,200})"/.exec(raw)?.[1];
      const row = id ? await peekTransaction(db, { id, purpose: 'saml' }) : null;
      const now = params.now ?? new Date();
      const reason = !row
        ? 'state_unknown'
        : row.usedAt
          ? 'replayed'
          : row.expiresAt <= now
            ? 'expired_request'
            : 'token_invalid';
      throw new SamlRefusal(reason, message);
    }
    throw new SamlRefusal('token_invalid', message);
  }
  if (!profile) throw new SamlRefusal('token_invalid', 'No assertion');
  const response = one(parser.parse(profile.getSamlResponseXml?.() ?? '').Response);
  const assertion = one(parser.parse(profile.getAssertionXml?.() ?? '').Assertion);
  if (!response || !assertion) throw new SamlRefusal('token_invalid', 'No response or assertion');
  const destination = response['@Destination'];
  if (destination !== undefined && destination !== acs) {
    throw new SamlRefusal('token_invalid', `Destination ${String(destination)} is not ${acs}`);
  }
  const confirmation = one(
    one(one(assertion.Subject)?.SubjectConfirmation)?.SubjectConfirmationData,
  );
  if (confirmation?.['@Recipient'] !== acs) {
    throw new SamlRefusal(
      'token_invalid',
      `Recipient ${String(confirmation?.['@Recipient'])} is not ${acs}`,
    );
  }
  const now = params.now ?? new Date();
  // SP-initiated: its request, once. IdP-initiated (when allowed) has none.
  const inResponseTo = response['@InResponseTo'];
  let returnTo: string | null = null;
  if (typeof inResponseTo === 'string') {
    const taken = await takeTransaction(db, { id: inResponseTo, purpose: 'saml', now });
    if (taken.status !== 'taken') {
      throw new SamlRefusal(
        taken.status === 'used'
          ? 'replayed'
          : taken.status === 'expired'
            ? 'expired_request'
            : 'state_unknown',
        `InResponseTo ${inResponseTo}: ${taken.status}`,
      );
    }
    returnTo = (taken.data as { return_to?: string | null }).return_to ?? null;
  }
  const assertionId = assertion['@ID'];
  if (typeof assertionId !== 'string' || assertionId === '') {
    throw new SamlRefusal('token_invalid', 'The assertion has no ID');
  }
  const notOnOrAfter = Date.parse(String(confirmation['@NotOnOrAfter'] ?? ''));
  const expiresAt = new Date(
    (Number.isNaN(notOnOrAfter) ? now.getTime() + ASSERTION_MEMORY_MS : notOnOrAfter) + SKEW_MS,
  );
  if (!(await firstUseOfAssertion(db, { providerId: row.id, assertionId, expiresAt, now }))) {
    throw new SamlRefusal('replayed', `Assertion ${assertionId} was used before`);
  }
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  return {
    subject: profile.nameID,
    claims: { ...attributes, name_id: profile.nameID },
    returnTo,
  };
}
