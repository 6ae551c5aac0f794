import SCIMMY from 'scimmy';
import { describe, expect, it } from 'vitest';
import {
  attributePath,
  emailOf,
  flattenFilter,
  fullNameOf,
  ifMatchHolds,
  localeOf,
  mappableRoles,
  normaliseBooleans,
  normalisePatchOperations,
  organisationOf,
  pageOf,
  ScimFilterError,
} from './scim';

const parse = (expression: string) =>
  flattenFilter(expression, new SCIMMY.Types.Filter(expression));

describe('SCIM filters (issue 39)', () => {
  it('flattens scimmy’s parse into branches of comparisons, attribute names in lower case', () => {
    expect(parse('userName eq "bjensen" or (emails co "x" and externalId sw "1")')).toEqual([
      [{ path: 'username', op: 'eq', value: 'bjensen', negated: false }],
      [
        { path: 'emails', op: 'co', value: 'x', negated: false },
        { path: 'externalid', op: 'sw', value: '1', negated: false },
      ],
    ]);
    expect(parse('emails[type eq "work" and value ew "@example.com"]')).toEqual([
      [
        { path: 'emails.type', op: 'eq', value: 'work', negated: false },
        { path: 'emails.value', op: 'ew', value: '@example.com', negated: false },
      ],
    ]);
    const negated = parse('not (displayName sw "A") and title pr');
    expect(negated).toHaveLength(1);
    expect(negated[0]).toHaveLength(2);
    expect(negated[0]).toEqual(
      expect.arrayContaining([
        { path: 'displayname', op: 'sw', value: 'A', negated: true },
        { path: 'title', op: 'pr', value: null, negated: false },
      ]),
    );
    expect(parse('userName sw "a" and userName ew "z"')[0]).toHaveLength(2);
    expect(parse('active eq true')[0]?.[0]?.value).toBe(true);
  });

  it('strips a schema URN from an attribute', () => {
    expect(attributePath('urn:ietf:params:scim:schemas:core:2.0:User:userName')).toBe('username');
    expect(
      attributePath('urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:organization'),
    ).toBe('organization');
    expect(parse('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "x"')[0]?.[0]?.path).toBe(
      'username',
    );
  });

  it('refuses what scimmy forgives: a missing value, a trailing operator', () => {
    expect(() => parse('userName eq')).toThrow(ScimFilterError);
    expect(() => parse('userName eq "a" and')).toThrow(ScimFilterError);
    expect(() => parse('userName eq "a" or')).toThrow(ScimFilterError);
    expect(() => parse('title pr "x"')).toThrow();
  });
});

describe('a SCIM User as an account', () => {
  it('takes the primary address, else the work one, else the first, else an address userName', () => {
    expect(
      emailOf({
        emails: [
          { value: 'home@x.org', type: 'home' },
          { value: 'Work@X.org', type: 'work' },
          { value: 'p@x.org', primary: true },
        ],
      }),
    ).toBe('p@x.org');
    expect(
      emailOf({
        emails: [
          { value: 'home@x.org', type: 'home' },
          { value: 'Work@X.org', type: 'work' },
        ],
      }),
    ).toBe('work@x.org');
    expect(emailOf({ userName: 'upn@contoso.com' })).toBe('upn@contoso.com');
    expect(emailOf({ userName: 'bjensen', emails: [{ value: 'not an address' }] })).toBeNull();
  });

  it('names the person by given and family name, else formatted, display or user name', () => {
    expect(
      fullNameOf({ name: { givenName: 'Barbara', familyName: 'Jensen', formatted: 'Ms. B' } }),
    ).toBe('Barbara Jensen');
    expect(fullNameOf({ name: { formatted: 'Ms. Barbara J Jensen III' } })).toBe(
      'Ms. Barbara J Jensen III',
    );
    expect(fullNameOf({ displayName: 'Babs' })).toBe('Babs');
    expect(fullNameOf({ userName: 'bjensen@example.com' })).toBe('bjensen');
  });

  it('reads the language the portal offers and the organisation', () => {
    expect(localeOf('nl-NL', ['en', 'nl'])).toBe('nl');
    expect(localeOf('RO', ['en', 'ro'])).toBe('ro');
    expect(localeOf('de-DE', ['en', 'nl'])).toBeNull();
    expect(localeOf(undefined, ['en'])).toBeNull();
    expect(
      organisationOf({
        'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { organization: ' Acme ' },
      }),
    ).toBe('Acme');
    expect(organisationOf({})).toBeNull();
  });
});

describe('the identity providers’ quirks', () => {
  it('makes Entra ID’s "False"/"True" booleans and its op names lower case', () => {
    expect(
      normalisePatchOperations([
        { op: 'Replace', path: 'active', value: 'False' },
        { op: 'Add', value: { active: 'True', displayName: 'X' } },
        { op: 'remove', path: 'emails[type eq "home"]' },
        { op: 'replace', path: 'displayName', value: 'False' },
      ]),
    ).toEqual([
      { op: 'replace', path: 'active', value: false },
      { op: 'add', value: { active: true, displayName: 'X' } },
      { op: 'remove', path: 'emails[type eq "home"]' },
      { op: 'replace', path: 'displayName', value: 'False' },
    ]);
    expect(normaliseBooleans({ active: 'false', userName: 'x' })).toEqual({
      active: false,
      userName: 'x',
    });
    expect(normaliseBooleans({ active: 'maybe' })).toEqual({ active: 'maybe' });
  });
});

describe('pages, versions and roles', () => {
  it('reads startIndex and count as RFC 7644 §3.4.2.4 has them', () => {
    expect(pageOf(undefined, undefined)).toEqual({ startIndex: 1, count: 100 });
    expect(pageOf('0', '-5')).toEqual({ startIndex: 1, count: 0 });
    expect(pageOf('3', '10000')).toEqual({ startIndex: 3, count: 500 });
    expect(pageOf('x', '1')).toBeNull();
    expect(pageOf('1', '1.5')).toBeNull();
  });

  it('matches If-Match weakly, any of a list, and *', () => {
    expect(ifMatchHolds(undefined, 'W/"a"')).toBe(true);
    expect(ifMatchHolds('W/"a"', 'W/"a"')).toBe(true);
    expect(ifMatchHolds('"a"', 'W/"a"')).toBe(true);
    expect(ifMatchHolds('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(ifMatchHolds('*', 'W/"a"')).toBe(true);
    expect(ifMatchHolds('W/"b"', 'W/"a"')).toBe(false);
  });

  it('lets a group give only a portal’s own roles the admin may give', () => {
    expect(mappableRoles(['student', 'coach', 'academy_admin', 'admin'])).toEqual([
      'student',
      'coach',
      'admin',
    ]);
    expect(mappableRoles([])).toEqual([]);
  });
});
