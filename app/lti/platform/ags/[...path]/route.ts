import { ltiService } from '@/lib/server/bff-lti-services';

export const dynamic = 'force-dynamic';

// AGS 2.0 (line items, scores, results) for the tools, by their bearer token (docs/lti-tools.md).
const handle = (request: Request) => ltiService(request, 'ags');

export { handle as DELETE, handle as GET, handle as POST, handle as PUT };
