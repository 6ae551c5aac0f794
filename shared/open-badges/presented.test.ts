import { describe, expect, it } from 'vitest';
import { badgeLines, badgeSvg } from './badge-image';
import {
  bakeSvg,
  JSON_MAX_DEPTH,
  jsonDepth,
  PRESENTED_MAX_CHARS,
  presentedCredential,
} from './presented';

const credential = { '@context': ['x'], type: ['VerifiableCredential'], name: 'A <b> & "c" ]]>' };
const JWT = 'eyJhbGciOiJFZERTQSJ9.eyJpc3MiOiJ4In0.c2ln';

describe('what a visitor presents', () => {
  it('is JSON, a JWT, or an SVG with a credential baked in', () => {
    expect(presentedCredential(JSON.stringify(credential))).toEqual({
      ok: true,
      value: { kind: 'json', credential, baked: false },
    });
    expect(presentedCredential(`  ${JWT}\n`)).toEqual({
      ok: true,
      value: { kind: 'jwt', jwt: JWT, baked: false },
    });
    const baked = bakeSvg(badgeSvg('Safety first', 'Demo Academy'), credential);
    expect(presentedCredential(baked)).toEqual({
      ok: true,
      value: { kind: 'json', credential, baked: true },
    });
    const jwtSvg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"><openbadges:credential verify="${JWT}"/></svg>`;
    expect(presentedCredential(jwtSvg)).toEqual({
      ok: true,
      value: { kind: 'jwt', jwt: JWT, baked: true },
    });
    const escaped = `<svg><openbadges:credential>${JSON.stringify(credential).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</openbadges:credential></svg>`;
    expect(presentedCredential(escaped)).toMatchObject({ ok: true, value: { credential } });
  });

  it('refuses what is none of these, with a reason, never throwing', () => {
    const deep = `{"a":${'['.repeat(JSON_MAX_DEPTH + 5)}${']'.repeat(JSON_MAX_DEPTH + 5)}}`;
    const cases: Array<[unknown, string]> = [
      ['', 'empty'],
      ['   \n', 'empty'],
      [42, 'not_a_credential'],
      [null, 'not_a_credential'],
      ['x'.repeat(PRESENTED_MAX_CHARS + 1), 'too_large'],
      ['{"a":', 'malformed'],
      ['[1,2]', 'malformed'],
      ['{"a": 1', 'malformed'],
      [deep, 'malformed'],
      ['hello world', 'malformed'],
      ['<svg></svg>', 'not_a_credential'],
      ['<svg><openbadges:credential></svg>', 'malformed'],
      ['<svg><openbadges:credential><![CDATA[{]]></openbadges:credential></svg>', 'malformed'],
      ['<svg><openbadges:credential verify="not a jwt"/></svg>', 'malformed'],
      ['<svg><openbadges:credential>[1]</openbadges:credential></svg>', 'not_a_credential'],
    ];
    for (const [input, problem] of cases) {
      expect(presentedCredential(input), String(input).slice(0, 40)).toEqual({
        ok: false,
        problem,
      });
    }
  });

  it('measures depth without recursion', () => {
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth({ a: [{ b: 1 }] })).toBe(3);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonDepth(deep)).toBeGreaterThan(JSON_MAX_DEPTH);
  });
});

describe('the baked badge image', () => {
  it('adds the openbadges namespace and the credential in CDATA right after the svg tag', () => {
    const svg = bakeSvg(badgeSvg('Safety <first>', 'Demo & Co'), credential);
    expect(svg).toMatch(/<svg xmlns:openbadges="https:\/\/purl.imsglobal.org\/ob\/v3p0" xmlns=/);
    expect(svg).toContain('<openbadges:credential><![CDATA[{');
    // `]]>` inside the JSON would end the CDATA: `>` is written \u003e (the same JSON).
    expect(svg.match(/\]\]>/g)).toHaveLength(1);
    expect(svg).toContain('Safety &#60;first&#62;');
    expect(svg).toContain('Demo &#38; Co');
    expect(() => bakeSvg('<html></html>', credential)).toThrow('Not an SVG image');
  });

  it('wraps a long name over at most three lines', () => {
    expect(badgeLines('Certified Facilitator')).toEqual(['Certified', 'Facilitator']);
    const lines = badgeLines('A very long certification name that goes on and on and on and on');
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith('…')).toBe(true);
  });
});
