import { accountLinkCall } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

/** The mailed link's page sets the new password. */
export const POST = (request: Request) => accountLinkCall(request, '/auth/password_resets/confirm');
