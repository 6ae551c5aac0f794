import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

let secret: string | undefined;

/**
 * SESSION_SECRET when set; otherwise (demo and tests only, never production: env() refuses that)
 * a secret generated once and kept in the data directory, so sessions survive restarts.
 */
export function sessionSecret(): string {
  if (secret) return secret;
  const config = env();
  if (config.SESSION_SECRET) {
    secret = config.SESSION_SECRET;
    return secret;
  }
  const file = path.resolve(config.ACADEMY_DATA_DIR, 'session-secret');
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const generated = randomBytes(32).toString('base64url');
    try {
      // 'wx' fails if another worker wrote it first; then read theirs.
      writeFileSync(file, generated, { flag: 'wx', mode: 0o600 });
      secret = generated;
    } catch {
      secret = readFileSync(file, 'utf8').trim();
    }
  }
  return secret;
}
