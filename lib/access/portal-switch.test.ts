import { describe, expect, it } from 'vitest';
import {
  COOKIE_DEFAULT_DAYS,
  cookieString,
  isSwitchedAway,
  portalCookieChange,
} from './portal-switch';

const portal = (...domains: string[]) => ({
  portalDomains: domains.map((domain, index) => ({
    id: String(index),
    domain,
    baseUrl: `http://${domain}`,
  })),
});

describe('portal switch (spec §7)', () => {
  it('deletes the cookie for the portal served on this host', () => {
    expect(portalCookieChange(portal('localhost', '127.0.0.1'), 'localhost')).toEqual({
      kind: 'delete',
    });
  });

  it('writes the other portal’s domain', () => {
    expect(portalCookieChange(portal('unlimited.localhost'), 'localhost')).toEqual({
      kind: 'set',
      domain: 'unlimited.localhost',
    });
  });

  it('refuses a portal without a domain', () => {
    expect(() => portalCookieChange(portal(), 'localhost')).toThrow(/no domain/);
  });

  it('writes cookies for 1 day on path / by default (spec §9)', () => {
    expect(COOKIE_DEFAULT_DAYS).toBe(1);
    expect(cookieString('portal_domain', 'unlimited.localhost')).toBe(
      'portal_domain=unlimited.localhost; Max-Age=86400; Path=/; SameSite=Lax',
    );
    expect(cookieString('portal_domain', '', 0)).toContain('Max-Age=0');
  });
});

describe('isSwitchedAway', () => {
  it('tells whether this host shows another portal than its own', () => {
    expect(isSwitchedAway(portal('unlimited.localhost'), 'localhost')).toBe(true);
    expect(isSwitchedAway(portal('localhost', '127.0.0.1'), '127.0.0.1')).toBe(false);
    expect(isSwitchedAway(portal(), 'localhost')).toBe(false);
  });
});
