import 'server-only';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { jsonResponse, readBody } from '@/lib/server/bff';
import { bffErrors, INVALID_VALUE_TITLE } from '@/lib/server/bff-rules';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { fieldRules, messageOfIssue } from '@/shared/validation/zod-rules';

/** What the browser may send: only the text and the project, nothing about who sends it. */
export const noteInputSchema = fieldRules(FIELD_RULES.feedback, { trim: ['feedback'] }).pipe(
  z.object({
    feedback: z.string(),
    project_id: z.string().trim().min(1).max(100).nullish(),
  }),
);
export const upvoteInputSchema = z.object({ project_id: z.string().trim().min(1).max(100) });

/**
 * The browser's JSON (flat, or a JSON:API document's attributes) checked against a schema;
 * else the 400/413/422 answer. Unknown fields (email, segments, …) are dropped, not trusted.
 */
export async function readInput<T extends z.ZodType>(
  request: Request,
  schema: T,
  locale: Locale,
): Promise<z.infer<T> | Response> {
  const body = await readBody(request);
  if (body === null) return jsonResponse(bffErrors.tooLarge(locale), 413);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return jsonResponse(bffErrors.invalidJson(locale), 400);
  }
  const attributes = (json as { data?: { attributes?: unknown } } | null)?.data?.attributes ?? json;
  const parsed = schema.safeParse(attributes);
  if (parsed.success) return parsed.data;
  const t = await getTranslations();
  const errors = parsed.error.issues.map((issue) => ({
    status: '422',
    code: 'VALIDATION_FAILED',
    title: INVALID_VALUE_TITLE[locale],
    // The form's own §5 message, in the user's language, for the shared rules.
    detail: translatedDetail(issue, t),
    source: { pointer: `/data/attributes/${issue.path.join('/')}` },
  }));
  return jsonResponse({ errors }, 422);
}

function translatedDetail(
  issue: z.core.$ZodIssue,
  t: Awaited<ReturnType<typeof getTranslations>>,
): string {
  const shared = messageOfIssue(issue);
  return shared ? t(shared.key, shared.values) : issue.message;
}
