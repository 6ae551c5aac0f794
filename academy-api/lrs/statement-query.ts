import { parseAgentParam } from './agent-param';
import type { StatementFilters } from './statements.queries';
import { badRequest, knownParameters, timestampValue } from './xapi-http';

/**
 * The query of GET /statements (xAPI 2.0 §4.1.6.1): one statement by id, or a filtered page;
 * and the `more` link that continues a page. Pure, so every rule is tested without a server.
 */

export type StatementFormat = 'exact' | 'ids' | 'canonical';

export type StatementQuery =
  | { kind: 'one'; id: string; voided: boolean; format: StatementFormat; attachments: boolean }
  | {
      kind: 'many';
      filters: StatementFilters;
      limit: number;
      format: StatementFormat;
      attachments: boolean;
      /** Set by a `more` link: where the previous page ended, and the snapshot it belongs to. */
      afterSeq?: number;
      upToSeq?: number;
      /** The parameters as sent (what a `more` link repeats). */
      parameters: Record<string, string>;
    };

/** A page holds at most this many statements; `limit=0` asks for this many. */
export const MAX_PAGE = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILTERS = [
  'agent',
  'verb',
  'activity',
  'registration',
  'related_activities',
  'related_agents',
  'since',
  'until',
  'limit',
  'ascending',
] as const;
const KNOWN = ['statementId', 'voidedStatementId', ...FILTERS, 'format', 'attachments', 'more'];

function bool(parameters: URLSearchParams, name: string): boolean {
  const value = parameters.get(name);
  if (value === null) return false;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badRequest(`${name} must be true or false; got ${value}.`);
}

function timestamp(parameters: URLSearchParams, name: string): Date | undefined {
  const value = parameters.get(name);
  return value === null ? undefined : timestampValue(name, value);
}

function format(parameters: URLSearchParams): StatementFormat {
  const value = parameters.get('format') ?? 'exact';
  if (value === 'exact' || value === 'ids' || value === 'canonical') return value;
  throw badRequest(`format is exact, ids or canonical; got ${value}.`);
}

function iri(parameters: URLSearchParams, name: string): string | undefined {
  const value = parameters.get(name);
  if (value === null) return undefined;
  if (!/^[a-z][a-z0-9+.-]*:\S+$/i.test(value))
    throw badRequest(`${name} must be an IRI; got ${value}.`);
  return value;
}

/** The parameters of a GET /statements, checked: unknown, repeated or malformed ones are a 400. */
export function parseStatementQuery(parameters: URLSearchParams): StatementQuery {
  const seen = new Set(knownParameters(parameters, KNOWN, 'GET /statements').keys());
  const more = parameters.get('more');
  if (more !== null) {
    if (seen.size > 1)
      throw badRequest('A more link is followed as it is, without other parameters.');
    return fromMore(more);
  }
  const statementId = parameters.get('statementId');
  const voidedStatementId = parameters.get('voidedStatementId');
  const fmt = format(parameters);
  const attachments = bool(parameters, 'attachments');
  if (statementId !== null || voidedStatementId !== null) {
    if (statementId !== null && voidedStatementId !== null) {
      throw badRequest('statementId and voidedStatementId cannot be asked together.');
    }
    const others = [...seen].filter(
      (name) => !['statementId', 'voidedStatementId', 'format', 'attachments'].includes(name),
    );
    if (others.length > 0) {
      throw badRequest(
        `With a statement id only format and attachments may be given, not ${others.join(', ')}.`,
      );
    }
    const id = (statementId ?? voidedStatementId) as string;
    if (!UUID.test(id)) throw badRequest(`${id} is not a UUID.`);
    return { kind: 'one', id, voided: voidedStatementId !== null, format: fmt, attachments };
  }
  const filters: StatementFilters = {
    verbId: iri(parameters, 'verb'),
    activityId: iri(parameters, 'activity'),
    relatedAgents: bool(parameters, 'related_agents'),
    relatedActivities: bool(parameters, 'related_activities'),
    ascending: bool(parameters, 'ascending'),
    since: timestamp(parameters, 'since'),
    until: timestamp(parameters, 'until'),
  };
  const agent = parameters.get('agent');
  if (agent !== null) {
    const parsed = parseAgentParam(agent, { groupAllowed: true });
    if (!parsed.ok) throw badRequest(`agent: ${parsed.problem}`);
    filters.agentKey = parsed.key;
  }
  const registration = parameters.get('registration');
  if (registration !== null) {
    if (!UUID.test(registration)) throw badRequest(`registration ${registration} is not a UUID.`);
    filters.registration = registration.toLowerCase();
  }
  const limitText = parameters.get('limit') ?? '0';
  if (!/^\d+$/.test(limitText)) throw badRequest(`limit must be a whole number; got ${limitText}.`);
  const limit = Number(limitText) === 0 ? MAX_PAGE : Math.min(Number(limitText), MAX_PAGE);
  return {
    kind: 'many',
    filters,
    limit,
    format: fmt,
    attachments,
    parameters: Object.fromEntries(parameters),
  };
}

type MoreState = { p: Record<string, string>; a: number; u: number };

/** The `more` link after a page: the same query, after its last statement, in the same snapshot. */
export function moreLink(
  basePath: string,
  query: Extract<StatementQuery, { kind: 'many' }>,
  lastSeq: number,
  upToSeq: number,
): string {
  const state: MoreState = { p: query.parameters, a: lastSeq, u: upToSeq };
  const token = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${basePath.replace(/\/+$/, '')}/statements?more=${token}`;
}

function fromMore(token: string): StatementQuery {
  let state: MoreState;
  try {
    state = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as MoreState;
  } catch {
    throw badRequest('The more link is not one this LRS gave.');
  }
  if (
    !state ||
    typeof state.p !== 'object' ||
    !Number.isSafeInteger(state.a) ||
    !Number.isSafeInteger(state.u) ||
    'more' in state.p
  ) {
    throw badRequest('The more link is not one this LRS gave.');
  }
  const query = parseStatementQuery(new URLSearchParams(state.p));
  if (query.kind !== 'many') throw badRequest('The more link is not one this LRS gave.');
  return { ...query, afterSeq: state.a, upToSeq: state.u };
}
