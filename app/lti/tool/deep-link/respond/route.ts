import { z } from 'zod';
import { jsonResponse } from '@/lib/server/bff';
import { bffErrors, isCrossSiteWrite } from '@/lib/server/bff-rules';
import { ltiCall, ltiOrigin } from '@/lib/server/lti-tool';

export const dynamic = 'force-dynamic';

const input = z.object({
  code: z.string().min(20).max(100),
  course_id: z.uuid(),
  /** One quiz of the course alone. */
  item_id: z.uuid().optional(),
});

/**
 * Deep linking (issue 38 item 2): the course (or the one quiz) the instructor picked becomes the signed
 * LtiDeepLinkingResponse; the page posts it to the platform's return URL.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteWrite(request.method, request.headers, request.headers.get('host'))) {
    return jsonResponse(bffErrors.crossSite(null), 403);
  }
  const parsed = input.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return jsonResponse(bffErrors.invalidJson(null), 400);
  const answer = await ltiCall('POST', `/deep_links/${encodeURIComponent(parsed.data.code)}`, {
    course_id: parsed.data.course_id,
    ...(parsed.data.item_id ? { item_id: parsed.data.item_id } : {}),
    origin: await ltiOrigin(),
  });
  if (!answer.ok) return jsonResponse({ errors: [{ code: answer.reason }] }, 422);
  return jsonResponse(
    { return_url: answer.attributes.return_url, jwt: answer.attributes.jwt },
    200,
  );
}
