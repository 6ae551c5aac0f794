import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { PORTAL_HOST_HEADER, servedBaseUrl } from '../../shared/portals/base-url';
import { learner } from '../access/course-access';
import { requireOpenItem } from '../access/item-release';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { limitedBody } from '../files/body-bytes';
import { FileNotStoredError, fileStorage } from '../files/storage';
import { ApiError, notFound } from '../jsonapi/errors';
import { jsonApiResponse } from '../jsonapi/response';
import { currentPortal, normaliseDomain } from '../middleware/portal';
import { type Answers, file, meta } from '../openapi/answers';
import { attemptResultAttributes } from './attempt-columns';
import {
  type AttemptRow,
  attemptByToken,
  attemptScos,
  launchAttempt,
  learnerAttemptResult,
  packageFile,
  packageItemBySlug,
  previewAttempt,
  recordAttemptFacts,
  recordAttemptProgress,
  saveScoCommit,
  saveSequencingState,
  type VersionRow,
} from './attempts.queries';
import { totalTimeSeconds, withKeptTotalTime } from './cmi-time';
import {
  CMI5_LAUNCHER_SCRIPT,
  type Cmi5LaunchData,
  cmi5LauncherHtml,
  cmi5ReturnedHtml,
  cmi5Texts,
} from './cmi5-launcher';
import { cmi5Status, fetchCmi5Token, launchCmi5 } from './cmi5-sessions';
import { commitFacts } from './commit-facts';
import { interactionsOf } from './interactions';
import { LAUNCHER_SCRIPT, type LaunchData, launcherHtml } from './launcher';
import { isPreviewToken, previewLaunchKey, readPreviewToken } from './preview-launch';
import {
  SEQUENCED_LAUNCHER_SCRIPT,
  type SequencedActivity,
  sequencedLauncherHtml,
} from './sequenced-launcher';
import type { SequencingSettings } from './sequencing-settings';
import {
  MAX_SEQUENCING_STATE_BYTES,
  type SequencingStateBody,
  sequencedFacts,
  sequencingStateBody,
} from './sequencing-state';
import { packagesSwitchedOn } from './switched-on';
import { versionSequencing } from './version-sequencing';

type C = Context<AppEnv>;

/**
 * Playing a package (issue 37 items 2 and 3). The learner's player asks for a launch (their
 * session, as every learner route); everything after that happens on the content origin, with
 * the launch token in the address: the launcher, scorm-again, the package's files and its
 * commits. The token opens one attempt of one learner and nothing else.
 */

/**
 * POST /v1/courses/{course}/items/{item}/package_launch: the learner's attempt (resumed, or new
 * on the newest version) with a fresh launch token. Answers where the launcher is, relative to
 * the content origin (`/package-content/{token}/~/launch`).
 */
export const packageLaunchRoutes = new Hono<AppEnv>()
  .use(packagesSwitchedOn)
  .post('/', async (c) => {
    const { viewer, course, enrolled } = await learner(c);
    const found = await packageItemBySlug(c.var.db, {
      courseId: course.id,
      slug: c.req.param('item') ?? '',
    });
    if (!found) throw notFound();
    // Staff may read a course unenrolled; an attempt is a learner's, so it needs the enrolment.
    if (!enrolled) throw ApiError.of(403, 'NOT_ENROLLED');
    // A locked item is not launched (release rules).
    await requireOpenItem(c, { viewer, course }, found.id);
    const launched = await launchAttempt(c.var.db, {
      portalId: c.var.portal.id,
      accountId: viewer.id,
      itemId: found.id,
      appOrigin: await playerOrigin(c),
    });
    if (!launched) throw notFound();
    const done = new Set(
      (await attemptScos(c.var.db, launched.attempt.id))
        .filter((sco) => sco.done)
        .map((sco) => sco.identifier),
    );
    return jsonApiResponse({
      meta: {
        ...(await launchMeta(c, launched.version, launched.token, done)),
        attempt_id: launched.attempt.id,
      },
    });
  });

/** What a launch answers: where the launcher is, and what the player's list of parts shows. */
export async function launchMeta(
  c: C,
  version: VersionRow,
  token: string,
  done: ReadonlySet<string>,
) {
  return {
    launch_path: `/package-content/${token}/~/launch`,
    kind: version.kind,
    // SCORM 2004 sequencing chooses what plays: the player asks the launcher to navigate.
    sequenced: (await versionSequencing(c.var.db, version)) !== null,
    // What the player's table of contents lists (a launch opens one: ?sco={identifier}; a
    // sequenced package's launcher delivers what its sequencing chooses).
    scos: version.description.launchables.map((launchable) => ({
      identifier: launchable.identifier,
      title: launchable.title,
      done: done.has(launchable.identifier),
    })),
  };
}

/**
 * GET /v1/courses/{course}/items/{item}/package_result: the learner's own result at a package
 * item (their newest attempt): completion, success, score, time and questions answered, as
 * the reports show them; 404 before they opened it.
 */
export const packageResultRoutes = new Hono<AppEnv>()
  .use(packagesSwitchedOn)
  .get('/', async (c) => {
    const { viewer, course } = await learner(c);
    const found = await packageItemBySlug(c.var.db, {
      courseId: course.id,
      slug: c.req.param('item') ?? '',
    });
    if (!found) throw notFound();
    const result = await learnerAttemptResult(c.var.db, { accountId: viewer.id, itemId: found.id });
    if (!result) throw notFound();
    return jsonApiResponse({
      meta: {
        ...attemptResultAttributes(result),
        completed_at: result.completedAt?.toISOString() ?? null,
      },
    });
  });

/**
 * scorm-again's browser builds, served to the launcher. Read from the working directory's
 * node_modules at run time, as the migrations are (next.config.ts traces them into the
 * standalone output); never bundled into the server.
 */
const RUNTIMES = new Set(['scorm12.min.js', 'scorm2004.min.js']);
const runtimeFile = (name: string) =>
  path.join(process.cwd(), 'node_modules', 'scorm-again', 'dist', name);

/** The largest commit body: SCORM 2004's 64,000-character suspend_data and its interactions. */
const MAX_COMMIT_BYTES = 2_000_000;

const commitSchema = z.object({
  sequence: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  cmi: z.record(z.string(), z.unknown()),
});

/**
 * One HTTP byte range of a file of `size` bytes (`bytes=0-99`, `bytes=100-`, `bytes=-100`), as
 * RFC 9110 §14: null for none or a form not served (several ranges: the whole file answers);
 * 'unsatisfiable' when it starts past the end.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The SCO (or asset) of `?sco=`, else the package's first. */
function launchableOf(version: VersionRow, identifier: string | undefined) {
  const { launchables } = version.description;
  const found = identifier
    ? launchables.find((launchable) => launchable.identifier === identifier)
    : launchables[0];
  if (!found) throw notFound();
  return found;
}

/**
 * The attempt of the path's token; an unknown or expired one is a 404, as a path nobody has.
 * Student view's token (preview-launch.ts) opens an attempt of nobody's, `preview`: its routes
 * answer as for a learner and keep nothing.
 */
async function tokenAttempt(c: C) {
  const token = c.req.param('token') ?? '';
  if (isPreviewToken(token)) {
    const launch = readPreviewToken(await previewLaunchKey(c.var.db), token);
    const opened = launch ? await previewAttempt(c.var.db, launch) : null;
    if (!opened) throw notFound();
    return { ...opened, preview: true };
  }
  const opened = await attemptByToken(c.var.db, token);
  if (!opened) throw notFound();
  return { ...opened, preview: false };
}

/**
 * Where the player runs: the portal domain the request came through, at its base URL (a seeded
 * loopback domain on the port the app answers on). The launcher tells this origin, and only
 * this one, about commits, and only it may frame the launcher.
 */
export async function playerOrigin(c: C): Promise<string> {
  const portal = await currentPortal(c);
  const domain = normaliseDomain(c.req.header('x-portal-domain'));
  const configured = portal.domains.find((entry) => entry.domain === domain)?.base_url;
  if (!configured) throw notFound();
  return new URL(servedBaseUrl(configured, c.req.header(PORTAL_HOST_HEADER))).origin;
}

const NO_STORE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * The content origin the request came through (the BFF names it): where a cmi5 AU is opened and
 * its LRS answers. Only an http(s) origin is taken.
 */
function contentOriginOf(c: C): string {
  const named = c.req.header('x-academy-content-origin') ?? '';
  try {
    const url = new URL(named);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === named)
      return named;
  } catch {
    // Not a URL: refused below.
  }
  throw notFound();
}

/** A launcher page of the content origin: never kept, framed by the player (`appOrigin`) only. */
function launcherResponse(html: string, appOrigin: string): Response {
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      ...NO_STORE,
      'content-security-policy': `frame-ancestors ${appOrigin}`,
    },
  });
}

/** A cmi5 AU's launcher page (cmi5-launcher.ts), framed by the player only. */
function cmi5Launcher(c: C, attempt: AttemptRow, version: VersionRow) {
  const au = version.description.launchables.find(
    (launchable) =>
      launchable.type === 'au' &&
      launchable.identifier === (c.req.query('sco') ?? launchable.identifier),
  );
  if (!au) throw notFound();
  const data: Cmi5LaunchData = {
    sco: au.identifier,
    mode: c.req.query('mode') === 'Browse' ? 'Browse' : null,
    title: au.title || version.title,
    appOrigin: attempt.appOrigin ?? 'null',
    texts: cmi5Texts(c.var.locale),
  };
  return launcherResponse(cmi5LauncherHtml(data, c.var.locale), data.appOrigin);
}

/**
 * A sequenced SCORM 2004 package's launcher (sequenced-launcher.ts): the package's sequencing,
 * the state its launcher last sent, and each SCO's launch file and, when it was suspended, its
 * run-time data to resume.
 */
async function sequencedLauncher(
  c: C,
  opened: {
    attempt: AttemptRow;
    version: VersionRow;
    learner: { id: string; name: string };
    sequencing: SequencingSettings;
  },
) {
  const { attempt, version, sequencing } = opened;
  const saved = new Map(
    (await attemptScos(c.var.db, attempt.id)).map((row) => [row.identifier, row]),
  );
  const activities: Record<string, SequencedActivity> = {};
  for (const sco of version.description.launchables) {
    const row = saved.get(sco.identifier);
    const cmi = ((row?.cmi ?? {}) as { cmi?: Record<string, unknown> }).cmi ?? null;
    activities[sco.identifier] = {
      launchUrl: `../f/${sco.launch.url}`,
      title: sco.title || version.title,
      sequence: row?.commitSequence ?? 0,
      cmi: cmi?.exit === 'suspend' ? cmi : null,
      masteryScore: sco.masteryScore,
      completionThreshold: sco.completionThreshold,
      launchData: sco.launchData,
    };
  }
  const appOrigin = attempt.appOrigin ?? 'null';
  const html = sequencedLauncherHtml(
    {
      title: version.title,
      learner: opened.learner,
      appOrigin,
      sequencing,
      state: attempt.sequencingState,
      stateSequence: attempt.sequencingSequence,
      activities,
    },
    c.var.locale,
  );
  return launcherResponse(html, appOrigin);
}

/**
 * The launch modes a learner may ask for instead of the one the platform chooses (cmi5 §10.2.2):
 * Browse, to look at an AU with nothing recorded, and Review, to look at it again.
 */
const REQUESTABLE_MODES = new Set(['Browse', 'Review']);

/** Token-addressed routes of the content origin: mounted before the portal middleware. */
export const packageContentRoutes = new Hono<AppEnv>()
  .use(packagesSwitchedOn)
  .get('/~/launch', async (c) => {
    const { attempt, version, learner: who, preview } = await tokenAttempt(c);
    if (version.kind === 'cmi5') {
      if (preview) throw notFound();
      return cmi5Launcher(c, attempt, version);
    }
    const sequencing = await versionSequencing(c.var.db, version);
    if (sequencing) return sequencedLauncher(c, { attempt, version, learner: who, sequencing });
    const sco = launchableOf(version, c.req.query('sco'));
    const saved = (await attemptScos(c.var.db, attempt.id)).find(
      (row) => row.identifier === sco.identifier,
    );
    const resumes = (saved?.commitSequence ?? 0) > 0;
    const cmiRoot = (saved?.cmi ?? {}) as { cmi?: Record<string, unknown> };
    const data: LaunchData = {
      kind: version.kind,
      sco: sco.identifier,
      launchUrl: `../f/${sco.launch.url}`,
      title: sco.title || version.title,
      sequence: saved?.commitSequence ?? 0,
      cmi: resumes ? (cmiRoot.cmi ?? null) : null,
      learner: { id: who.id, name: who.name },
      entry: resumes ? 'resume' : 'ab-initio',
      masteryScore: sco.masteryScore,
      completionThreshold: sco.completionThreshold,
      launchData: sco.launchData,
      appOrigin: attempt.appOrigin ?? 'null',
    };
    return launcherResponse(launcherHtml(data, c.var.locale), data.appOrigin);
  })
  .get('/~/launcher.js', async (c) => {
    await tokenAttempt(c);
    return new Response(LAUNCHER_SCRIPT, {
      headers: { 'content-type': 'text/javascript; charset=utf-8', ...NO_STORE },
    });
  })
  .get('/~/sequenced-launcher.js', async (c) => {
    await tokenAttempt(c);
    return new Response(SEQUENCED_LAUNCHER_SCRIPT, {
      headers: { 'content-type': 'text/javascript; charset=utf-8', ...NO_STORE },
    });
  })
  .post('/~/sequencing-state', async (c) => {
    const opened = await tokenAttempt(c);
    const { attempt, version, courseId } = opened;
    const sequencing = await versionSequencing(c.var.db, version);
    if (!sequencing?.activityTree) throw notFound();
    const bytes = await limitedBody(c, MAX_SEQUENCING_STATE_BYTES, () =>
      ApiError.of(413, 'SEQUENCING_STATE_TOO_LARGE'),
    );
    let parsed: { success: true; data: SequencingStateBody } | { success: false };
    try {
      parsed = sequencingStateBody.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    } catch {
      parsed = { success: false };
    }
    if (!parsed.success) throw ApiError.of(422, 'VALIDATION_FAILED');
    const { sequence, state } = parsed.data;
    if (opened.preview) {
      // Student view keeps nothing; the rollup is what a learner's would be from this state.
      const facts = sequencedFacts(state, sequencing.activityTree.id, []);
      return jsonApiResponse({ meta: { kept: true, item_done: facts?.done === true } });
    }
    const kept = await saveSequencingState(c.var.db, {
      attemptId: attempt.id,
      sequence,
      state,
    });
    const facts = kept
      ? sequencedFacts(state, sequencing.activityTree.id, await attemptScos(c.var.db, attempt.id))
      : null;
    if (facts) await recordAttemptFacts(c.var.db, { attempt, courseId, facts });
    return jsonApiResponse({
      meta: { kept, item_done: attempt.completedAt !== null || facts?.done === true },
    });
  })
  .get('/~/runtime/:name', async (c) => {
    await tokenAttempt(c);
    const name = c.req.param('name');
    if (!RUNTIMES.has(name)) throw notFound();
    const stream = fs.createReadStream(runtimeFile(name));
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'private, max-age=86400',
        'x-content-type-options': 'nosniff',
      },
    });
  })
  .post('/~/commit', async (c) => {
    const { attempt, version, courseId, preview } = await tokenAttempt(c);
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > MAX_COMMIT_BYTES) {
      throw ApiError.of(413, 'COMMIT_TOO_LARGE');
    }
    const raw = await c.req.text();
    if (raw.length > MAX_COMMIT_BYTES) throw ApiError.of(413, 'COMMIT_TOO_LARGE');
    let parsed: z.infer<typeof commitSchema>;
    try {
      parsed = commitSchema.parse(JSON.parse(raw));
    } catch {
      throw ApiError.of(422, 'VALIDATION_FAILED');
    }
    const sco = launchableOf(version, c.req.query('sco'));
    const scos = await attemptScos(c.var.db, attempt.id);
    const saved = scos.find((row) => row.identifier === sco.identifier);
    const cmi = withKeptTotalTime(version.kind, parsed.cmi, saved?.cmi ?? null);
    const facts = commitFacts(version.kind, cmi);
    // Student view: read as a learner's commit, kept nowhere (the player ticks its parts itself).
    if (preview)
      return jsonApiResponse({ meta: { kept: true, sco_done: facts.done, item_done: false } });
    const kept = await saveScoCommit(c.var.db, {
      attemptId: attempt.id,
      identifier: sco.identifier,
      sequence: parsed.sequence,
      cmi,
      facts,
      totalSeconds: totalTimeSeconds(cmi),
      interactions: interactionsOf(version.kind, cmi),
    });
    if (!kept) return jsonApiResponse({ meta: { kept, sco_done: facts.done, item_done: false } });
    // A sequenced package's progress is its root activity's rollup (the sequencing-state route).
    if (await versionSequencing(c.var.db, version)) {
      return jsonApiResponse({
        meta: { kept, sco_done: facts.done, item_done: attempt.completedAt !== null },
      });
    }
    // The SCOs as they are now: the ones read before, this one with what it just committed.
    const now = [
      ...scos.filter((row) => row.identifier !== sco.identifier),
      { identifier: sco.identifier, ...facts },
    ];
    const rolled = await recordAttemptProgress(c.var.db, { attempt, courseId, version, scos: now });
    return jsonApiResponse({ meta: { kept, sco_done: facts.done, item_done: rolled.done } });
  })
  .get('/~/cmi5-launcher.js', async (c) => {
    await tokenAttempt(c);
    return new Response(CMI5_LAUNCHER_SCRIPT, {
      headers: { 'content-type': 'text/javascript; charset=utf-8', ...NO_STORE },
    });
  })
  .post('/~/cmi5-launch', async (c) => {
    const { attempt, version, preview, courseId } = await tokenAttempt(c);
    // Student view never launches a cmi5 package: its sessions and statements are records.
    if (version.kind !== 'cmi5' || preview) throw notFound();
    const mode = c.req.query('mode');
    if (mode !== undefined && !REQUESTABLE_MODES.has(mode)) throw ApiError.of(422, 'INVALID_MODE');
    const launched = await launchCmi5(c.var.db, {
      attempt,
      version,
      courseId,
      requestedMode: mode as 'Browse' | 'Review' | undefined,
      auIdentifier: c.req.query('au'),
      contentOrigin: contentOriginOf(c),
      contentPath: `/package-content/${c.req.param('token')}`,
      language: c.var.locale,
    });
    if (!launched) throw notFound();
    return jsonApiResponse({
      meta: {
        url: launched.url,
        launch_method: launched.launchMethod,
        launch_mode: launched.launchMode,
        session: launched.sessionId,
      },
    });
  })
  .post('/~/cmi5-fetch', async (c) => {
    const { attempt, version, preview } = await tokenAttempt(c);
    // Student view never launches a cmi5 package: its sessions and statements are records.
    if (version.kind !== 'cmi5' || preview) throw notFound();
    // cmi5 §8.2.1: 200 and JSON, an error too.
    const answer = await fetchCmi5Token(c.var.db, {
      attempt,
      version,
      sessionId: c.req.query('session'),
    });
    return c.json(answer, 200, NO_STORE);
  })
  .get('/~/cmi5-status', async (c) => {
    const { attempt, version, preview } = await tokenAttempt(c);
    // Student view never launches a cmi5 package: its sessions and statements are records.
    if (version.kind !== 'cmi5' || preview) throw notFound();
    const status = await cmi5Status(c.var.db, attempt, c.req.query('au'));
    return jsonApiResponse({ meta: { au_done: status.auDone, item_done: status.itemDone } });
  })
  .get('/~/cmi5-returned', async (c) => {
    const { attempt, version, preview } = await tokenAttempt(c);
    // Student view never launches a cmi5 package: its sessions and statements are records.
    if (version.kind !== 'cmi5' || preview) throw notFound();
    return new Response(cmi5ReturnedHtml(c.var.locale), {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        ...NO_STORE,
        'content-security-policy': `frame-ancestors 'self' ${attempt.appOrigin ?? ''}`.trim(),
      },
    });
  })
  .get('/f/*', async (c) => {
    const { attempt, version } = await tokenAttempt(c);
    const prefix = `/f/`;
    const at = c.req.path.indexOf(prefix);
    let path: string;
    try {
      path = decodeURIComponent(c.req.path.slice(at + prefix.length));
    } catch {
      throw notFound();
    }
    const stored = await packageFile(c.var.db, { versionId: version.id, path });
    if (!stored) throw notFound();
    const headers: Record<string, string> = {
      'content-type': stored.contentType,
      'accept-ranges': 'bytes',
      // A version's files never change under its id; the token is in the address.
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      // Framed by the launcher, inside the player; by nobody else.
      'content-security-policy': `frame-ancestors 'self' ${attempt.appOrigin ?? ''}`.trim(),
    };
    const storage = fileStorage();
    const range = byteRange(c.req.header('range'), stored.sizeBytes);
    if (range === 'unsatisfiable') {
      return new Response(null, {
        status: 416,
        headers: { ...headers, 'content-range': `bytes */${stored.sizeBytes}` },
      });
    }
    try {
      if (range && storage.getRange) {
        const body = await storage.getRange(stored.storageKey, range.start, range.end);
        return new Response(body, {
          status: 206,
          headers: {
            ...headers,
            'content-range': `bytes ${range.start}-${range.end}/${stored.sizeBytes}`,
            'content-length': String(range.end - range.start + 1),
          },
        });
      }
      const body = await storage.get(stored.storageKey);
      return new Response(body, {
        headers: { ...headers, 'content-length': String(stored.sizeBytes) },
      });
    } catch (error) {
      if (error instanceof FileNotStoredError) throw notFound();
      throw error;
    }
  });

export const answers: Answers = {
  'POST /v1/courses/:course/items/:item/package_launch': meta(),
  'GET /v1/courses/:course/items/:item/package_result': meta(),
  'GET /v1/package_content/:token/~/launch': file('text/html', 'The launcher page.'),
  'GET /v1/package_content/:token/~/launcher.js': file('text/javascript', "The launcher's script."),
  'GET /v1/package_content/:token/~/runtime/:name': file(
    'text/javascript',
    'The SCORM run-time (scorm-again).',
  ),
  'POST /v1/package_content/:token/~/commit': meta(),
  'GET /v1/package_content/:token/~/sequenced-launcher.js': file(
    'text/javascript',
    "The sequenced launcher's script.",
  ),
  'POST /v1/package_content/:token/~/sequencing-state': meta(),
  'GET /v1/package_content/:token/~/cmi5-launcher.js': file(
    'text/javascript',
    "The cmi5 launcher's script.",
  ),
  'POST /v1/package_content/:token/~/cmi5-launch': meta(),
  'POST /v1/package_content/:token/~/cmi5-fetch': file(
    'application/json',
    'cmi5 §8.2: the session’s auth-token, once; then an error-code.',
  ),
  'GET /v1/package_content/:token/~/cmi5-status': meta(),
  'GET /v1/package_content/:token/~/cmi5-returned': file('text/html', 'Where an AU returns.'),
  'GET /v1/package_content/:token/f/*': file('application/octet-stream', "A package's file."),
};

/** A token no launch gave: the content origin's routes answer everyone alike, signed in or not. */
const NO_TOKEN = 'A'.repeat(43);

export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'POST',
    route: '/v1/courses/:course/items/:item/package_launch',
    path: () => `/v1/courses/data-literacy/items/${NO_SUCH}/package_launch`,
    expect: { guest: 401, eva: 402, sam: 403, sven: 403, mia: 403, fenna: 403, others: 404 },
  },
  {
    method: 'GET',
    route: '/v1/courses/:course/items/:item/package_result',
    path: () => `/v1/courses/data-literacy/items/${NO_SUCH}/package_result`,
    expect: { guest: 401, eva: 402, sam: 403, sven: 403, mia: 403, fenna: 403, others: 404 },
  },
  ...(
    [
      ['GET', '~/launch'],
      ['GET', '~/launcher.js'],
      ['GET', '~/runtime/:name', '~/runtime/scorm12.min.js'],
      ['POST', '~/commit'],
      ['GET', '~/sequenced-launcher.js'],
      ['POST', '~/sequencing-state'],
      ['GET', '~/cmi5-launcher.js'],
      ['POST', '~/cmi5-launch'],
      ['POST', '~/cmi5-fetch'],
      ['GET', '~/cmi5-status'],
      ['GET', '~/cmi5-returned'],
      ['GET', 'f/*', 'f/index.html'],
    ] as const
  ).map(([method, route, path]) => ({
    method,
    route: `/v1/package_content/:token/${route}`,
    path: () => `/v1/package_content/${NO_TOKEN}/${path ?? route}`,
    ...(method === 'POST' ? { body: {} } : {}),
    expect: { others: 404 },
  })),
];
