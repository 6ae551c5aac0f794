import { signOut } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

/** POST only: a GET (an image or link on another site) must never sign anyone out. */
export const POST = signOut;
