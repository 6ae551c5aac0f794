import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GuardedFetchRefused } from '../integrations';
import { toolKeys } from './platform';
import { forgetPlatformKeys, platformKey } from './platform-keys';

/**
 * Every outgoing LTI call goes through the guarded fetch (issue 38 item 1). A name that resolves
 * to this machine: `platform.school.example` answers 127.0.0.1 here, as a hostile or rebinding DNS
 * would (the resolver is the one thing replaced; the connection and its check are real).
 */
vi.mock('node:dns', async (original) => {
  const dns = await original<typeof import('node:dns')>();
  const lookup = ((hostname: string, options: unknown, callback: unknown) => {
    if (hostname === 'platform.school.example') {
      const answer = [{ address: '127.0.0.1', family: 4 }];
      const done = (typeof options === 'function' ? options : callback) as (
        error: null,
        address: typeof answer,
      ) => void;
      return done(null, answer);
    }
    return (dns.lookup as (...args: unknown[]) => void)(hostname, options, callback);
  }) as typeof dns.lookup;
  return { ...dns, default: { ...dns, lookup }, lookup };
});

let server: Server;
let port: number;
/** What the loopback program was asked for: a followed redirect would show here. */
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    if (request.url === '/moved') {
      response.writeHead(302, { location: `http://127.0.0.1:${port}/jwks` });
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.unstubAllEnvs();
  forgetPlatformKeys();
  asked.length = 0;
});

const production = () => vi.stubEnv('ACADEMY_WEBHOOKS_ALLOW_PRIVATE', 'false');

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GuardedFetchRefused);
  return (error as GuardedFetchRefused).reason;
}

describe('the platform’s JWKS (the portal as a tool)', () => {
  it('is fetched from loopback only where private addresses are allowed', async () => {
    vi.stubEnv('ACADEMY_WEBHOOKS_ALLOW_PRIVATE', 'true');
    expect(await platformKey(`http://127.0.0.1:${port}/jwks`, 'k1')).toBeNull();
    expect(asked).toEqual(['/jwks']);
  });

  it('is refused at a private address, and at a name resolving to 127.0.0.1', async () => {
    production();
    expect(await refusal(platformKey(`https://127.0.0.1:${port}/jwks`, 'k1'))).toBe('private');
    expect(await refusal(platformKey('https://169.254.169.254/latest/meta-data', 'k1'))).toBe(
      'private',
    );
    expect(await refusal(platformKey(`https://platform.school.example:${port}/jwks`, 'k1'))).toBe(
      'private',
    );
    expect(asked).toEqual([]);
  });

  it('does not follow a redirect, not even to an allowed address', async () => {
    vi.stubEnv('ACADEMY_WEBHOOKS_ALLOW_PRIVATE', 'true');
    const error = await platformKey(`http://127.0.0.1:${port}/moved`, 'k1').catch(
      (caught: unknown) => caught as Error,
    );
    expect(String(error)).toContain('302');
    expect(asked).toEqual(['/moved']);
  });
});

describe('the tool’s JWKS (the portal as a platform)', () => {
  it('is refused at a name resolving to 127.0.0.1 when private addresses are not allowed', async () => {
    production();
    const { privateKey } = await generateKeyPair('RS256');
    const assertion = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'tool-key' })
      .setIssuer('tool')
      .setExpirationTime('1m')
      .sign(privateKey);
    const keys = toolKeys({
      jwksUrl: `https://platform.school.example:${port}/tool-jwks`,
      publicJwk: null,
    });
    if (!keys) throw new Error('a JWKS URL gives keys');
    expect(await refusal(jwtVerify(assertion, keys))).toBe('private');
    expect(asked).toEqual([]);
  });
});
