/**
 * What a visitor hands /verify (issue 41, item 4; docs/open-badges.md): a credential pasted as
 * JSON or as a VC-JWT, or a baked SVG badge with the credential inside. Pure: it only sorts the
 * text out, bounded in size and depth, never evaluating anything.
 */

import { credentialTextOfPng, PNG_DATA_URL, pngOfDataUrl } from './png';

/** The largest text taken (a credential is a few KB; a baked SVG some tens). */
export const PRESENTED_MAX_CHARS = 512_000;
/** Nesting deeper than this is no credential (a hostile document). */
export const JSON_MAX_DEPTH = 32;

export type Presented =
  | { kind: 'json'; credential: Record<string, unknown>; baked: boolean }
  | { kind: 'jwt'; jwt: string; baked: boolean };

export type PresentedProblem = 'empty' | 'too_large' | 'malformed' | 'not_a_credential';

export type PresentedResult =
  | { ok: true; value: Presented }
  | { ok: false; problem: PresentedProblem };

const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Nesting depth of a parsed JSON value (iterative: no stack to exhaust). */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > JSON_MAX_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** A JSON object's text as a credential-shaped object, or the problem with it. */
export function credentialOfJson(text: string): PresentedResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, problem: 'not_a_credential' };
  }
  if (jsonDepth(parsed) > JSON_MAX_DEPTH) return { ok: false, problem: 'malformed' };
  return {
    ok: true,
    value: { kind: 'json', credential: parsed as Record<string, unknown>, baked: false },
  };
}

const XML_ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&apos;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

const unescapeXml = (text: string) =>
  text.replace(/&(?:quot|apos|lt|gt|amp);/g, (entity) => XML_ENTITIES[entity] ?? entity);

/**
 * The credential baked into an SVG (OB 3.0 §5.3.2): an `<openbadges:credential>` element whose
 * `verify` attribute is a VC-JWT, or whose content (CDATA or escaped text) is the JSON-LD
 * credential. Null when the SVG has none.
 */
export function credentialOfSvg(svg: string): PresentedResult | null {
  const open = svg.indexOf('<openbadges:credential');
  if (open < 0) return null;
  const tagEnd = svg.indexOf('>', open);
  if (tagEnd < 0) return { ok: false, problem: 'malformed' };
  const tag = svg.slice(open, tagEnd + 1);
  const verify = /\sverify\s*=\s*"([^"]*)"/.exec(tag) ?? /\sverify\s*=\s*'([^']*)'/.exec(tag);
  if (verify?.[1]) {
    const jwt = unescapeXml(verify[1]).trim();
    return JWT.test(jwt)
      ? { ok: true, value: { kind: 'jwt', jwt, baked: true } }
      : { ok: false, problem: 'malformed' };
  }
  if (tag.endsWith('/>')) return { ok: false, problem: 'malformed' };
  const close = svg.indexOf('</openbadges:credential>', tagEnd);
  if (close < 0) return { ok: false, problem: 'malformed' };
  let body = svg.slice(tagEnd + 1, close).trim();
  if (body.startsWith('<![CDATA[')) {
    if (!body.endsWith(']]>')) return { ok: false, problem: 'malformed' };
    body = body.slice(9, -3).trim();
  } else {
    body = unescapeXml(body);
  }
  if (JWT.test(body)) return { ok: true, value: { kind: 'jwt', jwt: body, baked: true } };
  const json = credentialOfJson(body);
  return json.ok ? { ok: true, value: { ...json.value, baked: true } as Presented } : json;
}

/** The credential baked into a PNG handed over as a data URL (png.ts). */
function credentialOfPngDataUrl(text: string): PresentedResult {
  const png = pngOfDataUrl(text);
  if (!png) return { ok: false, problem: 'malformed' };
  const baked = credentialTextOfPng(png);
  if (baked === null) return { ok: false, problem: 'not_a_credential' };
  if (!baked.ok) return baked;
  const inner = baked.text.trim();
  if (JWT.test(inner)) return { ok: true, value: { kind: 'jwt', jwt: inner, baked: true } };
  const json = credentialOfJson(inner);
  return json.ok ? { ok: true, value: { ...json.value, baked: true } as Presented } : json;
}

/**
 * Sorts out what was pasted or uploaded: JSON, a JWT, or an SVG or PNG (as a data URL) with a
 * credential baked in.
 */
export function presentedCredential(input: unknown): PresentedResult {
  if (typeof input !== 'string') return { ok: false, problem: 'not_a_credential' };
  if (input.length > PRESENTED_MAX_CHARS) return { ok: false, problem: 'too_large' };
  const text = input.replace(/^\uFEFF/, '').trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (text.startsWith(PNG_DATA_URL)) return credentialOfPngDataUrl(text);
  if (text.startsWith('{')) return credentialOfJson(text);
  if (JWT.test(text)) return { ok: true, value: { kind: 'jwt', jwt: text, baked: false } };
  if (text.startsWith('<'))
    return credentialOfSvg(text) ?? { ok: false, problem: 'not_a_credential' };
  return { ok: false, problem: 'malformed' };
}

/**
 * A credential baked into an SVG image (OB 3.0 §5.3.2.1): the `openbadges` namespace on the root
 * element and an `<openbadges:credential>` element right after its opening tag, the JSON-LD
 * credential in CDATA (`]]>` cannot occur in its JSON: `>` is escaped as \u003e).
 */
export function bakeSvg(svg: string, credential: Record<string, unknown>): string {
  const open = /<svg\b[^>]*>/.exec(svg);
  if (!open) throw new Error('Not an SVG image');
  const json = JSON.stringify(credential, null, 2).replace(/>/g, '\\u003e');
  let root = open[0];
  if (!root.includes('xmlns:openbadges=')) {
    root = root.replace(/^<svg\b/, '<svg xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"');
  }
  const element = `\n<openbadges:credential><![CDATA[${json}]]></openbadges:credential>`;
  const at = open.index + open[0].length;
  return `${svg.slice(0, open.index)}${root}${element}${svg.slice(at)}`;
}
