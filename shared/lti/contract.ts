import { z } from 'zod';
import { timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { LTI_PRESENTATIONS, LTI_SERVICES, LTI_TOOL_STATUSES } from './platform';
import { LTI_REFUSALS } from './tool-rules';

/**
 * LTI 1.3, the portal as a tool (issue 38 item 2; docs/lti.md): the platforms that launch it, and
 * the answers of its public launch endpoints (which only the app's /lti/tool routes call).
 */

const httpsUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      return ['https:', 'http:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  });

export const ltiPlatforms = defineResource({
  type: 'lti_platforms',
  description:
    'A platform (an LMS such as Canvas or Moodle) registered to launch the portal as an LTI 1.3 ' +
    'tool: its issuer, the client id it gave the portal, its deployments and endpoints.',
  attributes: {
    /** What the admins call it; empty: shown by its issuer. */
    name: z.string(),
    issuer: z.string(),
    client_id: z.string(),
    deployment_ids: z.array(z.string()),
    auth_endpoint: z.string(),
    token_endpoint: z.string(),
    jwks_url: z.string(),
    administrator_role: z.enum(['coach', 'admin']),
    created_at: timestamp,
  },
});

const platformFields = {
  name: z.string().trim().max(200),
  issuer: z.string().trim().min(1).max(500),
  client_id: z.string().trim().min(1).max(500),
  deployment_ids: z.array(z.string().trim().min(1).max(500)).min(1).max(50),
  auth_endpoint: httpsUrl,
  token_endpoint: httpsUrl,
  jwks_url: httpsUrl,
  administrator_role: z.enum(['coach', 'admin']),
};

/** POST /v1/lti/platforms. */
export const ltiPlatformInput = z.strictObject({
  ...platformFields,
  name: platformFields.name.default(''),
  administrator_role: platformFields.administrator_role.default('coach'),
});

/** PATCH /v1/lti/platforms/:id: any of them, each checked as when registering. */
export const ltiPlatformUpdate = z.strictObject(platformFields).partial();

/** An OIDC login initiation the portal accepted: where the browser goes next. */
export const ltiLogins = defineResource({
  type: 'lti_logins',
  description:
    "An LTI 1.3 OIDC login initiation the portal accepted: the platform's authorisation URL " +
    'with the signed state and a nonce kept to be used once.',
  attributes: { redirect_url: z.string() },
});

/** A launch the portal accepted: a one-time code that opens the session in a first-party window. */
export const ltiLaunches = defineResource({
  type: 'lti_launches',
  description:
    'A valid LTI 1.3 launch: the account signed in and enrolled, and a one-time hand-over code ' +
    '(minutes) that opens its session, or the course picker of a deep-linking request.',
  attributes: {
    message_type: z.enum(['LtiResourceLinkRequest', 'LtiDeepLinkingRequest']),
    code: z.string(),
  },
});

/** Why a launch was refused (the error's meta.reason). */
export const ltiRefusalReason = z.enum(LTI_REFUSALS);

/** The session a hand-over code opened, and where it leads. */
export const ltiSessions = defineResource({
  type: 'lti_sessions',
  description:
    'The session an LTI launch opens once its hand-over code is used: the bearer token and the ' +
    'course it leads to.',
  attributes: {
    token: z.string(),
    expires_at: timestamp,
    course_slug: z.string().nullable(),
    item_slug: z.string().nullable(),
  },
});

/** A course an instructor may pick in a deep-linking request. */
export const ltiDeepLinkCourses = defineResource({
  type: 'lti_deep_link_courses',
  description:
    'A published course of the portal an instructor may return to the platform from a ' +
    'deep-linking request, with its quizzes (each may be returned on its own, graded alone).',
  attributes: {
    title: z.string(),
    slug: z.string(),
    summary: z.string(),
    quizzes: z.array(z.object({ id: z.string(), title: z.string() })),
  },
});

/** The signed deep-linking response and where the browser posts it. */
export const ltiDeepLinkResponses = defineResource({
  type: 'lti_deep_link_responses',
  description:
    'An LtiDeepLinkingResponse signed with the portal key, and the platform URL it is posted to.',
  attributes: { return_url: z.string(), jwt: z.string() },
});

/** The course picked; the app adds the portal origin the platform reached (the links' base). */
export const ltiDeepLinkInput = z.strictObject({
  course_id: z.uuid(),
  /** One quiz of the course instead of the whole course: its own link and line item. */
  item_id: z.uuid().optional(),
  origin: httpsUrl,
});

/**
 * The portal as an LTI 1.3 platform (issue 38 item 1; docs/lti-tools.md): the outside tools it
 * launches, what the admin copies into a tool, and the launch and authorization answers the app
 * turns into the browser's steps of the OIDC third-party initiated login.
 */

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/[^\s]+$/i, 'url');

const customParameters = z
  .record(
    z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_.-]+$/),
    z.string().max(1000),
  )
  .refine((value) => Object.keys(value).length <= 50);

export const ltiTools = defineResource({
  type: 'lti_tools',
  description:
    'An outside LTI 1.3 tool the portal launches from course items. The client id is issued by ' +
    'the portal; the tool proves itself with its own key (a JWKS URL or one public JWK).',
  attributes: {
    name: z.string(),
    client_id: z.string(),
    deployment_id: z.string(),
    login_url: z.string(),
    redirect_uris: z.array(z.string()),
    target_link_uri: z.string(),
    deep_link_uri: z.string().nullable(),
    jwks_url: z.string().nullable(),
    /** Whether a public key is kept (the key itself is not sent back). */
    has_public_key: z.boolean(),
    custom: z.record(z.string(), z.string()),
    presentation: z.enum(LTI_PRESENTATIONS),
    services: z.array(z.enum(LTI_SERVICES)),
    status: z.enum(LTI_TOOL_STATUSES),
    created_at: timestamp,
  },
});

/** POST /v1/lti/tools (a tool by hand) and PATCH (every field optional). */
export const ltiToolInput = z.strictObject({
  name: z.string().trim().min(1).max(120),
  deployment_id: z.string().trim().min(1).max(255).optional(),
  login_url: httpUrl,
  redirect_uris: z.array(httpUrl).min(1).max(20),
  target_link_uri: httpUrl,
  deep_link_uri: httpUrl.nullable().optional(),
  jwks_url: httpUrl.nullable().optional(),
  /** One public JWK (RSA), as JSON text. */
  public_jwk: z.string().max(10_000).nullable().optional(),
  custom: customParameters.optional(),
  presentation: z.enum(LTI_PRESENTATIONS).optional(),
  services: z.array(z.enum(LTI_SERVICES)).max(2).optional(),
  status: z.enum(LTI_TOOL_STATUSES).optional(),
});

export const ltiToolUpdate = ltiToolInput.partial();

/** What the admin copies into a tool: the portal's LTI endpoints as a platform. */
export const ltiPlatformEndpoints = defineResource({
  type: 'lti_platform_endpoints',
  description:
    "The portal's LTI 1.3 platform endpoints to give a tool: issuer, OIDC authorization " +
    'endpoint, token endpoint, JWKS and the OpenID configuration of Dynamic Registration.',
  attributes: {
    issuer: z.string(),
    authorization_endpoint: z.string(),
    token_endpoint: z.string(),
    jwks_uri: z.string(),
    openid_configuration: z.string(),
  },
});

/** A launch's first step: where the browser goes (the tool's login initiation URL). */
export const ltiToolLaunches = defineResource({
  type: 'lti_tool_launches',
  description:
    "An LTI launch's OIDC third-party initiated login: the tool's login URL with iss, " +
    'login_hint, lti_message_hint, target_link_uri, client_id and lti_deployment_id.',
  attributes: {
    login_url: z.string(),
    presentation: z.enum(LTI_PRESENTATIONS),
    /** The origins the launch passes through (the page that frames it allows them). */
    origins: z.array(z.string()),
  },
});

export const ltiLaunchInput = z.strictObject({
  item_id: z.uuid().optional(),
  /** A Deep Linking request: the module to add the returned items to. */
  module_id: z.uuid().optional(),
  tool_id: z.uuid().optional(),
});

/** The answer to a tool's authorization request: the id_token to post to its redirect URI. */
export const ltiAuthResponses = defineResource({
  type: 'lti_auth_responses',
  description:
    "The OIDC answer to a tool's authorization request: the id_token (and state) the browser " +
    'posts to the registered redirect URI.',
  attributes: {
    action: z.string(),
    id_token: z.string(),
    state: z.string().nullable(),
  },
});

export const ltiAuthInput = z.strictObject({
  scope: z.string().max(2000).optional(),
  response_type: z.string().max(200).optional(),
  response_mode: z.string().max(200).optional(),
  prompt: z.string().max(200).optional(),
  client_id: z.string().max(255).optional(),
  redirect_uri: z.string().max(2000).optional(),
  login_hint: z.string().max(4000).optional(),
  lti_message_hint: z.string().max(4000).optional(),
  state: z.string().max(4000).optional(),
  nonce: z.string().max(1000).optional(),
});

/** The items a Deep Linking response made (its JWT posted to the return URL). */
export const ltiDeepLinkResults = defineResource({
  type: 'lti_deep_link_results',
  description: 'The course items a Deep Linking response created, and where to go back to.',
  attributes: {
    item_ids: z.array(z.string()),
    course_id: z.string(),
  },
});

export const ltiDeepLinkResultInput = z.strictObject({ jwt: z.string().min(1).max(100_000) });

/** A course item's link to its tool (kind lti). */
export const ltiResourceLinks = defineResource({
  type: 'lti_resource_links',
  description: 'The tool an external-tool item launches, with its URL and custom parameters.',
  attributes: {
    tool_id: z.string().nullable(),
    tool_name: z.string().nullable(),
    url: z.string().nullable(),
    custom: z.record(z.string(), z.string()),
    presentation: z.enum(LTI_PRESENTATIONS),
  },
});

export const ltiResourceLinkInput = z.strictObject({
  tool_id: z.uuid(),
  url: httpUrl.nullable().optional(),
  custom: customParameters.optional(),
});

/** Dynamic Registration's start: the tool's registration URL with our configuration and token. */
export const ltiToolRegistrations = defineResource({
  type: 'lti_tool_registrations',
  description:
    "The tool's registration URL to open, with openid_configuration and a registration_token " +
    '(an hour) added (LTI Dynamic Registration 1.0 §3.3).',
  attributes: { url: z.string() },
});

export const ltiToolRegistrationInput = z.strictObject({
  registration_url: z
    .string()
    .trim()
    .max(2000)
    .regex(/^https?:\/\/\S+$/i),
});
