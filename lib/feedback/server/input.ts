import 'server-only';
import { z } from 'zod';
import { errorDocument } from '@/lib/api/errors';
import { jsonResponse, readBody } from '@/lib/server/bff';
import { bffErrors } from '@/lib/server/bff-rules';

/** What the browser may send: only the text and the project, nothing about who sends it. */
export const noteInputSchema = z.object({
  feedback: z.string().trim().min(1).max(10_000),
  project_id: z.string().trim().min(1).max(100).nullish(),
});
export const upvoteInputSchema = z.object({ project_id: z.string().trim().min(1).max(100) });

/**
 * The browser's JSON (flat, or a JSON:API document's attributes) checked against a schema;
 * else the 400/413/422 answer. Unknown fields (email, segments, …) are dropped, not trusted.
 */
export async function readInput<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<z.infer<T> | Response> {
  const body = await readBody(request);
  if (body === null) return jsonResponse(bffErrors.tooLarge(), 413);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return jsonResponse(errorDocument(400, 'INVALID_JSON', 'Invalid JSON body'), 400);
  }
  const attributes = (json as { data?: { attributes?: unknown } } | null)?.data?.attributes ?? json;
  const parsed = schema.safeParse(attributes);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    status: '422',
    code: 'VALIDATION_FAILED',
    title: 'Invalid value',
    detail: issue.message,
    source: { pointer: `/data/attributes/${issue.path.join('/')}` },
  }));
  return jsonResponse({ errors }, 422);
}
