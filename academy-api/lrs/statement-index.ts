/**
 * What the LRS stores beside a statement to answer GET /statements' filters (agent, verb,
 * activity, registration, related_agents, related_activities, voiding), and the formats it
 * returns statements in (exact, ids, canonical). Pure functions over valid statements (see
 * statement-validation.ts).
 */
import { type Statement, VOIDED_VERB_ID } from './statement-validation';

export type { Statement } from './statement-validation';

type JsonObject = Record<string, unknown>;

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const unique = (values: string[]) => [...new Set(values)];

const CONTEXT_ACTIVITY_KEYS = ['parent', 'grouping', 'category', 'other'] as const;
const IFI_PROPERTIES = ['mbox', 'mbox_sha1sum', 'openid', 'account'] as const;
const COMPONENT_LISTS = ['choices', 'scale', 'source', 'target', 'steps'] as const;

/**
 * The canonical key of an Agent/Group IFI: 'mbox:mailto:a@b', 'mbox_sha1sum:<hex>' (hex in
 * lower case), 'openid:<uri>', 'account:<homePage>|<name>'; null for an anonymous group (or
 * anything without an IFI). Agents and identified groups are the same when their keys are.
 */
export function ifiKey(agentOrGroup: unknown): string | null {
  if (!isJsonObject(agentOrGroup)) return null;
  const { mbox, mbox_sha1sum: sha1sum, openid, account } = agentOrGroup;
  if (typeof mbox === 'string') return `mbox:${mbox}`;
  if (typeof sha1sum === 'string') return `mbox_sha1sum:${sha1sum.toLowerCase()}`;
  if (typeof openid === 'string') return `openid:${openid}`;
  if (isJsonObject(account) && typeof account.homePage === 'string') {
    if (typeof account.name === 'string') return `account:${account.homePage}|${account.name}`;
  }
  return null;
}

/** The keys of an Agent or Group and of its members (an anonymous group has only the latter). */
function agentKeys(agentOrGroup: unknown): string[] {
  if (!isJsonObject(agentOrGroup)) return [];
  const own = ifiKey(agentOrGroup);
  const members = Array.isArray(agentOrGroup.member) ? agentOrGroup.member : [];
  const memberKeys = members.map(ifiKey).filter((key): key is string => key !== null);
  return unique(own === null ? memberKeys : [own, ...memberKeys]);
}

type ObjectKind = 'Activity' | 'Agent' | 'Group' | 'StatementRef' | 'SubStatement' | null;

function objectKind(object: unknown): ObjectKind {
  if (!isJsonObject(object)) return null;
  const type = object.objectType ?? 'Activity';
  const kinds: ObjectKind[] = ['Activity', 'Agent', 'Group', 'StatementRef', 'SubStatement'];
  return kinds.find((kind) => kind === type) ?? null;
}

/** The activities of a contextActivities value: a single Activity or an array of them. */
function asActivityList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined ? [] : [value];
}

function contextActivityIds(context: unknown): string[] {
  if (!isJsonObject(context) || !isJsonObject(context.contextActivities)) return [];
  const contextActivities = context.contextActivities;
  return CONTEXT_ACTIVITY_KEYS.flatMap((key) => asActivityList(contextActivities[key]))
    .map((activity) => (isJsonObject(activity) ? activity.id : undefined))
    .filter((id): id is string => typeof id === 'string');
}

/** Instructor, team, contextAgents' agents and contextGroups' groups (with their members). */
function contextAgentKeys(context: unknown): string[] {
  if (!isJsonObject(context)) return [];
  const entries = (value: unknown) => (Array.isArray(value) ? value : []).filter(isJsonObject);
  return [
    ...agentKeys(context.instructor),
    ...agentKeys(context.team),
    ...entries(context.contextAgents).flatMap((entry) => agentKeys(entry.agent)),
    ...entries(context.contextGroups).flatMap((entry) => agentKeys(entry.group)),
  ];
}

function objectActivityId(object: unknown): string | null {
  if (objectKind(object) !== 'Activity' || !isJsonObject(object)) return null;
  return typeof object.id === 'string' ? object.id : null;
}

function objectAgentKeys(object: unknown): string[] {
  const kind = objectKind(object);
  return kind === 'Agent' || kind === 'Group' ? agentKeys(object) : [];
}

/** The agents and activities a statement (or its sub-statement) names anywhere. */
function relatedOf(statement: JsonObject): { agents: string[]; activities: string[] } {
  const object = statement.object;
  const agents = [
    ...agentKeys(statement.actor),
    ...objectAgentKeys(object),
    ...agentKeys(statement.authority),
    ...contextAgentKeys(statement.context),
  ];
  const activity = objectActivityId(object);
  const activities = [...(activity ? [activity] : []), ...contextActivityIds(statement.context)];
  if (objectKind(object) === 'SubStatement' && isJsonObject(object)) {
    const inner = relatedOf(object);
    agents.push(...inner.agents);
    activities.push(...inner.activities);
  }
  return { agents: unique(agents), activities: unique(activities) };
}

export type StatementIndex = {
  verbId: string;
  /**
   * The actor's IFI key plus the IFI keys of a group actor's members (identified or anonymous):
   * the `agent` filter matches a statement whose actor or object is the agent, or a group that
   * has the agent as a member (as ADL's reference LRS does).
   */
  actorKeys: string[];
  /** When the object is an Agent/Group: its key, plus its members' keys for a group. */
  objectAgentKeys: string[];
  /**
   * Every agent anywhere (for related_agents=true): actor, object, authority, context.instructor,
   * context.team, contextAgents, contextGroups, with group members, and the same inside a
   * SubStatement.
   */
  relatedAgentKeys: string[];
  objectActivityId: string | null;
  /**
   * The object activity, every contextActivities activity, and those inside a SubStatement
   * (for related_activities=true).
   */
  relatedActivityIds: string[];
  /** context.registration as sent (UUIDs are case-insensitive: compare in lower case). */
  registration: string | null;
  /** When the verb is http://adlnet.gov/expapi/verbs/voided and the object a StatementRef. */
  voidsStatementId: string | null;
  /** The object StatementRef's id (any verb). */
  referencedStatementId: string | null;
};

/** The values GET /statements filters on, for storing beside a valid statement. */
export function indexStatement(statement: Statement): StatementIndex {
  const verb = statement.verb;
  const verbId = isJsonObject(verb) && typeof verb.id === 'string' ? verb.id : '';
  const object = statement.object;
  const referencedStatementId =
    objectKind(object) === 'StatementRef' && isJsonObject(object) && typeof object.id === 'string'
      ? object.id
      : null;
  const context = statement.context;
  const registration =
    isJsonObject(context) && typeof context.registration === 'string' ? context.registration : null;
  const related = relatedOf(statement);
  return {
    verbId,
    actorKeys: agentKeys(statement.actor),
    objectAgentKeys: objectAgentKeys(object),
    relatedAgentKeys: related.agents,
    objectActivityId: objectActivityId(object),
    relatedActivityIds: related.activities,
    registration,
    voidsStatementId: verbId === VOIDED_VERB_ID ? referencedStatementId : null,
    referencedStatementId,
  };
}

// ---------------------------------------------------------------------------------------------
// Formats
// ---------------------------------------------------------------------------------------------

/** A statement body's context with every contextActivities value as an array. */
function withActivityArrays(body: JsonObject): JsonObject {
  const result: JsonObject = { ...body };
  const context = body.context;
  if (isJsonObject(context) && isJsonObject(context.contextActivities)) {
    const contextActivities: JsonObject = { ...context.contextActivities };
    for (const key of CONTEXT_ACTIVITY_KEYS) {
      if (contextActivities[key] !== undefined) {
        contextActivities[key] = asActivityList(contextActivities[key]);
      }
    }
    result.context = { ...context, contextActivities };
  }
  if (objectKind(body.object) === 'SubStatement' && isJsonObject(body.object)) {
    result.object = withActivityArrays(body.object);
  }
  return result;
}

/** An Agent or Group in `ids` format: its objectType and IFI, or an anonymous group's members. */
function agentIds(agentOrGroup: unknown): unknown {
  if (!isJsonObject(agentOrGroup)) return agentOrGroup;
  const result: JsonObject = {};
  if (agentOrGroup.objectType !== undefined) result.objectType = agentOrGroup.objectType;
  const ifi = IFI_PROPERTIES.find((key) => agentOrGroup[key] !== undefined);
  if (ifi) result[ifi] = agentOrGroup[ifi];
  else if (Array.isArray(agentOrGroup.member)) result.member = agentOrGroup.member.map(agentIds);
  return result;
}

const activityIds = (activity: unknown) =>
  isJsonObject(activity) ? { id: activity.id } : activity;

function objectIds(object: unknown): unknown {
  const kind = objectKind(object);
  if (kind === 'Activity') return activityIds(object);
  if (kind === 'Agent' || kind === 'Group') return agentIds(object);
  if (kind === 'SubStatement' && isJsonObject(object)) return bodyIds(object);
  return object;
}

function contextIds(context: JsonObject): JsonObject {
  const result: JsonObject = { ...context };
  if (context.instructor !== undefined) result.instructor = agentIds(context.instructor);
  if (context.team !== undefined) result.team = agentIds(context.team);
  if (isJsonObject(context.contextActivities)) {
    const contextActivities: JsonObject = {};
    for (const [key, activities] of Object.entries(context.contextActivities)) {
      contextActivities[key] = asActivityList(activities).map(activityIds);
    }
    result.contextActivities = contextActivities;
  }
  const mapEntries = (value: unknown, property: string) =>
    Array.isArray(value)
      ? value.map((entry) =>
          isJsonObject(entry) ? { ...entry, [property]: agentIds(entry[property]) } : entry,
        )
      : value;
  if (context.contextAgents !== undefined) {
    result.contextAgents = mapEntries(context.contextAgents, 'agent');
  }
  if (context.contextGroups !== undefined) {
    result.contextGroups = mapEntries(context.contextGroups, 'group');
  }
  return result;
}

/** A statement or sub-statement in `ids` format. */
function bodyIds(body: JsonObject): JsonObject {
  const result: JsonObject = { ...body };
  if (body.actor !== undefined) result.actor = agentIds(body.actor);
  if (isJsonObject(body.verb)) result.verb = { id: body.verb.id };
  if (body.object !== undefined) result.object = objectIds(body.object);
  if (body.authority !== undefined) result.authority = agentIds(body.authority);
  if (isJsonObject(body.context)) result.context = contextIds(body.context);
  return result;
}

/**
 * The language ranges of an Accept-Language list, most preferred first: entries may be whole
 * headers ("fr-CH, fr;q=0.9, *;q=0.5") or single tags; q=0 ranges are dropped.
 */
function languagePreferences(acceptLanguages: string[]): string[] {
  const ranges = acceptLanguages
    .flatMap((entry) => entry.split(','))
    .map((entry, position) => {
      const [range = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const q = parameters.find((parameter) => /^q=/i.test(parameter));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { range: range.toLowerCase(), quality: Number.isNaN(quality) ? 0 : quality, position };
    })
    .filter(({ range, quality }) => range !== '' && quality > 0);
  ranges.sort((a, b) => b.quality - a.quality || a.position - b.position);
  return ranges.map(({ range }) => range);
}

/**
 * The key of a language map best matching the preferences: for each range in turn, the same tag,
 * then a more specific one ("en" → "en-US"), then a less specific one ("en-GB" → "en"); "*"
 * takes the first. Without a match, the map's first key.
 */
function bestLanguage(tags: string[], preferences: string[]): string | undefined {
  for (const range of preferences) {
    if (range === '*') return tags[0];
    const lower = tags.map((tag) => tag.toLowerCase());
    const exact = lower.indexOf(range);
    if (exact >= 0) return tags[exact];
    const narrower = lower.findIndex((tag) => tag.startsWith(`${range}-`));
    if (narrower >= 0) return tags[narrower];
    const subtags = range.split('-');
    for (let length = subtags.length - 1; length > 0; length--) {
      const wider = lower.indexOf(subtags.slice(0, length).join('-'));
      if (wider >= 0) return tags[wider];
    }
  }
  return tags[0];
}

function oneLanguage(map: unknown, preferences: string[]): unknown {
  if (!isJsonObject(map)) return map;
  const tag = bestLanguage(Object.keys(map), preferences);
  return tag === undefined ? map : { [tag]: map[tag] };
}

/** Keeps one language in each of the named language-map properties of `object`. */
function withOneLanguage(object: unknown, keys: string[], preferences: string[]): unknown {
  if (!isJsonObject(object)) return object;
  const result: JsonObject = { ...object };
  for (const key of keys) {
    if (object[key] !== undefined) result[key] = oneLanguage(object[key], preferences);
  }
  return result;
}

function canonicalActivity(activity: unknown, preferences: string[]): unknown {
  if (!isJsonObject(activity) || !isJsonObject(activity.definition)) return activity;
  const definition = withOneLanguage(
    activity.definition,
    ['name', 'description'],
    preferences,
  ) as JsonObject;
  for (const list of COMPONENT_LISTS) {
    const components = definition[list];
    if (Array.isArray(components)) {
      definition[list] = components.map((component) =>
        withOneLanguage(component, ['description'], preferences),
      );
    }
  }
  return { ...activity, definition };
}

/** A statement or sub-statement in `canonical` format (contextActivities already arrays). */
function bodyCanonical(body: JsonObject, preferences: string[]): JsonObject {
  const result: JsonObject = { ...body };
  if (body.verb !== undefined) result.verb = withOneLanguage(body.verb, ['display'], preferences);
  const kind = objectKind(body.object);
  if (kind === 'Activity') result.object = canonicalActivity(body.object, preferences);
  if (kind === 'SubStatement' && isJsonObject(body.object)) {
    result.object = bodyCanonical(body.object, preferences);
  }
  const context = body.context;
  if (isJsonObject(context) && isJsonObject(context.contextActivities)) {
    const contextActivities: JsonObject = {};
    for (const [key, activities] of Object.entries(context.contextActivities)) {
      contextActivities[key] = asActivityList(activities).map((activity) =>
        canonicalActivity(activity, preferences),
      );
    }
    result.context = { ...context, contextActivities };
  }
  if (Array.isArray(body.attachments)) {
    result.attachments = body.attachments.map((attachment) =>
      withOneLanguage(attachment, ['display', 'description'], preferences),
    );
  }
  return result;
}

/**
 * A stored statement in the format GET /statements asks for. Every format returns each
 * contextActivities value as an array, as the LRS MUST even for one that arrived as a single
 * Activity. `exact`: as stored otherwise. `ids`: only the IFI (and objectType) of agents and
 * groups (an anonymous group keeps its members, as ids), only the id of activities and verbs.
 * `canonical`: of every language map (verb display, activity name and description, interaction
 * components, attachments), only the one entry best matching the Accept-Language list (its
 * ranges, most preferred first; q-values are honoured), else the first. The input is not changed.
 */
export function formatStatement(
  statement: Statement,
  format: 'exact' | 'ids' | 'canonical',
  acceptLanguages: string[],
): Statement {
  const exact = withActivityArrays(structuredClone(statement));
  if (format === 'ids') return bodyIds(exact);
  if (format === 'canonical') return bodyCanonical(exact, languagePreferences(acceptLanguages));
  return exact;
}
