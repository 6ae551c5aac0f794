import { describe, expect, it } from 'vitest';
import { COURSE_DESCRIPTIONS, LESSON_CONTENT } from '@/academy-api/db/seed-lessons';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  isAllowedEmbedSrc,
  isAllowedImageSrc,
  isAllowedLinkHref,
  videoEmbedUrl,
} from './allowlist';
import { richTextToPlain, sanitizeRichText } from './sanitize';
import { EDITOR_DOCUMENT } from './test-documents';
import { XSS_CORPUS } from './xss-corpus';

interface Tag {
  name: string;
  attributes: Record<string, string>;
}

/** The sanitiser's output quotes every attribute and escapes `<`/`>` outside tags. */
function tagsOf(html: string): Tag[] {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9:-]*)([^>]*)>/g)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    attributes: Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([^\s"'>/=]+)(?:="([^"]*)")?/g)].map((attribute) => [
        (attribute[1] ?? '').toLowerCase(),
        attribute[2] ?? '',
      ]),
    ),
  }));
}

/** An attribute value as a browser reads it: entities decoded, blanks and controls dropped. */
function asBrowserReadsIt(value: string): string {
  return (
    value
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
        String.fromCodePoint(Number.parseInt(hex, 16)),
      )
      .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
      .replace(/&colon;/gi, ':')
      .replace(/&tab;/gi, '\t')
      .replace(/&newline;/gi, '\n')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these in URLs.
      .replace(/[\u0000-\u0020\u007f-\u00a0]/g, '')
      .toLowerCase()
  );
}

const ALLOWED = new Set<string>(ALLOWED_TAGS);

describe('the XSS corpus', () => {
  it('has at least 60 payloads, each named once', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(XSS_CORPUS.map((payload) => payload.name)).size).toBe(XSS_CORPUS.length);
  });

  describe.each(XSS_CORPUS)('$name', ({ html }) => {
    const output = sanitizeRichText(html);
    const tags = tagsOf(output);

    it('leaves no script element', () => {
      expect(output).not.toMatch(/<\s*script/i);
    });

    it('leaves no event handler attribute', () => {
      expect(output).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
      for (const tag of tags) {
        expect(Object.keys(tag.attributes).filter((name) => name.startsWith('on'))).toEqual([]);
      }
    });

    it('leaves no javascript:, vbscript: or data: URL', () => {
      for (const tag of tags) {
        for (const value of Object.values(tag.attributes)) {
          expect(asBrowserReadsIt(value)).not.toMatch(/^(javascript|vbscript|data):/);
          expect(asBrowserReadsIt(value)).not.toMatch(/(javascript|vbscript):/);
        }
      }
    });

    it('leaves no style, neither attribute nor element', () => {
      expect(output).not.toMatch(/<style/i);
      for (const tag of tags) expect(tag.attributes).not.toHaveProperty('style');
    });

    it('leaves no frame but the allowlisted video players', () => {
      expect(output).not.toMatch(/<(frame|frameset|object|embed|base|meta|link|form)\b/i);
      for (const tag of tags.filter((candidate) => candidate.name === 'iframe')) {
        expect(isAllowedEmbedSrc(tag.attributes.src ?? '')).toBe(true);
        expect(Object.keys(tag.attributes)).not.toContain('srcdoc');
      }
    });

    it('leaves only allowlisted elements and attributes', () => {
      for (const tag of tags) {
        expect(ALLOWED.has(tag.name), tag.name).toBe(true);
        for (const name of Object.keys(tag.attributes)) {
          expect(ALLOWED_ATTRIBUTES[tag.name] ?? [], `${tag.name}[${name}]`).toContain(name);
        }
      }
    });

    it('is a fixed point: sanitising the output again changes nothing', () => {
      expect(sanitizeRichText(output)).toBe(output);
    });
  });
});

describe('allowed markup', () => {
  it('round-trips a document with every allowed element byte for byte', () => {
    expect(sanitizeRichText(EDITOR_DOCUMENT)).toBe(EDITOR_DOCUMENT);
  });

  it('keeps every seeded lesson and course description exactly as written', () => {
    const seeded = [
      ...Object.values(LESSON_CONTENT).flatMap((lessons) => Object.values(lessons)),
      ...Object.values(COURSE_DESCRIPTIONS),
    ];
    expect(seeded.length).toBeGreaterThan(20);
    for (const html of seeded) expect(sanitizeRichText(html)).toBe(html.trim());
  });

  it('writes what other editors call the same marks and headings the allowlist’s way', () => {
    expect(
      sanitizeRichText(
        '<h1>T</h1><h5>F</h5><p><b>b</b> <i>i</i> <strike>s</strike> <del>d</del></p>',
      ),
    ).toBe('<h2>T</h2><h4>F</h4><p><strong>b</strong> <em>i</em> <s>s</s> <s>d</s></p>');
  });

  it('forces rel="noopener noreferrer" on a link to a new tab and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://a.example" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://a.example">x</a>',
    );
  });

  it('keeps a refused link’s text', () => {
    expect(sanitizeRichText('<p><a href="ftp://a.example">files</a></p>')).toBe('<p>files</p>');
    expect(sanitizeRichText('<p><a href="//evil.example">x</a></p>')).toBe('<p>x</p>');
  });

  it('gives an image without alt text an empty one (decorative), and drops refused sources', () => {
    expect(sanitizeRichText('<img src="/lesson-images/a.svg">')).toBe(
      '<img src="/lesson-images/a.svg" alt="">',
    );
    expect(sanitizeRichText('<img src="http://a.example/a.png" alt="a">')).toBe('');
    expect(sanitizeRichText('<img src="/uploads/a.png" alt="a">')).toBe('');
    expect(sanitizeRichText('<img src="https://a.example/a.png" alt="a" width="50%">')).toBe(
      '<img src="https://a.example/a.png" alt="a">',
    );
  });

  it('keeps players of the allowlisted video hosts with a fixed set of attributes', () => {
    expect(
      sanitizeRichText(
        '<iframe src="https://www.youtube.com/embed/abc123" title="v" allow="autoplay" sandbox="" frameborder="0" allowfullscreen>fallback</iframe>',
      ),
    ).toBe(
      '<iframe src="https://www.youtube.com/embed/abc123" title="v" allowfullscreen=""></iframe>',
    );
    expect(sanitizeRichText('<iframe src="https://vimeo.com/76979871"></iframe>')).toBe('');
  });

  it('cuts tables to 20 rows of 20 columns', () => {
    const cell = (row: number, column: number) => `<td>${row}.${column}</td>`;
    const rows = Array.from(
      { length: 25 },
      (_, row) =>
        `<tr>${Array.from({ length: 24 }, (_, column) => cell(row, column)).join('')}</tr>`,
    ).join('');
    const output = sanitizeRichText(`<table><tbody>${rows}</tbody></table><p>after</p>`);
    expect(output.match(/<tr>/g)).toHaveLength(20);
    expect(output.match(/<td>/g)).toHaveLength(400);
    expect(output).toContain('<td>19.19</td></tr></tbody></table><p>after</p>');
    expect(output).not.toContain('20.0');
    expect(sanitizeRichText(output)).toBe(output);
    // A cell spanning past the 20th column goes too.
    const wide = sanitizeRichText(
      `<table><tr>${Array.from({ length: 19 }, (_, column) => cell(0, column)).join('')}<td colspan="2">x</td></tr></table>`,
    );
    expect(wide).not.toContain('colspan');
  });

  it('keeps only sensible values of the table and list attributes', () => {
    expect(
      sanitizeRichText(
        '<table><tr><th scope="evil" colspan="0">a</th><td rowspan="3">b</td></tr></table><ol start="x" type="disc"><li>c</li></ol>',
      ),
    ).toBe('<table><tr><th>a</th><td rowspan="3">b</td></tr></table><ol><li>c</li></ol>');
  });

  it('gives the plain text of rich text', () => {
    expect(richTextToPlain('<h2>A</h2><p>b <strong>c</strong></p><script>x</script>')).toBe('Ab c');
  });
});

describe('the allowlist’s URL rules (shared with the editor)', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/a?b#c', true],
    ['mailto:ana@example.com', true],
    ['/courses/data-literacy', true],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    [' https://example.com', false],
    ['example.com', false],
    ['ftp://example.com', false],
    ['https:', false],
  ])('link %j → %s', (href, allowed) => {
    expect(isAllowedLinkHref(href)).toBe(allowed);
  });

  it.each([
    ['https://images.example.com/a.png', true],
    ['/api/v1/files/123/content', true],
    ['/lesson-images/a.svg', true],
    ['/course-covers/a.svg', true],
    ['/lesson-images/', false],
    ['/api/v1/accounts', false],
    ['http://example.com/a.png', false],
    ['data:image/png;base64,AAAA', false],
    ['//example.com/a.png', false],
  ])('image %j → %s', (src, allowed) => {
    expect(isAllowedImageSrc(src)).toBe(allowed);
  });

  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)', null],
  ])('video link %j → %j', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });
});
