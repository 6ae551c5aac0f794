import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { labels } from '../../shared/catalog/contract';
import { MIN_TEXT_CONTRAST } from '../../shared/catalog/label-colors';
import { chipContrast, normalizeColor } from '../../shared/content-labels/contrast';
import { LABEL_LOCALES, LABEL_RULES } from '../../shared/content-labels/label-rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import type { Row, RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import type { Locale } from '../i18n/locales';
import type { ResourceObject } from '../jsonapi/document';
import {
  attributesOf,
  found,
  listResponse,
  noContent,
  resourceResponse,
} from '../jsonapi/endpoint';
import { fieldError, notFound, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { type Answers, list, NONE, one } from '../openapi/answers';
import {
  createLabel,
  deleteLabel,
  findLabel,
  type LabelRow,
  listLabels,
  mergeLabels,
  updateLabel,
} from './labels.queries';

// Serialisers: rows to JSON:API resources.

/**
 * A content label for the settings screen: its names per language (and the one of the request's
 * language, English when it has none), colour, chip text colour and contrast, and how many
 * courses carry it.
 */
export function adminLabelResource(label: LabelRow, locale: Locale): ResourceObject {
  const contrast = chipContrast(label.color);
  return resourceOf(labels, label.id, {
    name: label.names[locale] || label.names.en || '',
    names: label.names,
    color: label.color,
    text_color: contrast?.text ?? null,
    contrast_ratio: contrast?.ratio ?? null,
    usage_count: label.usageCount,
    created_at: iso(label.createdAt),
  });
}

const NAME_FIELDS = ['name_en', 'name_nl', 'name_ro'] as const;

const labelShape = {
  name_en: z.string(),
  name_nl: z.string().nullish(),
  name_ro: z.string().nullish(),
  color: z.string(),
};

export const labelSchema = fieldRules(LABEL_RULES, { trim: [...NAME_FIELDS, 'color'] }).pipe(
  z.object(labelShape),
);
export const labelPatchSchema = fieldRules(LABEL_RULES, {
  trim: [...NAME_FIELDS, 'color'],
  partial: true,
}).pipe(z.object(labelShape).partial());
export const mergeSchema = fieldRules({ into: 'required|uuid' }).pipe(
  z.object({ into: z.string() }),
);

const LIST_QUERY = { paginate: true, defaultPageSize: 100 } as const;

/** SCREENS: label text contrast ≥ 4.5:1, white or black text; refused (422) otherwise. */
function checkedColor(color: string): string {
  const contrast = chipContrast(color, MIN_TEXT_CONTRAST);
  if (contrast && !contrast.readable) {
    throw fieldError(
      'color',
      'LOW_CONTRAST',
      text('catalog.labelContrastLow', { ratio: contrast.ratio.toFixed(2) }),
    );
  }
  return normalizeColor(color);
}

/** Names per language: English always; an empty name in another language is no name. */
function namesOf(
  input: Partial<Record<(typeof NAME_FIELDS)[number], string | null | undefined>>,
  current: Record<string, string> = {},
): Record<string, string> {
  const names = { ...current };
  for (const locale of LABEL_LOCALES) {
    const value = input[`name_${locale}`];
    if (value === undefined) continue;
    if (value) names[locale] = value;
    else delete names[locale];
  }
  return names;
}

async function pathLabel(c: Context<AppEnv>): Promise<LabelRow> {
  return found(
    findLabel(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
    }),
  );
}

/**
 * /v1/labels: content labels (SCREENS "Authoring": a name per language, a colour whose chip
 * text reaches 4.5:1, usage counts, merging). Spec §6 settings: the academy and content groups.
 */
export const labelRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.settings);
    await next();
  })
  .get('/', async (c) =>
    listResponse(c, {
      query: LIST_QUERY,
      load: async (query) => {
        const rows = await listLabels(c.var.db, { portalId: c.var.portal.id });
        const start = (query.page.number - 1) * query.page.size;
        return { rows: rows.slice(start, start + query.page.size), total: rows.length };
      },
      serialize: (row) => adminLabelResource(row, c.var.locale),
    }),
  )
  .post('/', async (c) => {
    const input = await attributesOf(c, labelSchema);
    const row = await createLabel(c.var.db, {
      portalId: c.var.portal.id,
      names: namesOf(input),
      color: checkedColor(input.color),
    });
    return resourceResponse(adminLabelResource(row, c.var.locale), { status: 201 });
  })
  .patch('/:id', async (c) => {
    const label = await pathLabel(c);
    const input = await attributesOf(c, labelPatchSchema);
    const row = await found(
      updateLabel(c.var.db, {
        portalId: c.var.portal.id,
        id: label.id,
        names: namesOf(input, label.names),
        ...(input.color !== undefined ? { color: checkedColor(input.color) } : {}),
      }),
    );
    return resourceResponse(adminLabelResource(row, c.var.locale));
  })
  .delete('/:id', async (c) => {
    const label = await pathLabel(c);
    if (!(await deleteLabel(c.var.db, { portalId: c.var.portal.id, id: label.id }))) {
      throw notFound();
    }
    return noContent();
  })
  .post('/:id/merge', async (c) => {
    const label = await pathLabel(c);
    const input = await attributesOf(c, mergeSchema);
    const into = input.into.toLowerCase();
    if (into === label.id)
      throw fieldError('into', 'VALIDATION_FAILED', text('catalog.mergeIntoAnother'));
    const merged = await mergeLabels(c.var.db, {
      portalId: c.var.portal.id,
      from: label.id,
      into,
    });
    if (!merged) throw fieldError('into', 'VALIDATION_FAILED', text('catalog.mergeIntoAnother'));
    return resourceResponse(adminLabelResource(merged, c.var.locale));
  });

/** Spec §6 settings (academy and content groups; content labels always): Ada and Alex. */
const SETTINGS = { guest: 401, ada: 200, alex: 200, others: 403 } as const;
const LET_IN = (status: number) => ({ ...SETTINGS, ada: status, alex: status });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/labels': list('labels'),
  'POST /v1/labels': one('labels', { status: [201] }),
  'PATCH /v1/labels/:id': one('labels'),
  'DELETE /v1/labels/:id': NONE,
  'POST /v1/labels/:id/merge': one('labels'),
};

/** The labels routes' rows of the route × account table (unknown ids and invalid bodies only). */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const one = `/v1/labels/${NO_SUCH}`;
  const rows: Row[] = [
    { method: 'GET', route: '/v1/labels', path: () => '/v1/labels', expect: SETTINGS },
    {
      method: 'POST',
      route: '/v1/labels',
      path: () => '/v1/labels',
      body: { name_en: '', color: 'red' },
      expect: LET_IN(422),
    },
    {
      method: 'PATCH',
      route: '/v1/labels/:id',
      path: () => one,
      body: { name_en: '' },
      expect: LET_IN(404),
    },
    { method: 'DELETE', route: '/v1/labels/:id', path: () => one, expect: LET_IN(404) },
    {
      method: 'POST',
      route: '/v1/labels/:id/merge',
      path: () => `${one}/merge`,
      body: { into: NO_SUCH },
      expect: LET_IN(404),
    },
  ];
  return rows;
};
