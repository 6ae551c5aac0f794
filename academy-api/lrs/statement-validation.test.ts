import { describe, expect, it } from 'vitest';
import {
  agentProblems,
  isDuration,
  isIri,
  isLanguageTag,
  isMediaType,
  isTimestamp,
  isUuid,
  normaliseTimestamp,
  type Statement,
  validateStatement,
  type XapiVersion,
} from './statement-validation';

/**
 * The cases come from ADL's LRS conformance test suite (test/v2_0/configs/*.js and the inline
 * tests), built from its templates; each test names the requirement (XAPI-000nn) it checks.
 */

type Json = Record<string, unknown>;

const agent = (): Json => ({
  objectType: 'Agent',
  name: 'xAPI mbox',
  mbox: 'mailto:xapi@adlnet.gov',
});
const verb = (): Json => ({
  id: 'http://adlnet.gov/expapi/verbs/attended',
  display: { 'en-GB': 'attended', 'en-US': 'attended' },
});
const activity = (definition?: Json): Json => ({
  objectType: 'Activity',
  id: 'http://www.example.com/meetings/occurances/34534',
  ...(definition ? { definition } : {}),
});
/** templates/activities/default.json */
const meeting = (): Json => ({
  type: 'http://adlnet.gov/expapi/activities/meeting',
  name: { 'en-GB': 'example meeting', 'en-US': 'example meeting' },
  description: { 'en-GB': 'An example meeting.', 'en-US': 'An example meeting.' },
  moreInfo: 'http://virtualmeeting.example.com/345256',
  extensions: {
    'http://example.com/profiles/meetings/extension/location': 'X:\\meetings\\minutes\\one',
    'http://example.com/profiles/meetings/extension/reporter': { name: 'Thomas' },
  },
});
const statementRef = (): Json => ({
  objectType: 'StatementRef',
  id: '8f87ccde-bb56-4c2e-ab83-44982ef22df0',
});
/** templates/statements/default.json */
const statement = (extra: Json = {}): Json => ({
  actor: agent(),
  verb: verb(),
  object: activity(),
  ...extra,
});
/** templates/statements/object_substatement.json with a sub-statement of `extra`. */
const withSubStatement = (extra: Json = {}): Json =>
  statement({ object: { objectType: 'SubStatement', ...statement(), ...extra } });
/** templates/contexts/default.json */
const context = (extra: Json = {}): Json => ({
  registration: 'ec531277-b57b-4c15-8d91-d292c5b2b8f7',
  revision: 'rev_10_3_2',
  platform: 'Example virtual meeting software',
  language: 'tlh',
  statement: { objectType: 'StatementRef', id: '6690e6c9-3ef0-4ed3-8b37-7f3964730bee' },
  extensions: { 'http://example.com/profiles/meetings/contextextensions/airspeed': '600mph' },
  ...extra,
});
const attachment = (extra: Json = {}): Json => ({
  usageType: 'http://example.com/attachment-usage/test',
  display: { 'en-US': 'A test attachment' },
  description: { 'en-US': 'A test attachment (description)' },
  contentType: 'text/plain; charset=ascii',
  length: 27,
  sha2: '495395e777cd98da653df9615d09c0fd6bb2f8d4788394cd53c56a3bfdcd848a',
  fileUrl: 'http://over.there.com/file.txt',
  ...extra,
});
const group = (extra: Json = {}): Json => ({ objectType: 'Group', name: 'Group', ...extra });
const members = () => [
  { objectType: 'Agent', mbox: 'mailto:player-1@example.com' },
  { mbox_sha1sum: 'cd9b00a5611f94eaa7b1661edab976068e364975' },
];

function problemsOf(input: unknown, version: XapiVersion = '2.0'): string[] {
  const result = validateStatement(input, version);
  return result.ok ? [] : result.problems;
}

function expectAccepted(input: unknown, version: XapiVersion = '2.0'): Statement {
  const result = validateStatement(input, version);
  expect(result.ok ? [] : result.problems).toEqual([]);
  return result.ok ? result.statement : {};
}

function expectRefused(input: unknown, problem: RegExp, version: XapiVersion = '2.0'): void {
  const problems = problemsOf(input, version);
  expect(problems.length).toBeGreaterThan(0);
  expect(problems.join('\n')).toMatch(problem);
}

describe('validateStatement: formatting requirements (Data 2.2)', () => {
  it('accepts the suite templates (XAPI-00014)', () => {
    expectAccepted(statement());
    expectAccepted(statement({ object: activity(meeting()) }));
    expectAccepted(withSubStatement({ context: context(), result: { success: true } }));
  });

  it('refuses what is not a JSON object, and a not well-created object (XAPI-00014)', () => {
    for (const input of [null, 'statement', 12, [statement()]]) {
      expectRefused(input, /A Statement MUST be a JSON object/);
    }
    const malformed = statement({ actor: { ...agent(), objectType: '"objectType": "Agent"' } });
    expectRefused(malformed, /MUST be "Agent" or "Group"/);
  });

  it.each<[string, RegExp]>([
    ['actor', /statement\.actor: A Statement MUST use "actor", "verb", and "object"/],
    ['verb', /statement\.verb: A Statement MUST use/],
    ['object', /statement\.object: A Statement MUST use/],
  ])('refuses a statement without "%s" (XAPI-00003, XAPI-00004, XAPI-00005)', (key, problem) => {
    const input = statement();
    delete input[key];
    expectRefused(input, problem);
  });

  it('refuses null values, except inside extensions (XAPI-00001)', () => {
    expectRefused(
      statement({ actor: { ...agent(), name: null } }),
      /statement\.actor\.name: The LRS MUST reject Statements with any null values/,
    );
    expectRefused(statement({ verb: { ...verb(), display: { 'en-US': null } } }), /null values/);
    expectRefused(statement({ context: null }), /statement\.context: .*null values/);
    expectRefused(statement({ object: null }), /null values/);
    expectRefused(statement({ id: null }), /null values/);
    const nullExtension = { extensions: { 'http://example.com/null': null } };
    expectAccepted(
      statement({ object: activity(nullExtension), result: nullExtension, context: nullExtension }),
    );
  });

  it('refuses strings where numbers or booleans are required (XAPI-00006)', () => {
    expectRefused(
      statement({ result: { score: { min: 1, max: '45', raw: 12 } } }),
      /"max" property MUST be a decimal number/,
    );
    expectRefused(
      statement({ result: { success: 'true' } }),
      /"success" property MUST be a Boolean/,
    );
    expectRefused(
      statement({ result: { completion: 'false' } }),
      /"completion" property MUST be a Boolean/,
    );
  });

  it('keeps numbers as sent, at IEEE 754 precision (XAPI-00002)', () => {
    const score = { min: 0.12123434, raw: 12.125, max: 45.45, scaled: 0.12123434 };
    const accepted = expectAccepted(statement({ result: { score } }));
    expect(accepted.result).toEqual({ score });
  });

  it.each([
    'Actor',
    'veRb',
    'Object',
    'RESULT',
    'conText',
    'timeStamp',
    'STOred',
    'auTHORity',
    'Version',
    'attachmentS',
    'iD',
    'voided',
    'extensions',
  ])(
    'refuses the property "%s", not one of the specification’s (case-sensitive) (XAPI-00008, XAPI-00010)',
    (key) => {
      expectRefused(
        statement({ [key]: {} }),
        new RegExp(`"${key}" is not a property of a Statement`),
      );
    },
  );

  it('refuses unknown properties in nested objects too (XAPI-00008)', () => {
    expectRefused(
      statement({ actor: { ...agent(), Name: 'x' } }),
      /"Name" is not a property of an Agent/,
    );
    expectRefused(
      statement({ verb: { ...verb(), Display: {} } }),
      /"Display" is not a property of a Verb/,
    );
    expectRefused(
      statement({ object: { ...activity(), Definition: {} } }),
      /"Definition" is not a property of an Activity/,
    );
    expectRefused(
      statement({ result: { score: { Raw: 1 } } }),
      /"Raw" is not a property of a Score/,
    );
    expectRefused(
      statement({ context: { registrations: 'x' } }),
      /"registrations" is not a property of a Context/,
    );
    expectRefused(
      statement({ attachments: [attachment({ size: 1 })] }),
      /"size" is not a property of an Attachment/,
    );
  });

  it.each([
    'true-faLse',
    'choiCe',
    'fill-iN',
    'long-fiLl-in',
    'matchIng',
    'perfOrmance',
    'seqUencing',
    'liKert',
    'nUmeric',
    'Other',
  ])(
    'refuses the interactionType "%s": enumerated values are case-sensitive (XAPI-00009)',
    (interactionType) => {
      expectRefused(statement({ object: activity({ interactionType }) }), /valid interactionType/);
    },
  );

  it.each([
    ['verb id', statement({ verb: { id: 'adlnet.gov/expapi/verbs/attended' } })],
    ['openid', statement({ actor: { objectType: 'Agent', openid: 'open.id.com/testUser' } })],
    [
      'account homePage',
      statement({ actor: { account: { homePage: 'homePage.com/testUser', name: '123456' } } }),
    ],
    ['object id', statement({ object: { id: 'www.example.com/meetings/occurances/34534' } })],
    [
      'definition type',
      statement({
        object: activity({ ...meeting(), type: 'adlnet.gov/expapi/activities/meeting' }),
      }),
    ],
    [
      'definition moreInfo',
      statement({
        object: activity({ ...meeting(), moreInfo: 'virtualmeeting.example.com/345256' }),
      }),
    ],
    [
      'attachment usageType',
      statement({ attachments: [attachment({ usageType: 'example.com/attachment-usage/test' })] }),
    ],
    [
      'attachment fileUrl',
      statement({ attachments: [attachment({ fileUrl: 'over.there.com/file.txt' })] }),
    ],
    [
      'definition extension key',
      statement({ object: activity({ extensions: { 'not.valid.com/extension': 1234 } }) }),
    ],
    [
      'context extension key',
      statement({ context: { extensions: { 'example.com/extension/wrong': 1234 } } }),
    ],
    [
      'result extension key',
      statement({ result: { extensions: { 'example.com/extension/wrong': 1234 } } }),
    ],
  ])('refuses an IRI or IRL without a scheme: %s (XAPI-00011)', (_where, input) => {
    expectRefused(input, /MUST be an? (IRI|IRL|URI)|extensions map MUST be IRIs/);
  });

  it.each([
    ['verb display "de"', statement({ verb: { ...verb(), display: { de: 'besucht' } } })],
    ['activity name "de-DE"', statement({ object: activity({ name: { 'de-DE': 'Beispiel' } }) })],
    [
      'activity description "zh-Hant"',
      statement({ object: activity({ description: { 'zh-Hant': '會議' } }) }),
    ],
    ['context language "cmn"', statement({ context: { language: 'cmn' } })],
    [
      'attachment display "es"',
      statement({ attachments: [attachment({ display: { es: 'adjunto' } })] }),
    ],
    [
      'attachment description "es-MX"',
      statement({ attachments: [attachment({ description: { 'es-MX': 'x' } })] }),
    ],
    [
      'sub-statement verb display "sr-Cyrl"',
      withSubStatement({ verb: { ...verb(), display: { 'sr-Cyrl': 'x' } } }),
    ],
    [
      'sub-statement activity name "zh-Hans-CN"',
      withSubStatement({ object: activity({ name: { 'zh-Hans-CN': 'x' } }) }),
    ],
    [
      'sub-statement context language "fr-CA"',
      withSubStatement({ context: { language: 'fr-CA' } }),
    ],
  ])('accepts RFC 5646 language tags: %s (XAPI-00013, XAPI-00121)', (_where, input) => {
    expectAccepted(input);
  });

  it.each([
    [
      'verb display "something"',
      statement({ verb: { ...verb(), display: { something: 'besucht' } } }),
    ],
    ['activity name "a12345678"', statement({ object: activity({ name: { a12345678: 'x' } }) })],
    [
      'activity description "something"',
      statement({ object: activity({ description: { something: 'x' } }) }),
    ],
    ['context language "something"', statement({ context: { language: 'something' } })],
    ['context language numeric', statement({ context: { language: 12345 } })],
    [
      'attachment display "a12345"',
      statement({ attachments: [attachment({ display: { a12345: 'x' } })] }),
    ],
    [
      'attachment description "something"',
      statement({ attachments: [attachment({ description: { something: 'x' } })] }),
    ],
    [
      'sub-statement verb display "s-something"',
      withSubStatement({ verb: { ...verb(), display: { 's-something': 'x' } } }),
    ],
    [
      'sub-statement activity name "zh-something-ccc"',
      withSubStatement({ object: activity({ name: { 'zh-something-ccc': 'x' } }) }),
    ],
    [
      'sub-statement activity description "en-something-AU"',
      withSubStatement({ object: activity({ description: { 'en-something-AU': 'x' } }) }),
    ],
    [
      'interaction component "a12345678"',
      statement({
        object: activity({
          interactionType: 'likert',
          scale: [{ id: 'likert_0', description: { a12345678: 'x' } }],
        }),
      }),
    ],
  ])(
    'refuses keys that are not RFC 5646 language tags: %s (XAPI-00013, XAPI-00121)',
    (_where, input) => {
      expectRefused(input, /RFC 5646/);
    },
  );
});

describe('validateStatement: voiding (Data 2.3.2)', () => {
  const voided = { id: 'http://adlnet.gov/expapi/verbs/voided', display: { 'en-US': 'voided' } };

  it('accepts a voiding statement whose object is a StatementRef (XAPI-00019, XAPI-00020)', () => {
    expectAccepted(statement({ verb: voided, object: statementRef() }));
  });

  it('refuses a voiding statement whose object is not a StatementRef (XAPI-00017)', () => {
    expectRefused(
      statement({ verb: voided }),
      /the Object of that voiding Statement MUST have the "objectType" property set to "StatementRef"/,
    );
  });
});

describe('validateStatement: id (Data 2.4.1)', () => {
  it('accepts UUIDs in standard string form, either case (XAPI-00027)', () => {
    expectAccepted(statement({ id: 'fd41c918-b88b-4b20-a0a5-a4c32391aaa0' }));
    expectAccepted(statement({ id: 'AA97B177-9383-4934-8543-0F91A7A02836' }));
  });

  it.each([
    ['numeric', 12345],
    ['an object', { key: 'should fail' }],
    ['too many digits', 'AA97B177-9383-4934-8543-0F91A7A028368'],
    ['non A-F', 'MA97B177-9383-4934-8543-0F91A7A02836'],
    ['the empty string', ''],
  ])('refuses an id that is %s (XAPI-00027, XAPI-00028, XAPI-00029, XAPI-00030)', (_what, id) => {
    expectRefused(statement({ id }), /"id" MUST be a UUID/);
    expectRefused(statement({ object: { objectType: 'StatementRef', id } }), /UUID of a Statement/);
    expectRefused(
      statement({ context: { registration: id } }),
      /"registration" property MUST be a UUID/,
    );
    expectRefused(
      statement({ context: { statement: { objectType: 'StatementRef', id } } }),
      /UUID of a Statement/,
    );
  });
});

describe('validateStatement: actor (Data 2.4.2)', () => {
  const places: Array<[string, (actor: unknown) => Json]> = [
    ['actor', (actor) => statement({ actor })],
    ['authority', (actor) => statement({ authority: actor })],
    ['context instructor', (actor) => statement({ context: { instructor: actor } })],
    ['sub-statement actor', (actor) => withSubStatement({ actor })],
    ['sub-statement as agent', (actor) => statement({ object: actor })],
  ];

  it.each(places)(
    'accepts each kind of IFI for the %s (XAPI-00034, XAPI-00041)',
    (_place, make) => {
      for (const ifi of [
        { mbox: 'mailto:xapi@adlnet.gov' },
        { mbox_sha1sum: 'cd9b00a5611f94eaa7b1661edab976068e364975' },
        { openid: 'http://openid.example.org/12345' },
        { account: { homePage: 'http://www.example.com', name: 'xAPI account name' } },
      ]) {
        expectAccepted(make({ objectType: 'Agent', name: 'xAPI', ...ifi }));
      }
    },
  );

  it.each(places)(
    'refuses an Agent without an IFI, or with two, as the %s (XAPI-00034)',
    (_place, make) => {
      expectRefused(
        make({ objectType: 'Agent', name: 'xAPI' }),
        /MUST be identified by one \(1\) of the four types of Inverse Functional Identifiers/,
      );
      expectRefused(
        make({
          objectType: 'Agent',
          mbox: 'mailto:xapi@adlnet.gov',
          openid: 'http://openid.example.org/12345',
        }),
        /An Agent MUST NOT include more than one \(1\) Inverse Functional Identifier/,
      );
    },
  );

  it('accepts an actor without objectType, as an Agent (XAPI-00034)', () => {
    expectAccepted(statement({ actor: { mbox: 'mailto:xapi@adlnet.gov' } }));
  });

  it('refuses an actor objectType other than "Agent" or "Group", exact case (XAPI-00031, XAPI-00032)', () => {
    for (const objectType of ['agent', 'group', 'Person', 123, { key: 'value' }]) {
      expectRefused(statement({ actor: { ...agent(), objectType } }), /"Agent" or "Group"/);
      expectRefused(
        statement({ context: { instructor: { ...agent(), objectType } } }),
        /"Agent" or "Group"/,
      );
    }
  });

  it('refuses a name that is not a string (XAPI-00033)', () => {
    expectRefused(
      statement({ actor: { ...agent(), name: 123 } }),
      /"name" property MUST be a String/,
    );
    expectRefused(
      statement({ actor: { ...agent(), name: { key: 'value' } } }),
      /"name" property MUST be a String/,
    );
  });

  it('accepts an anonymous group with members, and refuses one without (XAPI-00035)', () => {
    expectAccepted(statement({ actor: group({ member: members() }) }));
    expectRefused(
      statement({ actor: group() }),
      /An Anonymous Group MUST include a "member" property listing constituent Agents/,
    );
    expectRefused(
      statement({ actor: group({ member: [] }) }),
      /An Anonymous Group MUST include a "member"/,
    );
    expectRefused(
      statement({ context: { team: group() } }),
      /An Anonymous Group MUST include a "member"/,
    );
  });

  it('refuses members that are not an array of Agents (XAPI-00036)', () => {
    expectRefused(
      statement({ actor: group({ member: { objectType: 'Group' } }) }),
      /"member" property MUST be an array of Agent Objects/,
    );
    expectRefused(
      statement({ actor: group({ member: [{ objectType: 'Agent' }] }) }),
      /member\[0\]: An Agent MUST be identified/,
    );
    expectRefused(
      statement({ actor: group({ member: [group({ mbox: 'mailto:g@example.com' })] }) }),
      /An Anonymous Group MUST NOT contain Group Objects in the "member" property/,
    );
    expectRefused(
      statement({
        actor: group({
          mbox: 'mailto:team@example.com',
          member: [group({ mbox: 'mailto:g@example.com' })],
        }),
      }),
      /An Identified Group MUST NOT contain Group Objects/,
    );
  });

  it('accepts an identified group by each IFI, with or without members (XAPI-00037)', () => {
    for (const ifi of [
      { mbox: 'mailto:xapi@adlnet.gov' },
      { mbox_sha1sum: 'cd9b00a5611f94eaa7b1661edab976068e364975' },
      { openid: 'http://openid.example.org/12345' },
      { account: { homePage: 'http://www.example.com', name: 'xAPI account name' } },
    ]) {
      expectAccepted(statement({ actor: group(ifi) }));
      expectAccepted(statement({ context: { team: group({ ...ifi, member: members() }) } }));
      expectAccepted(statement({ object: group(ifi) }));
    }
  });

  it('refuses an identified group with two IFIs (XAPI-00037)', () => {
    const twoIfis = group({
      mbox: 'mailto:xapi@adlnet.gov',
      account: { homePage: 'http://www.example.com', name: 'n' },
    });
    expectRefused(
      statement({ actor: twoIfis }),
      /An Identified Group MUST include exactly one \(1\) Inverse Functional Identifier/,
    );
    expectRefused(statement({ context: { team: twoIfis } }), /exactly one \(1\)/);
  });

  it('refuses an mbox that is not a "mailto:email address" IRI (XAPI-00038)', () => {
    for (const mbox of [
      'http://should.fail.com',
      'mailto:should.fail.com',
      'xapi@adlnet.gov',
      12345,
    ]) {
      expectRefused(
        statement({ actor: { mbox } }),
        /An "mbox" MUST be an IRI of the form "mailto:email address"/,
      );
      expectRefused(statement({ actor: group({ mbox }) }), /"mailto:email address"/);
    }
  });

  it('refuses an mbox_sha1sum that is not a 40-digit hex string (XAPI-00039)', () => {
    for (const sha1sum of [
      12345,
      { key: 'value' },
      'not a hash',
      'cd9b00a5611f94eaa7b1661edab976068e36497',
    ]) {
      expectRefused(
        statement({ actor: { mbox_sha1sum: sha1sum } }),
        /"mbox_sha1sum" MUST be a String/,
      );
    }
  });

  it('refuses an openid that is not a URI (XAPI-00040)', () => {
    expectRefused(
      statement({ actor: { openid: 'ab=c://should.fail.com' } }),
      /An "openid" MUST be a URI/,
    );
  });

  it('refuses an account without homePage or name, or with a bad one (XAPI-00042, XAPI-00043, XAPI-00007)', () => {
    const account = (value: unknown) =>
      statement({ actor: { objectType: 'Agent', account: value } });
    expectAccepted(account({ homePage: 'http://www.example.com', name: 'xAPI account name' }));
    expectRefused(
      account({ name: 'xAPI account name' }),
      /account\.homePage: An Account Object MUST have a "homePage"/,
    );
    expectRefused(
      account({ homePage: 'http://www.example.com' }),
      /account\.name: An Account Object MUST have/,
    );
    expectRefused(
      account({ homePage: 'ab=c://should.fail.com', name: 'n' }),
      /"homePage" MUST be an IRL/,
    );
    expectRefused(
      account({ homePage: 'http://www.example.com', name: { key: 'should fail' } }),
      /"name" property MUST be a String/,
    );
    expectRefused(account('account'), /an Account Object MUST be a JSON object/);
  });
});

describe('validateStatement: verb (Data 2.4.3)', () => {
  it('accepts a verb with or without display (XAPI-00044)', () => {
    expectAccepted(statement({ verb: { id: 'http://adlnet.gov/expapi/verbs/attended' } }));
  });

  it('refuses a verb without an IRI id (XAPI-00044)', () => {
    expectRefused(
      statement({ verb: { display: { 'en-US': 'attended' } } }),
      /A Verb MUST have an "id"/,
    );
    expectRefused(
      statement({ verb: { id: 'ab=c://should.fail.com' } }),
      /A Verb's "id" MUST be an IRI/,
    );
    expectRefused(
      withSubStatement({ verb: 'ab=c://should.fail.com' }),
      /a Verb MUST be a JSON object/,
    );
  });

  it('refuses a display that is not a language map (XAPI-00045)', () => {
    expectRefused(
      statement({ verb: { ...verb(), display: 12345 } }),
      /A Language Map MUST be a JSON object/,
    );
    expectRefused(
      statement({ verb: { ...verb(), display: 'a12345 attended' } }),
      /A Language Map MUST be a JSON object/,
    );
    expectRefused(
      statement({ verb: { ...verb(), display: { 'en-US': 12 } } }),
      /values of a Language Map MUST be Strings/,
    );
  });
});

/** The suite's interaction activity templates, one per interactionType. */
const components = (...ids: string[]) => ids.map((id) => ({ id, description: { 'en-US': id } }));
const INTERACTIONS: Record<string, Json> = {
  'true-false': { correctResponsesPattern: ['true'] },
  choice: {
    correctResponsesPattern: ['golf[,]tetris'],
    choices: components('golf', 'tetris', 'scrabble'),
  },
  'fill-in': { correctResponsesPattern: ["Bob's your uncle"] },
  'long-fill-in': {
    correctResponsesPattern: ['{case_matters=false}{lang=en}To store and provide access.'],
  },
  matching: {
    correctResponsesPattern: ['ben[.]3[,]chris[.]2'],
    source: components('ben', 'chris'),
    target: components('2', '3'),
  },
  performance: {
    correctResponsesPattern: ['pong[.]1:[,]dg[.]:10'],
    steps: components('pong', 'dg'),
  },
  sequencing: { correctResponsesPattern: ['tim[,]mike'], choices: components('tim', 'mike') },
  likert: { correctResponsesPattern: ['likert_3'], scale: components('likert_0', 'likert_3') },
  numeric: { correctResponsesPattern: ['4[:]'] },
  other: { correctResponsesPattern: ['(35.937432,-86.868896)'] },
};
const interaction = (interactionType: string, extra: Json = {}): Json =>
  activity({
    name: { en: interactionType },
    type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
    interactionType,
    ...INTERACTIONS[interactionType],
    ...extra,
  });

describe('validateStatement: object (Data 2.4.4)', () => {
  it('accepts each objectType, exact case (XAPI-00046)', () => {
    expectAccepted(statement({ object: activity() }));
    expectAccepted(
      statement({ object: { id: 'http://www.example.com/meetings/occurances/34534' } }),
    );
    expectAccepted(statement({ object: agent() }));
    expectAccepted(statement({ object: group({ member: members() }) }));
    expectAccepted(statement({ object: statementRef() }));
    expectAccepted(withSubStatement());
  });

  it.each(['activity', 'agent', 'group', 'statementref', 'substatement', 123])(
    'refuses the object objectType %s (XAPI-00046)',
    (objectType) => {
      expectRefused(
        statement({ object: { ...activity(), objectType } }),
        /An Object's "objectType" MUST be one of/,
      );
      expectRefused(
        withSubStatement({ object: { ...activity(), objectType } }),
        /MUST be one of|cannot be nested/,
      );
    },
  );

  it('refuses an activity without an IRI id, and accepts unnormalised IRIs (XAPI-00047, 4.2.7)', () => {
    expectRefused(
      statement({ object: { objectType: 'Activity' } }),
      /An Activity MUST have an "id"/,
    );
    expectRefused(
      statement({ object: { objectType: 'Activity', id: 'ab=c://should.fail.com' } }),
      /Activity's "id" MUST be an IRI/,
    );
    expectAccepted(statement({ object: { id: 'http://example.com/path/../8f87ccde' } }));
    expectAccepted(statement({ object: { id: 'urn:uuid:8f87ccde-bb56-4c2e-ab83-44982ef22df0' } }));
    expectAccepted(statement({ object: { id: 'http://example.com/ünïcödé/活動' } }));
  });

  it('refuses a definition that is not an object (XAPI-00048)', () => {
    expectRefused(
      statement({ object: { ...activity(), definition: 'definition' } }),
      /an Activity Definition MUST be a JSON object/,
    );
  });

  it('accepts a definition with any of its properties, or none (Data 2.4.4.1.s2)', () => {
    expectAccepted(statement({ object: activity({}) }));
    expectAccepted(statement({ object: activity(meeting()) }));
    expectAccepted(statement({ object: activity({ interactionType: 'other' }) }));
  });

  it('refuses name and description that are not language maps (XAPI-00056, XAPI-00059)', () => {
    expectRefused(
      statement({ object: activity({ name: 'this is not a language map' }) }),
      /Language Map/,
    );
    expectRefused(statement({ object: activity({ description: 12345 }) }), /Language Map/);
  });

  it('refuses a type that is not an IRI and a moreInfo that is not an IRL (XAPI-00060, XAPI-00061)', () => {
    expectRefused(
      statement({ object: activity({ type: 'ab=c://should.fail.com' }) }),
      /"type" MUST be an IRI/,
    );
    expectRefused(
      statement({ object: activity({ moreInfo: 'ab=c://should.fail.com' }) }),
      /"moreInfo" MUST be an IRL/,
    );
  });

  it.each(Object.keys(INTERACTIONS))(
    'accepts the interactionType "%s" with its components (XAPI-00049)',
    (type) => {
      expectAccepted(statement({ object: interaction(type) }));
      expectAccepted(withSubStatement({ object: interaction(type) }));
    },
  );

  it.each([
    ['an IRI', 'ab=c://should.fail.com'],
    ['numeric', 12345],
    ['an object', { test: 'value' }],
    ['another string', 'should error'],
  ])('refuses an interactionType that is %s (XAPI-00049)', (_what, interactionType) => {
    expectRefused(
      statement({ object: activity({ interactionType }) }),
      /Interaction Activities MUST have a valid interactionType/,
    );
  });

  it.each(Object.keys(INTERACTIONS))(
    'refuses the "%s" interaction properties without an interactionType (XAPI-00064)',
    (type) => {
      const definition = { ...INTERACTIONS[type] };
      expectRefused(
        statement({ object: activity(definition) }),
        /MUST use the "interactionType" property if any of correctResponsesPattern/,
      );
    },
  );

  it('refuses interaction components the interactionType does not use (XAPI-00064)', () => {
    expectRefused(
      statement({ object: interaction('choice', { scale: components('a') }) }),
      /"scale" interaction components MUST only be used with the interactionType "likert"/,
    );
    expectRefused(
      statement({ object: interaction('true-false', { choices: components('a') }) }),
      /"choice" or "sequencing"/,
    );
    expectRefused(
      statement({ object: interaction('likert', { source: components('a') }) }),
      /"matching"/,
    );
    expectRefused(
      statement({ object: interaction('fill-in', { steps: components('a') }) }),
      /"performance"/,
    );
  });

  it('refuses components with the same id, and malformed component lists (Data 2.4.4.1.s13)', () => {
    expectRefused(
      statement({ object: interaction('choice', { choices: components('golf', 'golf') }) }),
      /all id values MUST be distinct/,
    );
    expectRefused(
      statement({ object: interaction('choice', { choices: 'golf' }) }),
      /MUST be an array of interaction components/,
    );
    expectRefused(
      statement({ object: interaction('choice', { choices: [{ description: { en: 'x' } }] }) }),
      /MUST have an "id"/,
    );
  });

  it('refuses a correctResponsesPattern that is not an array of strings (Data 2.4.4.1.s9)', () => {
    expectRefused(
      statement({ object: interaction('true-false', { correctResponsesPattern: 'true' }) }),
      /array of Strings/,
    );
    expectRefused(
      statement({ object: interaction('numeric', { correctResponsesPattern: [4] }) }),
      /array of Strings/,
    );
  });

  it('refuses extensions that are not an object keyed by IRIs (XAPI-00057)', () => {
    expectRefused(
      statement({ object: activity({ extensions: 'should fail' }) }),
      /"extensions" property MUST be an Object/,
    );
    expectRefused(
      statement({ object: activity({ extensions: { 'should fail': true } }) }),
      /keys of an extensions map MUST be IRIs/,
    );
  });

  it('refuses an Agent or Group object without objectType (XAPI-00065)', () => {
    expectRefused(
      statement({ object: { name: 'xAPI mbox', mbox: 'mailto:xapi@adlnet.gov' } }),
      /Statements that specify an Agent or Group as an Object MUST specify an "objectType" property/,
    );
    expectRefused(statement({ object: { member: members() } }), /MUST specify an "objectType"/);
    expectRefused(
      withSubStatement({ object: { mbox: 'mailto:xapi@adlnet.gov' } }),
      /MUST specify an "objectType"/,
    );
  });

  it('refuses a StatementRef without its objectType or UUID id (XAPI-00072, XAPI-00073)', () => {
    expectRefused(
      statement({ object: { objectType: 'StatementRef' } }),
      /MUST set the "id" property to the UUID/,
    );
    expectRefused(
      statement({ object: { objectType: 'StatementRef', id: 'not a uuid' } }),
      /UUID of a Statement/,
    );
    expectRefused(
      statement({ context: { statement: { id: '6690e6c9-3ef0-4ed3-8b37-7f3964730bee' } } }),
      /"objectType" property with the value "StatementRef"/,
    );
    expectRefused(
      withSubStatement({ object: { objectType: 'StatementRef' } }),
      /UUID of a Statement/,
    );
  });

  it('validates a SubStatement as a statement (XAPI-00066)', () => {
    expectAccepted(
      withSubStatement({
        result: { success: true },
        context: context(),
        timestamp: '2024-05-04T12:00:00Z',
      }),
    );
    expectAccepted(withSubStatement({ object: statementRef() }));
    expectAccepted(withSubStatement({ object: agent() }));
    expectAccepted(withSubStatement({ attachments: [attachment()] }));
    for (const key of ['actor', 'verb', 'object']) {
      const input = withSubStatement();
      delete (input.object as Json)[key];
      expectRefused(input, /A SubStatement MUST use "actor", "verb", and "object"/);
    }
    expectRefused(
      withSubStatement({ actor: { objectType: 'Agent' } }),
      /object\.actor: An Agent MUST be identified/,
    );
  });

  it.each<[string, unknown]>([
    ['id', 'fd41c918-b88b-4b20-a0a5-a4c32391aaa0'],
    ['stored', '2024-05-04T12:00:00Z'],
    ['version', '2.0.0'],
    ['authority', agent()],
  ])(
    'refuses a SubStatement with "%s" (XAPI-00067, XAPI-00068, XAPI-00069, XAPI-00070)',
    (key, value) => {
      expectRefused(
        withSubStatement({ [key]: value }),
        /A SubStatement MUST NOT have the "id", "stored", "version" or "authority" properties/,
      );
    },
  );

  it('refuses a nested SubStatement (XAPI-00071)', () => {
    const nested = withSubStatement({ object: { objectType: 'SubStatement', ...statement() } });
    expectRefused(nested, /A SubStatement MUST NOT contain a SubStatement of its own/);
  });
});

describe('validateStatement: result (Data 2.4.5)', () => {
  it('accepts a full result (XAPI-00074 to XAPI-00078)', () => {
    const result = {
      score: { scaled: 0.95, raw: 95, min: 0, max: 100 },
      success: true,
      completion: false,
      response: 'We agreed on some example actions.',
      duration: 'PT1H0M0.1S',
      extensions: {
        'http://example.com/profiles/meetings/resultextensions/minuteslocation': 'X:\\minutes',
      },
    };
    expectAccepted(statement({ result }));
    expectAccepted(withSubStatement({ result }));
  });

  it('refuses a response that is not a string (XAPI-00076)', () => {
    expectRefused(
      statement({ result: { response: 12345 } }),
      /"response" property MUST be a String/,
    );
    expectRefused(
      statement({ result: { response: { key: 'value' } } }),
      /"response" property MUST be a String/,
    );
  });

  it('refuses extensions that are not an object (XAPI-00078)', () => {
    expectRefused(
      statement({ result: { extensions: 12345 } }),
      /"extensions" property MUST be an Object/,
    );
    expectRefused(
      statement({ result: { extensions: 'extensions' } }),
      /"extensions" property MUST be an Object/,
    );
  });

  it('refuses a score that is not an object (XAPI-00079)', () => {
    expectRefused(statement({ result: { score: 12345 } }), /a Score MUST be a JSON object/);
  });

  it('accepts scaled between -1 and 1 inclusive, refuses beyond (XAPI-00083)', () => {
    for (const scaled of [0.6767676, 1.0, -1.0])
      expectAccepted(statement({ result: { score: { scaled } } }));
    for (const scaled of [1.01, -1.00001]) {
      expectRefused(
        statement({ result: { score: { scaled } } }),
        /"scaled" property MUST be a decimal number between -1 and 1/,
      );
    }
  });

  it('accepts raw between min and max inclusive, refuses outside (XAPI-00082)', () => {
    expectAccepted(statement({ result: { score: { min: 1, raw: 1, max: 100.6767676 } } }));
    expectAccepted(statement({ result: { score: { raw: -12345.678 } } }));
    expectRefused(
      statement({ result: { score: { raw: 101, max: 100 } } }),
      /"raw" property MUST be a decimal number between "min" and "max"/,
    );
    expectRefused(statement({ result: { score: { raw: -1, min: 0 } } }), /"raw" property/);
  });

  it('refuses min not less than max (XAPI-00080, XAPI-00081)', () => {
    expectAccepted(statement({ result: { score: { min: 0.6767676, max: 100.6767676 } } }));
    expectRefused(
      statement({ result: { score: { min: 10, max: 5 } } }),
      /"min" property MUST be a decimal number less than "max"/,
    );
    expectRefused(statement({ result: { score: { min: 5, max: 5 } } }), /less than "max"/);
  });

  it.each([
    'PT1H0M0.1S',
    'PT4H35M59.14S',
    'PT16559.14S',
    'P3Y1M29DT4H35M59.14S',
    'P3Y',
    'P4W',
    'P1DT12H36M0.12567S',
    'PT0S',
  ])('accepts the ISO 8601 duration %s (XAPI-00077, XAPI-00124, 4.2.7)', (duration) => {
    expectAccepted(statement({ result: { duration } }));
    expect(isDuration(duration)).toBe(true);
  });

  it.each([
    'should fail',
    'PA1H0M0S',
    'P4W1D',
    'P',
    'PT',
    'P0003-01-29T04:35:59',
    12345,
    { key: 'invalid' },
  ])('refuses the duration %s (XAPI-00077, XAPI-00124)', (duration) => {
    expectRefused(
      statement({ result: { duration } }),
      /A Duration MUST be expressed using the format for Duration in ISO 8601:2004\(E\) section 4.4.3.2/,
    );
  });
});

describe('validateStatement: context (Data 2.4.6)', () => {
  it('accepts the context templates (XAPI-00084 to XAPI-00092)', () => {
    expectAccepted(statement({ context: context() }));
    expectAccepted(
      statement({
        context: context({ instructor: agent(), team: group({ mbox: 'mailto:team@example.com' }) }),
      }),
    );
    expectAccepted(statement({ context: context({ instructor: group({ member: members() }) }) }));
    expectAccepted(withSubStatement({ context: context() }));
  });

  it('refuses a registration that is not a UUID (XAPI-00087)', () => {
    expectRefused(
      statement({ context: { registration: 'should fail' } }),
      /"registration" property MUST be a UUID/,
    );
    expectRefused(
      statement({ context: { registration: { key: 'value' } } }),
      /"registration" property MUST be a UUID/,
    );
  });

  it('refuses an instructor that is not an Agent or Group (XAPI-00087)', () => {
    expectRefused(
      statement({ context: { instructor: 'should fail' } }),
      /an Agent MUST be a JSON object/,
    );
    expectRefused(
      statement({ context: { instructor: { key: 'value' } } }),
      /"key" is not a property of an Agent/,
    );
  });

  it('refuses a team that is not a Group (XAPI-00088)', () => {
    expectRefused(statement({ context: { team: agent() } }), /The "team" property MUST be a Group/);
    expectRefused(
      statement({ context: { team: { key: 'value' } } }),
      /The "team" property MUST be a Group/,
    );
    expectRefused(statement({ context: { team: 'team' } }), /a Group MUST be a JSON object/);
  });

  it('refuses revision and platform that are not strings (XAPI-00089, XAPI-00090)', () => {
    expectRefused(
      statement({ context: { revision: 12345 } }),
      /"revision" property MUST be a String/,
    );
    expectRefused(
      statement({ context: { platform: { key: 'value' } } }),
      /"platform" property MUST be a String/,
    );
  });

  it.each<[string, Json]>([
    ['an Agent', agent()],
    ['a Group', group({ mbox: 'mailto:team@example.com' })],
    ['a StatementRef', statementRef()],
    ['a SubStatement', { objectType: 'SubStatement', ...statement() }],
  ])(
    'refuses revision and platform when the object is %s (XAPI-00084, XAPI-00085)',
    (_what, object) => {
      for (const key of ['revision', 'platform']) {
        expectRefused(
          statement({ object, context: { [key]: 'x' } }),
          new RegExp(
            `The "${key}" property MUST only be used if the Statement's Object is an Activity`,
          ),
        );
        if (object.objectType !== 'SubStatement') {
          expectRefused(
            withSubStatement({ object, context: { [key]: 'x' } }),
            /MUST only be used if the Statement's Object is an Activity/,
          );
        }
      }
    },
  );

  it('accepts revision and platform when the object is an Activity, objectType or not (XAPI-00084, XAPI-00085)', () => {
    const object = { id: 'http://www.example.com/meetings/occurances/34534' };
    expectAccepted(statement({ object, context: { revision: 'r1', platform: 'p' } }));
    expectAccepted(withSubStatement({ object, context: { revision: 'r1', platform: 'p' } }));
  });

  it('refuses contextActivities that is not an object (XAPI-00086)', () => {
    expectRefused(
      statement({ context: { contextActivities: 'should fail' } }),
      /a contextActivities Object MUST be a JSON object/,
    );
  });

  it('refuses a statement property that is not a StatementRef (XAPI-00092)', () => {
    expectRefused(
      statement({
        context: {
          statement: { objectType: 'statementref', id: '6690e6c9-3ef0-4ed3-8b37-7f3964730bee' },
        },
      }),
      /value "StatementRef"/,
    );
  });

  it('accepts contextActivities keys parent, grouping, category, other, single or arrays (XAPI-00093, XAPI-00094)', () => {
    const one = activity(meeting());
    for (const key of ['parent', 'grouping', 'category', 'other']) {
      expectAccepted(statement({ context: { contextActivities: { [key]: one } } }));
      expectAccepted(statement({ context: { contextActivities: { [key]: [one, activity()] } } }));
      expectAccepted(withSubStatement({ context: { contextActivities: { [key]: [one] } } }));
    }
    expectAccepted(
      statement({
        context: { contextActivities: { parent: one, grouping: one, category: one, other: one } },
      }),
    );
  });

  it('refuses other contextActivities keys and values that are not activities (XAPI-00093, XAPI-00094)', () => {
    expectRefused(
      statement({ context: { contextActivities: { consequences: activity() } } }),
      /"consequences" is not a property of a contextActivities Object/,
    );
    expectRefused(
      statement({ context: { contextActivities: { other: [activity(), { key: 'value' }] } } }),
      /"key" is not a property of an Activity/,
    );
    expectRefused(
      statement({ context: { contextActivities: { parent: 'activity' } } }),
      /either a single Activity Object or an array of Activity Objects/,
    );
  });

  const contextAgent = (extra: Json = {}): Json => ({
    objectType: 'contextAgent',
    agent: { objectType: 'Agent', mbox: 'mailto:player-1@example.com' },
    relevantTypes: ['https://example.com/xapi/activity-types/player'],
    ...extra,
  });
  const contextAgents = (extra: Json = {}) => ({ contextAgents: [contextAgent(extra)] });
  const contextGroups = (extra: Json = {}) => ({
    contextGroups: [
      {
        objectType: 'contextGroup',
        group: group({ mbox: 'mailto:team-1@example.com', member: members() }),
        relevantTypes: ['https://example.com/xapi/activity-types/team/a'],
        ...extra,
      },
    ],
  });

  it('accepts contextAgents and contextGroups in xAPI 2.0 (contextagents.js, contextgroups.js)', () => {
    expectAccepted(statement({ context: { ...contextAgents(), ...contextGroups() } }));
    expectAccepted(withSubStatement({ context: { ...contextAgents(), ...contextGroups() } }));
    const { relevantTypes: _types, ...withoutTypes } = contextAgent();
    expectAccepted(statement({ context: { contextAgents: [withoutTypes] } }));
  });

  it('refuses contextAgents and contextGroups in xAPI 1.0.3, where they do not exist', () => {
    expectRefused(
      statement({ context: contextAgents() }),
      /"contextAgents" is not a property of a Context/,
      '1.0',
    );
    expectRefused(
      statement({ context: contextGroups() }),
      /"contextGroups" is not a property of a Context/,
      '1.0',
    );
  });

  it('refuses malformed contextAgents (contextagents.js)', () => {
    expectRefused(
      statement({ context: contextAgents({ objectType: 'Should fail' }) }),
      /value "contextAgent"/,
    );
    expectRefused(
      statement({ context: contextAgents({ agent: { key: 'Should fail' } }) }),
      /"key" is not a property of an Agent/,
    );
    expectRefused(
      statement({ context: contextAgents({ agent: group({ mbox: 'mailto:t@example.com' }) }) }),
      /MUST be an Agent/,
    );
    expectRefused(
      statement({ context: contextAgents({ relevantTypes: [] }) }),
      /non-empty array of IRIs/,
    );
    expectRefused(
      statement({ context: contextAgents({ relevantTypes: ['abc'] }) }),
      /non-empty array of IRIs/,
    );
    expectRefused(
      statement({ context: { contextAgents: contextAgent() } }),
      /array of contextAgent Objects/,
    );
    const { agent: _agent, ...withoutAgent } = contextAgent();
    expectRefused(
      statement({ context: { contextAgents: [withoutAgent] } }),
      /MUST have an "agent"/,
    );
  });

  it('refuses malformed contextGroups (contextgroups.js)', () => {
    expectRefused(
      statement({ context: contextGroups({ objectType: 'Should fail' }) }),
      /value "contextGroup"/,
    );
    expectRefused(
      statement({ context: contextGroups({ group: { key: 'Should fail' } }) }),
      /MUST be a Group/,
    );
    expectRefused(statement({ context: contextGroups({ group: agent() }) }), /MUST be a Group/);
    expectRefused(
      statement({ context: contextGroups({ relevantTypes: [] }) }),
      /non-empty array of IRIs/,
    );
    expectRefused(
      statement({ context: contextGroups({ relevantTypes: ['abc'] }) }),
      /non-empty array of IRIs/,
    );
    expectRefused(
      statement({ context: contextGroups({ member: members() }) }),
      /"member" is not a property of a contextGroup Object/,
    );
  });
});

describe('validateStatement: timestamp and stored (Data 2.4.7, 2.4.8, 4.5)', () => {
  it.each([
    '2008-09-15T15:53:00.601Z',
    '2008-09-15T15:53:00.601+00:00',
    '2008-09-15T15:53:00Z',
    '2023-05-04T12:00:00-05:00',
    '2008-09-15T15:53:00.601+0530',
    '20080915T155300Z',
    '2008-09-15T15:53:00',
    new Date(Date.now() + 5 * 365 * 24 * 3600 * 1000).toISOString(),
  ])('accepts the timestamp %s (XAPI-00022, XAPI-00123)', (timestamp) => {
    expectAccepted(statement({ timestamp }));
    expectAccepted(withSubStatement({ timestamp }));
    expectAccepted(statement({ timestamp }), '1.0');
  });

  it.each([
    'should fail',
    '01/011/2015',
    '2008-13-15T15:53:00Z',
    '2008-02-30T15:53:00Z',
    '2008-09-15',
    '2008-09-15 15:53:00Z',
    1221494000,
    '',
  ])('refuses the timestamp %s (XAPI-00022, XAPI-00123)', (timestamp) => {
    expectRefused(statement({ timestamp }), /Timestamp formatted according to ISO 8601/);
    expectRefused(withSubStatement({ timestamp }), /Timestamp formatted according to ISO 8601/);
  });

  it.each([
    '2008-09-15T15:53:00.601-00',
    '2008-09-15T15:53:00.601-0000',
    '2008-09-15T15:53:00.601-00:00',
  ])('refuses the negative zero offset of %s, in 2.0 and 1.0.3 (XAPI-00123)', (timestamp) => {
    expectRefused(statement({ timestamp }), /MUST NOT use the offset "-00:00"/);
    expectRefused(withSubStatement({ timestamp }), /MUST NOT use the offset "-00:00"/, '1.0');
  });

  it('converts 2.0 timestamps to UTC with at least milliseconds, sub-statements too (4.2.7, XAPI-00122)', () => {
    const input = withSubStatement({ timestamp: '2008-09-15T15:53:00.6012+02:00' });
    input.timestamp = '2023-05-04T12:00:00-05:00';
    const accepted = expectAccepted(input);
    expect(accepted.timestamp).toBe('2023-05-04T17:00:00.000Z');
    expect((accepted.object as Json).timestamp).toBe('2008-09-15T13:53:00.6012Z');
    expect(input.timestamp).toBe('2023-05-04T12:00:00-05:00');
    expect({ ...accepted, timestamp: input.timestamp, object: input.object }).toEqual(input);
  });

  it('leaves 1.0.3 statements exactly as sent', () => {
    const input = statement({ timestamp: '2023-05-04T12:00:00-05:00' });
    expect(expectAccepted(input, '1.0')).toEqual(input);
  });

  it('accepts a stored property, which the LRS overwrites (XAPI-00097), and refuses a malformed one', () => {
    expectAccepted(statement({ stored: new Date('July 15, 2011').toISOString() }));
    expectRefused(statement({ stored: 'yesterday' }), /A Stored value MUST be a Timestamp/);
  });
});

describe('validateStatement: authority (Data 2.4.9)', () => {
  const oauthPair = () => [
    { account: { homePage: 'http://example.com/xAPI/OAuth/Token', name: 'oauth_consumer_x75db' } },
    { mbox: 'mailto:bob_authority@example.com' },
  ];

  it('accepts an Agent, or an anonymous Group of two Agents (XAPI-00024, XAPI-00098)', () => {
    expectAccepted(statement({ authority: agent() }));
    expectAccepted(statement({ authority: { objectType: 'Group', member: oauthPair() } }));
  });

  it('refuses an identified Group (XAPI-00024, XAPI-00100)', () => {
    for (const ifi of [
      { mbox: 'mailto:xapigroup@example.com' },
      { mbox_sha1sum: 'cd9b00a5611f94eaa7b1661edab976068e364975' },
      { openid: 'http://openid.example.org/12345' },
      { account: { homePage: 'http://www.example.com', name: 'xAPI account name' } },
    ]) {
      expectRefused(
        statement({ authority: group({ ...ifi, member: oauthPair() }) }),
        /Authority MUST be an Agent, except in 3-legged OAuth/,
      );
    }
  });

  it('refuses a Group of one or three Agents (XAPI-00098)', () => {
    const [consumer, user] = oauthPair();
    expectRefused(
      statement({ authority: group({ member: [user] }) }),
      /MUST be a Group with two Agents/,
    );
    const three = [consumer, user, { mbox: 'mailto:james@example.com' }];
    expectRefused(
      statement({ authority: group({ member: three }) }),
      /MUST be a Group with two Agents/,
    );
  });
});

describe('validateStatement: version (Data 2.4.10)', () => {
  it.each(['1.0', '1.0.9', '2.0.0', '2.0'])(
    'accepts version %s with xAPI 2.0 (XAPI-00101, XAPI-00332)',
    (version) => {
      expect(expectAccepted(statement({ version })).version).toBe(version);
    },
  );

  it.each(['should fail', '0.9.9', '1.1.0', '2.1.0', '3.0.0', 1.0])(
    'refuses version %s (XAPI-00101)',
    (version) => {
      expectRefused(
        statement({ version }),
        /version specified that does not start with "1\.0\." or "2\.0\."/,
      );
    },
  );

  it('accepts 1.0.x only with xAPI 1.0.3 (XAPI-00101)', () => {
    expectAccepted(statement({ version: '1.0.3' }), '1.0');
    expectAccepted(statement({ version: '1.0' }), '1.0');
    expectRefused(statement({ version: '2.0.0' }), /does not start with "1\.0\."/, '1.0');
  });
});

describe('validateStatement: attachments (Data 2.4.11)', () => {
  it('accepts an array of attachments, fileUrl optional (XAPI-00025)', () => {
    expectAccepted(statement({ attachments: [attachment()] }));
    const { fileUrl: _fileUrl, ...raw } = attachment({ contentType: 'image/jpeg' });
    expectAccepted(statement({ attachments: [raw] }));
    expectAccepted(statement({ attachments: [] }));
  });

  it('refuses attachments that are not an array of objects (XAPI-00025)', () => {
    expectRefused(
      statement({ attachments: attachment() }),
      /"attachments" property MUST be an array/,
    );
    expectRefused(statement({ attachments: [12345] }), /an Attachment MUST be a JSON object/);
    expectRefused(
      statement({ attachments: ['should fail'] }),
      /an Attachment MUST be a JSON object/,
    );
  });

  it.each<[string, unknown, RegExp, string]>([
    ['usageType', 'should fail', /"usageType" MUST be an IRI/, 'XAPI-00107'],
    ['contentType', 12345, /"contentType" MUST be an Internet Media Type/, 'XAPI-00105'],
    ['contentType', 'text', /"contentType" MUST be an Internet Media Type/, 'XAPI-00105'],
    ['length', 'should fail', /"length" MUST be an Integer/, 'XAPI-00102'],
    ['length', 2.5, /"length" MUST be an Integer/, 'XAPI-00102'],
    ['sha2', 12345, /"sha2" MUST be a String/, 'XAPI-00103'],
    ['fileUrl', 'should fail', /"fileUrl" MUST be an IRL/, 'XAPI-00104'],
    ['display', 12345, /Language Map/, 'XAPI-00106'],
    ['display', 'display', /Language Map/, 'XAPI-00106'],
    ['description', 12345, /Language Map/, 'XAPI-00106'],
  ])('refuses an attachment %s of %s (%s, %s)', (key, value, problem) => {
    expectRefused(statement({ attachments: [attachment({ [key]: value })] }), problem);
  });

  it.each(['usageType', 'display', 'contentType', 'length', 'sha2'])(
    'refuses an attachment without %s (Data 2.4.11)',
    (key) => {
      const incomplete = attachment();
      delete incomplete[key];
      expectRefused(
        statement({ attachments: [incomplete] }),
        /An Attachment MUST have "usageType"/,
      );
    },
  );
});

describe('validateStatement: extensions (Data 4.1)', () => {
  it.each([true, 12345, { key: 'valid' }, 'valid', null, '', {}])(
    'accepts the extension value %j in activities, results and contexts (XAPI-00119, XAPI-00120)',
    (value) => {
      const extensions = { extensions: { 'http://example.com/ex': value } };
      expectAccepted(
        statement({ object: activity(extensions), result: extensions, context: extensions }),
      );
      expectAccepted(
        withSubStatement({ object: activity(extensions), result: extensions, context: extensions }),
      );
    },
  );

  it('accepts empty extensions (XAPI-00119)', () => {
    expectAccepted(
      statement({
        object: activity({ extensions: {} }),
        result: { extensions: {} },
        context: { extensions: {} },
      }),
    );
  });

  it('refuses extension keys that are not IRIs (XAPI-00118)', () => {
    const bad = { extensions: { 'should fail': true } };
    expectRefused(statement({ object: activity(bad) }), /keys of an extensions map MUST be IRIs/);
    expectRefused(statement({ result: bad }), /keys of an extensions map MUST be IRIs/);
    expectRefused(withSubStatement({ context: bad }), /keys of an extensions map MUST be IRIs/);
  });
});

describe('the format checks', () => {
  it('isUuid: standard string form only', () => {
    expect(isUuid('ec531277-b57b-4c15-8d91-d292c5b2b8f7')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isUuid('ec531277b57b4c158d91d292c5b2b8f7')).toBe(false);
    expect(isUuid('{ec531277-b57b-4c15-8d91-d292c5b2b8f7}')).toBe(false);
    expect(isUuid('wrong')).toBe(false);
  });

  it('isIri: a scheme and no character an IRI cannot hold (XAPI-00011, XAPI-00012)', () => {
    for (const iri of [
      'http://adlnet.gov/expapi/verbs/attended',
      'urn:x-example:1',
      'mailto:a@b.c',
      'https://例え.jp/パス',
    ]) {
      expect(isIri(iri)).toBe(true);
    }
    for (const bad of [
      'not.a.valid.iri.com/verb',
      'ab=c://should.fail.com',
      'should fail',
      'http://a b',
      'http:',
      '1http://x',
      'http://x\u0001',
    ]) {
      expect(isIri(bad)).toBe(false);
    }
  });

  it('isLanguageTag: RFC 5646 syntax, including grandfathered and private-use tags', () => {
    for (const tag of [
      'en',
      'en-US',
      'zh-Hant',
      'sr-Latn-RS',
      'es-419',
      'zh-yue-HK',
      'de-CH-1901',
      'en-a-bbb-x-a-ccc',
      'x-whatever',
      'i-klingon',
      'tlh',
      'EN-us',
    ]) {
      expect(isLanguageTag(tag), tag).toBe(true);
    }
    for (const tag of [
      '',
      'something',
      'a12345',
      'zh-z-aaa-z-bbb-c-ccc',
      'de-1901-1901',
      'en-',
      'en--US',
      'e',
      'en-x',
      'en-a-x',
      '123',
    ]) {
      expect(isLanguageTag(tag), tag).toBe(false);
    }
  });

  it('isMediaType: type/subtype with parameters', () => {
    expect(isMediaType('application/octet-stream')).toBe(true);
    expect(isMediaType('text/plain; charset="ascii"')).toBe(true);
    expect(isMediaType('text')).toBe(false);
    expect(isMediaType('text/plain; charset')).toBe(false);
  });

  it('normaliseTimestamp: UTC, at least milliseconds, extra digits kept', () => {
    expect(normaliseTimestamp('2023-05-04T12:00:00-05:00')).toBe('2023-05-04T17:00:00.000Z');
    expect(normaliseTimestamp('2008-09-15T15:53:00.601+00:00')).toBe('2008-09-15T15:53:00.601Z');
    expect(normaliseTimestamp('2008-09-15T15:53:00.1234567Z')).toBe('2008-09-15T15:53:00.1234567Z');
    expect(normaliseTimestamp('2008-12-31T23:30:00-01:00')).toBe('2009-01-01T00:30:00.000Z');
    expect(normaliseTimestamp('20080915T1553+0530')).toBe('2008-09-15T10:23:00.000Z');
    expect(normaliseTimestamp('0099-03-01T00:00:00Z')).toBe('0099-03-01T00:00:00.000Z');
    expect(normaliseTimestamp('2008-09-15T15:53:00')).toBe('2008-09-15T15:53:00.000Z');
    expect(normaliseTimestamp('2008-09-15T15:53:00.601-00:00')).toBeNull();
    expect(normaliseTimestamp('2008-09-15T24:00:00Z')).toBeNull();
    expect(isTimestamp('2024-02-29T00:00:00Z')).toBe(true);
    expect(isTimestamp('2023-02-29T00:00:00Z')).toBe(false);
  });

  it('agentProblems: the statement rules for a lone Agent or Group', () => {
    expect(agentProblems(agent(), { groupAllowed: false })).toEqual([]);
    expect(agentProblems(group({ mbox: 'mailto:g@example.com' }), { groupAllowed: true })).toEqual(
      [],
    );
    expect(
      agentProblems(group({ mbox: 'mailto:g@example.com' }), { groupAllowed: false }).join(),
    ).toMatch(/MUST be an Agent/);
    expect(agentProblems({ objectType: 'Agent' }, { groupAllowed: false }).join()).toMatch(
      /MUST be identified by one/,
    );
  });
});
