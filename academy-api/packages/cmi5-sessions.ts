import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  contentPackageVersions,
  courseItems,
  packageAttemptScos,
  packageAttempts,
} from '../db/schema';
import {
  authorityHomePage,
  basicToken,
  createCredential,
  findDocument,
  ifiKey,
  type LaunchHooks,
  type LrsCredential,
  revokeCredential,
  type Statement,
  type StoreHooks,
  storeStatements,
  writeDocument,
  XapiError,
} from '../lrs';
import {
  type AttemptRow,
  attemptScos,
  LAUNCH_LIFETIME_MS,
  recordAttemptProgress,
  type VersionRow,
} from './attempts.queries';
import {
  type AuFacts,
  abandonedStatement,
  applyStatement,
  cmi5Actor,
  cmi5Verb,
  type LaunchMode,
  launchData,
  launchedStatement,
  learnerPreferencesProblem,
  lmsActivityId,
  moveOnMet,
  type StatementCheck,
  satisfiedNodes,
  satisfiedStatement,
  sentStatementProblem,
  statementProblem,
  waivedStatement,
} from './cmi5-rules';
import type { Launchable } from './description';
import { cmi5Sessions } from './schema';

/**
 * cmi5 sessions in the platform (issue 37 item 4): a launch abandons the registration's open
 * session, writes LMS.LaunchData and "launched", and answers the AU's launch URL; the fetch URL
 * hands out the session's credential once; the AU's statements are held to cmi5's rules and move
 * the AU, its blocks, the course and the item on. The registration is the package attempt.
 */

export type Cmi5Session = typeof cmi5Sessions.$inferSelect;

/** An AU's facts as the attempt keeps them (package_attempt_scos.cmi for an AU). */
type AuRecord = AuFacts & { seconds: number };
const NO_FACTS: AuRecord = {
  completed: false,
  passed: false,
  failed: false,
  waived: false,
  seconds: 0,
};

function auOf(version: VersionRow, identifier: string | undefined): Launchable | null {
  const aus = version.description.launchables.filter((launchable) => launchable.type === 'au');
  return (identifier ? aus.find((au) => au.identifier === identifier) : aus[0]) ?? null;
}

/** The LMS's own authority on what it writes: an account on the portal's LRS. */
const lmsAuthority = (homePage: string) => ({
  objectType: 'Agent',
  name: 'Academy',
  account: { homePage, name: 'academy-lms' },
});

/** Who the learner and the LMS are on the portal's LRS, and the AU's activity id there. */
async function identities(db: Db, attempt: AttemptRow, au: Launchable) {
  const lrsHome = await authorityHomePage(db, attempt.portalId);
  const portalHome = new URL(lrsHome).origin;
  const actor = cmi5Actor(portalHome, attempt.accountId);
  return {
    lrsHome,
    actor,
    agentKey: ifiKey(actor) as string,
    activityId: lmsActivityId(lrsHome, attempt.itemId, 'au', au.identifier),
  };
}

const seconds = (duration: unknown): number => {
  const match =
    typeof duration === 'string'
      ? /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
          duration,
        )
      : null;
  if (!match) return 0;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  return Number(d) * 86_400 + Number(h) * 3_600 + Number(m) * 60 + Number(s);
};

/** Stores statements the LMS writes about the registration (launched, abandoned, satisfied). */
async function writeAsLms(db: Db, portalId: string, lrsHome: string, statements: Statement[]) {
  await storeStatements(db, {
    portalId,
    credentialId: null,
    authority: lmsAuthority(lrsHome),
    defaultVersion: '2.0.0',
    statements,
  });
}

/**
 * Launches an AU (cmi5 §8, §10): abandons the registration's open session (§9.3.6), opens a new
 * one, writes LMS.LaunchData and "launched", and answers the AU's launch URL. `contentOrigin` is
 * where the package is served (and its LRS endpoint), `contentPath` the attempt's path there.
 */
export async function launchCmi5(
  db: Db,
  input: {
    attempt: AttemptRow;
    version: VersionRow;
    courseId: string;
    auIdentifier: string | undefined;
    /** A mode the learner asked for (cmi5 §10.2.2: Browse or Review, recording nothing). */
    requestedMode?: 'Browse' | 'Review';
    contentOrigin: string;
    contentPath: string;
    language: string;
  },
): Promise<{
  url: string;
  sessionId: string;
  launchMode: LaunchMode;
  launchMethod: 'AnyWindow' | 'OwnWindow';
} | null> {
  const { attempt, version } = input;
  const au = auOf(version, input.auIdentifier);
  if (!au?.cmi5) return null;
  const who = await identities(db, attempt, au);
  return db.transaction(async (tx) => {
    const [launchedBefore] = await tx
      .select({ id: cmi5Sessions.id })
      .from(cmi5Sessions)
      .where(eq(cmi5Sessions.attemptId, attempt.id))
      .limit(1);
    if (!launchedBefore)
      await startRegistration(tx, { attempt, version, courseId: input.courseId });
    await abandonOpenSessions(tx, attempt, version);
    // An AU that met its moveOn opens to be looked at again: Review records no judgement (§10.2.2);
    // a learner may ask to browse (or review) any AU instead, which records nothing either.
    const [kept] = await tx
      .select({ done: packageAttemptScos.done })
      .from(packageAttemptScos)
      .where(
        and(
          eq(packageAttemptScos.attemptId, attempt.id),
          eq(packageAttemptScos.identifier, au.identifier),
        ),
      );
    const launchMode: LaunchMode = input.requestedMode ?? (kept?.done ? 'Review' : 'Normal');
    const sessionId = randomUUID();
    await tx.insert(cmi5Sessions).values({
      id: sessionId,
      attemptId: attempt.id,
      auIdentifier: au.identifier,
      launchMode,
    });
    const scope = {
      portalId: attempt.portalId,
      kind: 'state' as const,
      activityId: who.activityId,
      agentKey: who.agentKey,
      registration: attempt.id,
    };
    const returnUrl = `${input.contentOrigin}${input.contentPath}/~/cmi5-returned`;
    const data = launchData({ sessionId, au, launchMode, returnUrl });
    await writeDocument(
      tx,
      scope,
      'LMS.LaunchData',
      Buffer.from(JSON.stringify(data)),
      'application/json',
    );
    // Learner preferences (§11): the page's language, unless the learner or an AU set them.
    const preferences = {
      portalId: attempt.portalId,
      kind: 'agent_profile' as const,
      agentKey: who.agentKey,
    };
    if (!(await findDocument(tx, preferences, 'cmi5LearnerPreferences'))) {
      await writeDocument(
        tx,
        preferences,
        'cmi5LearnerPreferences',
        Buffer.from(JSON.stringify({ languagePreference: input.language, audioPreference: 'on' })),
        'application/json',
      );
    }
    const base =
      au.launch.path === null
        ? au.launch.url
        : `${input.contentOrigin}${input.contentPath}/f/${au.launch.url}`;
    const parameters = new URLSearchParams({
      endpoint: `${input.contentOrigin}/xapi/`,
      fetch: `${input.contentOrigin}${input.contentPath}/~/cmi5-fetch?session=${sessionId}`,
      actor: JSON.stringify(who.actor),
      registration: attempt.id,
      activityId: who.activityId,
    });
    const url = `${base}${base.includes('?') ? '&' : '?'}${parameters}`;
    await writeAsLms(tx, attempt.portalId, who.lrsHome, [
      launchedStatement({
        actor: who.actor,
        registration: attempt.id,
        sessionId,
        au,
        activityId: who.activityId,
        launchMode,
        launchUrl: base,
      }),
    ]);
    return { url, sessionId, launchMode, launchMethod: au.cmi5?.launchMethod ?? 'AnyWindow' };
  });
}

/** Abandons (§9.3.6) every session of the registration still open, and ends its credential. */
async function abandonOpenSessions(db: Db, attempt: AttemptRow, version: VersionRow) {
  const open = await db
    .select()
    .from(cmi5Sessions)
    .where(
      and(
        eq(cmi5Sessions.attemptId, attempt.id),
        isNull(cmi5Sessions.terminatedAt),
        isNull(cmi5Sessions.abandonedAt),
      ),
    )
    .for('update');
  const now = new Date();
  for (const session of open) {
    const au = auOf(version, session.auIdentifier);
    if (!au) continue;
    const who = await identities(db, attempt, au);
    // A session the AU never started (no token fetched) was never used: it is simply closed.
    if (session.fetchedAt) {
      await writeAsLms(db, attempt.portalId, who.lrsHome, [
        abandonedStatement({
          actor: who.actor,
          registration: attempt.id,
          sessionId: session.id,
          au,
          activityId: who.activityId,
          openSeconds: (now.getTime() - session.launchedAt.getTime()) / 1000,
        }),
      ]);
    }
    await db.update(cmi5Sessions).set({ abandonedAt: now }).where(eq(cmi5Sessions.id, session.id));
    if (session.credentialId) await revokeCredential(db, session.credentialId, now);
  }
}

export type FetchAnswer =
  | { 'auth-token': string }
  | { 'error-code': '1' | '2'; 'error-text': string };

/**
 * The fetch URL (§8.2): the session's credential, once. A second call, or one for a session that
 * ended, answers error-code 1; an unknown session, 2.
 */
export async function fetchCmi5Token(
  db: Db,
  input: { attempt: AttemptRow; version: VersionRow; sessionId: string | undefined },
): Promise<FetchAnswer> {
  const { attempt } = input;
  const [session] = input.sessionId
    ? await db
        .select()
        .from(cmi5Sessions)
        .where(and(eq(cmi5Sessions.id, input.sessionId), eq(cmi5Sessions.attemptId, attempt.id)))
    : [];
  if (!session) return { 'error-code': '2', 'error-text': 'No such session.' };
  const au = auOf(input.version, session.auIdentifier);
  if (!au) return { 'error-code': '2', 'error-text': 'No such session.' };
  const who = await identities(db, attempt, au);
  return db.transaction(async (tx): Promise<FetchAnswer> => {
    // Claimed once, whatever two requests race for it.
    const [claimed] = await tx
      .update(cmi5Sessions)
      .set({ fetchedAt: new Date() })
      .where(
        and(
          eq(cmi5Sessions.id, session.id),
          isNull(cmi5Sessions.fetchedAt),
          isNull(cmi5Sessions.terminatedAt),
          isNull(cmi5Sessions.abandonedAt),
        ),
      )
      .returning({ id: cmi5Sessions.id });
    if (!claimed) {
      return {
        'error-code': '1',
        'error-text': 'The authorization token has already been returned, or the session ended.',
      };
    }
    const { credential, secret } = await createCredential(tx, {
      portalId: attempt.portalId,
      kind: 'launch',
      label: `cmi5 session ${session.id}`,
      agentKey: who.agentKey,
      registration: attempt.id,
      expiresAt: new Date(Date.now() + LAUNCH_LIFETIME_MS),
    });
    await tx
      .update(cmi5Sessions)
      .set({ credentialId: credential.id })
      .where(eq(cmi5Sessions.id, session.id));
    return { 'auth-token': basicToken(credential.key, secret) };
  });
}

/** The session of a launch credential, with its attempt and version (locked while storing). */
async function sessionOfCredential(db: Db, credentialId: string) {
  const [row] = await db
    .select({ session: cmi5Sessions, attempt: packageAttempts })
    .from(cmi5Sessions)
    .innerJoin(packageAttempts, eq(packageAttempts.id, cmi5Sessions.attemptId))
    .where(eq(cmi5Sessions.credentialId, credentialId))
    .for('update', { of: cmi5Sessions });
  return row ?? null;
}

function auRecord(cmi: unknown): AuRecord {
  const kept = (cmi ?? {}) as Partial<AuRecord>;
  return { ...NO_FACTS, ...kept };
}

/** What a session's statements are checked against and move on: read once, under its lock. */
type SessionContext = {
  session: Cmi5Session;
  attempt: AttemptRow;
  version: VersionRow;
  courseId: string;
  au: Launchable;
  scos: Awaited<ReturnType<typeof attemptScos>>;
};

/** The session of a launch credential, its attempt, version, AU and the attempt's parts. */
async function sessionContext(db: Db, credential: LrsCredential) {
  const found = await sessionOfCredential(db, credential.id);
  // A launch credential of no cmi5 session: nothing of cmi5 to keep.
  if (!found) return null;
  const loaded = await loadVersion(db, found.attempt);
  const au = loaded ? auOf(loaded.version, found.session.auIdentifier) : null;
  if (!loaded || !au?.cmi5) throw new XapiError(403, 'This credential’s session is not open.');
  return {
    ...found,
    ...loaded,
    au,
    scos: await attemptScos(db, found.attempt.id),
  } satisfies SessionContext;
}

/** Statements in the order cmi5 reads them (§9.3: by timestamp). */
const byTimestamp = (statements: Statement[]) =>
  [...statements].sort((a, b) =>
    String(a.timestamp ?? '').localeCompare(String(b.timestamp ?? '')),
  );

/**
 * The launch hooks the LRS calls for a cmi5 session's credential (set by app.ts): its statements
 * are checked against cmi5's rules in order (§9.3), and once stored they move the session, the AU,
 * its blocks and the course on: "satisfied" is written for what they satisfy (§9.3.9), and the
 * item is done once every AU met its moveOn.
 */
export const cmi5LaunchHooks: LaunchHooks = (credential) => sessionHooks(credential);

/** The agent profile the LMS keeps the learner's language and audio preferences in (§11). */
const LEARNER_PREFERENCES = 'cmi5LearnerPreferences';

function sessionHooks(credential: LrsCredential): StoreHooks {
  // Read by `check`, used again by `stored`: one storing transaction, the session row locked.
  let context: SessionContext | null = null;
  return {
    // cmi5 §11: the AU reads the learner preferences before initialized; the session notes it.
    async documentRead(db, document) {
      if (document.kind !== 'agent_profile' || document.id !== LEARNER_PREFERENCES) return;
      const found = await sessionOfCredential(db, credential.id);
      if (!found || found.session.preferencesReadAt !== null) return;
      await db
        .update(cmi5Sessions)
        .set({ preferencesReadAt: new Date() })
        .where(eq(cmi5Sessions.id, found.session.id));
    },
    // cmi5 §11: what an AU writes as the learner preferences must be them.
    async documentWrite(_db, document) {
      if (document.kind !== 'agent_profile' || document.id !== LEARNER_PREFERENCES) return;
      const problem = learnerPreferencesProblem(document.contentType, document.content);
      if (problem) throw new XapiError(403, `cmi5: ${problem}`);
    },
    async check(tx, statements, sent) {
      context = await sessionContext(tx, credential);
      if (!context) return;
      // cmi5 §9.1 and §9.7: an AU gives every statement its id and its timestamp.
      const missing = sentStatementProblem(sent);
      if (missing) throw new XapiError(403, `cmi5: ${missing}`);
      const { session, attempt, au } = context;
      const who = await identities(tx, attempt, au);
      let check: StatementCheck = {
        activityId: who.activityId,
        registration: attempt.id,
        sessionId: session.id,
        launchMode: session.launchMode,
        masteryScore: au.masteryScore,
        session: {
          verbs: session.verbs as StatementCheck['session']['verbs'],
          initialized: session.verbs.includes('initialized'),
          ended: session.terminatedAt !== null || session.abandonedAt !== null,
          preferencesRead: session.preferencesReadAt !== null,
        },
        au: auRecord(context.scos.find((row) => row.identifier === au.identifier)?.cmi),
      };
      for (const statement of byTimestamp(statements)) {
        const problem = statementProblem(statement, check);
        // cmi5 §9.3: a statement against its rules is rejected with 403 Forbidden.
        if (problem) throw new XapiError(403, `cmi5: ${problem}`);
        check = applyStatement(statement, check);
      }
    },
    async stored(tx, statements) {
      if (!context?.au.cmi5) return;
      const { attempt, session, au, scos, version, courseId } = context;
      const moveOn = context.au.cmi5.moveOn;
      const ordered = byTimestamp(statements);
      const verbs = ordered.map(cmi5Verb).filter((verb) => verb !== null);
      if (verbs.length === 0) return;
      const before = auRecord(scos.find((row) => row.identifier === au.identifier)?.cmi);
      const record: AuRecord = { ...before };
      let score: number | null = null;
      for (const statement of ordered) {
        const verb = cmi5Verb(statement);
        const result = (statement.result ?? {}) as {
          score?: { scaled?: unknown };
          duration?: unknown;
        };
        if (verb === 'completed') record.completed = true;
        if (verb === 'passed') record.passed = true;
        if (verb === 'failed') record.failed = true;
        if ((verb === 'passed' || verb === 'failed') && typeof result.score?.scaled === 'number') {
          score = result.score.scaled;
        }
        if (verb === 'terminated') record.seconds += seconds(result.duration);
      }
      await tx
        .update(cmi5Sessions)
        .set({
          // The session's row is locked since `check` read it.
          verbs: [...session.verbs, ...verbs],
          ...(verbs.includes('terminated') ? { terminatedAt: new Date() } : {}),
        })
        .where(eq(cmi5Sessions.id, session.id));
      if (verbs.includes('terminated') && session.credentialId) {
        // The session is over: its credential writes nothing more (§9.3.8).
        await revokeCredential(tx, session.credentialId);
      }
      const done = moveOnMet(moveOn, record);
      const previousScore =
        scos.find((row) => row.identifier === au.identifier)?.scoreScaled ?? null;
      const facts = {
        completionStatus: record.completed ? 'completed' : 'incomplete',
        successStatus: record.passed ? 'passed' : record.failed ? 'failed' : null,
        scoreScaled: score ?? previousScore,
        done,
      };
      await tx
        .insert(packageAttemptScos)
        .values({
          attemptId: attempt.id,
          identifier: au.identifier,
          cmi: record,
          totalSeconds: record.seconds,
          ...facts,
        })
        .onConflictDoUpdate({
          target: [packageAttemptScos.attemptId, packageAttemptScos.identifier],
          set: { cmi: record, totalSeconds: record.seconds, ...facts, updatedAt: new Date() },
        });
      const now = [
        ...scos.filter((row) => row.identifier !== au.identifier),
        { identifier: au.identifier, ...facts },
      ];
      if (done && !moveOnMet(moveOn, before)) {
        await writeSatisfied(tx, { attempt, version, sessionId: session.id, au, now });
      }
      await recordAttemptProgress(tx, { attempt, courseId, version, scos: now });
    },
  };
}

/** An attempt's version and course. */
async function loadVersion(db: Db, attempt: AttemptRow) {
  const [row] = await db
    .select({ version: contentPackageVersions, courseId: courseItems.courseId })
    .from(contentPackageVersions)
    .innerJoin(courseItems, eq(courseItems.id, attempt.itemId))
    .where(eq(contentPackageVersions.id, attempt.versionId));
  return row ?? null;
}

/** "satisfied" for each block and the course the AU's moveOn just completed (§9.3.9). */
async function writeSatisfied(
  db: Db,
  input: {
    attempt: AttemptRow;
    version: VersionRow;
    sessionId: string;
    au: Launchable;
    now: { identifier: string; done: boolean }[];
    /** The AUs done before (default: those now done but the AU of this session). */
    before?: ReadonlySet<string>;
  },
) {
  const doneNow = new Set(input.now.filter((row) => row.done).map((row) => row.identifier));
  const doneBefore =
    input.before ?? new Set([...doneNow].filter((id) => id !== input.au.identifier));
  const root = input.version.description.organization;
  const before = new Set(
    satisfiedNodes(root, (id) => doneBefore.has(id)).map((n) => n.node.identifier),
  );
  const fresh = satisfiedNodes(root, (id) => doneNow.has(id)).filter(
    (n) => !before.has(n.node.identifier),
  );
  if (fresh.length === 0) return;
  const who = await identities(db, input.attempt, input.au);
  await writeAsLms(
    db,
    input.attempt.portalId,
    who.lrsHome,
    fresh.map(({ node, kind }) =>
      satisfiedStatement({
        actor: who.actor,
        registration: input.attempt.id,
        sessionId: input.sessionId,
        node,
        kind,
        activityId: lmsActivityId(who.lrsHome, input.attempt.itemId, kind, node.identifier),
      }),
    ),
  );
}

/**
 * The start of a registration (its first launch): an AU whose moveOn is NotApplicable has met it
 * already (cmi5 §9.6.1.1: the LMS evaluates moveOn at the time of registration), so its blocks
 * and the course may be satisfied before anything is launched; "satisfied" is written for them
 * under a session of their own, and the item's progress follows.
 */
async function startRegistration(
  db: Db,
  input: { attempt: AttemptRow; version: VersionRow; courseId: string },
) {
  const { attempt, version } = input;
  const notApplicable = version.description.launchables.filter(
    (launchable) => launchable.type === 'au' && launchable.cmi5?.moveOn === 'NotApplicable',
  );
  const [first] = notApplicable;
  if (!first) return;
  const scos = await attemptScos(db, attempt.id);
  const before = new Set(scos.filter((sco) => sco.done).map((sco) => sco.identifier));
  const facts = { completionStatus: null, successStatus: null, scoreScaled: null, done: true };
  for (const au of notApplicable) {
    const cmi = auRecord(scos.find((sco) => sco.identifier === au.identifier)?.cmi);
    await db
      .insert(packageAttemptScos)
      .values({ attemptId: attempt.id, identifier: au.identifier, cmi, ...facts })
      .onConflictDoUpdate({
        target: [packageAttemptScos.attemptId, packageAttemptScos.identifier],
        set: { done: true, updatedAt: new Date() },
      });
  }
  const met = new Set(notApplicable.map((au) => au.identifier));
  const now = [
    ...scos.filter((sco) => !met.has(sco.identifier)),
    ...notApplicable.map((au) => ({ identifier: au.identifier, ...facts })),
  ];
  await writeSatisfied(db, { attempt, version, sessionId: randomUUID(), au: first, now, before });
  await recordAttemptProgress(db, { attempt, courseId: input.courseId, version, scos: now });
}

/** Whether an AU of the attempt has met its moveOn, and the item is done (the launcher asks). */
export async function cmi5Status(db: Db, attempt: AttemptRow, auIdentifier: string | undefined) {
  const [row] = auIdentifier
    ? await db
        .select({ done: packageAttemptScos.done })
        .from(packageAttemptScos)
        .where(
          and(
            eq(packageAttemptScos.attemptId, attempt.id),
            eq(packageAttemptScos.identifier, auIdentifier),
          ),
        )
    : [];
  const [fresh] = await db
    .select({ completedAt: packageAttempts.completedAt })
    .from(packageAttempts)
    .where(eq(packageAttempts.id, attempt.id));
  return { auDone: row?.done === true, itemDone: fresh?.completedAt != null };
}

/**
 * Waives an AU of an attempt (cmi5 §9.3.7): "waived" with its reason in a session of its own,
 * the AU counted as met, and what that satisfies and completes, as a statement of the AU would.
 * False when the AU has met its moveOn already (one waiver per registration and AU).
 */
export async function waiveCmi5Au(
  db: Db,
  input: {
    attempt: AttemptRow;
    version: VersionRow;
    courseId: string;
    auIdentifier: string;
    reason: string;
  },
): Promise<'waived' | 'met' | 'unknown'> {
  const { attempt, version } = input;
  const au = auOf(version, input.auIdentifier);
  if (!au?.cmi5) return 'unknown';
  const who = await identities(db, attempt, au);
  return db.transaction(async (tx) => {
    // One waiver at a time per attempt: the attempt's row is the lock.
    const [locked] = await tx
      .select()
      .from(packageAttempts)
      .where(eq(packageAttempts.id, attempt.id))
      .for('update');
    if (!locked) return 'unknown';
    const scos = await attemptScos(tx, attempt.id);
    const row = scos.find((sco) => sco.identifier === au.identifier);
    if (row?.done) return 'met';
    const sessionId = randomUUID();
    await writeAsLms(tx, attempt.portalId, who.lrsHome, [
      waivedStatement({
        actor: who.actor,
        registration: attempt.id,
        sessionId,
        au,
        activityId: who.activityId,
        reason: input.reason,
      }),
    ]);
    const record: AuRecord = { ...auRecord(row?.cmi), waived: true };
    const facts = {
      completionStatus: 'completed',
      successStatus: row?.successStatus ?? null,
      scoreScaled: row?.scoreScaled ?? null,
      done: true,
    };
    await tx
      .insert(packageAttemptScos)
      .values({ attemptId: attempt.id, identifier: au.identifier, cmi: record, ...facts })
      .onConflictDoUpdate({
        target: [packageAttemptScos.attemptId, packageAttemptScos.identifier],
        set: { cmi: record, ...facts, updatedAt: new Date() },
      });
    const now = [
      ...scos.filter((sco) => sco.identifier !== au.identifier),
      { identifier: au.identifier, ...facts },
    ];
    await writeSatisfied(tx, { attempt: locked, version, sessionId, au, now });
    await recordAttemptProgress(tx, {
      attempt: locked,
      courseId: input.courseId,
      version,
      scos: now,
    });
    return 'waived';
  });
}
