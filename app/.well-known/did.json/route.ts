import { publicDocument } from '@/lib/server/public-documents';

export const dynamic = 'force-dynamic';

/** The portal's did:web DID document (issue 41): the keys its Open Badges are signed with. */
export function GET(): Promise<Response> {
  return publicDocument('/v1/open_badges/did');
}
