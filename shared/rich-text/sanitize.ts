import sanitizeHtml from 'sanitize-html';

/** Hosts whose video players may be embedded in a lesson (privacy-friendly ones first). */
export const VIDEO_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'];

/**
 * The one rich text allowlist (SCREENS.md "The shared rich text editor"): paragraphs, H2–H4,
 * bold, italic, underline, strike, lists, links (http, https, mailto), images with alt text,
 * tables, blockquote and code blocks, and videos from the hosts above. Everything else —
 * scripts, event handlers, styles, classes, javascript: and data: URLs, SVG, forms, other
 * iframes — is removed. Applied by the API on every write of rich text, and again when stored
 * HTML is shown: stored HTML is never trusted.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
    'pre',
    'code',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  // What HTML editors and word processors call the same marks.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const link = { ...attribs };
      // A link that opens a new tab can reach back through window.opener: never.
      if (link.target === '_blank') link.rel = 'noopener noreferrer';
      else delete link.target;
      if (link.target !== '_blank') delete link.rel;
      return { tagName, attribs: link };
    },
  },
  // An image needs its alt text (empty is allowed: decorative); without one it is removed.
  exclusiveFilter: (frame) => frame.tag === 'img' && frame.attribs.alt === undefined,
  disallowedTagsMode: 'discard',
  // Text of removed elements such as <script> or <style> is dropped, not left behind.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'svg', 'math'],
};

/**
 * Rich text as it may be stored and shown: the allowlist above, nothing else. Image sources may
 * be https URLs or paths of this site (/lesson-images/…, /api/v1/files/…); protocol-relative
 * ones (//host) are refused.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The visible text of rich text (search, summaries, the e-mail text version). */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
