import { createSign, createVerify, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';
import xmlenc from 'xml-encryption';

/**
 * A small SAML 2.0 identity provider for the single sign-on tests (issue 39), built on
 * `xml-crypto` (node-saml's own dependency; the `saml-idp` package is not installable here): it
 * makes Responses signed as a real IdP does (exclusive c14n, RSA-SHA256, the certificate in
 * KeyInfo), encrypted on request, and, for the refusal tests, every kind of broken or forged one.
 * Served on loopback, it publishes its metadata and answers an AuthnRequest (HTTP-Redirect) with
 * an auto-submitted POST of the Response to the ACS, as an IdP's login page does once signed in.
 */
const KEYS = path.join(import.meta.dirname, 'saml-keys');
const read = (name: string) => readFileSync(path.join(KEYS, name), 'utf8');

/** Test-only key pairs (academy-api/test/saml-keys, made once with openssl, never used elsewhere). */
export const SAML_TEST_KEYS = {
  idp: { key: read('idp.key'), cert: read('idp.crt') },
  attacker: { key: read('attacker.key'), cert: read('attacker.crt') },
  sp: { key: read('sp.key'), cert: read('sp.crt') },
};

export type SamlPerson = { nameId: string; attributes?: Record<string, string | string[]> };

export type ResponseOptions = {
  idpEntityId: string;
  acs: string;
  audience: string;
  person: SamlPerson;
  inResponseTo?: string;
  /** Defaults: signed assertion by the IdP's key, valid for five minutes. */
  signWith?: { key: string; cert: string } | null;
  signResponse?: boolean;
  notOnOrAfter?: Date;
  notBefore?: Date;
  destination?: string;
  recipient?: string;
  assertionId?: string;
  /** Encrypt the (signed) assertion for the SP's certificate. */
  encryptFor?: string;
  /** The AuthnStatement's SessionIndex (default: a fresh id). */
  sessionIndex?: string;
};

const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
export const samlId = () => `_${randomBytes(16).toString('hex')}`;
const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SIGNATURE = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';

/** Signs the element with this ID (enveloped), its Signature right after its Issuer. */
export function signElement(xml: string, id: string, signer: { key: string; cert: string }) {
  const signature = new SignedXml({
    privateKey: signer.key,
    publicCert: signer.cert,
    signatureAlgorithm: SIGNATURE,
    canonicalizationAlgorithm: C14N,
  });
  signature.addReference({
    xpath: `//*[@ID='${id}']`,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', C14N],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signature.computeSignature(xml, {
    location: { reference: `//*[@ID='${id}']/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signature.getSignedXml();
}

/** An assertion (unsigned), as its XML. */
export function assertionXml(options: ResponseOptions & { id: string }) {
  const now = new Date();
  const notBefore = options.notBefore ?? new Date(now.getTime() - 30_000);
  const notOnOrAfter = options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000);
  const inResponseTo = options.inResponseTo ? ` InResponseTo="${options.inResponseTo}"` : '';
  const attributes = Object.entries(options.person.attributes ?? {})
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${xmlText(name)}">${[value]
          .flat()
          .map((v) => `<saml:AttributeValue>${xmlText(v)}</saml:AttributeValue>`)
          .join('')}</saml:Attribute>`,
    )
    .join('');
  return (
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${options.id}" Version="2.0" IssueInstant="${iso(now)}">` +
    `<saml:Issuer>${xmlText(options.idpEntityId)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${xmlText(options.person.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${iso(notOnOrAfter)}" Recipient="${xmlText(options.recipient ?? options.acs)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(notBefore)}" NotOnOrAfter="${iso(notOnOrAfter)}"><saml:AudienceRestriction><saml:Audience>${xmlText(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="${xmlText(options.sessionIndex ?? samlId())}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    '</saml:Assertion>'
  );
}

/** Wraps assertion XML (signed, encrypted, or forged) in a Response. */
export function responseXml(options: ResponseOptions, inner: string, id = samlId()) {
  const inResponseTo = options.inResponseTo ? ` InResponseTo="${options.inResponseTo}"` : '';
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${iso(new Date())}" Destination="${xmlText(options.destination ?? options.acs)}"${inResponseTo}>` +
    `<saml:Issuer>${xmlText(options.idpEntityId)}</saml:Issuer>` +
    '<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>' +
    inner +
    '</samlp:Response>'
  );
}

function encrypt(xml: string, cert: string): Promise<string> {
  return new Promise((resolve, reject) =>
    xmlenc.encrypt(
      xml,
      {
        rsa_pub: cert,
        pem: cert,
        encryptionAlgorithm: 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
        keyEncryptionAlgorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
        disallowEncryptionWithInsecureAlgorithm: true,
      },
      (error: Error | null, result: string) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** A Response as an IdP sends it (base64), signed, and encrypted when asked. */
export async function samlResponse(options: ResponseOptions): Promise<string> {
  const id = options.assertionId ?? samlId();
  let assertion = assertionXml({ ...options, id });
  const signer = options.signWith === undefined ? SAML_TEST_KEYS.idp : options.signWith;
  if (signer) assertion = signElement(assertion, id, signer);
  if (options.encryptFor) {
    assertion = `<saml:EncryptedAssertion>${await encrypt(assertion, options.encryptFor)}</saml:EncryptedAssertion>`;
  }
  const responseId = samlId();
  let xml = responseXml(options, assertion, responseId);
  if (options.signResponse && signer) xml = signElement(xml, responseId, signer);
  return Buffer.from(xml).toString('base64');
}

/** The ID and ACS of an AuthnRequest sent by HTTP-Redirect (its SAMLRequest parameter). */
export function authnRequestOf(url: string) {
  const encoded = new URL(url).searchParams.get('SAMLRequest') ?? '';
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  return {
    id: /\sID="([^"]+)"/.exec(xml)?.[1] ?? '',
    acs: /AssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1] ?? '',
    issuer: /<saml:Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? '',
    relayState: new URL(url).searchParams.get('RelayState'),
  };
}

/** The auto-submitting form an IdP answers with: the Response POSTed to the ACS. */
export function postForm(acs: string, response: string, relayState: string | null) {
  const relay = relayState
    ? `<input type="hidden" name="RelayState" value="${xmlText(relayState)}">`
    : '';
  return `<!doctype html><html lang="en"><head><title>Signing in</title></head><body onload="document.forms[0].submit()"><form method="post" action="${xmlText(acs)}"><input type="hidden" name="SAMLResponse" value="${response}">${relay}<noscript><button type="submit">Continue</button></noscript></form></body></html>`;
}

export type TestSamlIdp = {
  entityId: string;
  ssoUrl: string;
  /** Its single logout service (HTTP-Redirect): answers our LogoutRequest, takes our LogoutResponse. */
  sloUrl: string;
  metadataUrl: string;
  signInAs(person: SamlPerson): void;
  /** The SP's logout messages it received, each with its query signature checked (SP key). */
  logouts: ReturnType<typeof redirectMessageOf>[];
  close(): Promise<void>;
};

/** The IdP on loopback: /metadata, and /sso answering an AuthnRequest for the current person. */
export async function startTestSamlIdp(options: { port?: number } = {}): Promise<TestSamlIdp> {
  let person: SamlPerson = { nameId: 'nobody@example.test' };
  const logouts: ReturnType<typeof redirectMessageOf>[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', base);
      if (url.pathname === '/metadata') {
        const cert = SAML_TEST_KEYS.idp.cert.replace(/-----[^-]+-----|\s/g, '');
        response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
        response.end(
          `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}"><IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><KeyDescriptor use="signing"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${cert}</X509Certificate></X509Data></KeyInfo></KeyDescriptor><SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${base}/slo"/><SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${base}/sso"/></IDPSSODescriptor></EntityDescriptor>`,
        );
        return;
      }
      if (url.pathname === '/slo') {
        const message = redirectMessageOf(url.toString(), SAML_TEST_KEYS.sp.cert);
        logouts.push(message);
        if (url.searchParams.has('SAMLResponse') || !message.verified) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(
            '<!doctype html><html lang="en"><head><title>Signed out</title></head><body><main><h1>Signed out at the IdP</h1></main></body></html>',
          );
          return;
        }
        // Our answer goes to the SP's SLO address, next to its entity id (…/metadata → …/slo).
        const issuer = /<saml:Issuer[^>]*>([^<]+)</.exec(message.xml)?.[1] ?? '';
        const destination = issuer.replace(/\/metadata$/, '/slo');
        const answer = logoutResponseXml({
          idpEntityId: entityId,
          destination,
          inResponseTo: message.id,
        });
        const relay = url.searchParams.get('RelayState') ?? undefined;
        response.writeHead(303, {
          location: `${destination}?${redirectQuery(answer.xml, 'SAMLResponse', SAML_TEST_KEYS.idp, relay)}`,
        });
        response.end();
        return;
      }
      if (url.pathname === '/sso') {
        const authn = authnRequestOf(url.toString());
        const signed = await samlResponse({
          idpEntityId: entityId,
          acs: authn.acs,
          audience: authn.issuer,
          inResponseTo: authn.id,
          person,
        });
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(postForm(authn.acs, signed, authn.relayState));
        return;
      }
      response.writeHead(404).end();
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${base}/metadata`;
  return {
    entityId,
    ssoUrl: `${base}/sso`,
    sloUrl: `${base}/slo`,
    metadataUrl: `${base}/metadata`,
    signInAs(next) {
      person = next;
    },
    logouts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/* ------------------------------------------------------------------ single logout */

const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol';
const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion';

/** The IdP's LogoutRequest (unsigned XML) for a person's session. */
export function logoutRequestXml(options: {
  id?: string;
  idpEntityId: string;
  destination: string;
  nameId: string;
  sessionIndex?: string;
  issueInstant?: Date;
}) {
  const id = options.id ?? samlId();
  const index = options.sessionIndex
    ? `<samlp:SessionIndex>${xmlText(options.sessionIndex)}</samlp:SessionIndex>`
    : '';
  return {
    id,
    xml:
      `<samlp:LogoutRequest xmlns:samlp="${SAMLP}" xmlns:saml="${SAML}" ID="${id}" Version="2.0" IssueInstant="${iso(options.issueInstant ?? new Date())}" Destination="${xmlText(options.destination)}">` +
      `<saml:Issuer>${xmlText(options.idpEntityId)}</saml:Issuer>` +
      `<saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${xmlText(options.nameId)}</saml:NameID>` +
      index +
      '</samlp:LogoutRequest>',
  };
}

/** The IdP's LogoutResponse (unsigned XML) to our LogoutRequest. */
export function logoutResponseXml(options: {
  idpEntityId: string;
  destination: string;
  inResponseTo?: string;
  status?: string;
}) {
  const id = samlId();
  const inResponseTo = options.inResponseTo ? ` InResponseTo="${options.inResponseTo}"` : '';
  const status = options.status ?? 'urn:oasis:names:tc:SAML:2.0:status:Success';
  return {
    id,
    xml:
      `<samlp:LogoutResponse xmlns:samlp="${SAMLP}" xmlns:saml="${SAML}" ID="${id}" Version="2.0" IssueInstant="${iso(new Date())}" Destination="${xmlText(options.destination)}"${inResponseTo}>` +
      `<saml:Issuer>${xmlText(options.idpEntityId)}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="${status}"/></samlp:Status>` +
      '</samlp:LogoutResponse>',
  };
}

/**
 * A message by the HTTP-Redirect binding (SAML Bindings §3.4.4): deflated, base64, URL-encoded,
 * and signed over `SAMLRequest=…&RelayState=…&SigAlg=…` unless `signWith` is null.
 */
export function redirectQuery(
  xml: string,
  kind: 'SAMLRequest' | 'SAMLResponse',
  signWith: { key: string } | null = SAML_TEST_KEYS.idp,
  relayState?: string,
) {
  const parts = [`${kind}=${encodeURIComponent(deflateRawSync(xml).toString('base64'))}`];
  if (relayState !== undefined) parts.push(`RelayState=${encodeURIComponent(relayState)}`);
  if (!signWith) return parts.join('&');
  parts.push(`SigAlg=${encodeURIComponent(SIGNATURE)}`);
  const signature = createSign('RSA-SHA256').update(parts.join('&')).sign(signWith.key, 'base64');
  return `${parts.join('&')}&Signature=${encodeURIComponent(signature)}`;
}

/**
 * What an SP's redirect-binding message says, with its query signature checked against `cert`:
 * the XML, its ID, NameID and SessionIndex.
 */
export function redirectMessageOf(url: string, cert: string) {
  const query = new URL(url).search.slice(1);
  const raw = Object.fromEntries(query.split('&').map((p) => [p.slice(0, p.indexOf('=')), p]));
  const kind = raw.SAMLRequest ? 'SAMLRequest' : 'SAMLResponse';
  const signed = [raw[kind], raw.RelayState, raw.SigAlg].filter(Boolean).join('&');
  const signature = new URL(url).searchParams.get('Signature') ?? '';
  const verified =
    signature !== '' && createVerify('RSA-SHA256').update(signed).verify(cert, signature, 'base64');
  const encoded = new URL(url).searchParams.get(kind) ?? '';
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  return {
    verified,
    xml,
    id: /\sID="([^"]+)"/.exec(xml)?.[1] ?? '',
    inResponseTo: /\sInResponseTo="([^"]+)"/.exec(xml)?.[1] ?? null,
    nameId: /<saml:NameID[^>]*>([^<]+)</.exec(xml)?.[1] ?? null,
    sessionIndex: /SessionIndex[^>]*>([^<]+)</.exec(xml)?.[1] ?? null,
    status: /StatusCode Value="([^"]+)"/.exec(xml)?.[1] ?? null,
  };
}
