/**
 * The one check for every address the app takes from input and then navigates to: returnTo,
 * next, a notification's link, a pinned item. The value is resolved the way a
 * browser resolves a link (`new URL(value, base)`: dot segments removed, backslashes read as
 * slashes, percent-encoded dots decoded) and must stay on the placeholder origin; what comes back
 * is the resolved path, query and fragment, so `/.//evil.example`, which resolves to
 * `//evil.example`, can never be returned. Control characters and whitespace are refused
 * anywhere: a browser strips tabs and line breaks from a URL, so `/\n/evil.example` is
 * `//evil.example` to it. The pathname is checked once more after one round of percent-decoding
 * (`/%2F%2Fevil.example`, `/%0A/evil.example`), so a consumer that decodes it again cannot be
 * led off the site either.
 */
const BASE = 'http://same-portal.invalid';
const MAX_LENGTH = 2048;
// C0 controls, DEL, C1 controls and every kind of white space (no-break, line separator, BOM…).
const UNSAFE_CHARACTER = /[\p{Cc}\s\u200b-\u200d\u2060\ufeff]/u;
const CONTROL_CHARACTER = /\p{Cc}/u;

/** A path of this portal (path, query and fragment, normalised) or `fallback`. */
export function safePortalPath(value: unknown): string | null;
export function safePortalPath(value: unknown, fallback: string): string;
export function safePortalPath(value: unknown, fallback: string | null = null): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) {
    return fallback;
  }
  if (!value.startsWith('/') || value.includes('\\') || UNSAFE_CHARACTER.test(value)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!startsAsPath(path) || UNSAFE_CHARACTER.test(path)) return fallback;
  const decoded = decodedOnce(url.pathname);
  if (!startsAsPath(decoded) || CONTROL_CHARACTER.test(decoded)) return fallback;
  return path;
}

/** One leading slash, never `//` or `/\` (which browsers read as `//`). */
function startsAsPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

function decodedOnce(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    // A lone `%`: nothing decodes it into a slash.
    return pathname;
  }
}
