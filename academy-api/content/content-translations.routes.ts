import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RICH_TEXT_MAX } from '../../shared/authoring/course-rules';
import { COMMUNICATION_HTML_MAX } from '../../shared/communication/rules';
import {
  TRANSLATION_RULES,
  type TranslatedKind,
  translationLocaleProblem,
} from '../../shared/content/translations';
import { sanitizeRichTextReport } from '../../shared/rich-text/sanitize';
import { fieldRules } from '../../shared/validation/zod-rules';
import type { Row, RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { pathCourse } from '../authoring';
import { pathAnnouncement } from '../communication';
import type { TextKey } from '../i18n/error-texts';
import { attributesOf, found, noContent, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, fieldError, text } from '../jsonapi/errors';
import { currentPortal } from '../middleware/portal';
import { type Answers, NONE, one } from '../openapi/answers';
import { deleteTranslation, saveTranslation } from './content-translations.queries';
import { translationResource } from './content-translations.serializers';
import { withRefusedImages } from './rich-text.serializers';
import { richTextRulesOf } from './rich-text-rules';

type C = Context<AppEnv>;

/** Why a translation may not be written in the path's language. */
const LOCALE_PROBLEM = {
  not_offered: 'authoring.languageNotOffered',
  original: 'authoring.originalLanguage',
} as const satisfies Record<string, TextKey>;

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** What each owner's translation holds, checked with the original's §5 rules. */
const SPECS = {
  course: {
    schema: fieldRules(TRANSLATION_RULES.course, { trim: ['title', 'summary'] }).pipe(
      z.object({
        title: z.string(),
        summary: optionalText,
        description_html: optionalText.pipe(z.string().max(RICH_TEXT_MAX * 2)),
      }),
    ),
    html: 'description_html',
    htmlMax: RICH_TEXT_MAX,
    owner: pathCourse,
  },
  announcement: {
    schema: fieldRules(TRANSLATION_RULES.announcement, { trim: ['title'] }).pipe(
      z.object({
        title: z.string(),
        body_html: optionalText.pipe(z.string().max(COMMUNICATION_HTML_MAX * 2)),
      }),
    ),
    html: 'body_html',
    htmlMax: COMMUNICATION_HTML_MAX,
    owner: pathAnnouncement,
  },
} as const;

/** The path's language, when a translation may be written in it (else 422 in the caller's). */
async function writableLocale(c: C, original: string | null): Promise<string> {
  const locale = c.req.param('locale') ?? '';
  const portal = await currentPortal(c);
  const offered = portal.languages.map((language) => language.locale);
  const problem = translationLocaleProblem(locale, offered, original);
  if (problem === null) return locale;
  throw new ApiError(422, [
    {
      code: problem === 'original' ? 'ORIGINAL_LANGUAGE' : 'LANGUAGE_NOT_OFFERED',
      text: text(LOCALE_PROBLEM[problem]),
      source: { parameter: 'locale' },
    },
  ]);
}

/**
 * PUT and DELETE of one translation of an owner, at `…/translations/{locale}` beneath it. Who may
 * is who may edit the owner (its own route module's check: `pathCourse`, `pathAnnouncement`);
 * another portal's owner is a 404. A write names a portal language other than the original's
 * (422), its texts pass the original's rules, and its rich text the same sanitiser and limit
 * (images of other sites refused, as `meta.refused_images`). DELETE takes any language, so
 * a translation into a language the portal has dropped can still go.
 */
function translationRoutes(kind: TranslatedKind) {
  const spec = SPECS[kind];
  return new Hono<AppEnv>()
    .put('/:locale', async (c) => {
      const owner = await spec.owner(c);
      const locale = await writableLocale(c, owner.language);
      const input = (await attributesOf(c, spec.schema)) as Record<string, string>;
      const rules = await richTextRulesOf(c);
      const report = sanitizeRichTextReport(input[spec.html] ?? '', rules);
      if (report.html.length > spec.htmlMax) {
        const max = spec.htmlMax.toLocaleString(c.var.locale);
        throw fieldError(
          spec.html,
          'VALIDATION_FAILED',
          text('authoring.translationTooLong', { max }),
        );
      }
      const { row, created } = await saveTranslation(c.var.db, {
        owner: { kind, id: owner.id },
        locale,
        texts: { title: input.title ?? '', summary: input.summary ?? '', bodyHtml: report.html },
      });
      return resourceResponse(
        withRefusedImages(translationResource(kind, row, rules), report.refusedImages),
        { status: created ? 201 : 200 },
      );
    })
    .delete('/:locale', async (c) => {
      const owner = await spec.owner(c);
      await found(
        deleteTranslation(c.var.db, {
          owner: { kind, id: owner.id },
          locale: c.req.param('locale'),
        }),
      );
      return noContent();
    });
}

/** /v1/courses/{course}/translations/{locale} (mounted before the course routes). */
export const courseTranslationRoutes = translationRoutes('course');
/** /v1/announcements/{id}/translations/{locale}. */
export const announcementTranslationRoutes = translationRoutes('announcement');

/** Course editors (RULES.courses: Ada, Alex); announcers (RULES.announcements). */
const EDIT_COURSES = { guest: 401, ada: 404, alex: 404, others: 403 } as const;
const ANNOUNCE = { guest: 401, ada: 404, sam: 404, sven: 404, mia: 404, others: 403 } as const;

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'PUT /v1/courses/:course/translations/:locale': one('course_translations', {
    status: [200, 201],
  }),
  'DELETE /v1/courses/:course/translations/:locale': NONE,
  'PUT /v1/announcements/:id/translations/:locale': one('announcement_translations', {
    status: [201],
  }),
  'DELETE /v1/announcements/:id/translations/:locale': NONE,
};

/**
 * The route × account table's rows of this module (route-table.test.ts): an owner no portal
 * has, so whoever may edit gets past the role check to the 404.
 */
export const rows: RowsOf = ({ NO_SUCH }) =>
  (
    [
      [
        '/v1/courses/:course/translations/:locale',
        `/v1/courses/${NO_SUCH}/translations/nl`,
        EDIT_COURSES,
      ],
      [
        '/v1/announcements/:id/translations/:locale',
        `/v1/announcements/${NO_SUCH}/translations/nl`,
        ANNOUNCE,
      ],
    ] as const
  ).flatMap(([route, path, expect]) =>
    (['PUT', 'DELETE'] as const).map(
      (method): Row => ({
        method,
        route,
        path: () => path,
        ...(method === 'PUT' ? { body: {} } : {}),
        expect,
      }),
    ),
  );
