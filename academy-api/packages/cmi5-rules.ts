import { createHash } from 'node:crypto';
import type { Cmi5Settings, Launchable, OutlineItem } from './description';

/**
 * cmi5 ("Quartz", https://github.com/AICC/CMI-5_Spec_Current) as the LMS sees it: the statements
 * it writes (launched, abandoned, satisfied), the launch data it gives an AU, and the rules an
 * AU's statements must keep (§9.3), as pure functions. cmi5-sessions.ts does the reading and
 * writing.
 */

export const CMI5_VERBS = {
  launched: 'http://adlnet.gov/expapi/verbs/launched',
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  abandoned: 'https://w3id.org/xapi/adl/verbs/abandoned',
  waived: 'https://w3id.org/xapi/adl/verbs/waived',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
  satisfied: 'https://w3id.org/xapi/adl/verbs/satisfied',
} as const;
export type Cmi5Verb = keyof typeof CMI5_VERBS;

const VERB_OF = new Map<string, Cmi5Verb>(
  Object.entries(CMI5_VERBS).map(([name, id]) => [id, name as Cmi5Verb]),
);

export const CMI5_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
export const MOVE_ON_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
export const CMI5_EXTENSIONS = {
  sessionId: 'https://w3id.org/xapi/cmi5/context/extensions/sessionid',
  masteryScore: 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore',
  launchMode: 'https://w3id.org/xapi/cmi5/context/extensions/launchmode',
  launchUrl: 'https://w3id.org/xapi/cmi5/context/extensions/launchurl',
  moveOn: 'https://w3id.org/xapi/cmi5/context/extensions/moveon',
  launchParameters: 'https://w3id.org/xapi/cmi5/context/extensions/launchparameters',
  reason: 'https://w3id.org/xapi/cmi5/result/extensions/reason',
} as const;
const BLOCK_TYPE = 'https://w3id.org/xapi/cmi5/activitytype/block';
const COURSE_TYPE = 'https://w3id.org/xapi/cmi5/activitytype/course';

export type LaunchMode = 'Normal' | 'Browse' | 'Review';
type Json = Record<string, unknown>;

/**
 * The activity id the LMS gives an AU, a block or the course (§8.1.5, §9.4): its own, never the
 * publisher's id, and the same for every launch and registration of the item's package.
 */
export function lmsActivityId(
  base: string,
  itemId: string,
  kind: 'au' | 'block' | 'course',
  publisherId: string,
): string {
  const hash = createHash('sha256').update(publisherId).digest('hex').slice(0, 24);
  return `${base.replace(/\/+$/, '')}/activities/packages/${itemId}/${kind}/${hash}`;
}

/** The learner as cmi5 names them (§9.2): an account on the portal, no name or e-mail. */
export function cmi5Actor(homePage: string, accountId: string) {
  return { objectType: 'Agent', account: { homePage, name: accountId } };
}

/** The context every statement of a session starts from (§10.2.1 contextTemplate). */
export function contextTemplate(sessionId: string, publisherId: string): Json {
  return {
    contextActivities: { grouping: [{ objectType: 'Activity', id: publisherId }] },
    extensions: { [CMI5_EXTENSIONS.sessionId]: sessionId },
  };
}

/** LMS.LaunchData (§10): what the AU reads before it starts. */
export function launchData(input: {
  sessionId: string;
  au: Launchable;
  launchMode: LaunchMode;
  returnUrl: string;
}): Json {
  const settings = input.au.cmi5 as Cmi5Settings;
  return {
    contextTemplate: contextTemplate(input.sessionId, input.au.identifier),
    launchMode: input.launchMode,
    moveOn: settings.moveOn,
    returnURL: input.returnUrl,
    ...(settings.launchParameters !== null ? { launchParameters: settings.launchParameters } : {}),
    ...(input.au.masteryScore !== null ? { masteryScore: input.au.masteryScore } : {}),
    ...(settings.entitlementKey !== null
      ? { entitlementKey: { courseStructure: settings.entitlementKey } }
      : {}),
  };
}

/** A statement the LMS writes about an AU, a block or the course (§9.3), with the cmi5 category. */
function lmsStatement(input: {
  verb: Cmi5Verb;
  actor: Json;
  object: Json;
  registration: string;
  sessionId: string;
  grouping: string;
  extensions?: Json;
  result?: Json;
  moveOn?: boolean;
}): Json {
  const category = [{ objectType: 'Activity', id: CMI5_CATEGORY }];
  if (input.moveOn) category.push({ objectType: 'Activity', id: MOVE_ON_CATEGORY });
  return {
    actor: input.actor,
    verb: { id: CMI5_VERBS[input.verb], display: { 'en-US': input.verb } },
    object: input.object,
    ...(input.result ? { result: input.result } : {}),
    context: {
      registration: input.registration,
      contextActivities: {
        category,
        grouping: [{ objectType: 'Activity', id: input.grouping }],
      },
      extensions: { [CMI5_EXTENSIONS.sessionId]: input.sessionId, ...input.extensions },
    },
    timestamp: new Date().toISOString(),
  };
}

type AuStatementInput = {
  actor: Json;
  registration: string;
  sessionId: string;
  au: Launchable;
  activityId: string;
};

/** "launched" (§9.3.1), written before the AU opens, with the launch's settings (§9.6.3). */
export function launchedStatement(
  input: AuStatementInput & { launchMode: LaunchMode; launchUrl: string },
): Json {
  const settings = input.au.cmi5 as Cmi5Settings;
  return lmsStatement({
    verb: 'launched',
    actor: input.actor,
    object: { objectType: 'Activity', id: input.activityId },
    registration: input.registration,
    sessionId: input.sessionId,
    grouping: input.au.identifier,
    extensions: {
      [CMI5_EXTENSIONS.launchMode]: input.launchMode,
      [CMI5_EXTENSIONS.launchUrl]: input.launchUrl,
      [CMI5_EXTENSIONS.moveOn]: settings.moveOn,
      ...(input.au.masteryScore !== null
        ? { [CMI5_EXTENSIONS.masteryScore]: input.au.masteryScore }
        : {}),
      ...(settings.launchParameters !== null
        ? { [CMI5_EXTENSIONS.launchParameters]: settings.launchParameters }
        : {}),
    },
  });
}

/** "abandoned" (§9.3.6): a session left without "terminated", with how long it was open. */
export function abandonedStatement(input: AuStatementInput & { openSeconds: number }): Json {
  return lmsStatement({
    verb: 'abandoned',
    actor: input.actor,
    object: { objectType: 'Activity', id: input.activityId },
    registration: input.registration,
    sessionId: input.sessionId,
    grouping: input.au.identifier,
    result: { duration: `PT${Math.max(0, input.openSeconds).toFixed(2)}S` },
  });
}

/**
 * "waived" (§9.3.7): the LMS counts the AU as met, with the reason (§9.5.5.2), in a session of
 * its own; it satisfies moveOn, so it carries the moveOn category.
 */
export function waivedStatement(input: AuStatementInput & { reason: string }): Json {
  return lmsStatement({
    verb: 'waived',
    actor: input.actor,
    object: { objectType: 'Activity', id: input.activityId },
    registration: input.registration,
    sessionId: input.sessionId,
    grouping: input.au.identifier,
    moveOn: true,
    result: {
      success: true,
      completion: true,
      extensions: { [CMI5_EXTENSIONS.reason]: input.reason },
    },
  });
}

/** "satisfied" (§9.3.9) of a block or the course, in the session whose statement satisfied it. */
export function satisfiedStatement(input: {
  actor: Json;
  registration: string;
  sessionId: string;
  node: OutlineItem;
  kind: 'block' | 'course';
  activityId: string;
}): Json {
  return lmsStatement({
    verb: 'satisfied',
    actor: input.actor,
    object: {
      objectType: 'Activity',
      id: input.activityId,
      definition: {
        type: input.kind === 'block' ? BLOCK_TYPE : COURSE_TYPE,
        name: { 'en-US': input.node.title },
      },
    },
    registration: input.registration,
    sessionId: input.sessionId,
    grouping: input.node.identifier,
  });
}

/** What a session has seen (§9.3 "within an AU session"). */
export type SessionFacts = {
  verbs: Cmi5Verb[];
  initialized: boolean;
  ended: boolean;
  /** The AU asked for the learner preferences document (cmi5 §11) in this session. */
  preferencesRead: boolean;
};

/** What an AU has reached in the registration (§9.3 "within a registration"). */
export type AuFacts = { completed: boolean; passed: boolean; failed: boolean; waived: boolean };

export type StatementCheck = {
  activityId: string;
  /** The registration of the launch (§9.6.1). */
  registration: string;
  sessionId: string;
  launchMode: LaunchMode;
  masteryScore: number | null;
  session: SessionFacts;
  au: AuFacts;
};

/** The cmi5 verb of a cmi5 defined statement (its verb and the cmi5 category), else null. */
export function cmi5Verb(statement: Json): Cmi5Verb | null {
  const verb = VERB_OF.get(String((statement.verb as Json | undefined)?.id ?? ''));
  if (!verb) return null;
  const context = statement.context as Json | undefined;
  return context && categoriesOf(context).includes(CMI5_CATEGORY) ? verb : null;
}

const LMS_VERBS: Cmi5Verb[] = ['launched', 'abandoned', 'waived', 'satisfied'];
const JUDGING: Cmi5Verb[] = ['passed', 'failed'];
/** What an AU reports of the learner's work, each with its duration (§9.5.4.1). */
const JUDGED: Cmi5Verb[] = ['completed', 'passed', 'failed'];

/** The ids of a context's category activities. */
function categoriesOf(context: Json): unknown[] {
  const category = (context.contextActivities as Json | undefined)?.category;
  const list = Array.isArray(category) ? category : category ? [category] : [];
  return list.map((activity) => (activity as Json | null)?.id);
}

/**
 * Why an AU's statement breaks cmi5 (§9.3–§9.5), or null: the LMS rejects it, so the learner's
 * record never holds a completion twice, a pass below the mastery score or a statement after
 * the session ended. `check` holds what the session and the registration have seen, and is
 * brought up to date by `applyStatement` after each statement accepted.
 */
export function statementProblem(statement: Json, check: StatementCheck): string | null {
  if (check.session.ended) return 'The session has ended (terminated or abandoned).';
  const verb = cmi5Verb(statement);
  if (!check.session.initialized && verb !== 'initialized') {
    return 'The first statement of a session is "initialized" (cmi5 §9.3.2).';
  }
  // Every statement of the AU, cmi5 defined or allowed, is of its registration and session.
  const context = statement.context as Json | undefined;
  if (!context || typeof context !== 'object') return 'A statement has a context (§9.6).';
  if (context.registration !== check.registration) {
    return 'The context’s registration is the one of the launch (§9.6.1).';
  }
  const sessionId = (context.extensions as Json | undefined)?.[CMI5_EXTENSIONS.sessionId];
  if (sessionId !== check.sessionId)
    return 'The session ID extension is not this session’s (§9.6.3.1).';
  const result = (statement.result as Json | undefined) ?? {};
  // §9.6.2.2: the moveOn category marks what judges the AU (success or completion), nothing else.
  const judges = verb !== null && (result.success !== undefined || result.completion !== undefined);
  const moveOnCategory = categoriesOf(context).includes(MOVE_ON_CATEGORY);
  if (moveOnCategory && !judges) {
    return 'Only a statement with result.success or result.completion has the moveOn category (§9.6.2.2).';
  }
  if (verb === null) return null; // cmi5 allowed: between initialized and terminated.
  if (judges && !moveOnCategory) {
    return 'A statement with result.success or result.completion has the moveOn category (§9.6.2.2).';
  }
  const actorType = (statement.actor as Json | undefined)?.objectType;
  if (actorType !== undefined && actorType !== 'Agent') return 'The actor is an Agent (§9.2).';
  if ((statement.object as Json | undefined)?.id !== check.activityId) {
    return 'The object of a cmi5 defined statement is the AU’s activityId of the launch (§9.4).';
  }
  if (LMS_VERBS.includes(verb)) return `"${verb}" is the LMS’s to write, not an AU’s (§9.3).`;
  if (check.session.verbs.includes(verb))
    return `"${verb}" was sent in this session already (§9.3).`;
  if (verb === 'initialized' && !check.session.preferencesRead) {
    return 'An AU reads the learner preferences (the agent profile cmi5LearnerPreferences) before initialized (§11).';
  }
  if (check.launchMode !== 'Normal' && verb !== 'initialized' && verb !== 'terminated') {
    return `In ${check.launchMode} mode an AU sends only initialized and terminated (§10.2.2).`;
  }
  if (JUDGING.includes(verb) && check.session.verbs.some((seen) => JUDGING.includes(seen))) {
    return 'A session has at most one of passed and failed (§9.3).';
  }
  const score = result.score as Json | undefined;
  if (score !== undefined && !JUDGING.includes(verb)) {
    return 'Only passed and failed carry a score (§9.5.1).';
  }
  if (score?.raw !== undefined && (score.min === undefined || score.max === undefined)) {
    return 'A raw score comes with its min and max (§9.5.1).';
  }
  if (JUDGED.includes(verb) && typeof result.duration !== 'string') {
    return `${verb} carries its duration (§9.5.4.1).`;
  }
  if (JUDGING.includes(verb) && score !== undefined && check.masteryScore !== null) {
    const given = (context.extensions as Json | undefined)?.[CMI5_EXTENSIONS.masteryScore];
    if (given !== check.masteryScore) {
      return `${verb} with a score carries the masteryScore ${check.masteryScore} of the launch (§9.6.3.2).`;
    }
  }
  if (result.success !== undefined && !JUDGING.includes(verb)) {
    return 'Only passed and failed carry success (§9.5.2).';
  }
  if (result.completion !== undefined && verb !== 'completed') {
    return 'Only completed carries completion (§9.5.3).';
  }
  const scaled = typeof score?.scaled === 'number' ? score.scaled : null;
  switch (verb) {
    case 'completed':
      if (check.au.completed) return 'The AU was completed in this registration already (§9.3.3).';
      if (result.completion !== true) return 'completed has result.completion true (§9.5.3).';
      break;
    case 'passed':
      if (check.au.passed) return 'The AU was passed in this registration already (§9.3.4).';
      if (result.success !== true) return 'passed has result.success true (§9.5.2).';
      if (scaled !== null && check.masteryScore !== null && scaled < check.masteryScore) {
        return `passed with a scaled score under the masteryScore ${check.masteryScore} (§9.3.4).`;
      }
      break;
    case 'failed':
      if (check.au.passed) return 'failed cannot follow passed in a registration (§9.3).';
      if (result.success !== false) return 'failed has result.success false (§9.5.2).';
      if (scaled !== null && check.masteryScore !== null && scaled >= check.masteryScore) {
        return `failed with a scaled score of at least the masteryScore ${check.masteryScore} (§9.3.5).`;
      }
      break;
    case 'terminated':
      if (typeof result.duration !== 'string') return 'terminated carries its duration (§9.5.4.1).';
      break;
  }
  return null;
}

/** The facts after an accepted statement. */
export function applyStatement(statement: Json, check: StatementCheck): StatementCheck {
  const verb = cmi5Verb(statement);
  if (verb === null) return check;
  return {
    ...check,
    session: {
      verbs: [...check.session.verbs, verb],
      initialized: check.session.initialized || verb === 'initialized',
      ended: verb === 'terminated',
      preferencesRead: check.session.preferencesRead,
    },
    au: {
      ...check.au,
      completed: check.au.completed || verb === 'completed',
      passed: check.au.passed || verb === 'passed',
      failed: check.au.failed || verb === 'failed',
    },
  };
}

/** Whether an AU has met its moveOn (§13.1.4 moveOn): a waived AU has (§9.3.9). */
export function moveOnMet(moveOn: Cmi5Settings['moveOn'], au: AuFacts): boolean {
  if (au.waived) return true;
  switch (moveOn) {
    case 'Completed':
      return au.completed;
    case 'Passed':
      return au.passed;
    case 'CompletedAndPassed':
      return au.completed && au.passed;
    case 'CompletedOrPassed':
      return au.completed || au.passed;
    case 'NotApplicable':
      return true;
  }
}

/**
 * The blocks and the course that all their AUs' moveOn now satisfies, innermost first, given
 * which AUs have met theirs (§9.3.9).
 */
export function satisfiedNodes(
  root: OutlineItem,
  met: (auIdentifier: string) => boolean,
): { node: OutlineItem; kind: 'block' | 'course' }[] {
  const found: { node: OutlineItem; kind: 'block' | 'course' }[] = [];
  const walk = (node: OutlineItem, isRoot: boolean): boolean => {
    if (node.launch) return met(node.identifier);
    const all = node.children.map((child) => walk(child, false)).every(Boolean);
    if (all) found.push({ node, kind: isRoot ? 'course' : 'block' });
    return all;
  };
  walk(root, true);
  return found;
}

/** An RFC 5646 language tag, as far as cmi5 §11.1 needs it (`en-US`, `fr`, `zh-Hant-TW`). */
const LANGUAGE_TAG = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;

/**
 * Why an AU's learner preferences document is not one (cmi5 §11: a JSON object with
 * `languagePreference`, a comma-separated list of language tags, and `audioPreference`, "on" or
 * "off"), or null. The LMS refuses such a write with 403 (CATAPULT 11.0.0.0-5 (d), 11.1.0.0-1 (d)).
 */
export function learnerPreferencesProblem(contentType: string, content: Uint8Array): string | null {
  if (!/^application\/json\s*(;|$)/i.test(contentType.trim())) {
    return 'The learner preferences are application/json (§11).';
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(content));
  } catch {
    return 'The learner preferences are a JSON object (§11).';
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return 'The learner preferences are a JSON object (§11).';
  }
  const { languagePreference, audioPreference } = parsed as Json;
  if (
    typeof languagePreference !== 'string' ||
    !languagePreference.split(',').every((tag) => LANGUAGE_TAG.test(tag))
  ) {
    return 'languagePreference is a comma-separated list of language tags, such as "en-US,fr-FR" (§11.1).';
  }
  if (audioPreference !== 'on' && audioPreference !== 'off') {
    return 'audioPreference is "on" or "off" (§11.2).';
  }
  return null;
}

/** An ISO 8601 timestamp in UTC: Z, or an offset of zero. */
const UTC = /(Z|[+-]00(:?00)?)$/i;

/**
 * What an AU left out of a statement that it must give itself (cmi5 §9.1: its id; §9.7: its
 * timestamp), which the LRS would otherwise fill in, or null.
 */
export function sentStatementProblem(sent: readonly Json[]): string | null {
  if (sent.some((statement) => typeof statement.id !== 'string')) {
    return 'Every statement carries its id (§9.1).';
  }
  if (sent.some((statement) => typeof statement.timestamp !== 'string')) {
    return 'Every statement carries its timestamp (§9.7).';
  }
  if (sent.some((statement) => !UTC.test(String(statement.timestamp)))) {
    return 'Timestamps are in UTC, ending in Z or +00:00 (§9.7).';
  }
  return null;
}
