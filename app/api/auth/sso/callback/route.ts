import { finishSso } from '@/lib/server/sso';

export const dynamic = 'force-dynamic';

/** Where an OpenID provider sends the browser back (issue 39): the redirect URI of docs/sso.md. */
export const GET = (request: Request) => finishSso(request);
