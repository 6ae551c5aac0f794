import { describe, expect, it } from 'vitest';
import { hostnameProblem, isValidHostname, normaliseHostname } from './hostname';

describe('host names (spec §9: at most 253 octets, 63 per label)', () => {
  it('accepts the demo portals’ domains', () => {
    for (const domain of ['localhost', '127.0.0.1', 'demo.localhost', 'unlimited.localhost']) {
      expect(hostnameProblem(domain), domain).toBeNull();
    }
  });

  it('allows a label of 63 octets and refuses 64', () => {
    expect(hostnameProblem(`${'a'.repeat(63)}.example.org`)).toBeNull();
    expect(hostnameProblem(`${'a'.repeat(64)}.example.org`)).toBe('label_too_long');
  });

  it('allows 253 octets in all and refuses 254', () => {
    // 63 + 1 + 63 + 1 + 63 + 1 + 61 = 253
    const at253 = ['a'.repeat(63), 'b'.repeat(63), 'c'.repeat(63), 'd'.repeat(61)].join('.');
    expect(at253).toHaveLength(253);
    expect(hostnameProblem(at253)).toBeNull();
    expect(hostnameProblem(`${at253}d`)).toBe('too_long');
  });

  it('refuses empty labels, hyphens at either end and other characters', () => {
    expect(hostnameProblem('')).toBe('empty');
    expect(hostnameProblem('a..b')).toBe('label_invalid');
    expect(hostnameProblem('-a.org')).toBe('label_invalid');
    expect(hostnameProblem('a-.org')).toBe('label_invalid');
    expect(hostnameProblem('exa mple.org')).toBe('label_invalid');
    expect(hostnameProblem('under_score.org')).toBe('label_invalid');
    expect(hostnameProblem('Upper.org')).toBe('label_invalid');
    expect(hostnameProblem('academy.example.org:3000')).toBe('label_invalid');
  });

  it('lets the proxy serve the IPv6 loopback literal', () => {
    expect(isValidHostname('[::1]')).toBe(true);
    expect(isValidHostname('[::2]')).toBe(false);
  });

  it('normalises what people type', () => {
    expect(normaliseHostname('  Academy.Example.ORG. ')).toBe('academy.example.org');
  });
});
