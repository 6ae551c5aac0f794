import { describe, expect, it } from 'vitest';
import { parseAgentParam } from './agent-param';

/** helper.buildAgent() and buildState().agent of the conformance suite. */
const rickJames = {
  name: 'Rick James',
  objectType: 'Agent',
  account: { homePage: 'http://www.example.com/agentId/1', name: 'Rick James' },
};

const agentOnly = { groupAllowed: false };
const agentOrGroup = { groupAllowed: true };

function problemOf(raw: string | undefined, options = agentOnly): string {
  const parsed = parseAgentParam(raw, options);
  expect(parsed.ok).toBe(false);
  return parsed.ok ? '' : parsed.problem;
}

describe('parseAgentParam', () => {
  it('parses a JSON Agent and keys it by its IFI (XAPI-00248, XAPI-00181)', () => {
    expect(parseAgentParam(JSON.stringify(rickJames), agentOnly)).toEqual({
      ok: true,
      agent: rickJames,
      key: 'account:http://www.example.com/agentId/1|Rick James',
    });
    const sha1 = parseAgentParam(
      '{"mbox_sha1sum":"CD9B00A5611F94EAA7B1661EDAB976068E364975"}',
      agentOnly,
    );
    expect(sha1.ok && sha1.key).toBe('mbox_sha1sum:cd9b00a5611f94eaa7b1661edab976068e364975');
  });

  it('accepts an identified Group where groups are allowed, for /statements (XAPI-00176)', () => {
    const team = {
      objectType: 'Group',
      mbox: 'mailto:team@example.com',
      member: [{ mbox: 'mailto:a@example.com' }],
    };
    const parsed = parseAgentParam(JSON.stringify(team), agentOrGroup);
    expect(parsed.ok && parsed.key).toBe('mbox:mailto:team@example.com');
  });

  it('refuses a missing or empty parameter (XAPI-00212, XAPI-00213, XAPI-00243)', () => {
    expect(problemOf(undefined)).toMatch(/"agent" parameter is required/);
    expect(problemOf('  ')).toMatch(/"agent" parameter is required/);
  });

  it('refuses a value that is not JSON (XAPI-00196, XAPI-00197, XAPI-00199, XAPI-00012)', () => {
    expect(problemOf('not JSON')).toMatch(/it is not JSON/);
    expect(problemOf('wrong', agentOrGroup)).toMatch(/it is not JSON/);
  });

  it('refuses JSON that is not an object (XAPI-00198, XAPI-00255 to XAPI-00258)', () => {
    for (const raw of ['true', '12', '"mailto:a@example.com"', 'null', '[]']) {
      expect(problemOf(raw)).toMatch(/MUST be an Agent object, JSON-encoded/);
    }
  });

  it('refuses an Agent without an IFI, or with two (XAPI-00249)', () => {
    const { account: _account, ...withoutIfi } = rickJames;
    expect(problemOf(JSON.stringify(withoutIfi))).toMatch(
      /MUST be identified by one \(1\) of the four types/,
    );
    const twoIfis = { ...rickJames, mbox: 'mailto:rick@example.com' };
    expect(problemOf(JSON.stringify(twoIfis))).toMatch(/MUST NOT include more than one \(1\)/);
  });

  it('refuses a malformed IFI or an unknown property, as in statements (XAPI-00012)', () => {
    expect(problemOf('{"mbox":"rick@example.com"}')).toMatch(/"mailto:email address"/);
    expect(problemOf('{"account":{"homePage":"www.example.com","name":"rick"}}')).toMatch(/IRL/);
    expect(problemOf('{"mbox":"mailto:rick@example.com","Name":"Rick"}')).toMatch(
      /"Name" is not a property/,
    );
  });

  it('refuses a Group where only Agents are allowed (state, agents, agent profile)', () => {
    const team = JSON.stringify({ objectType: 'Group', mbox: 'mailto:team@example.com' });
    expect(problemOf(team)).toMatch(/MUST be an Agent, not a Group/);
  });

  it('refuses an anonymous Group, which cannot be looked up', () => {
    const anonymous = JSON.stringify({
      objectType: 'Group',
      member: [{ mbox: 'mailto:a@example.com' }],
    });
    expect(problemOf(anonymous, agentOrGroup)).toMatch(/an Anonymous Group cannot be looked up/);
  });
});
