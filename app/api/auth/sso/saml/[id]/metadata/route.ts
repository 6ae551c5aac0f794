import { samlMetadataResponse } from '@/lib/server/sso';

export const dynamic = 'force-dynamic';

/** Our SAML SP metadata for one provider of this portal (issue 39): its entity id and ACS. */
export const GET = async (_request: Request, { params }: { params: Promise<{ id: string }> }) =>
  samlMetadataResponse((await params).id);
