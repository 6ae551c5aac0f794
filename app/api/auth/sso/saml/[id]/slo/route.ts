import { samlSingleLogout } from '@/lib/server/sso';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

/**
 * The SAML single logout service of a provider (issue 39, docs/sso.md): the IdP's LogoutRequest
 * or LogoutResponse by the HTTP-Redirect (GET) or HTTP-POST binding.
 */
export const GET = async (request: Request, { params }: Params) =>
  samlSingleLogout(request, (await params).id);
export const POST = async (request: Request, { params }: Params) =>
  samlSingleLogout(request, (await params).id);
