import { describe, expect, it } from 'vitest';
import { formatStatement, ifiKey, indexStatement } from './statement-index';
import type { Statement } from './statement-validation';

type Json = Record<string, unknown>;

const alice = { objectType: 'Agent', name: 'Alice', mbox: 'mailto:alice@example.com' };
const bob = { mbox_sha1sum: 'CD9B00A5611F94EAA7B1661EDAB976068E364975' };
const carol = { openid: 'http://openid.example.org/carol' };
const dave = { account: { homePage: 'http://www.example.com', name: 'dave' } };
const attended = {
  id: 'http://adlnet.gov/expapi/verbs/attended',
  display: { 'en-GB': 'attended', 'en-US': 'attended', 'de-DE': 'besuchte' },
};
const activity = (id: string, extra: Json = {}): Json => ({ objectType: 'Activity', id, ...extra });

describe('ifiKey', () => {
  it('keys each kind of IFI; sha1 in lower case', () => {
    expect(ifiKey(alice)).toBe('mbox:mailto:alice@example.com');
    expect(ifiKey(bob)).toBe('mbox_sha1sum:cd9b00a5611f94eaa7b1661edab976068e364975');
    expect(ifiKey(carol)).toBe('openid:http://openid.example.org/carol');
    expect(ifiKey(dave)).toBe('account:http://www.example.com|dave');
    expect(ifiKey({ objectType: 'Group', mbox: 'mailto:team@example.com', member: [alice] })).toBe(
      'mbox:mailto:team@example.com',
    );
  });

  it('is null for an anonymous group or anything without an IFI', () => {
    expect(ifiKey({ objectType: 'Group', member: [alice, bob] })).toBeNull();
    expect(ifiKey({ account: { homePage: 'http://www.example.com' } })).toBeNull();
    expect(ifiKey('mailto:alice@example.com')).toBeNull();
    expect(ifiKey(null)).toBeNull();
  });
});

describe('indexStatement', () => {
  it('indexes a plain statement (XAPI-00181, XAPI-00180, XAPI-00179, XAPI-00178)', () => {
    const statement: Statement = {
      actor: alice,
      verb: attended,
      object: activity('http://www.example.com/meetings/1'),
      context: { registration: 'ec531277-b57b-4c15-8d91-d292c5b2b8f7' },
    };
    expect(indexStatement(statement)).toEqual({
      verbId: 'http://adlnet.gov/expapi/verbs/attended',
      actorKeys: ['mbox:mailto:alice@example.com'],
      objectAgentKeys: [],
      relatedAgentKeys: ['mbox:mailto:alice@example.com'],
      objectActivityId: 'http://www.example.com/meetings/1',
      relatedActivityIds: ['http://www.example.com/meetings/1'],
      registration: 'ec531277-b57b-4c15-8d91-d292c5b2b8f7',
      voidsStatementId: null,
      referencedStatementId: null,
    });
  });

  it('matches a group actor by its IFI and by its members, identified or anonymous', () => {
    const identified = {
      objectType: 'Group',
      mbox: 'mailto:team@example.com',
      member: [alice, bob],
    };
    expect(
      indexStatement({ actor: identified, verb: attended, object: activity('urn:a') }).actorKeys,
    ).toEqual([
      'mbox:mailto:team@example.com',
      'mbox:mailto:alice@example.com',
      'mbox_sha1sum:cd9b00a5611f94eaa7b1661edab976068e364975',
    ]);
    const anonymous = { objectType: 'Group', member: [carol, dave] };
    expect(
      indexStatement({ actor: anonymous, verb: attended, object: activity('urn:a') }).actorKeys,
    ).toEqual(['openid:http://openid.example.org/carol', 'account:http://www.example.com|dave']);
  });

  it('keys an Agent or Group object, and no activity then', () => {
    const index = indexStatement({
      actor: alice,
      verb: attended,
      object: { objectType: 'Agent', ...carol },
    });
    expect(index.objectAgentKeys).toEqual(['openid:http://openid.example.org/carol']);
    expect(index.objectActivityId).toBeNull();
    expect(index.relatedActivityIds).toEqual([]);
    expect(index.relatedAgentKeys).toEqual([
      'mbox:mailto:alice@example.com',
      'openid:http://openid.example.org/carol',
    ]);
  });

  it('gathers every agent and activity, inside the SubStatement too (XAPI-00176, XAPI-00177)', () => {
    const statement: Statement = {
      actor: alice,
      verb: attended,
      authority: { objectType: 'Group', member: [{ mbox: 'mailto:consumer@example.com' }, bob] },
      context: {
        instructor: carol,
        contextActivities: {
          parent: activity('http://example.com/course'),
          category: [activity('http://example.com/profile'), activity('http://example.com/course')],
        },
      },
      object: {
        objectType: 'SubStatement',
        actor: dave,
        verb: attended,
        object: { objectType: 'Group', mbox: 'mailto:team@example.com', member: [alice] },
        context: {
          team: { objectType: 'Group', openid: 'http://openid.example.org/team' },
          contextAgents: [
            { objectType: 'contextAgent', agent: { mbox: 'mailto:coach@example.com' } },
          ],
          contextGroups: [
            {
              objectType: 'contextGroup',
              group: { objectType: 'Group', member: [{ mbox: 'mailto:fan@example.com' }] },
            },
          ],
          contextActivities: { grouping: activity('http://example.com/programme') },
        },
      },
    };
    const index = indexStatement(statement);
    expect(index.actorKeys).toEqual(['mbox:mailto:alice@example.com']);
    expect(index.objectAgentKeys).toEqual([]);
    expect(index.objectActivityId).toBeNull();
    expect(index.relatedAgentKeys.sort()).toEqual(
      [
        'account:http://www.example.com|dave',
        'mbox:mailto:alice@example.com',
        'mbox:mailto:coach@example.com',
        'mbox:mailto:consumer@example.com',
        'mbox:mailto:fan@example.com',
        'mbox:mailto:team@example.com',
        'mbox_sha1sum:cd9b00a5611f94eaa7b1661edab976068e364975',
        'openid:http://openid.example.org/carol',
        'openid:http://openid.example.org/team',
      ].sort(),
    );
    expect(index.relatedActivityIds).toEqual([
      'http://example.com/course',
      'http://example.com/profile',
      'http://example.com/programme',
    ]);
  });

  it('notes the statement a voiding statement voids, and any StatementRef (XAPI-00017, XAPI-00018)', () => {
    const ref = { objectType: 'StatementRef', id: '8f87ccde-bb56-4c2e-ab83-44982ef22df0' };
    const voiding = indexStatement({
      actor: alice,
      verb: { id: 'http://adlnet.gov/expapi/verbs/voided' },
      object: ref,
    });
    expect(voiding.voidsStatementId).toBe(ref.id);
    expect(voiding.referencedStatementId).toBe(ref.id);
    const referencing = indexStatement({ actor: alice, verb: attended, object: ref });
    expect(referencing.voidsStatementId).toBeNull();
    expect(referencing.referencedStatementId).toBe(ref.id);
    expect(referencing.registration).toBeNull();
  });
});

/** The statement of the suite's format tests: a SubStatement with a group actor (unicode.json). */
function formatTestStatement(): Statement {
  return {
    id: 'fd41c918-b88b-4b20-a0a5-a4c32391aaa0',
    actor: { objectType: 'Agent', name: 'xAPI mbox', mbox: 'mailto:agent@adlnet.gov' },
    verb: attended,
    object: {
      objectType: 'SubStatement',
      actor: {
        objectType: 'Group',
        name: 'Group Identified',
        mbox: 'mailto:group@adlnet.gov',
        member: [alice],
      },
      verb: {
        id: 'http://adlnet.gov/expapi/verbs/attended',
        display: { 'en-US': 'attended', 'en-GB': 'attended (GB)' },
      },
      object: activity('http://www.example.com/unicode/1', {
        definition: {
          name: { en: 'Other', 'en-GB': 'attended', 'en-US': 'attended', 'ja-JP': '出席した' },
          description: {
            'en-US': 'On this map, mark Franklin, TN',
            'en-GB': 'On this map, mark Franklin',
          },
          type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
          moreInfo: 'http://virtualmeeting.example.com/345256',
          interactionType: 'other',
          correctResponsesPattern: ['(35.937432,-86.868896)'],
          extensions: { 'http://example.com/profiles/meetings/extension/location': 'X:\\one' },
        },
      }),
      context: {
        contextActivities: {
          category: activity('http://www.example.com/test/array/statements/sub', {
            definition: { name: { 'en-GB': 'example', 'en-US': 'example' } },
          }),
        },
      },
    },
    context: {
      instructor: {
        objectType: 'Group',
        member: [bob, { objectType: 'Agent', name: 'Carol', ...carol }],
      },
      team: { objectType: 'Group', name: 'Team', ...dave },
      contextActivities: {
        category: activity('http://www.example.com/test/array/statements/pri', {
          definition: {
            name: { 'en-GB': 'example meeting', 'en-US': 'example meeting' },
            description: { 'en-GB': 'An example meeting.', 'en-US': 'An example meeting.' },
          },
        }),
        parent: [activity('http://www.example.com/course')],
      },
      contextAgents: [
        { objectType: 'contextAgent', agent: alice, relevantTypes: ['http://example.com/t'] },
      ],
    },
    attachments: [
      {
        usageType: 'http://example.com/attachment-usage/test',
        display: { 'en-US': 'A test attachment', 'en-GB': 'A test attachment (GB)' },
        contentType: 'text/plain',
        length: 27,
        sha2: '495395e777cd98da653df9615d09c0fd6bb2f8d4788394cd53c56a3bfdcd848a',
      },
    ],
  };
}

describe('formatStatement', () => {
  it('exact: returns the statement as stored, contextActivities as arrays, input untouched (XAPI-00096, XAPI-00170)', () => {
    const statement = formatTestStatement();
    const before = structuredClone(statement);
    const exact = formatStatement(statement, 'exact', []);
    expect(statement).toEqual(before);
    const context = exact.context as Json;
    const contextActivities = context.contextActivities as Json;
    expect(contextActivities.category).toEqual([
      (before.context as { contextActivities: Json }).contextActivities.category,
    ]);
    expect(contextActivities.parent).toEqual([activity('http://www.example.com/course')]);
    const subContext = (exact.object as Json).context as { contextActivities: Json };
    expect(Array.isArray(subContext.contextActivities.category)).toBe(true);
    expect(exact.actor).toEqual(before.actor);
    expect(exact.verb).toEqual(before.verb);
    expect({ ...exact, context: before.context, object: before.object }).toEqual(before);
  });

  it('ids: only identifiers of agents, groups, activities and verbs (XAPI-00171)', () => {
    const ids = formatStatement(formatTestStatement(), 'ids', []);
    expect(ids.actor).toEqual({ objectType: 'Agent', mbox: 'mailto:agent@adlnet.gov' });
    expect(ids.verb).toEqual({ id: 'http://adlnet.gov/expapi/verbs/attended' });
    const sub = ids.object as Json;
    expect(sub.actor).toEqual({ objectType: 'Group', mbox: 'mailto:group@adlnet.gov' });
    expect(sub.verb).toEqual({ id: 'http://adlnet.gov/expapi/verbs/attended' });
    expect(sub.object).toEqual({ id: 'http://www.example.com/unicode/1' });
    expect((sub.context as Json).contextActivities).toEqual({
      category: [{ id: 'http://www.example.com/test/array/statements/sub' }],
    });
    const context = ids.context as Json;
    expect(context.instructor).toEqual({
      objectType: 'Group',
      member: [bob, { objectType: 'Agent', ...carol }],
    });
    expect(context.team).toEqual({ objectType: 'Group', ...dave });
    expect(context.contextActivities).toEqual({
      category: [{ id: 'http://www.example.com/test/array/statements/pri' }],
      parent: [{ id: 'http://www.example.com/course' }],
    });
    expect(context.contextAgents).toEqual([
      {
        objectType: 'contextAgent',
        agent: { objectType: 'Agent', mbox: alice.mbox },
        relevantTypes: ['http://example.com/t'],
      },
    ]);
    expect(ids.id).toBe('fd41c918-b88b-4b20-a0a5-a4c32391aaa0');
    expect(ids.attachments).toEqual(formatTestStatement().attachments);
  });

  it('ids: keeps a StatementRef object and an authority’s identifiers', () => {
    const ref = { objectType: 'StatementRef', id: '8f87ccde-bb56-4c2e-ab83-44982ef22df0' };
    const ids = formatStatement(
      {
        actor: alice,
        verb: attended,
        object: ref,
        authority: { objectType: 'Agent', name: 'LRS', ...dave },
      },
      'ids',
      [],
    );
    expect(ids.object).toEqual(ref);
    expect(ids.authority).toEqual({ objectType: 'Agent', ...dave });
  });

  it('canonical: one language per map, the Accept-Language one (XAPI-00169, XAPI-00172)', () => {
    const canonical = formatStatement(formatTestStatement(), 'canonical', ['en-GB']);
    expect(canonical.actor).toEqual(formatTestStatement().actor);
    expect(canonical.verb).toEqual({ id: attended.id, display: { 'en-GB': 'attended' } });
    const sub = canonical.object as Json;
    expect(sub.verb).toEqual({ id: attended.id, display: { 'en-GB': 'attended (GB)' } });
    expect(sub.actor).toEqual((formatTestStatement().object as Json).actor);
    expect(sub.object).toEqual(
      activity('http://www.example.com/unicode/1', {
        definition: {
          name: { 'en-GB': 'attended' },
          description: { 'en-GB': 'On this map, mark Franklin' },
          type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
          moreInfo: 'http://virtualmeeting.example.com/345256',
          interactionType: 'other',
          correctResponsesPattern: ['(35.937432,-86.868896)'],
          extensions: { 'http://example.com/profiles/meetings/extension/location': 'X:\\one' },
        },
      }),
    );
    const category = ((canonical.context as Json).contextActivities as Json).category as Json[];
    expect(category[0]?.definition).toEqual({
      name: { 'en-GB': 'example meeting' },
      description: { 'en-GB': 'An example meeting.' },
    });
    expect((canonical.attachments as Json[])[0]?.display).toEqual({
      'en-GB': 'A test attachment (GB)',
    });
  });

  it('canonical: falls back to a wider or narrower tag, then the first entry; honours q-values', () => {
    const pick = (languages: string[]) =>
      (
        formatStatement(
          { actor: alice, verb: attended, object: activity('urn:a') },
          'canonical',
          languages,
        ).verb as Json
      ).display;
    expect(pick(['de'])).toEqual({ 'de-DE': 'besuchte' });
    expect(pick(['de-DE-1901'])).toEqual({ 'de-DE': 'besuchte' });
    expect(pick(['fr-CH, fr;q=0.9, de;q=0.8, *;q=0.5'])).toEqual({ 'de-DE': 'besuchte' });
    expect(pick(['en-us;q=0.5', 'de-de'])).toEqual({ 'de-DE': 'besuchte' });
    expect(pick(['EN-US'])).toEqual({ 'en-US': 'attended' });
    expect(pick(['fr'])).toEqual({ 'en-GB': 'attended' });
    expect(pick([])).toEqual({ 'en-GB': 'attended' });
    expect(pick(['*'])).toEqual({ 'en-GB': 'attended' });
    expect(pick(['de;q=0', 'en-US'])).toEqual({ 'en-US': 'attended' });
  });

  it('canonical: interaction components keep one description each', () => {
    const likert = activity('urn:likert', {
      definition: {
        interactionType: 'likert',
        scale: [{ id: 'likert_0', description: { 'en-US': "It's OK", 'sr-Latn-RS': 'U redu je' } }],
      },
    });
    const canonical = formatStatement(
      { actor: alice, verb: attended, object: likert },
      'canonical',
      ['sr'],
    );
    const definition = (canonical.object as Json).definition as Json;
    expect(definition.scale).toEqual([
      { id: 'likert_0', description: { 'sr-Latn-RS': 'U redu je' } },
    ]);
  });
});
