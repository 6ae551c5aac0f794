import { safePortalPath } from '@/shared/navigation/safe-path';
import 'server-only';
import { headers } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeAccess } from '@/lib/access/route-access';
import { ApiError } from '@/lib/api/errors';
import { apiErrorKind } from '@/lib/errors/api-status';
import { PATH_HEADER, signInPathFor } from '@/lib/proxy/routing';
import type { MeResult } from '@/lib/resources/me';
import { type Environment, roleBaseEnvironment } from '@/shared/access/environment';
import { getMe } from './me';

/** /v1/me for the portal layout: an unknown portal is a 404 page, a foreign portal a 403. */
export async function loadPortalMe(): Promise<MeResult> {
  try {
    return await getMe();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'PORTAL_NOT_FOUND') notFound();
    if (error instanceof ApiError && error.code === 'PORTAL_ACCESS_DENIED') forbidden();
    throw error;
  }
}

/**
 * The portal layout's /v1/me, or 'unavailable' when the API (or its database) is down or too
 * slow: the layout then renders the unavailable view with 503 instead of failing the page.
 */
export async function loadPortalMeOrUnavailable(): Promise<MeResult | 'unavailable'> {
  try {
    return await loadPortalMe();
  } catch (error) {
    if (error instanceof ApiError && apiErrorKind(error.status) === 'unavailable') {
      return 'unavailable';
    }
    throw error;
  }
}

export interface GuardedPage {
  result: MeResult;
  /** Spec §4: no subscription access; the page renders the 402 payment-required view. */
  paymentRequired: boolean;
}

/**
 * Server enforcement for a page: signed in, the route's roles and features
 * (403 otherwise), and subscription access (402 view). Hiding a link is never enough: every page
 * calls this with its own route, on every request.
 */
export async function requireRoute(route: string): Promise<GuardedPage> {
  const result = await loadPortalMe();
  const access = routeAccess(route, result);
  if (access === 'sign-in') {
    const path = (await headers()).get(PATH_HEADER) ?? route;
    const [pathname = route, search = ''] = path.split(/(?=\?)/);
    redirect(signInPathFor(pathname, search));
  }
  if (access === 'forbidden') forbidden();
  if ((result.pendingAgreements?.length ?? 0) > 0 && route !== AGREEMENTS_ROUTE) {
    // A new major version of the terms or privacy statement comes first.
    const path = (await headers()).get(PATH_HEADER) ?? route;
    redirect(agreementsPathFor(path));
  }
  return { result, paymentRequired: access === 'payment-required' };
}

/** The page that asks for new agreement versions (it cannot be skipped). */
export const AGREEMENTS_ROUTE = '/agreements';

/** The page that asks for the pending agreements, back to `path` afterwards. */
export function agreementsPathFor(path: string): string {
  const next = safePortalPath(path);
  return next ? `${AGREEMENTS_ROUTE}?next=${encodeURIComponent(next)}` : AGREEMENTS_ROUTE;
}

export function startEnvironment(result: MeResult): Environment {
  return roleBaseEnvironment(result.me.roles, result.authenticated);
}

/**
 * A page that answers with the payment-required (402) view is titled as that view,
 * not as the page it stands in for (the catalog's title on a 402 misleads in tabs and history).
 * `locked` narrows it further (a course a paid order unlocked is no 402).
 */
export async function titleUnlessPaymentRequired(
  route: string,
  title: () => Promise<string>,
  locked: () => Promise<boolean> = async () => true,
): Promise<{ title: string }> {
  const result = await loadPortalMe();
  if (routeAccess(route, result) === 'payment-required' && (await locked())) {
    const t = await getTranslations('shell');
    return { title: t('paymentRequired.title') };
  }
  return { title: await title() };
}
