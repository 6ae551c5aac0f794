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
  'PLATFORM_KEYS_REFUSED',
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

const ITEM_SLUG = /^[a-z0-9][a-z0-9-]{0,200}$/;

/**
 * The item of the course a launch opens, when its link is for one item (a quiz deep linked on
 * its own): the custom parameter `item`, else the target link's `?item=` (what deep linking
 * returns). Null: the link is for the whole course.
 */
export function launchedItemSlug(
  targetLinkUri: string,
  custom: Record<string, unknown> | undefined,
): string | null {
  const named = custom?.item;
  if (typeof named === 'string') return ITEM_SLUG.test(named) ? named : null;
  try {
    const value = new URL(targetLinkUri).searchParams.get('item');
    return value && ITEM_SLUG.test(value) ? value : null;
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
    /** One item of a course (a quiz on its own): the course's link naming the item. */
    itemTarget: (slug: string, item: string) =>
      `${origin}/lti/tool/courses/${slug}?item=${encodeURIComponent(item)}`,
  };
}

/** What a launch's AGS claim lets the tool do (AGS 2.0 §3.1). */
export type LaunchAgs = { lineitem?: string; lineitems?: string; scope?: string[] } | null;

/**
 * Where a score of a launch goes (AGS 2.0 §3.2, line items per resource link). The resource
 * link's own line item (the claim's `lineitem`, which the platform made for the link, e.g. from
 * deep linking's `lineItem`) is the grade of what the link is for:
 * - a link for the course: the course's completion goes there; each quiz of the course goes to a
 *   line item of its own the tool finds or makes in the container, bound to the resource link,
 *   `resourceId` the quiz item, `tag` quiz;
 * - a link for one quiz (`launchItemId`): that quiz's score goes there; the course's completion
 *   only to a line item of its own in the container, and other quizzes nowhere (not its link).
 * null: the launch's grant does not allow it (no score scope, or no line item and no lineitem
 * scope to find or make one).
 */
export function scoreTarget(
  ags: LaunchAgs,
  of: { kind: 'course'; courseId: string } | { kind: 'quiz'; itemId: string },
  launchItemId: string | null = null,
):
  | { lineItem: string }
  | { container: string; resourceId: string; tag: 'completion' | 'quiz' }
  | null {
  const scope = ags?.scope ?? [];
  if (!ags || !scope.includes(AGS_SCOPE.score)) return null;
  const linkIsFor = launchItemId ?? 'course';
  const scoredIs = of.kind === 'course' ? 'course' : of.itemId;
  if (launchItemId && of.kind === 'quiz' && of.itemId !== launchItemId) return null;
  if (linkIsFor === scoredIs && ags.lineitem) return { lineItem: ags.lineitem };
  if (!ags.lineitems || !scope.includes(AGS_SCOPE.lineItem)) return null;
  return of.kind === 'course'
    ? { container: ags.lineitems, resourceId: of.courseId, tag: 'completion' }
    : { container: ags.lineitems, resourceId: of.itemId, tag: 'quiz' };
}

/**
 * A finished quiz attempt's score (AGS 2.0 §3.4): its points out of its maximum, Completed; while
 * an open answer waits for a coach the grading is PendingManual and no score is given (a partial
 * score would show on the platform as the grade), FullyGraded once graded.
 */
export function quizAttemptScore(attempt: {
  score: number | null;
  maxScore: number;
  pendingReview: boolean;
}) {
  const pending = attempt.pendingReview || attempt.score === null;
  return {
    scoreGiven: pending ? null : attempt.score,
    scoreMaximum: attempt.maxScore,
    activityProgress: 'Completed' as const,
    gradingProgress: pending ? ('PendingManual' as const) : ('FullyGraded' as const),
  };
}

type FinishedAttempt = { score: number | null; maxScore: number; pendingReview: boolean };

/**
 * The attempt whose score goes to the platform: the best graded one (by its share of the points,
 * as the learner's own results count a quiz), else — none graded yet — the one just finished,
 * pending. A weaker later attempt never lowers the platform's grade.
 */
export function bestQuizAttempt<A extends FinishedAttempt>(current: A, others: readonly A[]): A {
  const graded = [current, ...others].filter(
    (attempt) => !attempt.pendingReview && attempt.score !== null && attempt.maxScore > 0,
  );
  const share = (attempt: A) => (attempt.score ?? 0) / attempt.maxScore;
  return (
    graded.reduce<A | null>(
      (best, attempt) => (!best || share(attempt) > share(best) ? attempt : best),
      null,
    ) ?? current
  );
}

/** The languages the framed LTI pages speak. */
const LAUNCH_LOCALES = ['en', 'nl', 'ro'] as const;
export type LaunchLocale = (typeof LAUNCH_LOCALES)[number];

/** A launch's `locale` claim (a BCP 47 tag, LTI 1.3 §5.3.8) as one of our languages, or null. */
export function launchLocale(value: unknown): LaunchLocale | null {
  if (typeof value !== 'string') return null;
  const language = value.trim().slice(0, 2).toLowerCase();
  if (value.length > 2 && !/^[a-z]{2}[-_]/i.test(value.trim())) return null;
  return (LAUNCH_LOCALES as readonly string[]).includes(language)
    ? (language as LaunchLocale)
    : null;
}

/**
 * The language of an id_token's `locale` claim, read without verifying it: it only chooses the
 * language of the page that follows (the refusal page too, when the token is refused).
 */
export function idTokenLocale(idToken: string | null | undefined): LaunchLocale | null {
  const payload = idToken?.split('.')[1];
  if (!payload || payload.length > 60_000) return null;
  try {
    const claims = JSON.parse(new TextDecoder().decode(base64UrlBytes(payload))) as {
      locale?: unknown;
    };
    return launchLocale(claims.locale);
  } catch {
    return null;
  }
}

function base64UrlBytes(value: string): Uint8Array {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/**
 * The framed LTI pages' language (/lti/tool/*?…&lang=xx, set from the launch's `locale`): a page
 * in a platform's iframe has no cookie and no account to take it from. Null elsewhere.
 */
export function framedPageLocale(path: string | null | undefined): LaunchLocale | null {
  if (!path?.startsWith('/lti/tool/')) return null;
  const query = path.indexOf('?');
  if (query < 0) return null;
  return launchLocale(new URLSearchParams(path.slice(query + 1)).get('lang'));
}

/** `path` with the launch's language added (nothing when it has none of ours). */
export function withLaunchLocale(path: string, locale: LaunchLocale | null): string {
  if (!locale) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}
