import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { serverSecret } from '../mail/secret';

/*
 * Student view's launch of a package (issue 43 item 4; access/course-preview.ts). A learner's
 * launch token opens their attempt, a row the launch makes. Student view keeps no row: its token
 * carries what the content origin needs instead (the package version, who looks, the player's
 * origin, until when), signed with a key of the server's own (HMAC-SHA256), so that nobody can
 * make one up or change one. The content routes take it for an attempt of nobody's that
 * commits nothing (play.routes.ts).
 */

export type PreviewLaunch = {
  versionId: string;
  accountId: string;
  /** The player's origin: the one page that may frame the launcher, and hear from it. */
  appOrigin: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
};

const PREFIX = 'pv';
/** base64url of an HMAC-SHA256: 32 bytes. */
const MAC_LENGTH = 43;

/** The signing key: made once per database (outside student view's read-only transaction). */
export const previewLaunchKey = (db: Db) => serverSecret(db, 'package_preview');

const macOf = (key: string, payload: string) =>
  createHmac('sha256', key).update(`${PREFIX}${payload}`).digest('base64url');

/** A token is a preview's when it has the prefix and is longer than a learner's (43). */
export const isPreviewToken = (token: string) =>
  token.startsWith(PREFIX) && token.length > PREFIX.length + MAC_LENGTH;

/** `pv`, the launch as base64url JSON, then its MAC: one URL path segment. */
export function signPreviewToken(key: string, launch: PreviewLaunch): string {
  const payload = Buffer.from(
    JSON.stringify({
      v: launch.versionId,
      a: launch.accountId,
      o: launch.appOrigin,
      e: launch.expiresAt,
    }),
  ).toString('base64url');
  return `${PREFIX}${payload}${macOf(key, payload)}`;
}

/** The launch a token signs, while it lasts; null for anything else. */
export function readPreviewToken(
  key: string,
  token: string,
  now = Date.now(),
): PreviewLaunch | null {
  if (!isPreviewToken(token)) return null;
  const payload = token.slice(PREFIX.length, -MAC_LENGTH);
  const given = Buffer.from(token.slice(-MAC_LENGTH));
  const wanted = Buffer.from(macOf(key, payload));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { v, a, o, e } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof v !== 'string' || typeof a !== 'string' || typeof o !== 'string') return null;
  if (typeof e !== 'number' || e <= now) return null;
  return { versionId: v, accountId: a, appOrigin: o, expiresAt: e };
}
