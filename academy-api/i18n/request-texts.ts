import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { currentPortal } from '../middleware/portal';
import { type ErrorTexts, errorTexts } from './error-texts';

/**
 * The portal's translation overrides of the request's language: known once the portal is
 * resolved (null before, or when `skip`: a database that is down is not asked again).
 */
export async function requestOverrides(c: Context<AppEnv>, skip = false): Promise<string | null> {
  if (!c.var.portal || skip) return null;
  const portal = await currentPortal(c).catch(() => null);
  return portal?.languages.find((language) => language.locale === c.var.locale)?.overrides ?? null;
}

/**
 * The API's texts in the request's language with the portal's overrides, for a route that
 * words problems inside a successful answer (an import's per-row problems, a bulk action's
 * results). Errors thrown as ApiError are worded by toErrorResponse; they need not call this.
 */
export async function requestTexts(c: Context<AppEnv>): Promise<ErrorTexts> {
  return errorTexts(c.var.locale ?? 'en', await requestOverrides(c));
}
