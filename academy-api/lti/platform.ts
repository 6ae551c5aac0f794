import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  customFetch,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
  SignJWT,
} from 'jose';
import {
  type AuthRefusal,
  type AuthRequest,
  authRequestRefusal,
  deepLinkingClaims,
  ltiRoles,
  redirectUriRegistered,
  resourceLinkClaims,
  SCOPES,
  scopesOfServices,
} from '../../shared/lti/platform';
import type { Db } from '../db/database';
import { accountRoles, accounts, courseItems, courses, portals } from '../db/schema';
import { isCourseCoach } from '../learning';
import { LTI_ALG, ltiJwks, ltiSigningKey } from './keys';
import { ltiFetch } from './outbound';
import { ltiLineItems } from './platform-tables/schema';
import { type LtiToolRow, resourceLinkOf, toolByClientId } from './tools.queries';

/** How long the login and message hints, and the id_token, live: a launch takes seconds. */
export const HINT_TTL_SECONDS = 300;
export const ID_TOKEN_TTL_SECONDS = 300;

/** The portal's LTI endpoints as a platform, under its public origin (docs/lti-tools.md). */
export function platformUrls(origin: string) {
  return {
    issuer: origin,
    authorization: `${origin}/lti/platform/auth`,
    token: `${origin}/lti/platform/token`,
    jwks: `${origin}/lti/jwks`,
    openidConfiguration: `${origin}/lti/platform/openid-configuration`,
    registration: `${origin}/lti/platform/register`,
    deepLinkReturn: `${origin}/lti/platform/deep-link-return`,
    lineItems: (courseId: string) => `${origin}/lti/platform/ags/${courseId}/lineitems`,
    lineItem: (courseId: string, id: string) =>
      `${origin}/lti/platform/ags/${courseId}/lineitems/${id}`,
    memberships: (courseId: string) => `${origin}/lti/platform/nrps/${courseId}/memberships`,
  };
}

/** A refusal of an LTI request, named for the log and the OAuth/OIDC error it answers. */
export class LtiRefusal extends Error {
  constructor(
    readonly error: AuthRefusal | 'invalid_client' | 'invalid_grant' | 'login_required',
    readonly reason: string,
  ) {
    super(reason);
  }
}

type HintKind = 'login_hint' | 'lti_message_hint' | 'deep_link_data' | 'registration';

/** A short-lived token the portal signs for itself (the hints): RS256, its own audience. */
export async function signHint(
  db: Db,
  portalId: string,
  kind: HintKind,
  claims: Record<string, unknown>,
  ttlSeconds = HINT_TTL_SECONDS,
) {
  const key = await ltiSigningKey(db, portalId);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: LTI_ALG, kid: key.kid, typ: 'JWT' })
    .setAudience(`academy:${kind}`)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key.privateKey);
}

/** A hint back, checked: signed by this portal's key, its kind, not expired (null if not). */
export async function readHint(
  db: Db,
  portalId: string,
  kind: HintKind,
  token: string,
): Promise<JWTPayload | null> {
  try {
    const keys = createLocalJWKSet(await ltiJwks(db, portalId, new Date()));
    const { payload } = await jwtVerify(token, keys, {
      audience: `academy:${kind}`,
      algorithms: [LTI_ALG],
    });
    return payload;
  } catch {
    return null;
  }
}

const remoteSets = new Map<string, JWTVerifyGetKey>();

/**
 * The tool's verification keys: its JWKS URL (fetched through the guarded fetch, cached by jose)
 * or its one public JWK. A refused address throws GuardedFetchRefused from the verification.
 */
export function toolKeys(tool: Pick<LtiToolRow, 'jwksUrl' | 'publicJwk'>): JWTVerifyGetKey | null {
  if (tool.jwksUrl) {
    let set = remoteSets.get(tool.jwksUrl);
    if (!set) {
      set = createRemoteJWKSet(new URL(tool.jwksUrl), {
        timeoutDuration: 5000,
        [customFetch]: (url, init) => ltiFetch(url, init as RequestInit, 5000),
      });
      remoteSets.set(tool.jwksUrl, set);
    }
    return set;
  }
  if (tool.publicJwk) return createLocalJWKSet({ keys: [tool.publicJwk as JWK] });
  return null;
}

/** The tool's login initiation URL with the third-party initiated login's parameters (§5.1.1.1). */
export function loginInitiationUrl(
  tool: LtiToolRow,
  params: { issuer: string; loginHint: string; messageHint: string; targetLinkUri: string },
) {
  const url = new URL(tool.loginUrl);
  url.searchParams.set('iss', params.issuer);
  url.searchParams.set('login_hint', params.loginHint);
  url.searchParams.set('lti_message_hint', params.messageHint);
  url.searchParams.set('target_link_uri', params.targetLinkUri);
  url.searchParams.set('client_id', tool.clientId);
  url.searchParams.set('lti_deployment_id', tool.deploymentId);
  return url.href;
}

/** The origins a launch of the tool passes through (the framing page allows them). */
export function toolOrigins(tool: LtiToolRow, url: string | null): string[] {
  const origins = new Set<string>();
  for (const value of [tool.loginUrl, tool.targetLinkUri, url, ...tool.redirectUris]) {
    if (!value) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Registered URLs are checked on input; a bad one frames nothing.
    }
  }
  return [...origins];
}

/** A resource link launch's first step for the learner: the tool's login URL. */
export async function resourceLinkLaunch(
  db: Db,
  params: { portalId: string; origin: string; accountId: string; itemId: string },
) {
  const found = await resourceLinkOf(db, params.itemId);
  const tool = found?.tool;
  if (!found || !tool || tool.status !== 'active') return null;
  const urls = platformUrls(params.origin);
  const targetLinkUri = found.link.url ?? tool.targetLinkUri;
  const loginHint = await signHint(db, params.portalId, 'login_hint', {
    sub: params.accountId,
    tool: tool.id,
  });
  const messageHint = await signHint(db, params.portalId, 'lti_message_hint', {
    sub: params.accountId,
    tool: tool.id,
    item: params.itemId,
    type: 'LtiResourceLinkRequest',
  });
  return {
    tool,
    loginUrl: loginInitiationUrl(tool, {
      issuer: urls.issuer,
      loginHint,
      messageHint,
      targetLinkUri,
    }),
    origins: toolOrigins(tool, targetLinkUri),
  };
}

/** A Deep Linking request's first step for the author: the tool's login URL. */
export async function deepLinkingLaunch(
  db: Db,
  params: {
    portalId: string;
    origin: string;
    accountId: string;
    tool: LtiToolRow;
    courseId: string;
    moduleId: string;
  },
) {
  const urls = platformUrls(params.origin);
  const targetLinkUri = params.tool.deepLinkUri ?? params.tool.targetLinkUri;
  const loginHint = await signHint(db, params.portalId, 'login_hint', {
    sub: params.accountId,
    tool: params.tool.id,
  });
  const messageHint = await signHint(db, params.portalId, 'lti_message_hint', {
    sub: params.accountId,
    tool: params.tool.id,
    course: params.courseId,
    module: params.moduleId,
    type: 'LtiDeepLinkingRequest',
  });
  return {
    loginUrl: loginInitiationUrl(params.tool, {
      issuer: urls.issuer,
      loginHint,
      messageHint,
      targetLinkUri,
    }),
    origins: toolOrigins(params.tool, targetLinkUri),
  };
}

/** The AGS line item the platform keeps for an item (made on its first launch). */
async function itemLineItem(
  db: Db,
  params: { toolId: string; courseId: string; itemId: string; title: string },
) {
  const [kept] = await db
    .select({ id: ltiLineItems.id })
    .from(ltiLineItems)
    .where(and(eq(ltiLineItems.itemId, params.itemId), eq(ltiLineItems.toolId, params.toolId)))
    .limit(1);
  if (kept) return kept.id;
  const [made] = await db
    .insert(ltiLineItems)
    .values({
      toolId: params.toolId,
      courseId: params.courseId,
      itemId: params.itemId,
      label: params.title,
      scoreMaximum: 100,
      resourceId: params.itemId,
    })
    .returning({ id: ltiLineItems.id });
  if (!made) throw new Error('Making a line item returned no row');
  return made.id;
}

export type AuthAnswer = {
  action: string;
  idToken: string;
  state: string | null;
  tool: LtiToolRow;
  accountId: string;
  messageType: string;
  itemId: string | null;
  courseId: string;
};

/**
 * The tool's authorization request answered (LTI 1.3 §5.1.1.2–3, Security Framework §5.1.1):
 * the fixed values, the tool by client id (active, this portal's), the redirect URI one it
 * registered, both hints signed by this portal, unexpired, of the same person and tool; when the
 * browser is signed in, as that person. The id_token is signed with the portal's key.
 */
export async function answerAuthRequest(
  db: Db,
  params: {
    portalId: string;
    origin: string;
    request: AuthRequest;
    sessionAccountId: string | null;
    locale: string;
  },
): Promise<AuthAnswer> {
  const request = params.request;
  const refusal = authRequestRefusal(request);
  if (refusal) throw new LtiRefusal(refusal, 'authorization request malformed');
  const tool = await toolByClientId(db, {
    portalId: params.portalId,
    clientId: request.client_id ?? '',
  });
  if (tool?.status !== 'active') {
    throw new LtiRefusal('unauthorized_client', 'unknown or inactive client_id');
  }
  if (!redirectUriRegistered(request.redirect_uri ?? '', tool.redirectUris)) {
    throw new LtiRefusal('invalid_request', 'redirect_uri not registered');
  }
  const login = await readHint(db, params.portalId, 'login_hint', request.login_hint ?? '');
  const message = await readHint(
    db,
    params.portalId,
    'lti_message_hint',
    request.lti_message_hint ?? '',
  );
  if (!login || !message || login.sub !== message.sub || login.tool !== tool.id) {
    throw new LtiRefusal('invalid_request', 'login_hint or lti_message_hint invalid');
  }
  if (message.tool !== tool.id) throw new LtiRefusal('invalid_request', 'hint of another tool');
  const accountId = String(login.sub);
  if (params.sessionAccountId && params.sessionAccountId !== accountId) {
    throw new LtiRefusal('login_required', 'login_hint is not the signed-in person');
  }
  const [person] = await db
    .select({
      id: accounts.id,
      name: accounts.fullName,
      email: accounts.email,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!person) throw new LtiRefusal('login_required', 'no such person');
  const roles = await rolesOf(db, accountId);
  const [portal] = await db
    .select({ id: portals.id, name: portals.name })
    .from(portals)
    .where(eq(portals.id, params.portalId));
  const urls = platformUrls(params.origin);
  const [givenName = '', ...rest] = person.name.split(' ');
  const nonce = request.nonce ?? '';
  const type = String(message.type);
  const courseId = String(message.course ?? '');
  const itemId = typeof message.item === 'string' ? message.item : null;

  let claims: Record<string, unknown>;
  let answerCourse: string;
  if (type === 'LtiResourceLinkRequest' && itemId) {
    const found = await resourceLinkOf(db, itemId);
    const [course] = await db
      .select({
        id: courses.id,
        title: courses.title,
        slug: courses.slug,
        itemTitle: courseItems.title,
      })
      .from(courses)
      .innerJoin(courseItems, eq(courseItems.courseId, courses.id))
      .where(and(eq(courseItems.id, itemId), eq(courses.portalId, params.portalId)));
    if (!found || found.link.toolId !== tool.id || !course) {
      throw new LtiRefusal('invalid_request', 'the item no longer links to this tool');
    }
    const itemTitle = course.itemTitle;
    const coaches = await isCourseCoach(db, { courseId: course.id, accountId });
    const ags = tool.services.includes('ags')
      ? {
          lineItems: urls.lineItems(course.id),
          lineItem: urls.lineItem(
            course.id,
            await itemLineItem(db, {
              toolId: tool.id,
              courseId: course.id,
              itemId,
              title: itemTitle,
            }),
          ),
          scopes: scopesOfServices(['ags']),
        }
      : null;
    claims = resourceLinkClaims({
      issuer: urls.issuer,
      clientId: tool.clientId,
      deploymentId: tool.deploymentId,
      nonce,
      person: {
        id: person.id,
        name: person.name,
        givenName,
        familyName: rest.join(' '),
        email: person.email,
      },
      roles: ltiRoles(roles, coaches),
      course: { id: course.id, title: course.title, slug: course.slug },
      locale: params.locale,
      returnUrl: `${params.origin}/courses/${course.slug}`,
      platform: { guid: params.portalId, name: portal?.name ?? '', url: params.origin },
      custom: { ...tool.custom, ...found.link.custom },
      targetLinkUri: found.link.url ?? tool.targetLinkUri,
      presentation: tool.presentation,
      link: { id: itemId, title: itemTitle },
      ags,
      nrps: tool.services.includes('nrps') ? { membershipsUrl: urls.memberships(course.id) } : null,
    });
    answerCourse = course.id;
  } else if (type === 'LtiDeepLinkingRequest' && courseId) {
    const [course] = await db
      .select({ id: courses.id, title: courses.title, slug: courses.slug })
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.portalId, params.portalId)));
    if (!course) throw new LtiRefusal('invalid_request', 'no such course');
    const data = await signHint(
      db,
      params.portalId,
      'deep_link_data',
      { sub: accountId, tool: tool.id, course: course.id, module: message.module },
      3600,
    );
    claims = deepLinkingClaims({
      issuer: urls.issuer,
      clientId: tool.clientId,
      deploymentId: tool.deploymentId,
      nonce,
      person: {
        id: person.id,
        name: person.name,
        givenName,
        familyName: rest.join(' '),
        email: person.email,
      },
      roles: ltiRoles(roles, true),
      course,
      locale: params.locale,
      returnUrl: urls.deepLinkReturn,
      platform: { guid: params.portalId, name: portal?.name ?? '', url: params.origin },
      custom: tool.custom,
      targetLinkUri: tool.deepLinkUri ?? tool.targetLinkUri,
      data,
    });
    answerCourse = course.id;
  } else {
    throw new LtiRefusal('invalid_request', 'unknown message');
  }
  const key = await ltiSigningKey(db, params.portalId);
  const idToken = await new SignJWT(claims)
    .setProtectedHeader({ alg: LTI_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
    .sign(key.privateKey);
  return {
    action: request.redirect_uri ?? '',
    idToken,
    state: request.state ?? null,
    tool,
    accountId,
    messageType: type,
    itemId,
    courseId: answerCourse,
  };
}

async function rolesOf(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ role: accountRoles.role })
    .from(accountRoles)
    .where(eq(accountRoles.accountId, accountId));
  return rows.map((row) => row.role);
}

export { SCOPES };
