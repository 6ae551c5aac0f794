import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A SAML IdP's metadata (SAML 2.0 Metadata §2.3, §2.4.3) read into the provider form's fields
 * (issue 39): entity id, SSO address (HTTP-Redirect, else HTTP-POST binding), SLO address and
 * every signing certificate (a KeyDescriptor with `use="signing"` or none: several during a
 * certificate rollover). Pure: the API reads a URL or pasted XML with it, the tests real-shaped
 * metadata of Entra ID, Okta and Google Workspace.
 */

/** The most metadata may weigh here (one IdP's is a few KB; a federation's aggregate is not for this form). */
export const MAX_METADATA_BYTES = 1024 * 1024;

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

export type IdpMetadata = {
  entityId: string;
  ssoUrl: string;
  ssoBinding: 'redirect' | 'post';
  sloUrl: string | null;
  /** PEM, each once, in the metadata's order. */
  certificates: string[];
};

/** Why metadata could not be read: the text key `sso.metadata.<code>`. */
export const METADATA_PROBLEMS = [
  'too_large',
  'malformed',
  'not_metadata',
  'entity_not_found',
  'several_entities',
  'no_idp',
  'no_sso',
  'no_certificate',
] as const;
export type MetadataProblem = (typeof METADATA_PROBLEMS)[number];

export type MetadataResult =
  | { ok: true; metadata: IdpMetadata }
  | { ok: false; problem: MetadataProblem };

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // No entity of a DOCTYPE is ever expanded (and a DOCTYPE is refused before parsing).
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  maxNestedTags: 64,
  isArray: (name) =>
    [
      'EntityDescriptor',
      'IDPSSODescriptor',
      'KeyDescriptor',
      'SingleSignOnService',
      'SingleLogoutService',
      'X509Certificate',
      'X509Data',
    ].includes(name),
});

const list = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];
const textOf = (value: unknown): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && typeof (first as Node)['#text'] === 'string') {
    return (first as Node)['#text'] as string;
  }
  return null;
};

/** A certificate's base64 (DER) as PEM, 64 characters a line. */
export function pemOf(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----`;
}

/**
 * The certificates of the form's certificate field: each PEM block, or one bare base64 (DER)
 * certificate as pasted from an IdP's page. Each once.
 */
export function certificatesOf(text: string): string[] {
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g);
  const pems = blocks
    ? blocks.map((block) => pemOf(block.replace(/-----[^-]+-----/g, '')))
    : text.trim()
      ? [pemOf(text)]
      : [];
  return [...new Set(pems)];
}

/** An https (or, for loopback tests, http) address, or null. */
function addressOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The service of the preferred binding: HTTP-Redirect first, then HTTP-POST. */
function serviceOf(services: Node[]): { url: string; binding: 'redirect' | 'post' } | null {
  for (const [binding, name] of [
    [REDIRECT, 'redirect'],
    [POST, 'post'],
  ] as const) {
    const url = addressOf(services.find((s) => s['@Binding'] === binding)?.['@Location']);
    if (url) return { url, binding: name };
  }
  return null;
}

/** The EntityDescriptors of a document: itself, or those of an EntitiesDescriptor (nested too). */
function entitiesOf(document: Node): Node[] {
  const found: Node[] = [];
  const walk = (node: Node, depth: number) => {
    found.push(...list(node.EntityDescriptor));
    if (depth < 4) for (const inner of list(node.EntitiesDescriptor)) walk(inner, depth + 1);
  };
  walk(document, 0);
  return found;
}

/**
 * Reads an IdP's metadata. With `entityId`, the EntityDescriptor of that entity (in an
 * EntitiesDescriptor of several); without, the only one with an IDPSSODescriptor.
 */
export function parseIdpMetadata(xml: string, options: { entityId?: string } = {}): MetadataResult {
  if (new TextEncoder().encode(xml).byteLength > MAX_METADATA_BYTES) {
    return { ok: false, problem: 'too_large' };
  }
  // SAML metadata has no use for a DTD; refusing one refuses every entity-expansion trick.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { ok: false, problem: 'malformed' };
  if (XMLValidator.validate(xml) !== true) return { ok: false, problem: 'malformed' };
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const entities = entitiesOf(document);
  if (entities.length === 0) return { ok: false, problem: 'not_metadata' };
  const wanted = options.entityId?.trim();
  let entity: Node | undefined;
  if (wanted) {
    entity = entities.find((e) => e['@entityID'] === wanted);
    if (!entity) return { ok: false, problem: 'entity_not_found' };
  } else {
    const idps = entities.filter((e) => list(e.IDPSSODescriptor).length > 0);
    if (idps.length > 1) return { ok: false, problem: 'several_entities' };
    entity = idps[0];
    if (!entity) return { ok: false, problem: 'no_idp' };
  }
  const entityId = entity['@entityID'];
  const idp = list(entity.IDPSSODescriptor).find((d) =>
    String(d['@protocolSupportEnumeration'] ?? '').includes('urn:oasis:names:tc:SAML:2.0:protocol'),
  );
  if (typeof entityId !== 'string' || !entityId.trim() || !idp) {
    return { ok: false, problem: 'no_idp' };
  }
  const sso = serviceOf(list(idp.SingleSignOnService));
  if (!sso) return { ok: false, problem: 'no_sso' };
  const slo = serviceOf(list(idp.SingleLogoutService));
  const certificates = list(idp.KeyDescriptor)
    .filter((key) => key['@use'] === undefined || key['@use'] === 'signing')
    .flatMap((key) => list(one(key.KeyInfo)?.X509Data))
    .flatMap((data) => list(data.X509Certificate))
    .map(textOf)
    .filter((cert): cert is string => !!cert && /^[A-Za-z0-9+/=\s]{100,}$/.test(cert))
    .map(pemOf);
  if (certificates.length === 0) return { ok: false, problem: 'no_certificate' };
  return {
    ok: true,
    metadata: {
      entityId: entityId.trim(),
      ssoUrl: sso.url,
      ssoBinding: sso.binding,
      sloUrl: slo?.url ?? null,
      certificates: [...new Set(certificates)],
    },
  };
}

function one(value: unknown): Node | undefined {
  return (Array.isArray(value) ? value[0] : value) as Node | undefined;
}
