import 'server-only';
import { getIronSession, type SessionOptions, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { ttlMemo } from '@/lib/cache/ttl-memo';
import { isProduction } from '@/lib/env';
import { sessionCookieName } from '@/lib/proxy/routing';
import { sessionSecret } from './session-secret';

/** 30 days, the lifetime of an upstream login token. */
const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

/** What the encrypted session cookie holds. The token never reaches browser JavaScript. */
export interface SessionData {
  token?: string;
  accountId?: string;
  signedInAt?: number;
  /** The identity provider the session came through (issue 39): its logout at sign-out. */
  ssoProviderId?: string;
}

function sessionOptions(): SessionOptions {
  return {
    cookieName: sessionCookieName(isProduction()),
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

/**
 * Unsealing (key derivation, HMAC and AES) is the BFF's largest own cost per call, ~0.6 ms, and
 * a browser sends the same cookie many times a minute. A seal is immutable and authenticated, so
 * its token is remembered for a minute, keyed by the exact cookie value (a pure function of it:
 * every instance computes the same). A signed-out token is refused by the API (revoked) even
 * while remembered here; a bad or expired seal reads as no token.
 */
const unsealToken = ttlMemo(
  async (seal) => {
    const data = await unsealData<SessionData>(seal, {
      password: sessionSecret(),
      ttl: SESSION_TTL_SECONDS,
    });
    return data.token;
  },
  { ttlMs: 60_000, maxEntries: 2_000 },
);

/** The session's token, read once per request. */
export const getSessionToken = cache(async (): Promise<string | undefined> => {
  const seal = (await cookies()).get(sessionCookieName(isProduction()))?.value;
  return seal ? unsealToken(seal) : undefined;
});
