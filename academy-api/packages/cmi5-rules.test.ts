import { describe, expect, it } from 'vitest';
import {
  applyStatement,
  CMI5_CATEGORY,
  CMI5_EXTENSIONS,
  CMI5_VERBS,
  learnerPreferencesProblem,
  lmsActivityId,
  MOVE_ON_CATEGORY,
  moveOnMet,
  type StatementCheck,
  satisfiedNodes,
  sentStatementProblem,
  statementProblem,
} from './cmi5-rules';
import type { OutlineItem } from './description';

/** cmi5 §9.3–§9.5: what an AU may send in a session and a registration. */
const SESSION = 'a3a1c1f0-6a51-4b4c-9c44-8f8a2f0b7e11';
const AU = 'https://lms.example/xapi/activities/packages/x/au/1';

const REGISTRATION = '5d0e6f4a-1b2c-4d3e-8f90-a1b2c3d4e5f6';

const fresh = (over: Partial<StatementCheck> = {}): StatementCheck => ({
  activityId: AU,
  registration: REGISTRATION,
  sessionId: SESSION,
  launchMode: 'Normal',
  masteryScore: 0.8,
  // The AU read the learner preferences on startup, as cmi5 §11 has it do.
  session: { verbs: [], initialized: false, ended: false, preferencesRead: true },
  au: { completed: false, passed: false, failed: false, waived: false },
  ...over,
});

/**
 * A cmi5 defined statement as an AU following the spec writes it: of the registration and
 * session, the moveOn category when it judges (§9.6.2.2), a duration when it reports work
 * (§9.5.4.1), and the masteryScore 0.8 beside a score (§9.6.3.2).
 */
const statement = (verb: keyof typeof CMI5_VERBS, result?: object, over: object = {}) => {
  const given = (result ?? {}) as Record<string, unknown>;
  const judges = given.success !== undefined || given.completion !== undefined;
  const reports = ['completed', 'passed', 'failed'].includes(verb);
  return {
    verb: { id: CMI5_VERBS[verb] },
    object: { id: AU },
    ...(result || reports
      ? { result: { ...(reports ? { duration: 'PT1M' } : {}), ...given } }
      : {}),
    context: {
      registration: REGISTRATION,
      contextActivities: {
        category: [{ id: CMI5_CATEGORY }, ...(judges ? [{ id: MOVE_ON_CATEGORY }] : [])],
      },
      extensions: {
        [CMI5_EXTENSIONS.sessionId]: SESSION,
        ...(given.score !== undefined ? { [CMI5_EXTENSIONS.masteryScore]: 0.8 } : {}),
      },
    },
    ...over,
  };
};

/** The check after the statements, each accepted in turn. */
function accepted(...statements: object[]): StatementCheck {
  return statements.reduce<StatementCheck>((check, s) => {
    expect(statementProblem(s as never, check)).toBeNull();
    return applyStatement(s as never, check);
  }, fresh());
}

describe('an AU session (cmi5 §9.3)', () => {
  it('starts with initialized, and ends with terminated', () => {
    expect(statementProblem(statement('completed', { completion: true }), fresh())).toMatch(
      /first/,
    );
    const ended = accepted(statement('initialized'), statement('terminated', { duration: 'PT1S' }));
    expect(statementProblem(statement('completed', { completion: true }), ended)).toMatch(/ended/);
  });

  it('takes initialized only after the AU read the learner preferences (§11)', () => {
    const unread = fresh({
      session: { verbs: [], initialized: false, ended: false, preferencesRead: false },
    });
    expect(statementProblem(statement('initialized'), unread)).toMatch(/cmi5LearnerPreferences/);
    expect(statementProblem(statement('initialized'), fresh())).toBeNull();
  });

  it('sends no verb twice, and at most one of passed and failed', () => {
    const started = accepted(statement('initialized'));
    expect(statementProblem(statement('initialized'), started)).toMatch(/already/);
    const failed = accepted(statement('initialized'), statement('failed', { success: false }));
    expect(statementProblem(statement('passed', { success: true }), failed)).toMatch(/at most one/);
  });

  it('keeps the session id and the AU’s activity id', () => {
    const started = accepted(statement('initialized'));
    const elsewhere = statement(
      'completed',
      { completion: true },
      { object: { id: 'https://other' } },
    );
    expect(statementProblem(elsewhere, started)).toMatch(/activityId/);
    const other = statement('completed', { completion: true });
    other.context.extensions[CMI5_EXTENSIONS.sessionId] = 'another';
    expect(statementProblem(other, started)).toMatch(/session ID/);
  });

  it('leaves the LMS’s verbs to the LMS, and judging to Normal mode', () => {
    const started = accepted(statement('initialized'));
    expect(statementProblem(statement('satisfied'), started)).toMatch(/LMS/);
    const browsing = fresh({
      launchMode: 'Browse',
      session: { verbs: ['initialized'], initialized: true, ended: false, preferencesRead: true },
    });
    expect(statementProblem(statement('completed', { completion: true }), browsing)).toMatch(
      /Browse/,
    );
    expect(statementProblem(statement('terminated', { duration: 'PT1S' }), browsing)).toBeNull();
  });

  it('lets cmi5 allowed statements through between initialized and terminated', () => {
    const allowed = {
      verb: { id: 'http://adlnet.gov/expapi/verbs/experienced' },
      object: { id: 'x' },
      context: {
        registration: REGISTRATION,
        extensions: { [CMI5_EXTENSIONS.sessionId]: SESSION },
      },
    };
    expect(statementProblem(allowed, fresh())).toMatch(/first/);
    expect(statementProblem(allowed, accepted(statement('initialized')))).toBeNull();
  });

  it('wants every statement of the registration and session, as CATAPULT 005-1 sends them wrong', () => {
    const started = accepted(statement('initialized'));
    const allowed = (context: object | undefined) => ({
      verb: { id: 'http://adlnet.gov/expapi/verbs/experienced' },
      object: { id: 'x' },
      ...(context ? { context } : {}),
    });
    const ids = { [CMI5_EXTENSIONS.sessionId]: SESSION };
    expect(statementProblem(allowed(undefined), started)).toMatch(/context/);
    expect(statementProblem(allowed({ extensions: ids }), started)).toMatch(/registration/);
    expect(statementProblem(allowed({ registration: REGISTRATION }), started)).toMatch(/session/);
    // The moveOn category on what judges nothing (§9.6.2.2).
    const moveOn = { category: [{ id: MOVE_ON_CATEGORY }] };
    expect(
      statementProblem(
        allowed({ registration: REGISTRATION, extensions: ids, contextActivities: moveOn }),
        started,
      ),
    ).toMatch(/moveOn/);
    const terminated = statement('terminated', { duration: 'PT1S' });
    terminated.context.contextActivities.category.push({ id: MOVE_ON_CATEGORY });
    expect(statementProblem(terminated, started)).toMatch(/moveOn/);
  });
});

describe('results (cmi5 §9.5) and the registration', () => {
  const started = () => accepted(statement('initialized'));

  it('wants what judges the AU complete: moveOn category, duration, min and max, masteryScore', () => {
    const passed = () => statement('passed', { success: true, score: { scaled: 0.9 } });
    const noMoveOn = passed();
    noMoveOn.context.contextActivities.category.pop();
    expect(statementProblem(noMoveOn, started())).toMatch(/moveOn/);
    const noDuration = passed();
    delete (noDuration.result as { duration?: string }).duration;
    expect(statementProblem(noDuration, started())).toMatch(/duration/);
    const raw = statement('passed', { success: true, score: { raw: 90, max: 100 } });
    expect(statementProblem(raw, started())).toMatch(/min and max/);
    const noMastery = passed();
    delete (noMastery.context.extensions as Record<string, unknown>)[CMI5_EXTENSIONS.masteryScore];
    expect(statementProblem(noMastery, started())).toMatch(/masteryScore 0.8/);
    const wrongMastery = passed();
    (wrongMastery.context.extensions as Record<string, unknown>)[CMI5_EXTENSIONS.masteryScore] =
      0.5;
    expect(statementProblem(wrongMastery, started())).toMatch(/masteryScore 0.8/);
    const group = statement('passed', { success: true }, { actor: { objectType: 'Group' } });
    expect(statementProblem(group, started())).toMatch(/Agent/);
    expect(statementProblem(passed(), started())).toBeNull();
  });

  it('passes only at or above the masteryScore, with success true; fails only below it', () => {
    expect(
      statementProblem(statement('passed', { success: true, score: { scaled: 0.79 } }), started()),
    ).toMatch(/masteryScore/);
    expect(
      statementProblem(statement('passed', { success: true, score: { scaled: 0.8 } }), started()),
    ).toBeNull();
    expect(statementProblem(statement('passed', { success: false }), started())).toMatch(
      /success true/,
    );
    expect(
      statementProblem(statement('failed', { success: false, score: { scaled: 0.9 } }), started()),
    ).toMatch(/masteryScore/);
  });

  it('puts a score, success and completion only where they belong', () => {
    expect(
      statementProblem(
        statement('completed', { completion: true, score: { scaled: 1 } }),
        started(),
      ),
    ).toMatch(/score/);
    expect(
      statementProblem(statement('completed', { completion: true, success: true }), started()),
    ).toMatch(/success/);
    expect(
      statementProblem(statement('terminated', { duration: 'PT1S', completion: true }), started()),
    ).toMatch(/completion/);
    expect(statementProblem(statement('terminated'), started())).toMatch(/duration/);
  });

  it('completes and passes once per registration; failed never follows passed', () => {
    const passedBefore = fresh({
      session: { verbs: ['initialized'], initialized: true, ended: false, preferencesRead: true },
      au: { completed: true, passed: true, failed: false, waived: false },
    });
    expect(statementProblem(statement('completed', { completion: true }), passedBefore)).toMatch(
      /already/,
    );
    expect(statementProblem(statement('passed', { success: true }), passedBefore)).toMatch(
      /already/,
    );
    expect(statementProblem(statement('failed', { success: false }), passedBefore)).toMatch(
      /follow passed/,
    );
  });
});

describe('moveOn (cmi5 §13.1.4) and satisfaction (§9.3.9)', () => {
  const facts = (completed: boolean, passed: boolean, waived = false) => ({
    completed,
    passed,
    failed: false,
    waived,
  });

  it('reads each moveOn; a waived AU has met it', () => {
    expect(moveOnMet('Completed', facts(true, false))).toBe(true);
    expect(moveOnMet('Passed', facts(true, false))).toBe(false);
    expect(moveOnMet('CompletedAndPassed', facts(true, false))).toBe(false);
    expect(moveOnMet('CompletedAndPassed', facts(true, true))).toBe(true);
    expect(moveOnMet('CompletedOrPassed', facts(false, true))).toBe(true);
    expect(moveOnMet('NotApplicable', facts(false, false))).toBe(true);
    expect(moveOnMet('Passed', facts(false, false, true))).toBe(true);
  });

  it('satisfies a block when all its AUs met moveOn, and the course when every block did', () => {
    const au = (identifier: string): OutlineItem => ({
      identifier,
      title: identifier,
      titles: [],
      children: [],
      launch: { path: `${identifier}.html`, url: `${identifier}.html`, parameters: '' },
    });
    const block = (identifier: string, children: OutlineItem[]): OutlineItem => ({
      identifier,
      title: identifier,
      titles: [],
      children,
      launch: null,
    });
    const course = block('course', [block('b1', [au('a'), au('b')]), block('b2', [au('c')])]);
    const names = (done: string[]) =>
      satisfiedNodes(course, (id) => done.includes(id)).map(
        (n) => `${n.kind}:${n.node.identifier}`,
      );
    expect(names(['a'])).toEqual([]);
    expect(names(['a', 'b'])).toEqual(['block:b1']);
    expect(names(['a', 'b', 'c'])).toEqual(['block:b1', 'block:b2', 'course:course']);
  });

  it('gives AUs, blocks and the course activity ids of the LMS, stable and never the publisher’s', () => {
    const id = lmsActivityId(
      'https://academy.example/xapi',
      'item-1',
      'au',
      'https://publisher/au/1',
    );
    expect(id).toBe(
      lmsActivityId('https://academy.example/xapi/', 'item-1', 'au', 'https://publisher/au/1'),
    );
    expect(id).not.toContain('publisher');
    expect(id).not.toBe(
      lmsActivityId('https://academy.example/xapi', 'item-1', 'block', 'https://publisher/au/1'),
    );
  });
});

describe('learnerPreferencesProblem (§11)', () => {
  const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  const good = { languagePreference: 'en-US,fr-FR,fr-BE', audioPreference: 'on' };

  it('takes a JSON object of a language list and on or off', () => {
    expect(learnerPreferencesProblem('application/json', json(good))).toBeNull();
    expect(
      learnerPreferencesProblem(
        'application/json; charset=utf-8',
        json({ ...good, audioPreference: 'off' }),
      ),
    ).toBeNull();
    expect(
      learnerPreferencesProblem(
        'application/json',
        json({ languagePreference: 'nl', audioPreference: 'on' }),
      ),
    ).toBeNull();
  });

  it('refuses another type, what is no JSON object, and either property missing or wrong', () => {
    expect(learnerPreferencesProblem('text/plain', json(good))).toMatch(/application\/json/);
    expect(
      learnerPreferencesProblem('application/json', new TextEncoder().encode('just some text')),
    ).toMatch(/JSON object/);
    expect(learnerPreferencesProblem('application/json', json(['en']))).toMatch(/JSON object/);
    expect(learnerPreferencesProblem('application/json', json({ audioPreference: 'on' }))).toMatch(
      /languagePreference/,
    );
    for (const languagePreference of ['', 'not comma separated', 'en-US, fr-FR', 'en,,fr']) {
      expect(
        learnerPreferencesProblem('application/json', json({ ...good, languagePreference })),
        languagePreference,
      ).toMatch(/languagePreference/);
    }
    expect(
      learnerPreferencesProblem('application/json', json({ languagePreference: 'en' })),
    ).toMatch(/audioPreference/);
    expect(
      learnerPreferencesProblem('application/json', json({ ...good, audioPreference: 'loud' })),
    ).toMatch(/audioPreference/);
  });
});

describe('sentStatementProblem (§9.1, §9.7)', () => {
  it('wants the id and the timestamp of every statement from the AU', () => {
    const sent = { id: 'c0ffee00-0000-4000-8000-000000000001', timestamp: '2026-12-04T10:00:00Z' };
    expect(sentStatementProblem([sent, sent])).toBeNull();
    expect(sentStatementProblem([sent, { timestamp: sent.timestamp }])).toMatch(/id/);
    expect(sentStatementProblem([{ id: sent.id }])).toMatch(/timestamp/);
    expect(sentStatementProblem([{ ...sent, timestamp: '2026-12-04T10:00:00+00:00' }])).toBeNull();
    expect(sentStatementProblem([{ ...sent, timestamp: '2026-12-04T10:00:00-06:00' }])).toMatch(
      /UTC/,
    );
  });
});
