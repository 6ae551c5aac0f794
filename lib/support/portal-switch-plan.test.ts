import { describe, expect, it } from 'vitest';
import type { PortalDomain } from '@/lib/resources/portals';
import { portalSwitchPlan, samePathOn } from './portal-switch-plan';

const domain = (name: string, baseUrl: string): PortalDomain => ({
  id: name,
  domain: name,
  baseUrl,
});
const here = (hostname: string) => ({
  hostname,
  pathname: '/admin/dashboard',
  search: '?tab=2',
  hash: '#top',
});

// The demo data: both portals on loopback names with the notional port 3000.
const demo = {
  id: 'demo',
  portalDomains: [
    domain('localhost', 'http://localhost:3000'),
    domain('demo.localhost', 'http://demo.localhost:3000'),
  ],
};
const unlimited = {
  id: 'unlimited',
  portalDomains: [domain('unlimited.localhost', 'http://unlimited.localhost:3000')],
};
const production = {
  id: 'prod',
  portalDomains: [domain('learn.example.org', 'https://learn.example.org')],
};

describe('portalSwitchPlan (spec §2, §7)', () => {
  it('the current portal: nothing to do', () => {
    expect(portalSwitchPlan(demo, 'demo', here('localhost'))).toEqual({ kind: 'stay' });
  });

  it('a reachable portal: its base URL plus the current path', () => {
    expect(portalSwitchPlan(production, 'demo', here('academy.example.org'))).toEqual({
      kind: 'navigate',
      url: 'https://learn.example.org/admin/dashboard?tab=2#top',
    });
  });

  it('on localhost (loopback base URL): the portal_domain cookie, in place', () => {
    expect(portalSwitchPlan(unlimited, 'demo', here('localhost'))).toEqual({
      kind: 'cookie',
      change: { kind: 'set', domain: 'unlimited.localhost' },
    });
  });

  it('a portal served from this host (switching back): the cookie is deleted', () => {
    expect(portalSwitchPlan(demo, 'unlimited', here('localhost'))).toEqual({
      kind: 'cookie',
      change: { kind: 'delete' },
    });
  });

  it('a portal served here is never left for its base URL, even a reachable one', () => {
    expect(portalSwitchPlan(production, 'demo', here('LEARN.example.org'))).toEqual({
      kind: 'cookie',
      change: { kind: 'delete' },
    });
  });

  it('no usable base URL: the cookie', () => {
    const broken = {
      id: 'x',
      portalDomains: [domain('x.example.org', 'not a url'), domain('y.example.org', 'ftp://y')],
    };
    expect(portalSwitchPlan(broken, 'demo', here('localhost'))).toEqual({
      kind: 'cookie',
      change: { kind: 'set', domain: 'x.example.org' },
    });
  });

  it('a portal without domains cannot be switched to', () => {
    expect(() => portalSwitchPlan({ id: 'x', portalDomains: [] }, 'demo', here('a'))).toThrow();
  });
});

describe('helpers', () => {
  it('samePathOn keeps a base path', () => {
    expect(
      samePathOn(new URL('https://example.org/academy/'), {
        hostname: 'x',
        pathname: '/catalog',
        search: '',
        hash: '',
      }),
    ).toBe('https://example.org/academy/catalog');
  });
});
