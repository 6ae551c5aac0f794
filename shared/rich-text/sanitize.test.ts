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
import { richTextToPlain, sanitizeRichText, sanitizeRichTextReport } from './sanitize';
import { EDITOR_DOCUMENT, EDITOR_IMAGE_HOSTS } from './test-documents';
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
    expect(sanitizeRichText(EDITOR_DOCUMENT, { imageHosts: EDITOR_IMAGE_HOSTS })).toBe(
      EDITOR_DOCUMENT,
    );
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
    expect(sanitizeRichText('<img src="/api/v1/files/f1/content" alt="a" width="50%">')).toBe(
      '<img src="/api/v1/files/f1/content" alt="a">',
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
    ['/api/v1/files/123/content', true],
    ['/api/v1/files/01935d6c-7a4e-7000-8000-000000000001/content', true],
    ['/lesson-images/a.svg', true],
    ['/course-covers/a.svg', true],
    ['https://images.example.com/a.png', false],
    ['/lesson-images/', false],
    ['/api/v1/accounts', false],
    ['/api/v1/files/123', false],
    ['/api/v1/files/../accounts/me/content', false],
    ['/api/v1/files/%2e%2e/content', false],
    ['/api/v1/files/123/content?download=1', false],
    ['/lesson-images/../api/v1/sessions', false],
    ['http://example.com/a.png', false],
    ['data:image/png;base64,AAAA', false],
    ['blob:https://example.com/1', false],
    ['//example.com/a.png', false],
  ])('image %j → %s', (src, allowed) => {
    expect(isAllowedImageSrc(src)).toBe(allowed);
  });

  it.each([
    ['https://images.example.com/a.png', true],
    ['https://IMAGES.example.com/a.png', true],
    ['https://images.example.com', false],
    ['http://images.example.com/a.png', false],
    ['https://images.example.com:8443/a.png', false],
    ['https://user@images.example.com/a.png', false],
    ['https://images.example.com.evil.example/a.png', false],
    ['https://evil.example/images.example.com/a.png', false],
    ['https://sub.images.example.com/a.png', false],
    ['/api/v1/files/123/content', true],
  ])('image %j with images.example.com allowlisted → %s', (src, allowed) => {
    expect(isAllowedImageSrc(src, ['images.example.com'])).toBe(allowed);
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

describe('images only from the file storage or the portal’s image hosts', () => {
  const stored =
    '<img src="/api/v1/files/01935d6c-7a4e-7000-8000-000000000001/content" alt="A chart">';

  it('removes a tracking image of another site and keeps the text around it', () => {
    expect(
      sanitizeRichText(
        '<p>Hello</p><img src="https://tracker.example/pixel.gif?reader=1" alt="" width="1" height="1"><p>Bye</p>',
      ),
    ).toBe('<p>Hello</p><p>Bye</p>');
    expect(
      sanitizeRichText('<p>In <img src="https://tracker.example/p.gif" alt="x"> line</p>'),
    ).toBe('<p>In  line</p>');
  });

  it('keeps an image of the file storage', () => {
    expect(sanitizeRichText(stored)).toBe(stored);
  });

  it('keeps an https image of an allowlisted host, and only of that host', () => {
    const allowed = '<img src="https://images.example.com/chart.png" alt="A line chart">';
    const rules = { imageHosts: ['images.example.com'] };
    expect(sanitizeRichText(allowed, rules)).toBe(allowed);
    expect(sanitizeRichText(allowed)).toBe('');
    expect(sanitizeRichText('<img src="https://other.example/chart.png" alt="a">', rules)).toBe('');
    expect(sanitizeRichText('<img src="http://images.example.com/chart.png" alt="a">', rules)).toBe(
      '',
    );
  });

  it('refuses data: and blob: images', () => {
    expect(sanitizeRichText('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="a">')).toBe(
      '',
    );
    expect(sanitizeRichText('<img src="blob:https://a.example/1" alt="a">')).toBe('');
  });

  it.each([
    [
      'srcset',
      `<img src="/lesson-images/a.svg" srcset="https://tracker.example/a.png 2x" alt="a">`,
    ],
    [
      'sizes and srcset on a source',
      '<picture><source srcset="https://tracker.example/a.png"><img src="/lesson-images/a.svg" alt="a"></picture>',
    ],
    ['a style url()', `<p style="background:url(https://tracker.example/a.png)">x</p>`],
    ['a style element', '<style>p{background:url(https://tracker.example/a.png)}</style><p>x</p>'],
    ['an @import', '<style>@import "https://tracker.example/a.css";</style><p>x</p>'],
    [
      'a background attribute',
      '<table background="https://tracker.example/a.png"><tr><td background="https://tracker.example/b.png">x</td></tr></table>',
    ],
    [
      'a video poster',
      '<video poster="https://tracker.example/a.png" src="https://tracker.example/v.mp4"></video><p>x</p>',
    ],
    ['an audio source', '<audio src="https://tracker.example/a.mp3"></audio><p>x</p>'],
    ['a link ping', '<p><a href="https://a.example" ping="https://tracker.example/ping">x</a></p>'],
    [
      'a link element',
      '<link rel="stylesheet" href="https://tracker.example/a.css"><link rel="prefetch" href="https://tracker.example/p"><p>x</p>',
    ],
    [
      'a meta refresh',
      '<meta http-equiv="refresh" content="0;url=https://tracker.example/"><p>x</p>',
    ],
    ['an input image', '<input type="image" src="https://tracker.example/a.png"><p>x</p>'],
    ['an svg image', '<svg><image href="https://tracker.example/a.png"></image></svg><p>x</p>'],
    ['an object', '<object data="https://tracker.example/a.png"></object><p>x</p>'],
    ['an embed', '<embed src="https://tracker.example/a.png"><p>x</p>'],
    ['a body background', '<body background="https://tracker.example/a.png"><p>x</p></body>'],
    [
      'a lowsrc and dynsrc',
      '<img src="/lesson-images/a.svg" lowsrc="https://tracker.example/a.png" dynsrc="https://tracker.example/b.avi" alt="a">',
    ],
    ['a longdesc', '<img src="/lesson-images/a.svg" longdesc="https://tracker.example/a" alt="a">'],
    ['an entity-encoded source', '<img src="https&#58;//tracker.example/a.png" alt="a"><p>x</p>'],
    ['a protocol-relative source', '<img src="//tracker.example/a.png" alt="a"><p>x</p>'],
    ['a frame of another host', '<iframe src="https://tracker.example/embed/1"></iframe><p>x</p>'],
  ])('lets no other fetch through: %s', (_name, html) => {
    const output = sanitizeRichText(html);
    expect(output).not.toContain('tracker.example');
    expect(sanitizeRichText(output)).toBe(output);
  });

  it('reports the image sources it took out, so the writer can be told', () => {
    expect(
      sanitizeRichTextReport(
        `<p>a</p><img src="https://tracker.example/p.gif" alt="">${stored}<img src="data:image/png;base64,AAAA" alt="b">`,
      ),
    ).toEqual({
      html: `<p>a</p>${stored}`,
      refusedImages: ['https://tracker.example/p.gif', 'data:image/png;base64,AAAA'],
    });
    expect(sanitizeRichTextReport(stored).refusedImages).toEqual([]);
  });
});
