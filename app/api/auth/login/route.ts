import { signIn } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

export const POST = (request: Request) => signIn(request, '/auth/login');
