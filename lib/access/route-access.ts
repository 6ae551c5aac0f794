import type { MeResult } from '@/lib/resources/me';
import { isUnder } from '@/shared/access/paths';
import {
  allOf,
  always,
  anyOf,
  feature,
  RULES,
  type Rule,
  withoutFeature,
} from '@/shared/access/rules';
import { hasAccess } from '@/shared/access/subscription';

export type RouteAccess = 'ok' | 'sign-in' | 'forbidden' | 'payment-required';

interface RouteRule {
  /** Open to everyone, signed in or not. */
  public?: boolean;
  /** Roles and features needed once signed in; failing it is a 403. */
  allow?: Rule;
  /** Gated by the §4 subscription access; failing it is a 402. */
  subscription?: boolean;
  /**
   * A paid order's access to some course opens it too — the page lists every course,
   * each showing whether it is the viewer's (the API's one rule), and a locked one stays a 402.
   */
  openedByOrder?: boolean;
}

const accounts = RULES.accounts;
const signedIn: RouteRule = { allow: always };
const studentContent: RouteRule = { allow: always, subscription: true, openedByOrder: true };

/**
 * Every route of spec §2, matched per path segment with the most specific prefix winning, so
 * a page beneath (e.g. /admin/accounts/{id}) inherits its list's rule. Rules mirror the menu
 * conditions (RULES): a link is shown exactly when its page lets the user in.
 */
const ROUTES: Record<string, RouteRule> = {
  '/auth': { public: true },
  '/rate': { public: true },

  '/admin': { allow: RULES.staff },
  '/admin/reports': { allow: RULES.reports },
  '/admin/courses': { allow: RULES.courses },
  '/admin/courses/create': { allow: RULES.addCourse },
  '/admin/learning-paths': { allow: RULES.courses },
  '/admin/catalogs': { allow: RULES.catalogs },
  '/admin/certifications': { allow: RULES.certifications },
  '/admin/sales': { allow: RULES.sales },
  '/admin/sales/orders': { allow: RULES.orders },
  '/admin/sales/catalogs': { allow: RULES.salesCatalogs },
  '/admin/sales/promotions': { allow: RULES.orders },
  '/admin/sales/invoicing': { allow: RULES.orders },
  '/admin/support': { allow: anyOf(accounts, RULES.announcements) },
  '/admin/accounts': { allow: allOf(accounts, feature('account-support')) },
  // People in bulk (issue 43): beneath whichever users list the portal has, for RULES.people.
  '/admin/accounts/import': { allow: allOf(RULES.people, feature('account-support')) },
  '/admin/accounts/invitations': { allow: allOf(RULES.people, feature('account-support')) },
  '/admin/announcements': { allow: RULES.announcements },
  '/admin/settings': { allow: RULES.settings },
  '/admin/settings/api-tokens': { allow: RULES.apiTokens },
  '/admin/settings/webhooks': { allow: RULES.webhooks },
  '/admin/settings/audit-log': { allow: RULES.auditLog },
  '/admin/settings/erasure-requests': { allow: RULES.dataRights },
  '/admin/settings/agreements': { allow: RULES.portalSettings },
  '/admin/settings/languages': { allow: RULES.portalSettings },
  '/admin/settings/order-automations': { allow: RULES.portalSettings },
  '/admin/settings/feature-flags': { allow: RULES.portalSettings },
  '/admin/settings/portals': { allow: RULES.portalSettings },
  '/admin/settings/approvals': { allow: RULES.approvalSettings },
  '/academy': { allow: RULES.staff },
  '/academy/marketing': { allow: RULES.marketing },
  '/academy/accounts_support': { allow: accounts },
  '/academy/accounts_support/import': { allow: RULES.people },
  '/academy/accounts_support/invitations': { allow: RULES.people },

  '/coach': { allow: RULES.coach },
  '/coach/tickets': { allow: RULES.coachTickets },
  // Spec §2: /coach/review is where the submissions are graded when review-tickets is off.
  '/coach/review': { allow: allOf(RULES.coach, withoutFeature('review-tickets')) },
  // Coaches ask and decide for their mentees; admins decide every request.
  '/approvals': { allow: RULES.mandates },
  '/coach/qualifications': { allow: RULES.coachQualifications },
  '/qualifications': { allow: RULES.qualifications },
  // A certificate's printable page: the holder's own, or staff of certifications (the API decides).
  '/certificates': signedIn,
  // Anyone with a code may check it, signed in or not.
  '/verify': { public: true },
  // The unsubscribe link of a mailing: its signed token is all it takes.
  '/unsubscribe': { public: true },

  // Staff may look at student pages too: they bypass the subscription (§6).
  '/courses': studentContent,
  // A learner's own grades and deadlines: theirs whatever their subscription (what is locked adds
  // no deadline; the API leaves it out).
  '/overview': signedIn,
  '/catalog': studentContent,
  // A learning path's page: what it costs is its own answer (the products that sell it as one).
  '/catalog/paths': signedIn,
  // A profile is about the person, not paid content: everyone signed in has one (coaches too).
  '/profile': signedIn,
  // Someone's profile: signed in, and whether it may be seen is the API's call (404 if not).
  '/profiles': signedIn,
  '/portfolio': { allow: RULES.portfolio, subscription: true },

  // Never gated by the subscription: /account/orders is where an expired user pays (§2, 402).
  '/account': signedIn,
  // Buying what unlocks a course (issue 40): whoever is signed in, whatever their subscription.
  '/checkout': signedIn,
  '/notifications': signedIn,
  // New major versions of the terms and privacy statement, accepted at sign-in.
  '/agreements': signedIn,
};

const PREFIXES = Object.keys(ROUTES).sort((a, b) => b.length - a.length);

/** The rule for a path, or undefined for public pages (/, and unknown paths the 404 handles). */
export function routeRule(path: string): RouteRule | undefined {
  const prefix = PREFIXES.find((candidate) => isUnder(path, candidate));
  return prefix === undefined ? undefined : ROUTES[prefix];
}

/**
 * The route guard for the server layouts: sign-in first, then role and feature (403), then
 * the subscription (402). Hiding a link is never enough; this is checked on every request.
 */
export function routeAccess(path: string, result: MeResult): RouteAccess {
  const rule = routeRule(path);
  if (!rule || rule.public) return 'ok';
  if (!result.authenticated) return 'sign-in';
  const { me, features } = result;
  if (rule.allow && !rule.allow({ roles: me.roles, features })) return 'forbidden';
  if (
    rule.subscription &&
    !(rule.openedByOrder && me.orderCourseAccess) &&
    !hasAccess({
      subscription: me.subscription,
      businessModels: me.availableBusinessModels,
      roles: me.roles,
    })
  ) {
    return 'payment-required';
  }
  return 'ok';
}
