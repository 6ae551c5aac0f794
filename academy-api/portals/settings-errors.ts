import type { Context } from 'hono';
import type { OverrideProblem } from '../../shared/i18n/override-rules';
import type { HostnameProblem } from '../../shared/portals/hostname';
import type { AppEnv } from '../app-env';
import type { ErrorTexts, TextKey } from '../i18n/error-texts';
import { requestTexts } from '../i18n/request-texts';
import { ApiError, type ErrorObject, notFound, pointerTo, text } from '../jsonapi/errors';

/**
 * Settings are for the admin's current portal only: `/v1/portals/current/…` or the
 * current portal's own id; any other portal's settings are not there to change (404).
 */
export function currentPortalOf(c: Context<AppEnv>): string {
  const param = c.req.param('id');
  if (param !== 'current' && param?.toLowerCase() !== c.var.portal.id) throw notFound();
  return c.var.portal.id;
}

const OVERRIDE_CODE: Record<OverrideProblem['code'], string> = {
  UNKNOWN_KEY: 'UNKNOWN_TRANSLATION_KEY',
  EMPTY: 'VALIDATION_FAILED',
  TOO_LONG: 'VALIDATION_FAILED',
  INVALID_ICU: 'INVALID_MESSAGE_SYNTAX',
  UNKNOWN_ARGUMENT: 'UNKNOWN_MESSAGE_ARGUMENT',
};

/** The detail of one bad override (messages/<locale>/api.json, `text.settings`). */
function overrideText(key: string, problem: OverrideProblem) {
  switch (problem.code) {
    case 'UNKNOWN_KEY':
      return text('settings.overrideUnknownKey', { key });
    case 'EMPTY':
      return text('settings.overrideEmpty', { key });
    case 'TOO_LONG':
      return text('settings.overrideTooLong', { key, max: problem.max });
    case 'INVALID_ICU':
      return text('settings.overrideInvalidMessage', {
        key,
        error: problem.error,
        position: problem.offset + 1,
      });
    case 'UNKNOWN_ARGUMENT':
      return problem.allowed.length
        ? text('settings.overrideUnknownArgumentAllowed', {
            key,
            name: problem.name,
            allowed: problem.allowed.join(', '),
          })
        : text('settings.overrideUnknownArgument', { key, name: problem.name });
  }
}

/**
 * The error object of one bad override, naming its key (detail and meta.key). Every kind of
 * problem has the same title, whatever its code (`texts` from requestTexts).
 */
export function overrideError(
  texts: ErrorTexts,
  key: string,
  problem: OverrideProblem,
  field: string,
) {
  return {
    code: OVERRIDE_CODE[problem.code],
    title: texts.text('settings.overrideTitle'),
    text: overrideText(key, problem),
    source: pointerTo(field),
    meta: { key, problem: problem.code },
  } satisfies Omit<ErrorObject, 'status'>;
}

/** 422 with one error per bad override. */
export const overridesRefused = (errors: ReturnType<typeof overrideError>[]) =>
  new ApiError(422, errors);

const HOSTNAME_TEXT: Record<HostnameProblem, TextKey> = {
  empty: 'settings.hostnameEmpty',
  too_long: 'settings.hostnameTooLong',
  label_too_long: 'settings.hostnameLabelTooLong',
  label_invalid: 'settings.hostnameLabelInvalid',
};

/** 422 for a domain that breaks spec §9's host name rules, with its rule in meta. */
export async function invalidHostname(
  c: Context<AppEnv>,
  problem: HostnameProblem,
  field: string,
): Promise<ApiError> {
  const texts = await requestTexts(c);
  return new ApiError(422, [
    {
      code: 'INVALID_HOSTNAME',
      title: texts.text('settings.hostnameTitle'),
      text: text(HOSTNAME_TEXT[problem]),
      source: pointerTo(field),
      meta: { rule: problem },
    },
  ]);
}

/** The settings' refusals: status, and the title and detail in `text.settings`. */
const SIMPLE = {
  DOMAIN_TAKEN: { status: 422, title: 'settings.domainTakenTitle', detail: 'settings.domainTaken' },
  KEY_TAKEN: { status: 422, title: 'settings.keyTakenTitle', detail: 'settings.keyTaken' },
  LAST_DOMAIN: { status: 422, title: 'settings.lastDomainTitle', detail: 'settings.lastDomain' },
  PRIMARY_LANGUAGE: {
    status: 422,
    title: 'settings.primaryLanguageTitle',
    detail: 'settings.primaryLanguage',
  },
  LANGUAGE_EXISTS: {
    status: 422,
    title: 'settings.languageExistsTitle',
    detail: 'settings.languageExists',
  },
  LOW_CONTRAST: { status: 422, title: 'settings.lowContrastTitle', detail: 'settings.lowContrast' },
  DRAFT_EXISTS: { status: 409, title: 'settings.draftExistsTitle', detail: 'settings.draftExists' },
  VERSION_PUBLISHED: {
    status: 409,
    title: 'settings.versionPublishedTitle',
    detail: 'settings.versionPublished',
  },
  PRIMARY_TEXT_MISSING: {
    status: 422,
    title: 'settings.primaryTextMissingTitle',
    detail: 'settings.primaryTextMissing',
  },
} satisfies Record<string, { status: number; title: TextKey; detail: TextKey }>;

/** One of the settings' refusals, optionally pointing at a field, titled in the request's language. */
export async function settingsError(
  c: Context<AppEnv>,
  code: keyof typeof SIMPLE,
  field?: string,
): Promise<ApiError> {
  const known = SIMPLE[code];
  const texts = await requestTexts(c);
  return new ApiError(known.status, [
    {
      code,
      title: texts.text(known.title),
      text: text(known.detail),
      ...(field ? { source: pointerTo(field) } : {}),
    },
  ]);
}
