import { type Context, Hono } from 'hono';
import { fixedRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { limitedBody } from '../files/body-bytes';
import { type Answers, file, NONE } from '../openapi/answers';
import { parseAgentParam } from './agent-param';
import { attachmentParts, authorityHomePage, keepAttachments } from './attachments.store';
import { authenticate, authorityOf, type LrsCredential } from './credentials';
import {
  type DocumentKind,
  type DocumentScope,
  deleteDocuments,
  documentIds,
  findDocument,
  writeDocument,
} from './documents.queries';
import {
  buildStatementsMultipart,
  checkAttachmentsMatch,
  MultipartProblem,
  parseStatementsMultipart,
} from './multipart';
import { checkSignatures, SignatureProblem } from './signature';
import { formatStatement, ifiKey } from './statement-index';
import { moreLink, parseStatementQuery } from './statement-query';
import { type Statement, validateStatement } from './statement-validation';
import {
  activityDefinition,
  newestSeq,
  queryStatements,
  type StoreHooks,
  statementById,
  storeStatements,
} from './statements.queries';
import {
  answeredVersion,
  badRequest,
  errorBody,
  queryParameters,
  requestedVersion,
  required,
  type SpokenVersion,
  timestampParameter,
  XAPI_VERSIONS,
  XapiError,
} from './xapi-http';

/**
 * A portal's learning record store (issue 37 item 4): xAPI 2.0 and 1.0.3 over HTTP Basic
 * credentials the LRS issued (credentials.ts), mounted at /v1/xapi before the portal middleware:
 * the credential, not a domain or a session, says which portal's records a request reads.
 */

/**
 * What storing a launch credential's statements adds (set by app.ts: cmi5 sessions, in the
 * packages domain): the hooks of the credential's launch.
 */
export type LaunchHooks = (credential: LrsCredential) => StoreHooks;

export type LrsEnv = AppEnv & {
  Variables: AppEnv['Variables'] & {
    credential: LrsCredential;
    xapiVersion: SpokenVersion;
    launchHooks?: LaunchHooks;
  };
};
type C = Context<LrsEnv>;

/** A statement batch with its attachments: 20 MB; a document: 1 MB. */
const MAX_STATEMENTS_BYTES = 20_000_000;
const MAX_DOCUMENT_BYTES = 1_000_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The body's bytes, at most `limit` (413 beyond, declared or streamed). */
const bodyOf = (c: C, limit: number) =>
  limitedBody(c, limit, () => new XapiError(413, `The body is larger than ${limit} bytes.`));

/** The media type of a Content-Type header, lowercased, without its parameters. */
const mediaType = (header: string | undefined) =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

function parseJson(bytes: Uint8Array, what: string): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw badRequest(`${what} is not valid JSON.`);
  }
}

const json = (c: C, body: unknown) =>
  c.body(JSON.stringify(body), 200, { 'content-type': 'application/json; charset=utf-8' });

const httpDate = (date: Date) => date.toUTCString();

export const lrsRoutes = new Hono<LrsEnv>();

lrsRoutes.onError((error, c) => {
  const version = c.get('xapiVersion');
  c.header('X-Experience-API-Version', answeredVersion(version ?? '2.0'));
  if (error instanceof XapiError) return c.json(errorBody(error), error.status);
  if (error instanceof MultipartProblem || error instanceof SignatureProblem) {
    return c.json(errorBody(badRequest(error.message)), 400);
  }
  throw error;
});

// The About resource answers anyone, without a version header (XAPI-00331).
lrsRoutes.get('/about', (c) => {
  c.header('X-Experience-API-Version', '2.0.0');
  queryParameters(c, []);
  return json(c, { version: [...XAPI_VERSIONS] });
});

// Everything else: the version asked for, then the credential.
lrsRoutes.use(async (c, next) => {
  c.header('X-Experience-API-Version', '2.0.0');
  c.set('xapiVersion', requestedVersion(c.req.header('x-experience-api-version')));
  c.header('X-Experience-API-Version', answeredVersion(c.var.xapiVersion));
  c.set('credential', await authenticate(c.var.db, c.req.header('authorization')));
  await next();
});

/* ----------------------------------------------------------------------------------------- */
/* Statements                                                                                */

/** The statements of a PUT or POST body (JSON or multipart/mixed), validated, signatures checked. */
async function sentStatements(c: C, many: boolean) {
  const type = mediaType(c.req.header('content-type'));
  const bytes = await bodyOf(c, MAX_STATEMENTS_BYTES);
  let body: unknown;
  let parts: Awaited<ReturnType<typeof parseStatementsMultipart>>['parts'] = [];
  if (type === 'application/json') body = parseJson(bytes, 'The body');
  else if (type === 'multipart/mixed') {
    const parsed = parseStatementsMultipart(bytes, c.req.header('content-type') ?? '');
    body = parsed.json;
    parts = parsed.parts;
  } else {
    throw badRequest('Statements are sent as application/json or multipart/mixed.');
  }
  const list = Array.isArray(body) && many ? body : [body];
  if (Array.isArray(body) && !many) throw badRequest('PUT takes one statement, not a list.');
  if (list.length === 0) throw badRequest('The list of statements is empty.');
  const statements: Statement[] = [];
  const problems: string[] = [];
  list.forEach((input, n) => {
    const result = validateStatement(input, c.var.xapiVersion);
    if (result.ok) statements.push(result.statement);
    else problems.push(...result.problems.map((p) => (list.length > 1 ? `[${n}] ${p}` : p)));
  });
  if (problems.length > 0) throw badRequest(problems.join('\n'));
  checkAttachmentsMatch(statements, parts);
  for (const statement of statements) await checkSignatures(statement, parts);
  for (const statement of statements) checkLaunchWrites(c.var.credential, statement);
  return { statements, parts };
}

const VOIDED_VERB = 'http://adlnet.gov/expapi/verbs/voided';
/** 403 for what the credential may not do (xAPI errors are English: a developer reads them). */
const refused = (message: string) => new XapiError(403, message);

/**
 * A launch credential writes only its learner's statements of its registration, and never voids
 * one (cmi5 §6.3: the LMS MUST NOT let an AU issue voiding statements).
 */
function checkLaunchWrites(credential: LrsCredential, statement: Statement) {
  if (credential.kind !== 'launch') return;
  if (ifiKey(statement.actor) !== credential.agentKey) {
    throw refused('This launch writes statements of its learner only (the actor of the launch).');
  }
  const context = statement.context as { registration?: unknown } | undefined;
  if (String(context?.registration ?? '').toLowerCase() !== credential.registration) {
    throw refused('This launch writes statements of its registration only.');
  }
  if ((statement.verb as { id?: unknown } | undefined)?.id === VOIDED_VERB) {
    throw refused('A launch does not void statements.');
  }
}

/** The registration a launch credential reads (null: a client reads every statement). */
function launchRegistration(c: C): string | null {
  return c.var.credential.kind === 'launch' ? c.var.credential.registration : null;
}

/** What the app does with a launch credential's statements and reads (cmi5's rules), if any. */
function launchHooksOf(c: C): StoreHooks | undefined {
  const { credential } = c.var;
  return credential.kind === 'launch' && c.var.launchHooks
    ? c.var.launchHooks(credential)
    : undefined;
}

async function store(c: C, statements: Statement[], parts: Parameters<typeof keepAttachments>[2]) {
  const { credential } = c.var;
  await keepAttachments(c.var.db, credential.portalId, parts);
  const hooks = launchHooksOf(c);
  return storeStatements(
    c.var.db,
    {
      portalId: credential.portalId,
      credentialId: credential.id,
      authority: authorityOf(credential, await authorityHomePage(c.var.db, credential.portalId)),
      defaultVersion: c.var.xapiVersion === '2.0' ? '2.0.0' : '1.0.0',
      statements,
    },
    hooks,
  );
}

lrsRoutes.put('/statements', async (c) => {
  const parameters = queryParameters(c, ['statementId']);
  const id = required(parameters, 'statementId');
  if (!UUID.test(id)) throw badRequest(`statementId ${id} is not a UUID.`);
  const { statements, parts } = await sentStatements(c, false);
  const [statement] = statements as [Statement];
  if (statement.id !== undefined && String(statement.id).toLowerCase() !== id.toLowerCase()) {
    throw badRequest(`The statement's id ${statement.id} is not statementId ${id}.`);
  }
  await store(c, [{ ...statement, id: id.toLowerCase() }], parts);
  return c.body(null, 204);
});

lrsRoutes.post('/statements', async (c) => {
  queryParameters(c, []);
  const { statements, parts } = await sentStatements(c, true);
  return json(c, await store(c, statements, parts));
});

lrsRoutes.get('/statements', async (c) => {
  // Every statement stored before this moment is in what this request reads; said on every
  // answer, a refusal too.
  c.header('X-Experience-API-Consistent-Through', new Date().toISOString());
  const query = parseStatementQuery(new URL(c.req.url).searchParams);
  const { credential } = c.var;
  const languages = acceptLanguages(c.req.header('accept-language'));
  const registration = launchRegistration(c);
  if (query.kind === 'one') {
    const found = await statementById(c.var.db, credential.portalId, query.id, query.voided);
    const ofRegistration = (found?.statement.context as { registration?: string } | undefined)
      ?.registration;
    if (!found || (registration && ofRegistration?.toLowerCase() !== registration)) {
      throw new XapiError(404, `No statement ${query.id} is stored.`);
    }
    c.header('Last-Modified', httpDate(found.stored));
    const statement = formatStatement(found.statement, query.format, languages);
    return respondStatements(c, statement, [statement], query.attachments);
  }
  if (registration && query.filters.registration && query.filters.registration !== registration) {
    throw refused('This launch reads statements of its registration only.');
  }
  const filters = registration ? { ...query.filters, registration } : query.filters;
  const upToSeq = query.upToSeq ?? (await newestSeq(c.var.db, credential.portalId));
  const rows = await queryStatements(c.var.db, credential.portalId, filters, {
    limit: query.limit,
    afterSeq: query.afterSeq,
    upToSeq,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const more =
    rows.length > query.limit && last
      ? moreLink(c.req.header('x-xapi-base-path') ?? '/v1/xapi', query, last.seq, upToSeq)
      : '';
  const newest = page.reduce<Date | null>((a, row) => (a && a > row.stored ? a : row.stored), null);
  if (newest) c.header('Last-Modified', httpDate(newest));
  const statements = page.map((row) => formatStatement(row.statement, query.format, languages));
  return respondStatements(c, { statements, more }, statements, query.attachments);
});

/** The answer of a statements GET: JSON, or multipart/mixed with the attachments' bytes. */
async function respondStatements(
  c: C,
  body: unknown,
  statements: Statement[],
  withAttachments: boolean,
) {
  if (!withAttachments) return json(c, body);
  const parts = await attachmentParts(c.var.db, c.var.credential.portalId, statements);
  const built = buildStatementsMultipart(body, parts);
  return c.body(Buffer.from(built.body), 200, { 'content-type': built.contentType });
}

/** The languages of Accept-Language, most wanted first (for the canonical format). */
export function acceptLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

/* ----------------------------------------------------------------------------------------- */
/* Activities and agents                                                                     */

lrsRoutes.get('/activities', async (c) => {
  const parameters = queryParameters(c, ['activityId']);
  const activityId = required(parameters, 'activityId');
  // Without a canonical definition the LRS still answers the Activity (its id).
  const found = await activityDefinition(c.var.db, c.var.credential.portalId, activityId);
  return json(c, {
    objectType: 'Activity',
    id: activityId,
    ...(found?.definition ? { definition: found.definition } : {}),
  });
});

lrsRoutes.get('/agents', async (c) => {
  const parameters = queryParameters(c, ['agent']);
  const agent = agentOf(parameters, false);
  const person: Record<string, unknown> = { objectType: 'Person' };
  for (const key of ['name', 'mbox', 'mbox_sha1sum', 'openid', 'account']) {
    if (agent.agent[key] !== undefined) person[key] = [agent.agent[key]];
  }
  return json(c, person);
});

function agentOf(parameters: Map<string, string>, groupAllowed: boolean) {
  const parsed = parseAgentParam(required(parameters, 'agent'), { groupAllowed });
  if (!parsed.ok) throw badRequest(`agent: ${parsed.problem}`);
  return parsed;
}

/* ----------------------------------------------------------------------------------------- */
/* Documents: state, activity profiles, agent profiles                                       */

type DocumentResource = {
  kind: DocumentKind;
  /** The parameter naming one document. */
  idName: 'stateId' | 'profileId';
  /** Its scope's parameters (besides `since` and the id). */
  scopeNames: readonly string[];
  /** Whether DELETE without an id deletes the whole scope (State only). */
  deletesAll: boolean;
};

const DOCUMENTS: Record<string, DocumentResource> = {
  '/activities/state': {
    kind: 'state',
    idName: 'stateId',
    scopeNames: ['activityId', 'agent', 'registration'],
    deletesAll: true,
  },
  '/activities/profile': {
    kind: 'activity_profile',
    idName: 'profileId',
    scopeNames: ['activityId'],
    deletesAll: false,
  },
  '/agents/profile': {
    kind: 'agent_profile',
    idName: 'profileId',
    scopeNames: ['agent'],
    deletesAll: false,
  },
};

function documentScope(c: C, resource: DocumentResource, parameters: Map<string, string>) {
  const scope: DocumentScope = { portalId: c.var.credential.portalId, kind: resource.kind };
  if (resource.scopeNames.includes('activityId')) {
    scope.activityId = required(parameters, 'activityId');
  }
  if (resource.scopeNames.includes('agent')) scope.agentKey = agentOf(parameters, true).key;
  const registration = parameters.get('registration');
  if (registration !== undefined) {
    if (!UUID.test(registration)) throw badRequest(`registration ${registration} is not a UUID.`);
    scope.registration = registration.toLowerCase();
  }
  checkLaunchDocuments(c, resource, scope, parameters.get(resource.idName));
  return scope;
}

/** The state document the LMS writes for a cmi5 launch (§10): an AU reads it, never writes it. */
const LAUNCH_DATA = 'LMS.LaunchData';

/**
 * A launch credential reads and writes its learner's state and profile only, and reads (never
 * writes) activity profiles; its state only of its registration, or of none; and LMS.LaunchData
 * only reads (cmi5 §10), so it neither writes nor deletes it, alone or with the rest.
 */
function checkLaunchDocuments(
  c: C,
  resource: DocumentResource,
  scope: DocumentScope,
  id: string | undefined,
) {
  const { credential } = c.var;
  if (credential.kind !== 'launch') return;
  if (resource.kind === 'activity_profile') {
    if (c.req.method !== 'GET') throw refused('A launch reads activity profiles only.');
    return;
  }
  const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
  const deletesAll = c.req.method === 'DELETE' && id === undefined;
  if (resource.kind === 'state' && !reading && (id === LAUNCH_DATA || deletesAll)) {
    throw refused(`${LAUNCH_DATA} is the LMS's: a launch reads it only (cmi5 §10).`);
  }
  if (scope.agentKey !== credential.agentKey) {
    throw refused("This launch reads and writes its learner's documents only.");
  }
  if (scope.registration && scope.registration !== credential.registration) {
    throw refused('This launch reads and writes the state of its registration only.');
  }
}

/** If-Match and If-None-Match against the document there is (RFC 9110 §13.1.1, §13.1.2). */
function checkPreconditions(
  c: C,
  existing: { etag: string } | null,
  writing: 'PUT' | 'POST' | 'DELETE',
) {
  const ifMatch = c.req.header('if-match');
  const ifNoneMatch = c.req.header('if-none-match');
  const tags = (header: string) => header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (ifMatch !== undefined) {
    const wanted = tags(ifMatch);
    if (!existing || !(wanted.includes('*') || wanted.includes(existing.etag))) {
      throw new XapiError(412, 'If-Match does not match the document stored.');
    }
  }
  if (ifNoneMatch !== undefined && existing) {
    const refused = tags(ifNoneMatch);
    if (refused.includes('*') || refused.includes(existing.etag)) {
      throw new XapiError(412, 'If-None-Match: the document is stored already.');
    }
  }
  if (writing !== 'PUT' || ifMatch !== undefined || ifNoneMatch !== undefined) return;
  // A PUT must say which document it replaces: xAPI 2.0 asks it of every document resource,
  // 1.0.3 of the profiles, where it also refuses a PUT without either header outright.
  const profile = c.req.path.endsWith('/profile');
  if (existing && (c.var.xapiVersion === '2.0' || profile)) {
    throw new XapiError(
      409,
      'The document exists: send If-Match with its ETag to replace it, or If-None-Match: * to create it only when there is none.',
    );
  }
  if (!existing && c.var.xapiVersion === '1.0' && profile) {
    throw badRequest('A PUT of a profile sends If-Match or If-None-Match (xAPI 1.0.3).');
  }
}

const isJsonType = (type: string) => mediaType(type) === 'application/json';

function jsonObject(bytes: Uint8Array, what: string): Record<string, unknown> {
  const value = parseJson(bytes, what);
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`${what} is not a JSON object.`);
  }
  return value as Record<string, unknown>;
}

for (const [path, resource] of Object.entries(DOCUMENTS)) {
  const names = [...resource.scopeNames, resource.idName];
  lrsRoutes.get(path, async (c) => {
    const parameters = queryParameters(c, [...names, 'since']);
    const scope = documentScope(c, resource, parameters);
    const id = parameters.get(resource.idName);
    if (id !== undefined) {
      if (parameters.has('since'))
        throw badRequest(`since lists documents; not with ${resource.idName}.`);
      await launchHooksOf(c)?.documentRead?.(c.var.db, { kind: resource.kind, id });
      const found = await findDocument(c.var.db, scope, id);
      if (!found) throw new XapiError(404, `No document ${id} is stored here.`);
      return c.body(Buffer.from(found.content), 200, {
        'content-type': found.contentType,
        etag: found.etag,
        'last-modified': httpDate(found.updatedAt),
      });
    }
    const rows = await documentIds(c.var.db, scope, timestampParameter(parameters, 'since'));
    const newest = rows.reduce<Date | null>(
      (a, r) => (a && a > r.updatedAt ? a : r.updatedAt),
      null,
    );
    if (newest) c.header('Last-Modified', httpDate(newest));
    return json(
      c,
      rows.map((row) => row.documentId),
    );
  });

  lrsRoutes.on(['PUT', 'POST'], path, async (c) => {
    const method = c.req.method as 'PUT' | 'POST';
    const parameters = queryParameters(c, names);
    const scope = documentScope(c, resource, parameters);
    const id = required(parameters, resource.idName);
    const contentType = c.req.header('content-type') ?? 'application/octet-stream';
    const bytes = await bodyOf(c, MAX_DOCUMENT_BYTES);
    await launchHooksOf(c)?.documentWrite?.(c.var.db, {
      kind: resource.kind,
      id,
      contentType,
      content: bytes,
    });
    if (method === 'POST' && isJsonType(contentType)) jsonObject(bytes, 'The document');
    await c.var.db.transaction(async (tx) => {
      const existing = await findDocument(tx, scope, id, { lock: true });
      checkPreconditions(c, existing, method);
      if (method === 'PUT' || !existing) {
        await writeDocument(tx, scope, id, bytes, contentType);
        return;
      }
      // POST over a stored document merges two JSON objects, the sent keys winning.
      if (!isJsonType(existing.contentType) || !isJsonType(contentType)) {
        throw badRequest('POST merges JSON objects: both documents must be application/json.');
      }
      const merged = {
        ...jsonObject(existing.content, 'The stored document'),
        ...jsonObject(bytes, 'The document'),
      };
      await writeDocument(tx, scope, id, Buffer.from(JSON.stringify(merged)), 'application/json');
    });
    return c.body(null, 204);
  });

  lrsRoutes.delete(path, async (c) => {
    const parameters = queryParameters(c, names);
    const scope = documentScope(c, resource, parameters);
    const id = resource.deletesAll
      ? (parameters.get(resource.idName) ?? null)
      : required(parameters, resource.idName);
    await c.var.db.transaction(async (tx) => {
      if (id !== null)
        checkPreconditions(c, await findDocument(tx, scope, id, { lock: true }), 'DELETE');
      await deleteDocuments(tx, scope, id);
    });
    return c.body(null, 204);
  });
}

const JSON_ANSWER = (description: string) => file('application/json', description);

export const answers: Answers = {
  'GET /v1/xapi/about': JSON_ANSWER('The versions this LRS speaks.'),
  'GET /v1/xapi/statements': [
    JSON_ANSWER('A statement, or a page of statements with its more link.'),
    file('multipart/mixed', 'The same with the attachments (attachments=true).'),
  ],
  'PUT /v1/xapi/statements': NONE,
  'POST /v1/xapi/statements': JSON_ANSWER('The ids of the statements stored.'),
  'GET /v1/xapi/activities': JSON_ANSWER('The activity with its canonical definition.'),
  'GET /v1/xapi/agents': JSON_ANSWER('The Person the agent is.'),
  ...Object.fromEntries(
    Object.keys(DOCUMENTS).flatMap((path) => [
      [
        `GET /v1/xapi${path}`,
        file('application/octet-stream', 'A document as stored, or the JSON list of their ids.'),
      ],
      [`PUT /v1/xapi${path}`, NONE],
      [`POST /v1/xapi${path}`, NONE],
      [`DELETE /v1/xapi${path}`, NONE],
    ]),
  ),
};

/**
 * The LRS opens nothing by a session: without its own credentials (and the version header it
 * asks first) every request is refused alike.
 */
export const rows: RowsOf = () => [
  fixedRow('GET', '/v1/xapi/about', '/v1/xapi/about', { others: 200 }),
  ...(
    [
      ['GET', '/statements'],
      ['PUT', '/statements'],
      ['POST', '/statements'],
      ['GET', '/activities'],
      ['GET', '/agents'],
      ...Object.keys(DOCUMENTS).flatMap((path) =>
        ['GET', 'PUT', 'POST', 'DELETE'].map((method) => [method, path]),
      ),
    ] as const
  ).map(([method, path]) =>
    fixedRow(
      method,
      `/v1/xapi${path}`,
      `/v1/xapi${path}`,
      { others: 400 },
      method === 'PUT' || method === 'POST' ? {} : undefined,
    ),
  ),
];
