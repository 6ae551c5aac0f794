import { describe, expect, it } from 'vitest';
import type { MeResult } from '@/lib/resources/me';
import { clickablePath, notificationPath } from './links';

const domains = ['localhost', 'demo.localhost'];

describe('notificationPath (spec §4: absolute links reduced to path plus query)', () => {
  it('keeps relative paths with their query', () => {
    expect(notificationPath('/portfolio?tab=feedback', domains)).toBe('/portfolio?tab=feedback');
  });

  it('follows the normalised path, as the browser would', () => {
    expect(notificationPath('/catalog/./data-literacy?x=1#top', domains)).toBe(
      '/catalog/data-literacy?x=1',
    );
  });

  it('reduces same-portal absolute links and drops the fragment', () => {
    expect(notificationPath('http://localhost:3000/account/orders?x=1#top', domains)).toBe(
      '/account/orders?x=1',
    );
    expect(notificationPath('https://demo.localhost/catalog', domains)).toBe('/catalog');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>1</script>',
    'https://evil.example/phish',
    '//evil.example/x',
    '/\\evil.example',
    'not a url',
    '',
    null,
    // These pass a prefix check but a browser resolves them to another host.
    '/.//evil.example/login',
    '/a/..//evil.example/login',
    '/%2e//evil.example',
    '/\n/evil.example/phish',
    '/\t/evil.example',
    'http://localhost:3000/.//evil.example/login',
    'http://localhost:3000//evil.example/login',
  ])('never follows %j', (link) => {
    expect(notificationPath(link, domains)).toBeNull();
  });
});

describe('clickablePath (spec §4: only for users with access)', () => {
  const result = (roles: string[], features: string[] = []): MeResult => ({
    authenticated: true,
    features,
    me: {
      id: 'a',
      roles,
      availableBusinessModels: ['subscription'],
      orderCourseAccess: false,
      subscription: {
        id: 's',
        isActive: true,
        kind: 'paid',
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: null,
      },
      portal: {
        id: 'p',
        key: 'demo',
        name: 'Demo',
        parameters: [],
        information: { knowledgeBaseUrl: null, zendeskChatId: null },
        assets: { logo: null },
        portalDomains: [{ id: 'd', domain: 'localhost', baseUrl: 'http://localhost:3000' }],
      },
    },
  });

  it('lets a student follow a catalog link but not an admin one', () => {
    expect(clickablePath('/catalog', result(['student']))).toBe('/catalog');
    expect(clickablePath('/admin/dashboard', result(['student']))).toBeNull();
  });

  it('checks features too', () => {
    expect(clickablePath('/portfolio', result(['student']))).toBeNull();
    expect(clickablePath('/portfolio', result(['student'], ['portfolio_feature']))).toBe(
      '/portfolio',
    );
  });
});
