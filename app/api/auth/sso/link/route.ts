import { confirmLink } from '@/lib/server/sso';

export const dynamic = 'force-dynamic';

/** The password that links an existing account to its identity provider, once (issue 39). */
export const POST = (request: Request) => confirmLink(request);
