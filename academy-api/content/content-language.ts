import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { type ErrorObject, pointerTo, text } from '../jsonapi/errors';
import { currentPortal } from '../middleware/portal';

/**
 * The `language` a text is written in (announcements, promotions; WCAG 3.1.2): one of
 * the portal's languages, or a 422 on `language` in the request's language. Absent on a new
 * record: the author's UI language (the request's) when the portal offers it, else the
 * portal's primary language; absent on a change: unchanged (undefined).
 */
export async function contentLanguageOf(
  c: Context<AppEnv>,
  value: unknown,
  creating: boolean,
): Promise<{ language?: string; error?: ErrorObject }> {
  if (value === undefined && !creating) return {};
  const portal = await currentPortal(c);
  const offered = portal.languages.map((language) => language.locale);
  if (value === undefined || value === null) {
    if (value === null && !creating) return { error: notOffered() };
    const primary = portal.languages.find((language) => language.is_primary)?.locale;
    return { language: offered.includes(c.var.locale) ? c.var.locale : (primary ?? offered[0]) };
  }
  if (typeof value === 'string' && offered.includes(value)) return { language: value };
  return { error: notOffered() };
}

function notOffered(): ErrorObject {
  return {
    status: '422',
    code: 'VALIDATION_FAILED',
    text: text('portals.languageNotOffered'),
    source: pointerTo('language'),
  };
}
