import { publicDocument } from '@/lib/server/public-documents';

export const dynamic = 'force-dynamic';

/** The portal's signed Bitstring Status List (issue 41): which Open Badges are no longer valid. */
export function GET(): Promise<Response> {
  return publicDocument('/v1/open_badges/status_list');
}
