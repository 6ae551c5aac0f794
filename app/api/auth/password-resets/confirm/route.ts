import { accountLinkCall } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

/** The mailed link's page sets the new password (issue 22). */
export const POST = (request: Request) => accountLinkCall(request, '/auth/password_resets/confirm');
