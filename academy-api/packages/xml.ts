import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type PackageProblem, problem } from './problems';

/**
 * Manifests as a small element tree matched by local name. Authoring tools pick their own
 * namespace prefixes (`adlcp:`, `ns1:`, none), and SCORM 1.2 and 2004 spell the same names in
 * different case (`scormtype`, `scormType`; `datafromlms`, `dataFromLMS`), so names are compared
 * without prefix and case; the namespace URIs themselves are kept for telling versions apart.
 */
export type XmlNode = {
  /** The local name (no prefix), as written. */
  name: string;
  /** By lower-case local name; `xml:base` is `base`, `xml:lang` is `lang`. */
  attributes: Map<string, string>;
  /** The namespace URIs this element declares (`xmlns`, `xmlns:x`). */
  namespaces: string[];
  children: XmlNode[];
  /** The element's own text and CDATA, trimmed. */
  text: string;
};

export type ParsedXml = { ok: true; root: XmlNode } | { ok: false; problem: PackageProblem };

const localName = (qualified: string) => qualified.slice(qualified.lastIndexOf(':') + 1);

type RawNode = Record<string, unknown>;
const ATTRIBUTES = ':@';
const TEXT = '#text';

const parser = new XMLParser({
  preserveOrder: true, // cmi5's blocks and AUs interleave: document order matters
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false, // identifiers such as "001" stay as written
  parseAttributeValue: false,
  trimValues: false,
  htmlEntities: true, // numeric character references (&#233;)
  processEntities: { maxTotalExpansions: 1000, maxExpandedLength: 100_000 },
});

function toNode(raw: RawNode): XmlNode | null {
  const tag = Object.keys(raw).find((key) => key !== ATTRIBUTES);
  if (!tag || tag === TEXT || tag.startsWith('?') || tag.startsWith('!')) return null;
  const attributes = new Map<string, string>();
  const namespaces: string[] = [];
  for (const [qualified, value] of Object.entries((raw[ATTRIBUTES] ?? {}) as RawNode)) {
    if (typeof value !== 'string') continue;
    if (qualified === 'xmlns' || qualified.startsWith('xmlns:')) namespaces.push(value);
    else attributes.set(localName(qualified).toLowerCase(), value.trim());
  }
  const children: XmlNode[] = [];
  let text = '';
  for (const item of (raw[tag] ?? []) as RawNode[]) {
    if (TEXT in item) text += String(item[TEXT]);
    else {
      const child = toNode(item);
      if (child) children.push(child);
    }
  }
  return { name: localName(tag), attributes, namespaces, children, text: text.trim() };
}

/** The text's encoding: its byte order mark, else its XML declaration, else UTF-8. */
function decode(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
  }
  const declared = /^\s*<\?xml[^>]*\sencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    bytes.subarray(0, 200).toString('latin1'),
  )?.[1];
  // Throws for a label the platform does not know: the manifest cannot be read then.
  return new TextDecoder(declared ?? 'utf-8', { fatal: true }).decode(bytes);
}

/** The document's root element, or why `file` is not XML this platform can read. */
export function parseXml(bytes: Buffer, file: string): ParsedXml {
  let source: string;
  try {
    source = decode(bytes);
  } catch {
    return { ok: false, problem: problem('UNREADABLE_XML', { file }) };
  }
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    return { ok: false, problem: problem('MALFORMED_XML', { file, line: valid.err.line }) };
  }
  try {
    const root = (parser.parse(source) as RawNode[])
      .map(toNode)
      .find((node): node is XmlNode => node !== null);
    if (root) return { ok: true, root };
  } catch {
    // The parser's own refusals (entity expansion, reserved names): not a line to point at.
  }
  return { ok: false, problem: problem('UNREADABLE_XML', { file }) };
}

const same = (node: XmlNode, name: string) => node.name.toLowerCase() === name.toLowerCase();

/** The child elements of that local name, in document order. */
export const children = (node: XmlNode | undefined, name: string): XmlNode[] =>
  node ? node.children.filter((child) => same(child, name)) : [];

/** The first child element of that local name. */
export const child = (node: XmlNode | undefined, name: string): XmlNode | undefined =>
  node?.children.find((found) => same(found, name));

/** An attribute by local name; undefined when absent or empty. */
export const attribute = (node: XmlNode | undefined, name: string): string | undefined =>
  node?.attributes.get(name.toLowerCase()) || undefined;

/** A value written as an attribute or as a child element, whichever the tool chose. */
export const value = (node: XmlNode | undefined, name: string): string | undefined =>
  attribute(node, name) ?? (child(node, name)?.text || undefined);

/** Whether an element of that local name appears anywhere below `node`. */
export const contains = (node: XmlNode | undefined, name: string): boolean =>
  node?.children.some((found) => same(found, name) || contains(found, name)) ?? false;
