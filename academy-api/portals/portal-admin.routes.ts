import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { FEATURE_FLAGS } from '../../shared/access/features';
import { RULES } from '../../shared/access/rules';
import { hostnameProblem, normaliseHostname } from '../../shared/portals/hostname';
import {
  baseUrlMatches,
  PORTAL_DOMAIN_RULES,
  PORTAL_NAME_RULES,
  PORTAL_RULES,
  PORTAL_THEME_RULES,
  primaryContrast,
} from '../../shared/portals/portal-rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import { fixedRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { deleteFile, findFile } from '../files/files.queries';
import { fileStorage } from '../files/storage';
import { attributesOf, found, noContent, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, notFound, pointerTo, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { type Answers, NONE, one } from '../openapi/answers';
import {
  addDomain,
  createPortal,
  removeDomain,
  setThemeColors,
  TakenError,
  updatePortal,
} from './portal-admin.queries';
import { findPortal, type PortalRecord } from './portals.queries';
import { portalIncludes, portalResource } from './portals.serializers';
import { invalidHostname, settingsError } from './settings-errors';

const optionalUrl = z.string().nullish();

const createSchema = fieldRules(PORTAL_RULES, {
  trim: ['name', 'key', 'domain', 'primary_locale', 'primary_color'],
}).pipe(
  z.object({
    name: z.string(),
    key: z.string(),
    domain: z.string(),
    base_url: optionalUrl,
    primary_locale: z.enum(['en', 'nl', 'ro']),
    primary_color: z.string(),
    features: z.array(z.enum(FEATURE_FLAGS)).optional(),
  }),
);
const patchSchema = fieldRules(PORTAL_NAME_RULES, { trim: ['name'], partial: true }).pipe(
  z.object({ name: z.string().optional(), logo_file_id: z.uuid().nullish() }),
);
const domainSchema = fieldRules(PORTAL_DOMAIN_RULES, { trim: ['domain'] }).pipe(
  z.object({ domain: z.string(), base_url: optionalUrl }),
);
const themeSchema = fieldRules(PORTAL_THEME_RULES, { trim: ['primary_color'] }).pipe(
  z.object({ primary_color: z.string() }),
);

/** A domain as the forms send it: checked against spec §9 and with a base URL on it. */
async function checkedDomain(
  c: Context<AppEnv>,
  input: { domain: string; base_url?: string | null },
): Promise<{ domain: string; baseUrl: string }> {
  const domain = normaliseHostname(input.domain);
  const problem = hostnameProblem(domain);
  if (problem) throw await invalidHostname(c, problem, 'domain');
  const baseUrl = (input.base_url ?? '').trim().replace(/\/$/, '') || `https://${domain}`;
  if (!baseUrlMatches(baseUrl, domain)) {
    throw new ApiError(422, [
      {
        code: 'VALIDATION_FAILED',
        text: text('portals.baseUrlMismatch'),
        source: pointerTo('base_url'),
      },
    ]);
  }
  return { domain, baseUrl };
}

async function checkedColor(c: Context<AppEnv>, color: string): Promise<string> {
  const contrast = primaryContrast(color);
  if (!contrast?.readable) throw await settingsError(c, 'LOW_CONTRAST', 'primary_color');
  return color.toLowerCase();
}

async function pathPortal(c: Context<AppEnv>): Promise<PortalRecord> {
  const id = uuidParam(c.req.param('id'));
  // Another portal only for who acts on every portal; to anyone else it is not there.
  if (id !== c.var.portal.id && !c.var.viewer?.actsOnEveryPortal) throw notFound();
  return found(findPortal(c.var.db, { id }));
}

/** The portal as managed: its resource with domains and languages, and its theme. */
function managedPortal(portal: PortalRecord) {
  const include = new Set(['portal_domains', 'languages', 'theme']);
  return resourceResponse(portalResource(portal), { included: portalIncludes(portal, include) });
}

/** Where a stored logo is read (the header's image source): the file storage's content path. */
const logoUrlOf = (fileId: string) => `/api/v1/files/${fileId}/content`;

const LOGO_FILE_URL = /^\/api\/v1\/files\/([0-9a-f-]{36})\/content$/i;

/** The stored file a logo URL names, or null (the default logo, or one of the seed's assets). */
function logoFileOf(logoUrl: string | null): string | null {
  return logoUrl ? (LOGO_FILE_URL.exec(logoUrl)?.[1]?.toLowerCase() ?? null) : null;
}

/** Deletes a replaced logo (best effort: a leftover file is harmless, a failed save is not). */
async function dropLogo(db: AppEnv['Variables']['db'], portalId: string, fileId: string) {
  try {
    const file = await findFile(db, { portalId, id: fileId });
    if (file?.purpose !== 'portal_logo') return;
    const key = await deleteFile(db, { portalId, id: fileId });
    if (key) await fileStorage().delete(key);
  } catch (error) {
    console.error(`[academy-api] replaced logo ${fileId} was not removed`, error);
  }
}

const taken = async (c: Context<AppEnv>, error: unknown): Promise<never> => {
  if (error instanceof TakenError) {
    throw await settingsError(
      c,
      error.field === 'domain' ? 'DOMAIN_TAKEN' : 'KEY_TAKEN',
      error.field,
    );
  }
  throw error;
};

/**
 * Portals themselves: create one, rename it, its logo, domains (spec §9 host
 * names) and theme colour (white text on it ≥ 4.5:1). Academy staff on a portal with the
 * `portals` feature (RULES.portalSettings): their own portal, and every portal for who acts on
 * every portal (RULES.otherPortals: an academy role). Requests find their portal
 * by domain in the database each time, so a new portal or domain is served at once.
 */
export const portalAdminRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    // A new portal is beyond the creator's own: a portal's own admin makes none.
    authorize(c, RULES.otherPortals);
    const input = await attributesOf(c, createSchema);
    const domain = await checkedDomain(c, input);
    const features = (input.features ?? c.var.portal.features).filter((flag) =>
      (FEATURE_FLAGS as readonly string[]).includes(flag),
    );
    const locales = [
      input.primary_locale,
      ...['nl', 'en', 'ro'].filter((l) => l !== input.primary_locale),
    ];
    const id = await createPortal(c.var.db, {
      key: input.key,
      name: input.name,
      domains: [domain],
      locales,
      features: [...new Set(features)],
      primaryColor: await checkedColor(c, input.primary_color),
    }).catch((error: unknown) => taken(c, error));
    const portal = await found(findPortal(c.var.db, { id }));
    const response = managedPortal(portal);
    return new Response(response.body, { status: 201, headers: response.headers });
  })
  .patch('/:id', async (c) => {
    authorize(c, RULES.portalSettings);
    const portal = await pathPortal(c);
    const input = await attributesOf(c, patchSchema);
    let logoUrl: string | null | undefined;
    if (input.logo_file_id === null) logoUrl = null;
    else if (input.logo_file_id) {
      const file = await findFile(c.var.db, { portalId: portal.id, id: input.logo_file_id });
      if (file?.purpose !== 'portal_logo') {
        throw new ApiError(422, [
          {
            code: 'VALIDATION_FAILED',
            text: text('portals.uploadLogoFirst'),
            source: pointerTo('logo_file_id'),
          },
        ]);
      }
      logoUrl = logoUrlOf(file.id);
    }
    await updatePortal(c.var.db, { id: portal.id, name: input.name, logoUrl });
    // The logo it replaced (or removed) is nobody's any more: its row and bytes go, once the
    // portal shows the new one. An upload that failed never got here: the old logo stays.
    const previous = logoFileOf(portal.logoUrl);
    if (logoUrl !== undefined && previous && logoUrl !== portal.logoUrl) {
      await dropLogo(c.var.db, portal.id, previous);
    }
    return auditedPortal(c, portal);
  })
  .post('/:id/domains', async (c) => {
    authorize(c, RULES.portalSettings);
    const portal = await pathPortal(c);
    const input = await attributesOf(c, domainSchema);
    const domain = await checkedDomain(c, input);
    await addDomain(c.var.db, { portalId: portal.id, ...domain }).catch((error: unknown) =>
      taken(c, error),
    );
    return auditedPortal(c, portal);
  })
  .delete('/:id/domains/:did', async (c) => {
    authorize(c, RULES.portalSettings);
    const portal = await pathPortal(c);
    const result = await removeDomain(c.var.db, {
      portalId: portal.id,
      id: uuidParam(c.req.param('did')),
    });
    if (result === 'not_found') throw notFound();
    if (result === 'last') throw await settingsError(c, 'LAST_DOMAIN');
    const after = await findPortal(c.var.db, { id: portal.id });
    if (after) await auditPortal(c, portal, after);
    return noContent();
  })
  .patch('/:id/theme', async (c) => {
    authorize(c, RULES.portalSettings);
    const portal = await pathPortal(c);
    const input = await attributesOf(c, themeSchema);
    await setThemeColors(c.var.db, {
      portalId: portal.id,
      colors: { primary: await checkedColor(c, input.primary_color) },
    });
    return auditedPortal(c, portal);
  });

/** What the audit log keeps of a portal's settings. */
const portalSettingsOf = (portal: PortalRecord) => ({
  name: portal.name,
  logo_url: portal.logoUrl,
  domains: portal.domains.map((domain) => domain.domain).sort(),
  theme: portal.theme,
});

/** Writes the change of a portal's settings to that portal's audit log. */
async function auditPortal(c: Context<AppEnv>, before: PortalRecord, after: PortalRecord) {
  await audit(c, {
    action: 'portal.settings_changed',
    target: { type: 'portals', id: after.id, label: after.name },
    before: portalSettingsOf(before),
    after: portalSettingsOf(after),
    portalId: after.id,
  });
}

/** The portal as it is after a change, the change written to its audit log. */
async function auditedPortal(c: Context<AppEnv>, before: PortalRecord) {
  const after = (await findPortal(c.var.db, { id: before.id })) ?? before;
  await auditPortal(c, before, after);
  return managedPortal(after);
}

/** RULES.portalSettings: the academy group (Ada) on a portal with `portals`. */
const PORTAL_SETTINGS = { guest: 401, ada: 200, others: 403 } as const;

const portalSettings = (status: number) => ({ ...PORTAL_SETTINGS, ada: status });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'POST /v1/portals': one('portals', { status: [201] }),
  'PATCH /v1/portals/:id': one('portals'),
  'POST /v1/portals/:id/domains': one('portals'),
  'DELETE /v1/portals/:id/domains/:did': NONE,
  'PATCH /v1/portals/:id/theme': one('portals'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const portal = `/v1/portals/${NO_SUCH}`;
  return [
    fixedRow('POST', '/v1/portals', '/v1/portals', portalSettings(422), {}),
    fixedRow('PATCH', '/v1/portals/:id', portal, portalSettings(404), {}),
    fixedRow('POST', '/v1/portals/:id/domains', `${portal}/domains`, portalSettings(404), {}),
    fixedRow(
      'DELETE',
      '/v1/portals/:id/domains/:did',
      `${portal}/domains/${NO_SUCH}`,
      portalSettings(404),
    ),
    fixedRow('PATCH', '/v1/portals/:id/theme', `${portal}/theme`, portalSettings(404), {}),
  ];
};
