/**
 * The portal as an LTI 1.3 platform (issue 38 item 1; docs/lti-tools.md): the pure rules of
 * launching an outside tool — roles, the id_token's claims, redirect URIs, service scopes —
 * free of zod and of the database, for the API and its tests. The specifications: LTI 1.3
 * Core, Deep Linking 2.0, AGS 2.0, NRPS 2.0, the IMS Security Framework 1.0.
 */
import { ADMIN_ROLES, AUTHOR_ROLES, COACH_ROLES, hasRole } from '../access/roles';

export const LTI_PRESENTATIONS = ['iframe', 'window'] as const;
export type LtiPresentation = (typeof LTI_PRESENTATIONS)[number];

/** The services a tool may be granted: AGS (line items and scores) and NRPS. */
export const LTI_SERVICES = ['ags', 'nrps'] as const;
export type LtiService = (typeof LTI_SERVICES)[number];

/** `pending`: registered by Dynamic Registration, not launched until an admin activates it. */
export const LTI_TOOL_STATUSES = ['active', 'pending'] as const;
export type LtiToolStatus = (typeof LTI_TOOL_STATUSES)[number];

export const LTI_VERSION = '1.3.0';
const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
export const CLAIMS = {
  messageType: `${CLAIM}message_type`,
  version: `${CLAIM}version`,
  deploymentId: `${CLAIM}deployment_id`,
  targetLinkUri: `${CLAIM}target_link_uri`,
  resourceLink: `${CLAIM}resource_link`,
  roles: `${CLAIM}roles`,
  context: `${CLAIM}context`,
  launchPresentation: `${CLAIM}launch_presentation`,
  custom: `${CLAIM}custom`,
  toolPlatform: `${CLAIM}tool_platform`,
  lis: `${CLAIM}lis`,
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  dlData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
} as const;

export const SCOPES = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  resultReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

const AGS_SCOPES = [SCOPES.lineItem, SCOPES.lineItemReadOnly, SCOPES.resultReadOnly, SCOPES.score];

/** The scopes the tool's services open. */
export function scopesOfServices(services: readonly LtiService[]): string[] {
  return [
    ...(services.includes('ags') ? AGS_SCOPES : []),
    ...(services.includes('nrps') ? [SCOPES.nrps] : []),
  ];
}

/**
 * What a token request gets (Security Framework §4.1): the asked scopes the tool's services open,
 * in the order asked; none asked or none open is a refusal (`invalid_scope`, null).
 */
export function grantedScopes(asked: string, services: readonly LtiService[]): string[] | null {
  const open = new Set(scopesOfServices(services));
  const wanted = asked.split(/\s+/).filter(Boolean);
  const granted = [...new Set(wanted)].filter((scope) => open.has(scope));
  return granted.length === 0 || granted.length < new Set(wanted).size ? null : granted;
}

const ROLE = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';
const INSTITUTION = 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#';

/**
 * Our roles as LTI roles (LTI 1.3 §A.2): an admin is an Administrator (of the institution and
 * the context), a coach or author an Instructor, anyone else a Learner. In the course, `coaches`
 * says whether they coach it (a coach of another course is a learner here).
 */
export function ltiRoles(roles: readonly string[], coachesThisCourse = true): string[] {
  if (hasRole(roles, ADMIN_ROLES)) {
    return [`${INSTITUTION}Administrator`, `${ROLE}Administrator`];
  }
  if (hasRole(roles, AUTHOR_ROLES) || (coachesThisCourse && hasRole(roles, COACH_ROLES))) {
    return [`${ROLE}Instructor`];
  }
  return [`${ROLE}Learner`];
}

/** The NRPS membership roles (context roles only). */
export function membershipRoles(roles: readonly string[], coachesThisCourse: boolean): string[] {
  return ltiRoles(roles, coachesThisCourse).filter((role) => role.startsWith(ROLE));
}

/**
 * A redirect_uri the tool asks for is one it registered, exactly (Security Framework §5.1.1.1:
 * no prefix or pattern matching), compared as parsed URLs so `HTTP://Tool/` equals `http://tool/`.
 */
export function redirectUriRegistered(asked: string, registered: readonly string[]): boolean {
  const normal = (value: string) => {
    try {
      const url = new URL(value);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
      if (url.username || url.password || url.hash) return null;
      return url.href;
    } catch {
      return null;
    }
  };
  const wanted = normal(asked);
  return wanted !== null && registered.some((uri) => normal(uri) === wanted);
}

/** The parameters of the tool's authorization request (OIDC, LTI 1.3 §5.1.1.2). */
export type AuthRequest = {
  scope?: string;
  response_type?: string;
  response_mode?: string;
  prompt?: string;
  client_id?: string;
  redirect_uri?: string;
  login_hint?: string;
  lti_message_hint?: string;
  state?: string;
  nonce?: string;
};

export type AuthRefusal =
  | 'invalid_request'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'unauthorized_client';

/** The authorization request's fixed values (Security Framework §5.1.1.1); the first wrong one. */
export function authRequestRefusal(request: AuthRequest): AuthRefusal | null {
  if (!request.client_id || !request.redirect_uri || !request.login_hint) return 'invalid_request';
  if (!request.nonce || !request.lti_message_hint) return 'invalid_request';
  if (request.response_type !== 'id_token') return 'unsupported_response_type';
  if (!(request.scope ?? '').split(' ').includes('openid')) return 'invalid_scope';
  if (request.response_mode !== 'form_post') return 'invalid_request';
  if (request.prompt !== undefined && request.prompt !== 'none') return 'invalid_request';
  return null;
}

export type LaunchFacts = {
  issuer: string;
  clientId: string;
  deploymentId: string;
  nonce: string;
  person: { id: string; name: string; givenName: string; familyName: string; email: string };
  roles: string[];
  course: { id: string; title: string; slug: string };
  locale: string;
  returnUrl: string;
  platform: { guid: string; name: string; url: string };
  custom: Record<string, string>;
};

export type ResourceLinkFacts = LaunchFacts & {
  targetLinkUri: string;
  presentation: LtiPresentation;
  link: { id: string; title: string };
  ags: { lineItems: string; lineItem: string | null; scopes: string[] } | null;
  nrps: { membershipsUrl: string } | null;
};

export type DeepLinkingFacts = LaunchFacts & {
  targetLinkUri: string;
  returnUrl: string;
  data: string;
};

function commonClaims(facts: LaunchFacts) {
  return {
    iss: facts.issuer,
    aud: facts.clientId,
    azp: facts.clientId,
    sub: facts.person.id,
    nonce: facts.nonce,
    name: facts.person.name,
    given_name: facts.person.givenName,
    family_name: facts.person.familyName,
    email: facts.person.email,
    locale: facts.locale,
    [CLAIMS.version]: LTI_VERSION,
    [CLAIMS.deploymentId]: facts.deploymentId,
    [CLAIMS.roles]: facts.roles,
    [CLAIMS.context]: {
      id: facts.course.id,
      label: facts.course.slug,
      title: facts.course.title,
      type: ['http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering'],
    },
    [CLAIMS.toolPlatform]: {
      guid: facts.platform.guid,
      name: facts.platform.name,
      url: facts.platform.url,
      product_family_code: 'academy',
      version: '1',
    },
    ...(Object.keys(facts.custom).length > 0 ? { [CLAIMS.custom]: facts.custom } : {}),
  };
}

/** The id_token's claims of an LtiResourceLinkRequest (LTI 1.3 §5.3, AGS §3.1, NRPS §3.6.1). */
export function resourceLinkClaims(facts: ResourceLinkFacts): Record<string, unknown> {
  return {
    ...commonClaims(facts),
    [CLAIMS.messageType]: 'LtiResourceLinkRequest',
    [CLAIMS.targetLinkUri]: facts.targetLinkUri,
    [CLAIMS.resourceLink]: { id: facts.link.id, title: facts.link.title },
    [CLAIMS.launchPresentation]: {
      document_target: facts.presentation,
      return_url: facts.returnUrl,
      locale: facts.locale,
    },
    ...(facts.ags
      ? {
          [CLAIMS.ags]: {
            scope: facts.ags.scopes,
            lineitems: facts.ags.lineItems,
            ...(facts.ags.lineItem ? { lineitem: facts.ags.lineItem } : {}),
          },
        }
      : {}),
    ...(facts.nrps
      ? {
          [CLAIMS.nrps]: {
            context_memberships_url: facts.nrps.membershipsUrl,
            service_versions: ['2.0'],
          },
        }
      : {}),
  };
}

/** The id_token's claims of an LtiDeepLinkingRequest (Deep Linking 2.0 §4.4). */
export function deepLinkingClaims(facts: DeepLinkingFacts): Record<string, unknown> {
  return {
    ...commonClaims(facts),
    [CLAIMS.messageType]: 'LtiDeepLinkingRequest',
    [CLAIMS.targetLinkUri]: facts.targetLinkUri,
    [CLAIMS.launchPresentation]: { document_target: 'window', locale: facts.locale },
    [CLAIMS.deepLinkingSettings]: {
      deep_link_return_url: facts.returnUrl,
      accept_types: ['ltiResourceLink'],
      accept_presentation_document_targets: ['iframe', 'window'],
      accept_multiple: true,
      auto_create: true,
      data: facts.data,
    },
  };
}

/** An ltiResourceLink content item of a Deep Linking response, as we keep it. */
export type ResourceLinkItem = {
  title: string;
  url: string | null;
  custom: Record<string, string>;
};

/**
 * The ltiResourceLink items of a Deep Linking response (§3.2 and §4.5): other types are ignored,
 * a URL must be http(s), custom values are strings; at most `max`.
 */
export function resourceLinkItems(contentItems: unknown, max = 20): ResourceLinkItem[] {
  if (!Array.isArray(contentItems)) return [];
  const items: ResourceLinkItem[] = [];
  for (const raw of contentItems) {
    if (!raw || typeof raw !== 'object') continue;
    const item = raw as Record<string, unknown>;
    if (item.type !== 'ltiResourceLink') continue;
    const url = typeof item.url === 'string' && /^https?:\/\//i.test(item.url) ? item.url : null;
    const custom: Record<string, string> = {};
    if (item.custom && typeof item.custom === 'object') {
      for (const [key, value] of Object.entries(item.custom as Record<string, unknown>)) {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
          custom[key.slice(0, 100)] = String(value).slice(0, 1000);
        }
      }
    }
    const title = typeof item.title === 'string' && item.title.trim() ? item.title.trim() : '';
    items.push({ title: title.slice(0, 200), url, custom });
    if (items.length >= max) break;
  }
  return items;
}

export const ACTIVITY_PROGRESS = [
  'Initialized',
  'Started',
  'InProgress',
  'Submitted',
  'Completed',
] as const;
export const GRADING_PROGRESS = [
  'FullyGraded',
  'Pending',
  'PendingManual',
  'Failed',
  'NotReady',
] as const;

/**
 * What a score does to the item (AGS §3.4): Completed and FullyGraded finishes it (progress and a
 * result); anything else is kept for AGS but changes nothing the learner sees.
 */
export function scoreFinishes(score: { activityProgress: string; gradingProgress: string }) {
  return score.activityProgress === 'Completed' && score.gradingProgress === 'FullyGraded';
}

/**
 * The learner's result of an item from its latest score: a finished score with points as a
 * percent (rounded), passed at `passPercent` or more; finished without points: completed.
 */
export function ltiItemResult(
  score: {
    activityProgress: string;
    gradingProgress: string;
    scoreGiven: number | null;
    scoreMaximum: number | null;
  } | null,
  passPercent = 50,
): {
  result: 'passed' | 'failed' | 'completed' | 'in_progress' | 'not_started';
  percent: number | null;
} {
  if (!score) return { result: 'not_started', percent: null };
  if (!scoreFinishes(score)) return { result: 'in_progress', percent: null };
  if (score.scoreGiven === null || !score.scoreMaximum)
    return { result: 'completed', percent: null };
  const percent = Math.max(0, Math.round((score.scoreGiven / score.scoreMaximum) * 100));
  return { result: percent >= passPercent ? 'passed' : 'failed', percent };
}

/**
 * The Link header of a page of NRPS members (NRPS §2.4.2): `next` when more follow. `url` is the
 * memberships URL; `page` is 1-based.
 */
export function membershipLinks(url: string, page: number, limit: number, total: number): string {
  const links: string[] = [];
  const at = (n: number) => {
    const next = new URL(url);
    next.searchParams.set('limit', String(limit));
    next.searchParams.set('page', String(n));
    return next.href;
  };
  if (page * limit < total) links.push(`<${at(page + 1)}>; rel="next"`);
  if (page > 1) links.push(`<${at(page - 1)}>; rel="prev"`);
  links.push(`<${at(1)}>; rel="first"`);
  links.push(`<${at(Math.max(1, Math.ceil(total / limit)))}>; rel="last"`);
  return links.join(', ');
}
