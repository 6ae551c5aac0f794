import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { type CacheProvider, type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { XMLParser } from 'fast-xml-parser';
import { certificatesOf } from '../../shared/sso/idp-metadata';
import type { SamlSettings } from '../../shared/sso/providers';
import type { Db } from '../db/database';
import {
  createTransaction,
  firstUseOfAssertion,
  type ProviderRow,
  peekTransaction,
  providerSecret,
  type SamlSession,
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

/** Our addresses for a provider on the portal's origin: entity id (= metadata), ACS and SLO. */
export function spAddresses(origin: string, providerId: string) {
  const base = `${origin}/api/auth/sso/saml/${providerId}`;
  return { entityId: `${base}/metadata`, acs: `${base}/acs`, slo: `${base}/slo` };
}

type RequestPurpose = 'saml' | 'saml_logout';

/**
 * node-saml's request-id cache, in sso_transactions: every instance sees it. AuthnRequests are
 * purpose `saml`, our LogoutRequests `saml_logout`: an answer to one never passes for the other.
 */
function requestIds(
  db: Db,
  providerId: string,
  data: () => Record<string, unknown>,
  purpose: RequestPurpose = 'saml',
): CacheProvider {
  return {
    async saveAsync(key, value) {
      await createTransaction(db, {
        id: key,
        purpose,
        providerId,
        data: { created: value, ...data() },
        ttlMs: REQUEST_TTL_MS,
      });
      return { value, createdAt: Date.now() };
    },
    async getAsync(key) {
      const row = await peekTransaction(db, { id: key, purpose });
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

/**
 * Our key pair for this provider, when both halves are set: it opens encrypted assertions and
 * signs our AuthnRequests, LogoutRequests and LogoutResponses (single logout needs it).
 */
async function spKeys(db: Db, row: ProviderRow) {
  const key = await providerSecret(db, row, 'spPrivateKey');
  const cert = (row.settings as SamlSettings).sp_certificate;
  return { key, cert: key && cert ? cert : null };
}

async function samlFor(
  db: Db,
  row: ProviderRow,
  origin: string,
  data: () => Record<string, unknown> = () => ({ return_to: null }),
  purpose: RequestPurpose = 'saml',
) {
  const settings = row.settings as SamlSettings;
  const { entityId, acs, slo } = spAddresses(origin, row.id);
  const { key: decryptionPvk, cert: signingCert } = await spKeys(db, row);
  return new SAML({
    callbackUrl: acs,
    logoutCallbackUrl: slo,
    entryPoint: settings.sso_url,
    issuer: entityId,
    audience: entityId,
    idpIssuer: settings.idp_entity_id,
    // Several during a rollover: a signature by any of them counts, by nothing else.
    idpCert: certificatesOf(settings.certificate),
    wantAssertionsSigned: settings.want_assertions_signed,
    wantAuthnResponseSigned: settings.want_response_signed,
    acceptedClockSkewMs: SKEW_MS,
    // Logout messages: samlSingleLogout requires and takes InResponseTo itself (node-saml's POST
    // path would look for it on a Response, which a LogoutResponse is not).
    validateInResponseTo:
      settings.allow_idp_initiated || purpose === 'saml_logout'
        ? ValidateInResponseTo.ifPresent
        : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: requestIds(db, row.id, data, purpose),
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    ...(decryptionPvk ? { decryptionPvk } : {}),
    ...(decryptionPvk && signingCert
      ? { privateKey: decryptionPvk, signatureAlgorithm: 'sha256' as const }
      : {}),
    ...(settings.slo_url ? { logoutUrl: settings.slo_url } : {}),
  });
}

/** Where to send the browser for an SP-initiated sign-in (HTTP-Redirect binding). */
export async function samlStart(
  db: Db,
  row: ProviderRow,
  params: { origin: string; returnTo: string | null },
): Promise<string> {
  const saml = await samlFor(db, row, params.origin, () => ({ return_to: params.returnTo }));
  const relayState = randomBytes(16).toString('base64url');
  return saml.getAuthorizeUrlAsync(relayState, undefined, {});
}

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

/**
 * Our SP metadata for a provider: entity id, ACS, the single logout service (HTTP-Redirect and
 * HTTP-POST, one address), and our certificate for encryption and signing when one is set.
 */
export async function samlMetadata(db: Db, row: ProviderRow, origin: string): Promise<string> {
  const saml = await samlFor(db, row, origin);
  const settings = row.settings as SamlSettings;
  const { slo } = spAddresses(origin, row.id);
  const { cert } = await spKeys(db, row);
  const xml = saml.generateServiceProviderMetadata(settings.sp_certificate ?? null, cert);
  // node-saml names the POST binding only; the Redirect binding is the one we send by.
  const service = (binding: string) =>
    `<SingleLogoutService Binding="${binding}" Location="${slo}"/>`;
  return xml.replace(
    /<SingleLogoutService [^>]*\/>/,
    `${service(REDIRECT_BINDING)}\n    ${service(POST_BINDING)}`,
  );
}

export type SamlIdentity = {
  subject: string;
  claims: Record<string, unknown>;
  returnTo: string | null;
  /** What single logout needs of this session. */
  session: SamlSession;
};

/** Why an answer was refused: the audit entry's reason, and node-saml's words when it had some. */
export class SamlRefusal extends Error {
  constructor(
    readonly reason:
      | 'replayed'
      | 'token_invalid'
      | 'state_unknown'
      | 'expired_request'
      | 'provider_error',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The request a Response or LogoutResponse answers (its InResponseTo), taken once: a refusal
 * that says why not (used, expired, unknown, or another provider's).
 */
async function takeAnsweredRequest(
  db: Db,
  params: { id: string; purpose: 'saml' | 'saml_logout'; now: Date; providerId?: string },
) {
  const taken = await takeTransaction(db, {
    id: params.id,
    purpose: params.purpose,
    now: params.now,
  });
  if (
    taken.status !== 'taken' ||
    (params.providerId !== undefined && taken.providerId !== params.providerId)
  ) {
    throw new SamlRefusal(
      taken.status === 'used'
        ? 'replayed'
        : taken.status === 'expired'
          ? 'expired_request'
          : 'state_unknown',
      `InResponseTo ${params.id}: ${taken.status}`,
    );
  }
  return taken;
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
    const taken = await takeAnsweredRequest(db, { id: inResponseTo, purpose: 'saml', now });
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
    session: {
      nameId: profile.nameID,
      nameIdFormat: profile.nameIDFormat ?? null,
      sessionIndex: typeof profile.sessionIndex === 'string' ? profile.sessionIndex : null,
    },
  };
}

/* ------------------------------------------------------------------ single logout (SLO) */

/** How long an IdP's LogoutRequest stays acceptable after its IssueInstant (and remembered). */
const LOGOUT_REQUEST_TTL_MS = 10 * 60 * 1000;
/** The most an inflated logout message may weigh (they are a few hundred bytes). */
const MAX_LOGOUT_XML_BYTES = 64 * 1024;
/** Query signatures we accept (SAML bindings §3.4.4.1); SHA-1 is not among them. */
const QUERY_SIGNATURES = new Set([
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512',
]);
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';

/**
 * SP-initiated single logout (SAML 2.0 Profiles §4.4, HTTP-Redirect): the IdP's address with our
 * signed LogoutRequest for this session (its NameID and SessionIndex), its id kept once
 * (`saml_logout`) for the LogoutResponse. Null when the IdP has no SLO address or we have no key
 * to sign with (then only our session ends).
 */
export async function samlLogoutUrl(
  db: Db,
  row: ProviderRow,
  params: { origin: string; session: SamlSession; accountId: string },
): Promise<string | null> {
  const settings = row.settings as SamlSettings;
  const { cert } = await spKeys(db, row);
  if (!settings.slo_url || !cert) return null;
  const saml = await samlFor(
    db,
    row,
    params.origin,
    () => ({ account_id: params.accountId }),
    'saml_logout',
  );
  const user = {
    issuer: settings.idp_entity_id,
    nameID: params.session.nameId,
    nameIDFormat:
      params.session.nameIdFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
    ...(params.session.sessionIndex ? { sessionIndex: params.session.sessionIndex } : {}),
  } as Profile;
  return saml.getLogoutUrlAsync(user, '', {});
}

/** A logout message as it reached our SLO address. */
export type SloMessage =
  | { binding: 'redirect'; query: string }
  | {
      binding: 'post';
      samlRequest: string | null;
      samlResponse: string | null;
      relayState: string | null;
    };

export type SloResult =
  /** The IdP's LogoutResponse to our LogoutRequest: the round trip is done. */
  | { kind: 'response'; accountId: string | null }
  /** The IdP's LogoutRequest, checked: whom it names, and where our answer goes (or null). */
  | {
      kind: 'request';
      requestId: string;
      nameId: string;
      sessionIndex: string | null;
      relayState: string | null;
      /** Our signed LogoutResponse for the browser to take back, once the sessions are ended. */
      answer: (success: boolean) => Promise<string | null>;
    };

const REDIRECT_KEYS = ['SAMLRequest', 'SAMLResponse', 'RelayState', 'SigAlg', 'Signature'];

/**
 * The HTTP-Redirect binding's query as sent: each known parameter once, signed (an unsigned
 * message is refused: node-saml would let it through), by an algorithm we accept. Answers the
 * decoded parameters and the query node-saml verifies the signature over, rebuilt from the raw
 * parts in a fixed order (its look-up by name must find each part itself).
 */
function redirectQuery(query: string) {
  const raw = new Map<string, string>();
  for (const part of query.replace(/^\?/, '').split('&')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const key = part.slice(0, at);
    if (!REDIRECT_KEYS.includes(key)) continue;
    if (raw.has(key)) throw new SamlRefusal('token_invalid', `${key} given twice`);
    raw.set(key, part);
  }
  const value = (key: string) => {
    const part = raw.get(key);
    if (part === undefined) return undefined;
    try {
      return decodeURIComponent(part.slice(key.length + 1).replace(/\+/g, ' '));
    } catch {
      throw new SamlRefusal('token_invalid', `${key} is not URL-encoded`);
    }
  };
  const message = raw.has('SAMLRequest') ? 'SAMLRequest' : 'SAMLResponse';
  if (raw.has('SAMLRequest') === raw.has('SAMLResponse')) {
    throw new SamlRefusal('token_invalid', 'Neither or both of SAMLRequest and SAMLResponse');
  }
  const sigAlg = value('SigAlg');
  const signature = value('Signature');
  if (!signature || !sigAlg) throw new SamlRefusal('token_invalid', 'The message is not signed');
  if (!QUERY_SIGNATURES.has(sigAlg)) {
    throw new SamlRefusal('token_invalid', `Signature algorithm ${sigAlg} is not accepted`);
  }
  const container: Record<string, string> = { [message]: value(message) ?? '', SigAlg: sigAlg };
  container.Signature = signature;
  const relayState = value('RelayState');
  if (relayState !== undefined) container.RelayState = relayState;
  const ordered = [message, 'SigAlg', 'RelayState', 'Signature']
    .map((key) => raw.get(key))
    .filter((part): part is string => part !== undefined);
  let xml: string;
  try {
    xml = inflateRawSync(Buffer.from(container[message] ?? '', 'base64'), {
      maxOutputLength: MAX_LOGOUT_XML_BYTES,
    }).toString('utf8');
  } catch {
    throw new SamlRefusal('token_invalid', 'The message does not inflate');
  }
  return { container, originalQuery: ordered.join('&'), xml, relayState: relayState ?? null };
}

/** The root element of a logout message, parsed for the checks node-saml leaves to us. */
function logoutRoot(xml: string, name: 'LogoutRequest' | 'LogoutResponse') {
  if (Buffer.byteLength(xml) > MAX_LOGOUT_XML_BYTES || /<!DOCTYPE/i.test(xml)) {
    throw new SamlRefusal('token_invalid', 'Not a logout message');
  }
  const root = one(parser.parse(xml)[name]);
  if (!root) throw new SamlRefusal('token_invalid', `No ${name}`);
  return root;
}

/**
 * A logout message at our SLO address, checked: node-saml verifies the signature (by the
 * configured certificates only), the issuer, a LogoutRequest's times and a LogoutResponse's
 * status; here the rest: a message must be signed, its Destination ours, a LogoutResponse must
 * answer a LogoutRequest we sent (`InResponseTo`, used once), a LogoutRequest must be recent and
 * is accepted once (its ID, like an assertion's). Throws SamlRefusal.
 */
export async function samlSingleLogout(
  db: Db,
  row: ProviderRow,
  params: { origin: string; message: SloMessage; now?: Date },
): Promise<SloResult> {
  const { slo } = spAddresses(params.origin, row.id);
  const now = params.now ?? new Date();
  const saml = await samlFor(db, row, params.origin, () => ({}), 'saml_logout');
  const { message } = params;
  let kind: 'request' | 'response';
  let xml = '';
  let relayState: string | null;
  let profile: Profile | null = null;
  try {
    if (message.binding === 'redirect') {
      const query = redirectQuery(message.query);
      kind = 'SAMLRequest' in query.container ? 'request' : 'response';
      xml = query.xml;
      relayState = query.relayState;
      ({ profile } = await saml.validateRedirectAsync(query.container, query.originalQuery));
    } else {
      relayState = message.relayState;
      const encoded = message.samlRequest ?? message.samlResponse;
      if (!encoded || (message.samlRequest && message.samlResponse)) {
        throw new SamlRefusal('token_invalid', 'Neither or both of SAMLRequest and SAMLResponse');
      }
      kind = message.samlRequest ? 'request' : 'response';
      xml = Buffer.from(encoded, 'base64').toString('utf8');
      logoutRoot(xml, kind === 'request' ? 'LogoutRequest' : 'LogoutResponse');
      // The POST binding's signature is in the XML: node-saml checks it on the root element.
      ({ profile } =
        kind === 'request'
          ? await saml.validatePostRequestAsync({ SAMLRequest: encoded })
          : await saml.validatePostResponseAsync({ SAMLResponse: encoded }));
    }
  } catch (error) {
    if (error instanceof SamlRefusal) throw error;
    const text = error instanceof Error ? error.message : 'invalid';
    if (/^Bad status code/.test(text)) throw new SamlRefusal('provider_error', text);
    if (!/InResponseTo/.test(text)) throw new SamlRefusal('token_invalid', text);
    // An InResponseTo node-saml does not know: ours used up, too old, or never ours.
    const id = /\sInResponseTo="([^"]{1,200})"/.exec(xml)?.[1];
    const sent = id ? await peekTransaction(db, { id, purpose: 'saml_logout' }) : null;
    throw new SamlRefusal(
      !sent ? 'state_unknown' : sent.usedAt ? 'replayed' : 'expired_request',
      text,
    );
  }
  const root = logoutRoot(xml, kind === 'request' ? 'LogoutRequest' : 'LogoutResponse');
  const destination = root['@Destination'];
  if (destination !== undefined && destination !== slo) {
    throw new SamlRefusal('token_invalid', `Destination ${String(destination)} is not ${slo}`);
  }
  const issuer = one(root.Issuer);
  const issuerText = typeof issuer === 'object' ? issuer?.['#text'] : issuer;
  if (issuerText !== (row.settings as SamlSettings).idp_entity_id) {
    throw new SamlRefusal('token_invalid', 'The issuer is not the provider');
  }
  if (kind === 'response') {
    // node-saml's POST path does not look at a LogoutResponse's status: here for both.
    const status = one(one(root.Status)?.StatusCode)?.['@Value'];
    if (status !== SUCCESS) throw new SamlRefusal('provider_error', `Status ${String(status)}`);
    const inResponseTo = root['@InResponseTo'];
    if (typeof inResponseTo !== 'string') {
      throw new SamlRefusal('state_unknown', 'The LogoutResponse answers no request');
    }
    const taken = await takeAnsweredRequest(db, {
      id: inResponseTo,
      purpose: 'saml_logout',
      now,
      providerId: row.id,
    });
    const accountId = (taken.data as { account_id?: unknown }).account_id;
    return { kind: 'response', accountId: typeof accountId === 'string' ? accountId : null };
  }
  if (!profile?.ID || !profile.nameID) throw new SamlRefusal('token_invalid', 'No NameID');
  const issued = Date.parse(String(root['@IssueInstant'] ?? ''));
  if (
    Number.isNaN(issued) ||
    issued > now.getTime() + SKEW_MS ||
    issued < now.getTime() - LOGOUT_REQUEST_TTL_MS - SKEW_MS
  ) {
    throw new SamlRefusal('expired_request', 'The LogoutRequest is too old or from the future');
  }
  const once = await firstUseOfAssertion(db, {
    providerId: row.id,
    assertionId: `logout:${profile.ID}`,
    expiresAt: new Date(issued + LOGOUT_REQUEST_TTL_MS + 2 * SKEW_MS),
    now,
  });
  if (!once) throw new SamlRefusal('replayed', `LogoutRequest ${profile.ID} was used before`);
  const request = profile;
  const settings = row.settings as SamlSettings;
  return {
    kind: 'request',
    requestId: request.ID as string,
    nameId: request.nameID,
    sessionIndex: typeof request.sessionIndex === 'string' ? request.sessionIndex : null,
    relayState,
    answer: async (success) =>
      settings.slo_url
        ? saml.getLogoutResponseUrlAsync(request, relayState ?? '', {}, success)
        : null,
  };
}
