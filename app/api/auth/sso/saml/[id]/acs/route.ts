import { finishSaml } from '@/lib/server/sso';

export const dynamic = 'force-dynamic';

/** The assertion consumer service (ACS) of a SAML provider (issue 39, docs/sso.md). */
export const POST = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  finishSaml(request, (await params).id);
