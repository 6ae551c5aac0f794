import type { Launch } from './description';

/**
 * Where a manifest's `href` leads. Relative references are resolved the way the browser will
 * resolve them when the player opens the file (RFC 3986 against the package root, through every
 * `xml:base` on the way, `\` read as `/` as browsers do for http), so the file checked here is
 * the file the learner's browser will ask for.
 */
const ROOT = new URL('https://package.invalid/');

export type Resolved = Launch | { invalid: true };

function resolve(bases: readonly (string | undefined)[], href: string): URL | null {
  try {
    let base = ROOT;
    for (const next of bases) if (next) base = new URL(next, base);
    return new URL(href, base);
  } catch {
    return null;
  }
}

const decodedPath = (url: URL) => {
  const encoded = url.pathname.slice(1);
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
};

/**
 * The `parameters` of an item added to its launch URL, as the SCORM CAM's note on the item's
 * `parameters` attribute describes (after the IMS Content Packaging best practice): leading
 * `?` and `&` removed; a fragment only when the URL has none; otherwise appended to the query,
 * before any fragment.
 */
export function withParameters(url: string, parameters: string): string {
  const added = parameters.trim().replace(/^[?&]+/, '');
  if (!added) return url;
  if (added.startsWith('#')) return url.includes('#') ? url : url + added;
  const hashAt = url.indexOf('#');
  const head = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${head}${head.includes('?') ? '&' : '?'}${added}${hash}`;
}

/**
 * The launch of `href` under the `xml:base` chain `bases` (outermost first): a path in the
 * package, or an absolute http(s) URL; `invalid` for anything else (`javascript:`, `data:`,
 * unparseable references).
 */
export function resolveLaunch(
  bases: readonly (string | undefined)[],
  href: string,
  parameters = '',
): Resolved {
  const url = resolve(bases, href);
  if (!url) return { invalid: true };
  if (url.origin === ROOT.origin) {
    const inPackage = url.pathname.slice(1) + url.search + url.hash;
    return { path: decodedPath(url), url: withParameters(inPackage, parameters), parameters };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { invalid: true };
  return { path: null, url: withParameters(url.href, parameters), parameters };
}

/** The package's file names, with a look-up that forgives letter case (to say what was meant). */
export class FileIndex {
  private folded: Map<string, string> | undefined;

  constructor(private readonly files: ReadonlySet<string>) {}

  has(path: string): boolean {
    return this.files.has(path);
  }

  /** The file that differs from `path` only in letter case, if there is one. */
  caseVariant(path: string): string | undefined {
    if (!this.folded) {
      this.folded = new Map();
      for (const file of this.files) this.folded.set(file.toLowerCase(), file);
    }
    return this.folded.get(path.toLowerCase());
  }
}
