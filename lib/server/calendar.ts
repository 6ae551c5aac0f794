import 'server-only';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import en from '@/messages/en/calendar.json';
import nl from '@/messages/nl/calendar.json';
import ro from '@/messages/ro/calendar.json';
import { getUiLanguage } from './locale';
import { getRequestContext } from './request-context';
import { callUpstream, UpstreamTimeoutError, withContext } from './upstream';

const ERRORS: Record<Locale, typeof en.errors> = { en: en.errors, nl: nl.errors, ro: ro.errors };

/** What a calendar answer may carry on from the API: its type and its file name. */
const KEPT = ['content-type', 'content-disposition'] as const;

/** A plain-text refusal in the page's language: a calendar app shows it, if anything, as it is. */
async function refusal(key: keyof typeof en.errors, status: number): Promise<Response> {
  const { locale } = await getUiLanguage().catch(() => ({ locale: DEFAULT_LOCALE as Locale }));
  return new Response(`${ERRORS[locale][key]}\n`, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}

/** The 404 of an address that is no calendar's (a malformed secret or event). */
export const calendarNotFound = () => refusal('notFound', 404);

/**
 * An iCalendar answer of the Academy API (issue 42, item 3) on this portal: `/v1/calendar_feeds/…`
 * for a calendar app (`session: false`: the secret in the address is all that opens it, so the
 * browser's session is never sent with it), or one event of the signed-in person's
 * (`session: true`). The upstream stays out of sight: only the calendar's type, file name and
 * no-store go back; any refusal is a plain 404 (401 for a signed-out download).
 */
export async function calendarFromAcademy(
  path: string,
  options: { session: boolean },
): Promise<Response> {
  const context = await getRequestContext();
  if (!context.portalDomain) return refusal('notFound', 404);
  let upstream: Response;
  try {
    upstream = await callUpstream({
      method: 'GET',
      path,
      headers: withContext(new Headers({ accept: 'text/calendar' }), {
        token: options.session ? context.token : undefined,
        portalDomain: context.portalDomain,
        locale: context.requestedLocale ?? DEFAULT_LOCALE,
        clientAddress: context.clientAddress,
        host: context.host,
      }),
    });
  } catch (error) {
    return refusal('unavailable', error instanceof UpstreamTimeoutError ? 504 : 502);
  }
  if (upstream.status === 401) return refusal('signIn', 401);
  if (upstream.status >= 500) return refusal('unavailable', 502);
  if (!upstream.ok) return refusal('notFound', 404);
  const headers = new Headers({
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'x-robots-tag': 'noindex',
    // The address holds the secret: it goes to no page the calendar's links open.
    'referrer-policy': 'no-referrer',
  });
  for (const name of KEPT) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(await upstream.arrayBuffer(), { status: 200, headers });
}
