import { ltiOrigin, refusedPath, seeOther } from '@/lib/server/lti-tool';
import { getMe } from '@/lib/server/me';
import { publicDocument } from '@/lib/server/public-documents';
import { hasFeature } from '@/shared/access/features';

export const dynamic = 'force-dynamic';

/**
 * The portal's LTI 1.3 public keys (issue 38; docs/lti.md), for the tools and platforms it talks
 * to. Where the portal has LTI switched off (its `lti` flag), the LTI refusal page instead.
 */
export async function GET(): Promise<Response> {
  const { features } = await getMe();
  if (!hasFeature(features, 'lti')) return seeOther(await ltiOrigin(), refusedPath('LTI_OFF'));
  return publicDocument('/v1/lti/jwks');
}
