import { describe, expect, it } from 'vitest';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, isAllowedEmbedSrc } from './allowlist';
import { sanitizeRichText } from './sanitize';
import { EDITOR_DOCUMENT } from './test-documents';
import { XSS_CORPUS } from './xss-corpus';

/**
 * Mutation XSS hides in the gap between how a sanitiser reads HTML and how a browser does. So
 * the sanitiser's output is read again by a spec-compliant HTML parser (jsdom's, as a browser
 * reads innerHTML) and every element it builds is checked against the allowlist.
 */
const XHTML = 'http://www.w3.org/1999/xhtml';
const ALLOWED = new Set<string>(ALLOWED_TAGS);

function problemsOf(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const problems: string[] = [];
  for (const element of Array.from(host.querySelectorAll('*'))) {
    const name = element.localName;
    if (element.namespaceURI !== XHTML) problems.push(`${name} in ${element.namespaceURI}`);
    if (!ALLOWED.has(name)) problems.push(`<${name}>`);
    for (const attribute of Array.from(element.attributes)) {
      if (!(ALLOWED_ATTRIBUTES[name] ?? []).includes(attribute.name)) {
        problems.push(`${name}[${attribute.name}]`);
      }
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these in URLs.
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (/^(javascript|vbscript|data):/.test(value)) problems.push(`${name}[${attribute.name}]`);
    }
    if (name === 'iframe' && !isAllowedEmbedSrc(element.getAttribute('src') ?? '')) {
      problems.push(`iframe ${element.getAttribute('src')}`);
    }
  }
  return problems;
}

describe('sanitised output as a browser parses it', () => {
  it.each(XSS_CORPUS)('$name: only allowlisted elements and attributes', ({ html }) => {
    const output = sanitizeRichText(html);
    expect(problemsOf(output)).toEqual([]);
    // And what the browser would serialise back is still clean.
    const host = document.createElement('div');
    host.innerHTML = output;
    expect(problemsOf(sanitizeRichText(host.innerHTML))).toEqual([]);
  });

  it('reads the editor document back to the same markup', () => {
    const host = document.createElement('div');
    host.innerHTML = EDITOR_DOCUMENT;
    expect(host.innerHTML).toBe(EDITOR_DOCUMENT);
    expect(problemsOf(EDITOR_DOCUMENT)).toEqual([]);
  });
});
