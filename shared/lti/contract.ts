import { z } from 'zod';
import { timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
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

/** POST /v1/lti/platforms (PATCH: any of them). */
export const ltiPlatformInput = z.strictObject({
  issuer: z.string().trim().min(1).max(500),
  client_id: z.string().trim().min(1).max(500),
  deployment_ids: z.array(z.string().trim().min(1).max(500)).min(1).max(50),
  auth_endpoint: httpsUrl,
  token_endpoint: httpsUrl,
  jwks_url: httpsUrl,
  administrator_role: z.enum(['coach', 'admin']).default('coach'),
});

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
    'deep-linking request.',
  attributes: { title: z.string(), slug: z.string(), summary: z.string() },
});

/** The signed deep-linking response and where the browser posts it. */
export const ltiDeepLinkResponses = defineResource({
  type: 'lti_deep_link_responses',
  description:
    'An LtiDeepLinkingResponse signed with the portal key, and the platform URL it is posted to.',
  attributes: { return_url: z.string(), jwt: z.string() },
});

/** The course picked; the app adds the portal origin the platform reached (the links' base). */
export const ltiDeepLinkInput = z.strictObject({ course_id: z.uuid(), origin: httpsUrl });
