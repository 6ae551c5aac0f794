import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from './csp';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `) || part === name)
    ?.split(' ')
    .slice(1);

describe('the Content Security Policy', () => {
  it('allows scripts only with the nonce, and what those scripts load', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123', dev: false });
    expect(directive(policy, 'script-src')).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('closes plugins, <base>, framing and foreign form targets', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', dev: false });
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });

  it('lets any learning platform frame the LTI tool pages, which post deep links back (issue 38)', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', dev: false, ltiTool: true });
    expect(directive(policy, 'frame-ancestors')).toEqual(['*']);
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'https:', 'http:']);
    expect(directive(policy, 'script-src')).toEqual(["'nonce-n'", "'strict-dynamic'"]);
  });

  it('keeps the chat provider reachable and lesson videos embeddable, nothing else', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', dev: false });
    expect(directive(policy, 'connect-src')).toContain('https://*.zendesk.com');
    expect(directive(policy, 'frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(directive(policy, 'frame-src')).not.toContain('*');
  });

  it('loads images only from this origin and the chat widget, not from any host', () => {
    const images = directive(contentSecurityPolicy({ nonce: 'n', dev: false }), 'img-src') ?? [];
    expect(images[0]).toBe("'self'");
    expect(images).not.toContain('https:');
    expect(images).not.toContain('http:');
    expect(images).not.toContain('*');
    for (const source of images.slice(1)) {
      expect(source).toMatch(
        /^(data:|blob:|https:\/\/(static\.zdassets\.com|accounts\.zendesk\.com|\*\.zendesk\.com|media\.smooch\.io|\*\.zdusercontent\.com))$/,
      );
    }
    // Media (lesson audio and video players of this site) follows the same rule.
    expect(directive(contentSecurityPolicy({ nonce: 'n', dev: false }), 'media-src')).not.toContain(
      'https:',
    );
  });

  it('adds the portal’s image hosts to img-src over https, and nothing that is not a host', () => {
    const images = directive(
      contentSecurityPolicy({
        nonce: 'n',
        dev: false,
        imageHosts: [
          'images.example.com',
          "x; script-src 'unsafe-inline'",
          '*',
          'https://a.example',
        ],
      }),
      'img-src',
    );
    expect(images).toContain('https://images.example.com');
    expect(images?.filter((source) => source.includes('a.example') || source === '*')).toEqual([]);
    expect(
      directive(
        contentSecurityPolicy({
          nonce: 'n',
          dev: false,
          imageHosts: ["x; script-src 'unsafe-inline'"],
        }),
        'script-src',
      ),
    ).toEqual(["'nonce-n'", "'strict-dynamic'"]);
  });

  it('allows eval and the dev socket only on the development server', () => {
    const dev = contentSecurityPolicy({ nonce: 'n', dev: true });
    expect(directive(dev, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(dev, 'connect-src')).toContain('ws:');
  });

  it('makes a new 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});
