import { describe, expect, it } from 'vitest';
import { attribute, child, children, contains, parseXml, value, type XmlNode } from './xml';

const rootOf = (source: string | Buffer): XmlNode => {
  const parsed = parseXml(Buffer.isBuffer(source) ? source : Buffer.from(source), 'x.xml');
  if (!parsed.ok) throw new Error(parsed.problem.code);
  return parsed.root;
};

describe('parseXml', () => {
  it('matches elements and attributes by local name, whatever the prefix or case', () => {
    const root = rootOf(`<?xml version="1.0"?>
      <!-- exported by a tool -->
      <imscp:manifest xmlns:imscp="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:a="urn:a" xml:base="content/">
        <imscp:resources><imscp:resource a:scormType="sco" identifier="r1"/></imscp:resources>
      </imscp:manifest>`);
    expect(root.name).toBe('manifest');
    expect(root.namespaces).toEqual(['http://www.imsglobal.org/xsd/imscp_v1p1', 'urn:a']);
    expect(attribute(root, 'base')).toBe('content/');
    const resource = child(child(root, 'RESOURCES'), 'resource');
    expect(attribute(resource, 'scormtype')).toBe('sco');
    expect(attribute(resource, 'missing')).toBeUndefined();
  });

  it('reads a value written as an attribute or as an element', () => {
    const root = rootOf(
      '<au moveOn="Passed"><masteryScore> 0.9 </masteryScore><url><![CDATA[a.html?x=1&y=2]]></url></au>',
    );
    expect(value(root, 'moveOn')).toBe('Passed');
    expect(value(root, 'masteryScore')).toBe('0.9');
    expect(value(root, 'url')).toBe('a.html?x=1&y=2');
    expect(value(root, 'title')).toBeUndefined();
  });

  it('keeps the order of mixed siblings and decodes entities and character references', () => {
    const root = rootOf(
      '<c><au id="1"/><block id="2"><au id="3"/></block><au id="4">&#233;&amp;&lt;</au></c>',
    );
    expect(root.children.map((node) => `${node.name}${attribute(node, 'id')}`)).toEqual([
      'au1',
      'block2',
      'au4',
    ]);
    expect(children(root, 'au').at(-1)?.text).toBe('é&<');
    expect(contains(root, 'au')).toBe(true);
    expect(contains(child(root, 'au'), 'au')).toBe(false);
  });

  it('keeps identifiers as written (no numbers made of them)', () => {
    const root = rootOf('<m identifier="007"><schemaversion>1.20</schemaversion></m>');
    expect(attribute(root, 'identifier')).toBe('007');
    expect(value(root, 'schemaversion')).toBe('1.20');
  });

  it('reads UTF-8 with a BOM, UTF-16 with a BOM and a declared Latin-1', () => {
    const text = '<t>Sécurité</t>';
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    expect(rootOf(bom).text).toBe('Sécurité');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(rootOf(utf16).text).toBe('Sécurité');
    const latin1 = Buffer.from(`<?xml version="1.0" encoding="ISO-8859-1"?>${text}`, 'latin1');
    expect(rootOf(latin1).text).toBe('Sécurité');
  });

  it('points at the line of malformed XML', () => {
    const parsed = parseXml(Buffer.from('<manifest>\n  <organizations>\n</manifest>'), 'x.xml');
    expect(parsed).toEqual({
      ok: false,
      problem: {
        code: 'MALFORMED_XML',
        severity: 'error',
        params: { file: 'x.xml', line: 3 },
      },
    });
    const empty = parseXml(Buffer.from('   '), 'x.xml');
    expect(empty.ok ? '' : empty.problem.code).toBe('MALFORMED_XML');
  });

  it('refuses text it cannot decode and constructs the parser will not build', () => {
    const invalid = parseXml(
      Buffer.from([0x3c, 0x61, 0x3e, 0xff, 0x3c, 0x2f, 0x61, 0x3e]),
      'x.xml',
    );
    expect(invalid.ok ? '' : invalid.problem.code).toBe('UNREADABLE_XML');
    const unknown = parseXml(
      Buffer.from('<?xml version="1.0" encoding="x-klingon"?><a/>'),
      'x.xml',
    );
    expect(unknown.ok ? '' : unknown.problem.code).toBe('UNREADABLE_XML');
    const polluting = parseXml(Buffer.from('<a><__proto__ x="1"/></a>'), 'x.xml');
    expect(polluting.ok ? '' : polluting.problem.code).toBe('UNREADABLE_XML');
  });

  it('does not expand entities without bound (billion laughs)', () => {
    const entities = Array.from(
      { length: 8 },
      (_, i) => `<!ENTITY e${i + 1} "${`&e${i};`.repeat(10)}">`,
    ).join('');
    const source = `<!DOCTYPE m [<!ENTITY e0 "laugh">${entities}]><m>&e8;</m>`;
    const parsed = parseXml(Buffer.from(source), 'x.xml');
    expect(parsed.ok ? parsed.root.text.length : 0).toBeLessThan(1000);
  });
});
