import { startSso } from '@/lib/server/sso';

export const dynamic = 'force-dynamic';

/** A sign-in button of /auth (issue 39): off to the identity provider. */
export const GET = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  startSso(request, (await params).id);
