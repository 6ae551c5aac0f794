import { accountLinkCall } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

/** "Forgot password": 202 whether or not the address has an account. */
export const POST = (request: Request) => accountLinkCall(request, '/auth/password_resets');
