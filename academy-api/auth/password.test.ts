import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from './password';
import { bearerToken, hashToken, newToken } from './tokens';

describe('password hashing', () => {
  it('hashes with scrypt and a fresh salt, and verifies', async () => {
    const hash = await hashPassword('academy-demo');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword('academy-demo')).not.toBe(hash);
    expect(await verifyPassword('academy-demo', hash)).toBe(true);
    expect(await verifyPassword('academy-demO', hash)).toBe(false);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });

  it('spends a hash on unknown accounts too, and never accepts them', async () => {
    const started = performance.now();
    expect(await verifyPasswordOrDummy('academy-demo', null)).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(5);
  });
});

describe('tokens', () => {
  it('are random, url-safe, and stored as sha256 hex', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('are read from a Bearer header only', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
