import { errorDocument } from '@/lib/api/errors';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { API_TOKEN_PREFIX } from '@/shared/integrations/api-token-scopes';

/** First path segments the BFF forwards; auth and health have their own routes. */
const FORWARDED_ROOTS = new Set(['v1', 'ping']);

const SAFE_SEGMENT = /^[A-Za-z0-9._~@-]+$/;

export type PathCheck = { ok: true; path: string } | { ok: false; status: 400 | 404 };

/**
 * The upstream path for a request to /api/…, or why it is refused: anything that could leave the
 * upstream prefix (dot segments, encoded slashes or backslashes, schemes) is a 400.
 */
export function upstreamPath(rawPathname: string): PathCheck {
  if (!rawPathname.startsWith('/api/')) return { ok: false, status: 400 };
  const rest = rawPathname.slice('/api/'.length);
  if (/%(2f|5c|2e|00)|\\|\/\//i.test(rest)) return { ok: false, status: 400 };
  const segments = rest.split('/');
  for (const segment of segments) {
    if (segment === '.' || segment === '..' || segment.includes(':')) {
      return { ok: false, status: 400 };
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { ok: false, status: 400 };
    }
    if (segment !== '' && !SAFE_SEGMENT.test(decoded)) return { ok: false, status: 400 };
  }
  if (segments.some((segment) => segment === '')) return { ok: false, status: 400 };
  if (!FORWARDED_ROOTS.has(segments[0] ?? '')) return { ok: false, status: 404 };
  return { ok: true, path: `/${segments.join('/')}` };
}

const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'if-none-match', 'if-modified-since'];

/** Only these browser headers reach the upstream: never Authorization, Cookie or forwarding ones. */
export function forwardedRequestHeaders(incoming: Headers): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/**
 * An integration's API token (issue 42) in `Authorization: Bearer acad_…`, or null. It goes to the
 * API in the session's place; a session's own token never comes from the browser (it lives in
 * the sealed cookie), so any other Authorization is dropped as before.
 */
export function apiTokenOf(incoming: Headers): string | null {
  const match = incoming.get('authorization')?.match(/^Bearer\s+(\S+)\s*$/i);
  const token = match?.[1];
  return token?.startsWith(API_TOKEN_PREFIX) ? token : null;
}

/** An upload also passes its length, so the API can refuse a too-large one before reading it. */
export function forwardedUploadHeaders(incoming: Headers): Headers {
  const headers = forwardedRequestHeaders(incoming);
  const length = incoming.get('content-length');
  if (length && /^\d+$/.test(length)) headers.set('content-length', length);
  return headers;
}

/**
 * The file storage's two streamed calls (SCREENS "Files"): an upload (`POST /v1/files`, a
 * multipart body of up to 50 MB) and a file's bytes (`GET /v1/files/{id}/content`). Every other
 * call is small JSON and is read whole.
 */
export function fileRoute(method: string, path: string): 'upload' | 'content' | null {
  const pathname = path.split('?')[0] ?? '';
  if (method === 'POST' && pathname === '/v1/files') return 'upload';
  // A quiz import's CSV (up to 10 MB, SCREENS "quiz-import"), streamed like an upload.
  if (method === 'POST' && /^\/v1\/quizzes\/[^/]+\/import$/.test(pathname)) return 'upload';
  // A course's groups as CSV `email,group` (up to 1 MB), the same way.
  if (method === 'POST' && /^\/v1\/courses\/[^/]+\/groups\/import$/.test(pathname)) {
    return 'upload';
  }
  // A people import's CSV (up to 5 MB, issue 43), the same way.
  if (method === 'POST' && pathname === '/v1/account_imports') return 'upload';
  // A content package's zip (up to ACADEMY_PACKAGE_MAX_BYTES): a new item, or a new version.
  if (method === 'POST' && isPackageUpload(pathname)) return 'upload';
  if ((method === 'GET' || method === 'HEAD') && /^\/v1\/files\/[^/]+\/content$/.test(pathname)) {
    return 'content';
  }
  // A person's data as a zip (issue 42), made as it is read: streamed, with its name.
  if (method === 'GET' && /^\/v1\/accounts\/[^/]+\/data_export$/.test(pathname)) {
    return 'content';
  }
  // A quiz's questions as CSV, GIFT or Moodle XML (issue 41): passed on with their file name.
  if (method === 'GET' && /^\/v1\/quizzes\/[^/]+\/export$/.test(pathname)) return 'content';
  // An invoice or credit note as a PDF (issue 40): bytes, passed on as they are.
  if (method === 'GET' && /^\/v1\/invoices\/[^/]+\/pdf$/.test(pathname)) return 'content';
  // A certificate as an Open Badge (issue 41): JSON-LD, JWT or a baked SVG, passed on as it is.
  if (
    method === 'GET' &&
    /^\/v1\/certificates\/[^/]+\/open_badge\/(json|jwt|svg|png)$/.test(pathname)
  ) {
    return 'content';
  }
  return null;
}

/** The two uploads of a content package's zip (issue 37), which have their own, larger limit. */
export function isPackageUpload(pathname: string): boolean {
  return (
    /^\/v1\/courses\/[^/]+\/modules\/[^/]+\/packages$/.test(pathname) ||
    /^\/v1\/courses\/[^/]+\/outline_items\/[^/]+\/package_versions$/.test(pathname)
  );
}

const FILE_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'etag',
  'last-modified',
  'x-content-type-options',
  'content-security-policy',
];

/**
 * What a file's bytes go back with: its type, length, disposition (inline or attachment with
 * the name) and ETag for 304s, `nosniff` always, and a private cache lifetime at most (a file
 * is never cached by shared caches: its access is per person).
 */
export function fileResponseHeaders(upstream: Headers): Headers {
  const headers = new Headers();
  for (const name of FILE_RESPONSE_HEADERS) {
    const value = upstream.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-content-type-options', 'nosniff');
  const cacheControl = upstream.get('cache-control') ?? '';
  headers.set(
    'cache-control',
    /^private\b/i.test(cacheControl) && !/no-store/i.test(cacheControl)
      ? cacheControl
      : 'private, no-store',
  );
  return headers;
}

const SAFE_RESPONSE_HEADERS = [
  'content-type',
  'etag',
  'last-modified',
  'content-language',
  // An API token's throttle (issue 42), and how long to wait after a 429.
  'ratelimit',
  'ratelimit-policy',
  'retry-after',
];

/** Only these upstream headers reach the browser; private data is never cached by others. */
export function safeResponseHeaders(upstream: Headers): Headers {
  const headers = new Headers();
  for (const name of SAFE_RESPONSE_HEADERS) {
    const value = upstream.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('cache-control', 'private, no-store');
  return headers;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request check for state-changing calls: the XMLHttpRequest marker (which a plain
 * HTML form cannot send) and, when the browser names one, an Origin on this host.
 */
export function isCrossSiteWrite(method: string, headers: Headers, host: string | null): boolean {
  if (READ_METHODS.has(method.toUpperCase())) return false;
  if (headers.get('x-requested-with') !== 'XMLHttpRequest') return true;
  const origin = headers.get('origin');
  return origin !== null && !isSameHostOrigin(origin, host);
}

/** Whether an Origin header names this host (a malformed one never does). */
export function isSameHostOrigin(origin: string | null, host: string | null): boolean {
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

type Text = Record<Locale, string>;

/**
 * The BFF's own errors in en, nl and ro (their details were English on every page).
 * The API's errors come in the request's language already (academy-api/jsonapi/messages.ts).
 */
const FILE_TOO_LARGE_TITLE = {
  en: 'File too large',
  nl: 'Bestand te groot',
  ro: 'Fișier prea mare',
};

export const BFF_ERROR_TEXTS: Record<
  string,
  {
    status: number;
    title: Text;
    detail?: Text /** The wire code, when not the key. */;
    code?: string;
  }
> = {
  INVALID_PATH: {
    status: 400,
    title: { en: 'Invalid path', nl: 'Ongeldig pad', ro: 'Cale invalidă' },
  },
  NOT_FOUND: { status: 404, title: { en: 'Not found', nl: 'Niet gevonden', ro: 'Negăsit' } },
  CROSS_SITE_REQUEST: {
    status: 403,
    title: {
      en: 'Cross-site request refused',
      nl: 'Verzoek van een andere site geweigerd',
      ro: 'Cerere de pe alt site refuzată',
    },
    detail: { en: 'Reload the page.', nl: 'Laad de pagina opnieuw.', ro: 'Reîncarcă pagina.' },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    title: {
      en: 'Request body too large',
      nl: 'Verzoek te groot',
      ro: 'Cererea este prea mare',
    },
  },
  // Spec §9, the same code and words as the API's own refusal.
  FILE_TOO_LARGE: {
    status: 413,
    title: FILE_TOO_LARGE_TITLE,
    detail: {
      en: 'The file is larger than 50 MB (50,000,000 bytes).',
      nl: 'Het bestand is groter dan 50 MB (50.000.000 bytes).',
      ro: 'Fișierul este mai mare de 50 MB (50.000.000 de octeți).',
    },
  },
  UPSTREAM_UNAVAILABLE: {
    status: 502,
    title: {
      en: 'Service unavailable',
      nl: 'Dienst niet beschikbaar',
      ro: 'Serviciu indisponibil',
    },
    detail: {
      en: 'The service cannot be reached.',
      nl: 'De dienst is niet bereikbaar.',
      ro: 'Serviciul nu poate fi contactat.',
    },
  },
  UPSTREAM_TIMEOUT: {
    status: 504,
    title: {
      en: 'Service timed out',
      nl: 'De dienst reageerde niet op tijd',
      ro: 'Serviciul nu a răspuns la timp',
    },
    detail: {
      en: 'The service took too long to answer.',
      nl: 'De dienst deed er te lang over om te antwoorden.',
      ro: 'Serviciul a răspuns prea târziu.',
    },
  },
  // A Host that is not a plain host[:port]; unknown portals are the API's 404.
  INVALID_HOST: {
    status: 400,
    title: { en: 'Invalid Host header', nl: 'Ongeldige Host-header', ro: 'Antet Host invalid' },
  },
  INVALID_JSON: {
    status: 400,
    title: {
      en: 'Invalid JSON body',
      nl: 'Ongeldige JSON in het verzoek',
      ro: 'Corpul cererii nu este JSON valid',
    },
    detail: {
      en: 'The request could not be read. Reload the page and try again.',
      nl: 'Het verzoek kon niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.',
      ro: 'Cererea nu a putut fi citită. Reîncarcă pagina și încearcă din nou.',
    },
  },
  // An upstream refusal without a readable error document (its status is kept).
  REQUEST_FAILED: {
    status: 500,
    title: { en: 'Request failed', nl: 'Verzoek mislukt', ro: 'Cererea a eșuat' },
    detail: {
      en: 'Something went wrong. Try again in a moment.',
      nl: 'Er ging iets mis. Probeer het zo meteen opnieuw.',
      ro: 'Ceva nu a mers. Încearcă din nou în câteva momente.',
    },
  },
  UNAUTHENTICATED: {
    status: 401,
    title: { en: 'Sign in first', nl: 'Log eerst in', ro: 'Autentifică-te mai întâi' },
    detail: {
      en: 'Your session has ended. Sign in again.',
      nl: 'Je sessie is verlopen. Log opnieuw in.',
      ro: 'Sesiunea ta s-a încheiat. Autentifică-te din nou.',
    },
  },
  // Spec §6: give-feedback and project feedback are for admins and coaches.
  FEEDBACK_FORBIDDEN: {
    status: 403,
    code: 'FORBIDDEN',
    title: { en: 'Not allowed', nl: 'Niet toegestaan', ro: 'Nepermis' },
    detail: {
      en: 'Feedback is for admins and coaches.',
      nl: 'Feedback is voor beheerders en coaches.',
      ro: 'Feedbackul este pentru administratori și coachi.',
    },
  },
  NO_FEEDBACK_ADDRESS: {
    status: 422,
    title: {
      en: 'No account address for feedback',
      nl: 'Geen accountadres voor feedback',
      ro: 'Nicio adresă de cont pentru feedback',
    },
    detail: {
      en: 'Feedback is sent in the name of your account and organisation, and one of them is missing.',
      nl: 'Feedback wordt verstuurd namens je account en organisatie, en een van beide ontbreekt.',
      ro: 'Feedbackul se trimite în numele contului și al organizației tale, iar unul dintre ele lipsește.',
    },
  },
  // Spec §4: in development is read-only; feedback and upvotes are for new ideas.
  PROJECT_CLOSED: {
    status: 422,
    title: {
      en: 'This project is read-only',
      nl: 'Dit project is alleen-lezen',
      ro: 'Acest proiect este doar pentru citire',
    },
    detail: {
      en: 'Feedback and upvotes are for new ideas only.',
      nl: 'Feedback en stemmen zijn alleen voor nieuwe ideeën.',
      ro: 'Feedbackul și voturile sunt doar pentru idei noi.',
    },
  },
};

/** The title of a field's 422 from the BFF's own checks (its detail is the form's message). */
export const INVALID_VALUE_TITLE: Text = {
  en: 'Invalid value',
  nl: 'Ongeldige waarde',
  ro: 'Valoare invalidă',
};

/**
 * One of the BFF's errors as a JSON:API error document, in the request's language (English
 * when it has none); `status` replaces the usual one (REQUEST_FAILED keeps the upstream's).
 */
export function bffError(
  key: keyof typeof BFF_ERROR_TEXTS,
  locale?: string | null,
  status?: number,
) {
  const text = BFF_ERROR_TEXTS[key];
  if (!text) throw new Error(`No BFF error ${key}`);
  const language: Locale = isLocale(locale) ? locale : 'en';
  return errorDocument(
    status ?? text.status,
    text.code ?? key,
    text.title[language],
    text.detail?.[language],
  );
}

const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-GB', nl: 'nl-NL', ro: 'ro-RO' };

/** FILE_TOO_LARGE for a limit other than 50 MB, in the same words as the API's (files.fileTooLarge). */
function fileTooLargeFor(maxBytes: number, language: Locale) {
  const format = (value: number, grouping: boolean) =>
    new Intl.NumberFormat(
      NUMBER_LOCALES[language],
      grouping ? { useGrouping: 'always' } : {},
    ).format(value);
  const mb = format(maxBytes / 1_000_000, false);
  const bytes = format(maxBytes, true);
  const detail: Record<Locale, string> = {
    en: `The file is larger than ${mb} MB (${bytes} bytes).`,
    nl: `Het bestand is groter dan ${mb} MB (${bytes} bytes).`,
    ro: `Fișierul este mai mare de ${mb} MB (${bytes} de octeți).`,
  };
  return errorDocument(413, 'FILE_TOO_LARGE', FILE_TOO_LARGE_TITLE[language], detail[language]);
}

export const bffErrors = {
  badPath: (locale?: string | null) => bffError('INVALID_PATH', locale),
  notFound: (locale?: string | null) => bffError('NOT_FOUND', locale),
  crossSite: (locale?: string | null) => bffError('CROSS_SITE_REQUEST', locale),
  tooLarge: (locale?: string | null) => bffError('PAYLOAD_TOO_LARGE', locale),
  /** Spec §9's 50 MB, or a content package's own limit (ACADEMY_PACKAGE_MAX_BYTES). */
  fileTooLarge: (locale?: string | null, maxBytes = 50_000_000) =>
    maxBytes === 50_000_000
      ? bffError('FILE_TOO_LARGE', locale)
      : fileTooLargeFor(maxBytes, isLocale(locale) ? locale : 'en'),
  unavailable: (locale?: string | null) => bffError('UPSTREAM_UNAVAILABLE', locale),
  timeout: (locale?: string | null) => bffError('UPSTREAM_TIMEOUT', locale),
  invalidHost: (locale?: string | null) => bffError('INVALID_HOST', locale),
  invalidJson: (locale?: string | null) => bffError('INVALID_JSON', locale),
  requestFailed: (status: number, locale?: string | null) =>
    bffError('REQUEST_FAILED', locale, status),
  unauthenticated: (locale?: string | null) => bffError('UNAUTHENTICATED', locale),
  feedbackForbidden: (locale?: string | null) => bffError('FEEDBACK_FORBIDDEN', locale),
  noFeedbackAddress: (locale?: string | null) => bffError('NO_FEEDBACK_ADDRESS', locale),
  projectClosed: (locale?: string | null) => bffError('PROJECT_CLOSED', locale),
};
