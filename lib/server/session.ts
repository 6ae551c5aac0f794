import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { isProduction } from '@/lib/env';
import { SESSION_COOKIE } from '@/lib/proxy/routing';
import { sessionSecret } from './session-secret';

/** 30 days, the lifetime of an upstream login token. */
const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

/** What the encrypted session cookie holds. The token never reaches browser JavaScript. */
export interface SessionData {
  token?: string;
  accountId?: string;
  signedInAt?: number;
}

function sessionOptions(): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: sessionSecret(),
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: isProduction(),
      path: '/',
    },
  };
}

export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** The session's token, read once per request. */
export const getSessionToken = cache(async (): Promise<string | undefined> => {
  const session = await getSession();
  return session.token;
});
