import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import {
  mergeOverrides,
  type OverrideCatalog,
  overrideProblem,
} from '../../shared/i18n/override-rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import { fixedRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { messageCatalog } from '../i18n/message-catalog';
import { requestTexts } from '../i18n/request-texts';
import { attributesOf, found, noContent, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, notFound, pointerTo, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { type Answers, NONE, one } from '../openapi/answers';
import {
  addLanguage,
  changeOverrides,
  findLanguage,
  type LanguageRow,
  removeLanguage,
  replaceOverrides,
  setPrimaryLanguage,
} from './portal-languages.queries';
import { portalLanguageResource } from './portals.serializers';
import { currentPortalOf, overrideError, overridesRefused, settingsError } from './settings-errors';

/** The languages the app has bundles for (messages/): a portal offers some of these. */
export const APP_LOCALES = ['en', 'nl', 'ro'] as const;

const addSchema = fieldRules(
  { locale: `required|in_array:${APP_LOCALES.join(',')}` },
  {
    trim: ['locale'],
  },
).pipe(z.object({ locale: z.enum(APP_LOCALES) }));

const patchSchema = z.object({
  is_primary: z.literal(true).optional(),
  overrides: z.string().optional(),
});

const textSchema = z.object({ text: z.string() });

const languageOf = (row: LanguageRow) =>
  portalLanguageResource(row.portalId, {
    id: row.id,
    locale: row.locale,
    is_primary: row.isPrimary,
    overrides: row.overrides,
  });

async function pathLanguage(c: Context<AppEnv>): Promise<LanguageRow> {
  const portalId = currentPortalOf(c);
  return found(findLanguage(c.var.db, { portalId, id: uuidParam(c.req.param('lid')) }));
}

/**
 * Checks overrides against the app's bundles (shared/i18n/override-rules.ts): a 422 with one
 * error per bad key, each naming it, pointing at `field`.
 */
async function checkOverrides(
  c: Context<AppEnv>,
  catalog: OverrideCatalog,
  overrides: Record<string, string>,
  field: string,
) {
  const problems = Object.entries(overrides).flatMap(([key, value]) => {
    const problem = overrideProblem(key, value, catalog);
    return problem ? [{ key, problem }] : [];
  });
  if (problems.length === 0) return;
  const texts = await requestTexts(c);
  throw overridesRefused(
    problems.map(({ key, problem }) => overrideError(texts, key, problem, field)),
  );
}

/** A whole overrides string (PATCH): a JSON object of texts, or a 422 on `overrides`. */
async function parseWholeOverrides(
  c: Context<AppEnv>,
  whole: string,
): Promise<Record<string, string>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(whole);
  } catch {
    parsed = null;
  }
  const valid =
    parsed !== null &&
    typeof parsed === 'object' &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((value) => typeof value === 'string');
  if (!valid) {
    throw new ApiError(422, [
      {
        code: 'INVALID_OVERRIDES',
        title: (await requestTexts(c)).text('settings.invalidOverridesTitle'),
        text: text('settings.invalidOverrides'),
        source: pointerTo('overrides'),
      },
    ]);
  }
  return parsed as Record<string, string>;
}

/**
 * Writes to /v1/portals/{id}/languages (spec §3 portal languages): add, make primary,
 * remove (never the primary one), and translation overrides, whole (PATCH `overrides`) or a key
 * at a time (PUT/DELETE …/overrides/{key}). The portal settings rule, on the current portal
 * only. Reads stay in portals/portals.routes.ts. The portal's version rises with every change
 * (migration 0008): every instance shows it on the next page load, e-mails and printed pages too.
 */
/** What the audit log keeps of a portal language: primary or not, and its overrides. */
const languageState = (row: LanguageRow | null) =>
  row
    ? {
        locale: row.locale,
        is_primary: row.isPrimary,
        overrides: JSON.parse(row.overrides || '{}') as Record<string, unknown>,
      }
    : null;

/** Writes a language's change to the portal's audit log. */
const auditLanguage = (c: Context<AppEnv>, before: LanguageRow | null, after: LanguageRow | null) =>
  audit(c, {
    action: 'portal.language_changed',
    target: {
      type: 'portal_languages',
      id: (after ?? before)?.id ?? null,
      label: (after ?? before)?.locale ?? '',
    },
    before: languageState(before),
    after: languageState(after),
    whole: !before || !after,
    portalId: (after ?? before)?.portalId,
  });

export const portalLanguageRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    authorize(c, RULES.portalSettings);
    const portalId = currentPortalOf(c);
    const input = await attributesOf(c, addSchema);
    const row = await addLanguage(c.var.db, { portalId, locale: input.locale });
    if (!row) throw await settingsError(c, 'LANGUAGE_EXISTS', 'locale');
    await auditLanguage(c, null, row);
    return resourceResponse(languageOf(row), { status: 201 });
  })
  .patch('/:lid', async (c) => {
    authorize(c, RULES.portalSettings);
    const language = await pathLanguage(c);
    const input = await attributesOf(c, patchSchema);
    let row: LanguageRow | null = language;
    if (input.overrides !== undefined) {
      const overrides = await parseWholeOverrides(c, input.overrides);
      await checkOverrides(c, await messageCatalog(), overrides, 'overrides');
      row = await replaceOverrides(c.var.db, {
        portalId: language.portalId,
        id: language.id,
        overrides: mergeOverrides('{}', overrides),
      });
    }
    if (input.is_primary) {
      row = await setPrimaryLanguage(c.var.db, { portalId: language.portalId, id: language.id });
    }
    if (!row) throw notFound();
    await auditLanguage(c, language, row);
    return resourceResponse(languageOf(row));
  })
  .delete('/:lid', async (c) => {
    authorize(c, RULES.portalSettings);
    const language = await pathLanguage(c);
    if (language.isPrimary) throw await settingsError(c, 'PRIMARY_LANGUAGE');
    if (!(await removeLanguage(c.var.db, { portalId: language.portalId, id: language.id }))) {
      throw await settingsError(c, 'PRIMARY_LANGUAGE');
    }
    await auditLanguage(c, language, null);
    return noContent();
  })
  .put('/:lid/overrides/:key', async (c) => {
    authorize(c, RULES.portalSettings);
    const language = await pathLanguage(c);
    const key = c.req.param('key');
    const input = await attributesOf(c, textSchema);
    await checkOverrides(c, await messageCatalog(), { [key]: input.text }, 'text');
    const row = await found(
      changeOverrides(c.var.db, {
        portalId: language.portalId,
        id: language.id,
        changes: { [key]: input.text },
      }),
    );
    await auditLanguage(c, language, row);
    return resourceResponse(languageOf(row));
  })
  .delete('/:lid/overrides/:key', async (c) => {
    authorize(c, RULES.portalSettings);
    const language = await pathLanguage(c);
    const row = await found(
      changeOverrides(c.var.db, {
        portalId: language.portalId,
        id: language.id,
        changes: { [c.req.param('key')]: null },
      }),
    );
    await auditLanguage(c, language, row);
    return resourceResponse(languageOf(row));
  });

/** RULES.portalSettings: the academy group (Ada) on a portal with `portals`. */
const PORTAL_SETTINGS = { guest: 401, ada: 200, others: 403 } as const;

const portalSettings = (status: number) => ({ ...PORTAL_SETTINGS, ada: status });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'POST /v1/portals/:id/languages': one('portal_languages', { status: [201] }),
  'PATCH /v1/portals/:id/languages/:lid': one('portal_languages'),
  'DELETE /v1/portals/:id/languages/:lid': NONE,
  'PUT /v1/portals/:id/languages/:lid/overrides/:key': one('portal_languages'),
  'DELETE /v1/portals/:id/languages/:lid/overrides/:key': one('portal_languages'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const current = '/v1/portals/current';
  const language = `${current}/languages/${NO_SUCH}`;
  return [
    fixedRow('POST', '/v1/portals/:id/languages', `${current}/languages`, portalSettings(422), {}),
    fixedRow('PATCH', '/v1/portals/:id/languages/:lid', language, portalSettings(404), {}),
    fixedRow('DELETE', '/v1/portals/:id/languages/:lid', language, portalSettings(404)),
    fixedRow(
      'PUT',
      '/v1/portals/:id/languages/:lid/overrides/:key',
      `${language}/overrides/catalog.title`,
      portalSettings(404),
      { text: 'x' },
    ),
    fixedRow(
      'DELETE',
      '/v1/portals/:id/languages/:lid/overrides/:key',
      `${language}/overrides/catalog.title`,
      portalSettings(404),
    ),
  ];
};
