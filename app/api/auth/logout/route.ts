import { signOut } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

export const GET = signOut;
