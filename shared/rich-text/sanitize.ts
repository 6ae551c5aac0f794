import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  isAllowedEmbedSrc,
  isAllowedImageSrc,
  isAllowedLinkHref,
  MAX_TABLE_COLUMNS,
  MAX_TABLE_ROWS,
  NEW_TAB_REL,
  TAG_ALIASES,
  VIDEO_HOSTS,
} from './allowlist';

export { VIDEO_HOSTS };

type Attributes = Record<string, string>;

const whole = (value: string | undefined, pattern: RegExp) =>
  value !== undefined && pattern.test(value) ? value : undefined;

/** Keeps the attributes whose values pass; an attribute that fails is dropped. */
function keep(attribs: Attributes, checks: Record<string, (value: string) => string | undefined>) {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const check = checks[name];
    if (!check) {
      kept[name] = value;
      continue;
    }
    const checked = check(value);
    if (checked !== undefined) kept[name] = checked;
  }
  return kept;
}

const size = (value: string) => whole(value.trim(), /^\d{1,4}$/);
const span = (value: string) => {
  const number = Number(value.trim());
  return Number.isInteger(number) && number >= 1 && number <= MAX_TABLE_ROWS
    ? String(number)
    : undefined;
};

// sanitize-html 2.18 has `allowedEmptyAttributes`; its type definitions do not know it yet.
type Options = sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] };

/** What sanitising with a portal's rules needs: the hosts its images may come from. */
export interface RichTextRules {
  /** Hosts (lower case) whose https images the portal allows besides its file storage. */
  imageHosts?: readonly string[];
}

/**
 * The one rich text allowlist (SCREENS.md "The shared rich text editor"), the same one the
 * editor's schema has (shared/rich-text/allowlist.ts): paragraphs, H2–H4, bold, italic,
 * underline, strike, inline code, lists, links (http, https, mailto, paths of this site; a new
 * tab always gets rel="noopener noreferrer"), images with alt text (this site's file storage
 * and demo pictures, or https on a host the portal allowlists), tables up to 20×20, blockquote,
 * code blocks, line breaks and rules, and video players of the allowlisted hosts. Everything
 * else — scripts, event handlers, styles, classes, srcset, javascript:/vbscript:/data: URLs,
 * SVG, MathML, forms, picture/source/video, other frames — is removed. `refused` collects the
 * image sources taken out.
 */
const optionsFor = (imageHosts: readonly string[], refused?: string[]): Options => ({
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  // Code blocks name their language (TipTap's `language-…` class); no other class survives.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...VIDEO_HOSTS],
  allowIframeRelativeUrls: false,
  allowedEmptyAttributes: ['alt', 'allowfullscreen'],
  parseStyleAttributes: false,
  transformTags: {
    ...Object.fromEntries(
      Object.entries(TAG_ALIASES).map(([from, to]) => [
        from,
        (_tag: string, attribs: Attributes) => ({ tagName: to, attribs }),
      ]),
    ),
    a: (tagName, attribs) => {
      const link = keep(attribs, {
        href: (value) => (isAllowedLinkHref(value.trim()) ? value.trim() : undefined),
        target: (value) => (value === '_blank' ? value : undefined),
        // A link that opens a new tab must not reach back through window.opener.
        rel: () => (attribs.target === '_blank' ? NEW_TAB_REL : undefined),
      });
      if (link.target === '_blank') link.rel = NEW_TAB_REL;
      return { tagName, attribs: link };
    },
    img: (tagName, attribs) => {
      const image = keep(attribs, {
        src: (value) => {
          if (isAllowedImageSrc(value.trim(), imageHosts)) return value.trim();
          refused?.push(value.trim());
          return undefined;
        },
        width: size,
        height: size,
      });
      // The editor insists on alt text; markup from elsewhere without any is kept as decorative
      // rather than silently losing the picture.
      if (image.alt === undefined) image.alt = '';
      return { tagName, attribs: image };
    },
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: keep(attribs, {
        src: (value) => (isAllowedEmbedSrc(value.trim()) ? value.trim() : undefined),
        width: size,
        height: size,
        allowfullscreen: () => '',
      }),
      // A frame's fallback content is never shown by a browser that can show frames.
      text: '',
    }),
    th: (tagName, attribs) => ({
      tagName,
      attribs: keep(attribs, {
        colspan: span,
        rowspan: span,
        scope: (value) => whole(value, /^(col|row|colgroup|rowgroup)$/),
      }),
    }),
    td: (tagName, attribs) => ({
      tagName,
      attribs: keep(attribs, { colspan: span, rowspan: span }),
    }),
    ol: (tagName, attribs) => ({
      tagName,
      attribs: keep(attribs, {
        start: (value) => whole(value.trim(), /^-?\d{1,6}$/),
        type: (value) => whole(value, /^[1aAiI]$/),
      }),
    }),
  },
  exclusiveFilter: (frame) => {
    // A link whose target was refused is only its text; an image or a frame whose source was
    // refused is nothing at all.
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    if ((frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src) return true;
    return false;
  },
  disallowedTagsMode: 'discard',
  // Text of removed elements such as <script> or <style> is dropped, not left behind.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'svg',
    'math',
    'template',
    'xmp',
    'noembed',
    'noframes',
    'object',
    'head',
  ],
});

const VOID_ELEMENTS = new Set(['br', 'hr', 'img']);
const TAG = /<(\/?)([a-z0-9]+)\b[^>]*>/g;

/**
 * Tables of at most 20 rows and 20 cells a row: the rest is cut. Runs on the sanitiser's own
 * output, where every `<` and `>` outside a tag is escaped, so a tag pattern reads it exactly.
 */
function limitTables(html: string): string {
  if (!html.includes('<table')) return html;
  const tables: { rows: number; cells: number }[] = [];
  let output = '';
  let last = 0;
  // While cutting: the depth at which the cut element opened; everything until it closes goes.
  let depth = 0;
  let cutDepth = -1;
  for (const match of html.matchAll(TAG)) {
    const [tag, closing, name = ''] = match;
    const start = match.index;
    const keepText = cutDepth === -1;
    if (keepText) output += html.slice(last, start);
    last = start + tag.length;
    if (VOID_ELEMENTS.has(name)) {
      if (keepText) output += tag;
      continue;
    }
    if (closing) {
      depth -= 1;
      if (cutDepth === -1) {
        output += tag;
        if (name === 'table') tables.pop();
      } else if (depth === cutDepth) {
        cutDepth = -1;
      }
      continue;
    }
    if (cutDepth === -1) {
      const table = tables.at(-1);
      let cut = false;
      if (name === 'table') tables.push({ rows: 0, cells: 0 });
      else if (name === 'tr' && table) {
        table.rows += 1;
        table.cells = 0;
        cut = table.rows > MAX_TABLE_ROWS;
      } else if ((name === 'td' || name === 'th') && table) {
        table.cells += Number(/ colspan="(\d+)"/.exec(tag)?.[1] ?? 1);
        cut = table.cells > MAX_TABLE_COLUMNS;
      }
      if (cut) cutDepth = depth;
      else output += tag;
    }
    depth += 1;
  }
  if (cutDepth === -1) output += html.slice(last);
  return output;
}

/**
 * Rich text as it may be stored and shown: the allowlist above, nothing else. The result is a
 * fixed point (sanitising it again changes nothing), and markup the editor produces comes out
 * byte for byte as it went in: void elements are written `<br>` as browsers write them, and a
 * no-break space as `&nbsp;`. Images only from the file storage, the demo pictures, or the
 * portal's allowlisted hosts (`rules.imageHosts`; none unless given).
 */
export function sanitizeRichText(html: string, rules: RichTextRules = {}): string {
  return sanitizeRichTextReport(html, rules).html;
}

/**
 * sanitizeRichText, and the image sources it took out, so a save can tell the writer
 * which pictures were not kept (an image from another site is refused, not silently lost).
 */
export function sanitizeRichTextReport(
  html: string,
  { imageHosts = [] }: RichTextRules = {},
): { html: string; refusedImages: string[] } {
  const refusedImages: string[] = [];
  const options = optionsFor(imageHosts, refusedImages);
  const clean = sanitizeHtml(html, options)
    // Outside tags every `>` is escaped, so ` />` only ever ends a void element.
    .replace(/ \/>/g, '>')
    .replace(/\u00a0/g, '&nbsp;')
    .trim();
  return { html: limitTables(clean), refusedImages };
}

/** The visible text of rich text (search, summaries, the e-mail text version). */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
