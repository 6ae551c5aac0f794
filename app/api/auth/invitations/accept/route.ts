import { signIn } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

/** An invitation's page (issue 43) sets the name and first password, and signs the person in. */
export const POST = (request: Request) => signIn(request, '/auth/invitations/accept');
