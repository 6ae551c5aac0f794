import { startSaml } from '@/lib/server/sso';

export const dynamic = 'force-dynamic';

/** A SAML provider's button on /auth (issue 39): an AuthnRequest to the IdP. */
export const GET = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  startSaml(request, (await params).id);
