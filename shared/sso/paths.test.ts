import { describe, expect, it } from 'vitest';
import { providerForEmail, ssoStartPath } from './paths';
import { DEFAULT_MAPPING, emailDomainOf, mapClaims } from './providers';

describe('single sign-on paths and claims (issue 39)', () => {
  it('keeps returnTo on the start address, encoded', () => {
    expect(ssoStartPath('abc', null)).toBe('/api/auth/sso/abc/start');
    expect(ssoStartPath('abc', '/x', 'saml')).toBe('/api/auth/sso/saml/abc/start?returnTo=%2Fx');
    expect(ssoStartPath('abc', '/courses?tab=a&b=c')).toBe(
      '/api/auth/sso/abc/start?returnTo=%2Fcourses%3Ftab%3Da%26b%3Dc',
    );
  });

  it('routes an address by its domain, in any case, and nothing else', () => {
    const acme = { id: 'a', emailDomains: ['acme.test'] };
    expect(providerForEmail('Jo@ACME.test ', [acme])).toBe(acme);
    expect(providerForEmail('jo@sub.acme.test', [acme])).toBeNull();
    expect(providerForEmail('acme.test', [acme])).toBeNull();
    expect(emailDomainOf('x@Example.ORG')).toBe('example.org');
    expect(emailDomainOf('@example.org')).toBeNull();
  });

  it('maps claims: groups to roles, a language tag to its language, lists to their first', () => {
    const mapping = {
      ...DEFAULT_MAPPING,
      language: 'locale',
      entity: 'org',
      roles: 'groups',
      role_values: [
        { value: 'trainers', role: 'coach' as const },
        { value: 'staff', role: 'author' as const },
      ],
    };
    expect(
      mapClaims(
        {
          email: ['Ann@Acme.test', 'other@acme.test'],
          name: ' Ann ',
          locale: 'nl-NL',
          org: 'Acme',
          groups: ['trainers', 'admins'],
        },
        mapping,
      ),
    ).toEqual({
      email: 'ann@acme.test',
      fullName: 'Ann',
      language: 'nl',
      entityName: 'Acme',
      roles: ['coach', 'student'],
    });
    // A single group as a text; nothing mapped beyond the defaults.
    expect(mapClaims({ groups: 'staff' }, mapping).roles).toEqual(['author', 'student']);
    expect(mapClaims({}, mapping)).toMatchObject({
      email: null,
      fullName: null,
      roles: ['student'],
    });
  });
});
