import { accountLinkCall } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

/** The link mailed to a new e-mail address confirms it. */
export const POST = (request: Request) => accountLinkCall(request, '/auth/email_changes/confirm');
