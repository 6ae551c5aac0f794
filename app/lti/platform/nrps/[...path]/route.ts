import { ltiService } from '@/lib/server/bff-lti-services';

export const dynamic = 'force-dynamic';

// NRPS 2.0 (the course's members) for the tools, by their bearer token (docs/lti-tools.md).
const handle = (request: Request) => ltiService(request, 'nrps');

export { handle as GET };
