import { describe, expect, it } from 'vitest';
import {
  authRequestRefusal,
  CLAIMS,
  grantedScopes,
  ltiItemResult,
  ltiRoles,
  membershipLinks,
  redirectUriRegistered,
  resourceLinkClaims,
  resourceLinkItems,
  SCOPES,
} from './platform';

const ROLE = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';

/** Issue 38 item 1: the platform's pure rules (docs/lti-tools.md). */
describe('LTI platform rules', () => {
  it('maps our roles to LTI roles: learner, coach/author, admin', () => {
    expect(ltiRoles(['student'])).toEqual([`${ROLE}Learner`]);
    expect(ltiRoles(['coach'], true)).toEqual([`${ROLE}Instructor`]);
    // A coach of another course is a learner here.
    expect(ltiRoles(['coach'], false)).toEqual([`${ROLE}Learner`]);
    expect(ltiRoles(['academy_author'])).toEqual([`${ROLE}Instructor`]);
    expect(ltiRoles(['admin', 'student'])).toEqual([
      'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator',
      `${ROLE}Administrator`,
    ]);
  });

  it('matches redirect URIs exactly, as parsed URLs', () => {
    const registered = ['https://tool.example/launch', 'http://127.0.0.1:5108'];
    expect(redirectUriRegistered('https://tool.example/launch', registered)).toBe(true);
    expect(redirectUriRegistered('HTTPS://TOOL.example/launch', registered)).toBe(true);
    expect(redirectUriRegistered('http://127.0.0.1:5108/', registered)).toBe(true);
    expect(redirectUriRegistered('https://tool.example/launch/x', registered)).toBe(false);
    expect(redirectUriRegistered('https://tool.example/launch?x=1', registered)).toBe(false);
    expect(redirectUriRegistered('https://user@tool.example/launch', registered)).toBe(false);
    expect(redirectUriRegistered('javascript:alert(1)', registered)).toBe(false);
    expect(redirectUriRegistered('not a url', registered)).toBe(false);
  });

  it('refuses an authorization request without its fixed values', () => {
    const good = {
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: 'c',
      redirect_uri: 'https://tool.example/launch',
      login_hint: 'h',
      lti_message_hint: 'm',
      nonce: 'n',
    };
    expect(authRequestRefusal(good)).toBeNull();
    expect(authRequestRefusal({ ...good, response_type: 'code' })).toBe(
      'unsupported_response_type',
    );
    expect(authRequestRefusal({ ...good, scope: 'profile' })).toBe('invalid_scope');
    expect(authRequestRefusal({ ...good, response_mode: 'query' })).toBe('invalid_request');
    expect(authRequestRefusal({ ...good, prompt: 'login' })).toBe('invalid_request');
    expect(authRequestRefusal({ ...good, nonce: undefined })).toBe('invalid_request');
  });

  it('grants only the scopes the tool’s services open', () => {
    expect(grantedScopes(`${SCOPES.score} ${SCOPES.lineItem}`, ['ags'])).toEqual([
      SCOPES.score,
      SCOPES.lineItem,
    ]);
    expect(grantedScopes(SCOPES.nrps, ['ags'])).toBeNull();
    expect(grantedScopes(`${SCOPES.score} ${SCOPES.nrps}`, ['ags'])).toBeNull();
    expect(grantedScopes('', ['ags', 'nrps'])).toBeNull();
  });

  it('builds a resource link launch’s claims', () => {
    const claims = resourceLinkClaims({
      issuer: 'https://academy.example',
      clientId: 'client',
      deploymentId: 'dep',
      nonce: 'n',
      person: {
        id: 'p',
        name: 'Stijn Student',
        givenName: 'Stijn',
        familyName: 'Student',
        email: 's@x',
      },
      roles: [`${ROLE}Learner`],
      course: { id: 'c', title: 'Data literacy', slug: 'data-literacy' },
      locale: 'nl',
      returnUrl: 'https://academy.example/courses/data-literacy',
      platform: { guid: 'g', name: 'Demo', url: 'https://academy.example' },
      custom: { level: 'beginner' },
      targetLinkUri: 'https://tool.example/launch',
      presentation: 'window',
      link: { id: 'item', title: 'Chart lab' },
      ags: { lineItems: 'https://a/li', lineItem: 'https://a/li/1', scopes: [SCOPES.score] },
      nrps: null,
    });
    expect(claims).toMatchObject({
      iss: 'https://academy.example',
      aud: 'client',
      sub: 'p',
      nonce: 'n',
      [CLAIMS.messageType]: 'LtiResourceLinkRequest',
      [CLAIMS.version]: '1.3.0',
      [CLAIMS.deploymentId]: 'dep',
      [CLAIMS.resourceLink]: { id: 'item', title: 'Chart lab' },
      [CLAIMS.context]: { id: 'c', label: 'data-literacy', title: 'Data literacy' },
      [CLAIMS.launchPresentation]: { document_target: 'window', locale: 'nl' },
      [CLAIMS.custom]: { level: 'beginner' },
      [CLAIMS.ags]: {
        lineitems: 'https://a/li',
        lineitem: 'https://a/li/1',
        scope: [SCOPES.score],
      },
    });
    expect(claims).not.toHaveProperty(CLAIMS.nrps);
  });

  it('keeps only ltiResourceLink content items, with string custom values', () => {
    expect(
      resourceLinkItems([
        { type: 'link', url: 'https://x' },
        {
          type: 'ltiResourceLink',
          title: ' Bars ',
          url: 'https://tool/bars',
          custom: { n: 3, o: {} },
        },
        { type: 'ltiResourceLink', url: 'javascript:alert(1)' },
      ]),
    ).toEqual([
      { title: 'Bars', url: 'https://tool/bars', custom: { n: '3' } },
      { title: '', url: null, custom: {} },
    ]);
    expect(resourceLinkItems('nope')).toEqual([]);
  });

  it('words a score as the item’s result', () => {
    const done = { activityProgress: 'Completed', gradingProgress: 'FullyGraded' };
    expect(ltiItemResult(null)).toEqual({ result: 'not_started', percent: null });
    expect(ltiItemResult({ ...done, scoreGiven: 9, scoreMaximum: 10 })).toEqual({
      result: 'passed',
      percent: 90,
    });
    expect(ltiItemResult({ ...done, scoreGiven: 2, scoreMaximum: 10 }).result).toBe('failed');
    expect(ltiItemResult({ ...done, scoreGiven: null, scoreMaximum: null }).result).toBe(
      'completed',
    );
    expect(
      ltiItemResult({
        activityProgress: 'Started',
        gradingProgress: 'NotReady',
        scoreGiven: 1,
        scoreMaximum: 10,
      }).result,
    ).toBe('in_progress');
  });

  it('links the pages of members', () => {
    const links = membershipLinks('https://a/m', 2, 10, 25);
    expect(links).toContain('<https://a/m?limit=10&page=3>; rel="next"');
    expect(links).toContain('<https://a/m?limit=10&page=1>; rel="prev"');
    expect(links).toContain('<https://a/m?limit=10&page=3>; rel="last"');
    expect(membershipLinks('https://a/m', 3, 10, 25)).not.toContain('rel="next"');
  });
});
