import { publicDocument } from '@/lib/server/public-documents';

export const dynamic = 'force-dynamic';

/** The portal's LTI 1.3 public keys (issue 38; docs/lti.md), for the tools and platforms it talks to. */
export function GET(): Promise<Response> {
  return publicDocument('/v1/lti/jwks');
}
