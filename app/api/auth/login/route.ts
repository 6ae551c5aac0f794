import { isNativeFormPost, signIn, signInFromForm } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

/** The sign-in form's scripted call (JSON), or the form as the browser sends it itself. */
export const POST = (request: Request) =>
  isNativeFormPost(request) ? signInFromForm(request) : signIn(request, '/auth/login');
