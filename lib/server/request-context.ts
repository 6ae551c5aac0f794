import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { env } from '@/lib/env';
import { isLocale, LANGUAGE_COOKIE, localeFromAcceptLanguage } from '@/lib/i18n/locales';
import { PORTAL_DOMAIN_COOKIE, resolvePortalDomain } from '@/lib/proxy/portal-domain';
import { PATH_HEADER } from '@/lib/proxy/routing';
import { framedPageLocale } from '@/shared/lti/tool-rules';
import { clientAddress } from './client-address';
import { getSessionToken } from './session';

export interface RequestContext {
  portalDomain: string | null;
  token?: string;
  /** The language the user chose (the custom-language cookie), if any. */
  chosenLocale: string | null;
  /**
   * The language to ask the API for when the page's is not at hand (the BFF): the choice, then
   * the request's Accept-Language, which the page's own calls set to its language.
   */
  requestedLocale: string | null;
  host: string | null;
  /** The visitor's address (X-Forwarded-For and TRUST_PROXY_HOPS), for per-address limits. */
  clientAddress: string;
}

/** Who is asking and for which portal, worked out once per request from Host and cookies. */
export const getRequestContext = cache(async (): Promise<RequestContext> => {
  const [headerStore, cookieStore, token] = await Promise.all([
    headers(),
    cookies(),
    getSessionToken(),
  ]);
  const host = headerStore.get('host');
  const cookieValue = cookieStore.get(LANGUAGE_COOKIE)?.value;
  // A framed LTI page speaks its launch's language (issue 38): in a platform's iframe there is no
  // cookie or account to take it from, and the launch's choice is the learner's.
  const chosen =
    framedPageLocale(headerStore.get(PATH_HEADER)) ?? (isLocale(cookieValue) ? cookieValue : null);
  return {
    host,
    portalDomain: resolvePortalDomain(host, cookieStore.get(PORTAL_DOMAIN_COOKIE)?.value),
    token,
    chosenLocale: chosen,
    requestedLocale: chosen ?? localeFromAcceptLanguage(headerStore.get('accept-language')),
    clientAddress: clientAddress(headerStore.get('x-forwarded-for'), env().TRUST_PROXY_HOPS),
  };
});
