/**
 * The portal as an LTI 1.3 tool (issue 38 item 2; docs/lti.md), pure: the claim names, why a
 * launch is refused, which of our roles a platform's roles give, and which course a launch opens.
 */

export const LTI_CLAIM = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  data: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
} as const;

export const RESOURCE_LINK_REQUEST = 'LtiResourceLinkRequest';
export const DEEP_LINKING_REQUEST = 'LtiDeepLinkingRequest';
export const DEEP_LINKING_RESPONSE = 'LtiDeepLinkingResponse';
export const LTI_VERSION = '1.3.0';

export const AGS_SCOPE = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
} as const;

/** Why a launch (or its login) is refused: each has a text on the refusal page (ltiTool.json). */
export const LTI_REFUSALS = [
  'THROTTLED',
  'UNKNOWN_PLATFORM',
  'BAD_LOGIN',
  'BAD_STATE',
  'BAD_TOKEN',
  'UNKNOWN_KID',
  'BAD_SIGNATURE',
  'WRONG_ISSUER',
  'WRONG_AUDIENCE',
  'EXPIRED',
  'ISSUED_IN_FUTURE',
  'NONCE_REPLAYED',
  'MISSING_DEPLOYMENT',
  'UNKNOWN_DEPLOYMENT',
  'WRONG_MESSAGE_TYPE',
  'WRONG_VERSION',
  'MISSING_CLAIM',
  'WRONG_TARGET',
  'COURSE_NOT_FOUND',
  'HANDOFF_USED',
  /** The portal has LTI switched off (its `lti` feature flag). */
  'LTI_OFF',
] as const;
export type LtiRefusalReason = (typeof LTI_REFUSALS)[number];

export function isLtiRefusal(value: unknown): value is LtiRefusalReason {
  return typeof value === 'string' && (LTI_REFUSALS as readonly string[]).includes(value);
}

/** A course's score on the platform: 0–100, its completion (score-passback.ts). */
export const COURSE_SCORE_MAXIMUM = 100;

/** Clock skew allowed on `exp` and `iat` (Security Framework §5.1.3: "a small leeway"). */
export const LTI_SKEW_SECONDS = 30;

const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';

/**
 * Our role for a platform's roles (LTI 1.3 §A.2): Instructor (and teaching assistant, mentor,
 * content developer) coaches; Administrator gets `administratorRole` (coach unless the admin
 * raised it); everyone else learns. Both the full URIs and the short names count (§5.3.7.1: short
 * names are deprecated but sent).
 */
export function mappedRole(
  roles: readonly string[],
  administratorRole: 'coach' | 'admin',
): 'student' | 'coach' | 'admin' {
  const names = roles.map((role) => {
    const short = role.startsWith(LIS) ? role.slice(role.lastIndexOf('#') + 1) : role;
    return short.replace(/^.*\//, '');
  });
  if (names.includes('Administrator') && administratorRole === 'admin') return 'admin';
  const teaching = [
    'Administrator',
    'Instructor',
    'TeachingAssistant',
    'Mentor',
    'ContentDeveloper',
  ];
  return names.some((name) => teaching.includes(name)) ? 'coach' : 'student';
}

/**
 * The course a launch opens: the custom parameter `course` (a slug) when the platform set one,
 * else the slug in the target link (`…/lti/tool/courses/{slug}`, what deep linking returns).
 */
export function launchedCourseSlug(
  targetLinkUri: string,
  custom: Record<string, unknown> | undefined,
): string | null {
  const named = custom?.course;
  if (typeof named === 'string' && /^[a-z0-9][a-z0-9-]{0,119}$/.test(named)) return named;
  try {
    const match = new URL(targetLinkUri).pathname.match(
      /\/lti\/tool\/courses\/([a-z0-9][a-z0-9-]{0,119})\/?$/,
    );
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}

/** Our URLs a platform's admin pastes in (docs/lti.md), for a portal's origin. */
export function toolUrls(origin: string) {
  return {
    loginInitiation: `${origin}/lti/tool/login`,
    launch: `${origin}/lti/tool/launch`,
    deepLinking: `${origin}/lti/tool/launch`,
    jwks: `${origin}/lti/jwks`,
    courseTarget: (slug: string) => `${origin}/lti/tool/courses/${slug}`,
  };
}
