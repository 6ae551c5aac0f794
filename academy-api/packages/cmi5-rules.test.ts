import { describe, expect, it } from 'vitest';
import {
  applyStatement,
  CMI5_CATEGORY,
  CMI5_EXTENSIONS,
  CMI5_VERBS,
  lmsActivityId,
  moveOnMet,
  type StatementCheck,
  satisfiedNodes,
  statementProblem,
} from './cmi5-rules';
import type { OutlineItem } from './description';

/** cmi5 §9.3–§9.5: what an AU may send in a session and a registration. */
const SESSION = 'a3a1c1f0-6a51-4b4c-9c44-8f8a2f0b7e11';
const AU = 'https://lms.example/xapi/activities/packages/x/au/1';

const fresh = (over: Partial<StatementCheck> = {}): StatementCheck => ({
  activityId: AU,
  sessionId: SESSION,
  launchMode: 'Normal',
  masteryScore: 0.8,
  session: { verbs: [], initialized: false, ended: false },
  au: { completed: false, passed: false, failed: false, waived: false },
  ...over,
});

const statement = (verb: keyof typeof CMI5_VERBS, result?: object, over: object = {}) => ({
  verb: { id: CMI5_VERBS[verb] },
  object: { id: AU },
  ...(result ? { result } : {}),
  context: {
    contextActivities: { category: [{ id: CMI5_CATEGORY }] },
    extensions: { [CMI5_EXTENSIONS.sessionId]: SESSION },
  },
  ...over,
});

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
      session: { verbs: ['initialized'], initialized: true, ended: false },
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
    };
    expect(statementProblem(allowed, fresh())).toMatch(/first/);
    expect(statementProblem(allowed, accepted(statement('initialized')))).toBeNull();
  });
});

describe('results (cmi5 §9.5) and the registration', () => {
  const started = () => accepted(statement('initialized'));

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
      session: { verbs: ['initialized'], initialized: true, ended: false },
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
