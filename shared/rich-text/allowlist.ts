/**
 * The rich text allowlist's rules that the editor (components/editor) and the server's
 * sanitiser (./sanitize.ts) share, so both accept exactly the same markup (SCREENS.md "The
 * shared rich text editor"). No dependencies: the editor's browser bundle imports this file,
 * never sanitize-html.
 */

/** Characters per rich text field unless a form says otherwise. */
export const RICH_TEXT_MAX_LENGTH = 100_000;

/** The largest table, in rows and in columns. */
export const MAX_TABLE_ROWS = 20;
export const MAX_TABLE_COLUMNS = 20;

/** The elements rich text may contain; everything else is removed (its text stays). */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'code',
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
  'iframe',
] as const;

/** The attributes each element may keep (values are checked further by the sanitiser). */
export const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'type'],
  code: ['class'],
  iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
};

/** What word processors and other editors call the elements above. */
export const TAG_ALIASES: Record<string, string> = {
  b: 'strong',
  i: 'em',
  strike: 's',
  del: 's',
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
};

/** Where a link opening a new tab always points its `rel` (no window.opener, no referrer). */
export const NEW_TAB_REL = 'noopener noreferrer';

/** Hosts whose video players may be embedded in a lesson, with the path their players live at. */
export const VIDEO_EMBEDS: readonly { host: string; path: string }[] = [
  { host: 'www.youtube-nocookie.com', path: '/embed/' },
  { host: 'www.youtube.com', path: '/embed/' },
  { host: 'player.vimeo.com', path: '/video/' },
];
export const VIDEO_HOSTS = VIDEO_EMBEDS.map((embed) => embed.host);

/**
 * Image paths of this site that rich text may show: a stored file's bytes exactly as the editor's
 * upload inserts them (`/api/v1/files/{id}/content`, lib/files/upload.ts), and the demo pictures
 * in public/. Whole paths, not prefixes: `/api/v1/files/../accounts/me` or a query would make
 * every reader's browser call another endpoint of this site with their cookies.
 */
export const IMAGE_PATHS = [
  /^\/api\/v1\/files\/[A-Za-z0-9-]{1,64}\/content$/,
  /^\/(?:lesson-images|course-covers)\/[A-Za-z0-9-]{1,100}\.(?:svg|png|jpe?g|gif|webp)$/,
] as const;

// Whitespace, control characters and backslashes have no place in a URL we store: browsers
// drop or reinterpret them (`java&#x09;script:`, `/\evil.example`), which is how filters are
// fooled.
function hasUnsafeCharacter(url: string): boolean {
  for (const character of url) {
    const code = character.codePointAt(0) ?? 0;
    if (
      code <= 0x20 ||
      (code >= 0x7f && code <= 0xa0) ||
      code === 0xad ||
      (code >= 0x200b && code <= 0x200f) ||
      (code >= 0x2028 && code <= 0x202e) ||
      code === 0xfeff ||
      character === '\\' ||
      /\s/.test(character)
    ) {
      return true;
    }
  }
  return false;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A link target rich text may hold: http, https and mailto URLs, or a path of this site
 * (`/courses/…`; not `//host`, which is another site).
 */
export function isAllowedLinkHref(href: string): boolean {
  if (href === '' || hasUnsafeCharacter(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return href.length > 'mailto:'.length;
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/?#]+/i.test(href);
  return false;
}

/**
 * An image source rich text may hold: one of this site's image paths above, or an
 * https URL on a host the portal allowlists (`imageHosts`, lower case). Any other address would
 * let the writer see every reader open the text (a tracking pixel), so it is refused: images
 * are uploaded into the file storage instead. data: URLs are refused too.
 */
export function isAllowedImageSrc(src: string, imageHosts: readonly string[] = []): boolean {
  if (src === '' || hasUnsafeCharacter(src)) return false;
  if (src.startsWith('/')) return IMAGE_PATHS.some((path) => path.test(src));
  if (imageHosts.length === 0 || !/^https:\/\//i.test(src)) return false;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  // The host as written, not only as parsed: no second opinion on where the image comes from.
  if (!src.toLowerCase().startsWith(`https://${host}/`)) return false;
  return imageHosts.includes(host);
}

/** An embedded player rich text may hold: https, an allowlisted host, its player's path. */
export function isAllowedEmbedSrc(src: string): boolean {
  if (src === '' || hasUnsafeCharacter(src) || !/^https:\/\//i.test(src)) return false;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.username || url.password || url.port) return false;
  // The host as written, not only as parsed: no second opinion on where the frame points.
  const host = url.hostname.toLowerCase();
  if (!src.toLowerCase().startsWith(`https://${host}/`)) return false;
  return VIDEO_EMBEDS.some(
    (embed) =>
      embed.host === host &&
      url.pathname.startsWith(embed.path) &&
      url.pathname.length > embed.path.length,
  );
}

/**
 * The embeddable player address of a YouTube or Vimeo link an author pastes (a watch page, a
 * short link or an embed address), or null when it is not a video of those hosts. YouTube
 * videos use the privacy-friendly youtube-nocookie.com player.
 */
export function videoEmbedUrl(input: string): string | null {
  const text = input.trim();
  if (isAllowedEmbedSrc(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const id = /^[A-Za-z0-9_-]{6,20}$/;
  let youtube: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const fromQuery = url.pathname === '/watch' ? url.searchParams.get('v') : null;
    const fromPath = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
    youtube = fromQuery ?? fromPath;
  } else if (host === 'youtu.be') {
    youtube = url.pathname.slice(1).split('/')[0] ?? null;
  }
  if (youtube) {
    return id.test(youtube) ? `https://www.youtube-nocookie.com/embed/${youtube}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeo = /^\/(?:video\/)?(\d{4,12})(?:\/|$)/.exec(url.pathname)?.[1];
    return vimeo ? `https://player.vimeo.com/video/${vimeo}` : null;
  }
  return null;
}
