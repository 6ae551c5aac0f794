import type { AccountRecord, EntityRecord } from '@/academy-api/accounts/accounts.queries';
import type { Preference } from '@/academy-api/accounts/preferences.queries';
import type { Promotion } from '@/academy-api/commerce/promotions.queries';
import type { Notification } from '@/academy-api/communication/notifications.queries';
import type { FeedbackProject } from '@/academy-api/feedback/feedback.queries';
import { buildDocument, listDocument, type ResourceObject } from '@/academy-api/jsonapi/document';
import type { ParsedQuery } from '@/academy-api/jsonapi/query';
import type { CourseRecord, EnrollmentRecord } from '@/academy-api/learning/enrollments.queries';
import type { PortfolioItemRecord } from '@/academy-api/learning/portfolio.queries';
import type {
  PortalDomain,
  PortalLanguage,
  PortalRecord,
} from '@/academy-api/portals/portals.queries';

/**
 * Test data for fetch stubs, built the way the Academy API answers: records shaped
 * like its database rows, with sensible defaults and overrides, turned into JSON:API documents
 * by the API's own serialisers (academy-api/<domain>/*.serializers.ts, accounts/preferences.routes.ts) and document builders.
 * Never hand-write a JSON:API resource in a test: when the API's wire format changes, these follow.
 */

export { accountResource, entityResource } from '@/academy-api/accounts/accounts.serializers';
export { preferenceResource } from '@/academy-api/accounts/preferences.routes';
export type { AssignmentItem, SubmissionView } from '@/academy-api/coaching/assignments.queries';
export {
  assignmentWorkResource,
  ticketDetailResource,
} from '@/academy-api/coaching/coaching.serializers';
export type { TicketRecord } from '@/academy-api/coaching/review-tickets.queries';
export { promotionResource } from '@/academy-api/commerce/promotions.serializers';
export { notificationResource } from '@/academy-api/communication/notifications.serializers';
export { feedbackProjectResource } from '@/academy-api/feedback/feedback.serializers';
export { courseResource, enrollmentResource } from '@/academy-api/learning/enrollments.serializers';
export {
  portfolioIncluded,
  portfolioItemResource,
} from '@/academy-api/learning/portfolio.serializers';
export {
  portalDomainResource,
  portalLanguageResource,
  portalResource,
} from '@/academy-api/portals/portals.serializers';
export { buildDocument };

/** One moment for every default timestamp, so documents are the same on every run. */
const CREATED = new Date('2026-01-01T00:00:00Z');

export function entityRecord(overrides: Partial<EntityRecord> = {}): EntityRecord {
  return { id: 'e-acme', name: 'Acme Learning BV', contract: null, ...overrides };
}

/** An account as the API's account queries return it (no password hash; roles aggregated). */
export function accountRecord(overrides: Partial<AccountRecord> = {}): AccountRecord {
  return {
    id: 'a-account',
    portalId: 'p-demo',
    entityId: 'e-acme',
    email: 'someone@demo.academy',
    fullName: 'Some One',
    phoneNumber: null,
    locale: 'en',
    avatarUrl: null,
    lastOnline: null,
    primaryCoachId: null,
    createdAt: CREATED,
    erasedAt: null,
    deactivatedAt: null,
    roles: ['student'],
    subscription: null,
    profile: null,
    ...overrides,
  };
}

/** A course with its catalog's name, as enrolments and portfolio items carry it. */
export function courseRecord(overrides: Partial<CourseRecord> = {}): CourseRecord {
  return {
    id: 'c-course',
    portalId: 'p-demo',
    catalogId: null,
    categoryId: null,
    slug: 'a-course',
    title: 'A course',
    description: '',
    status: 'published',
    coverUrl: null,
    durationMinutes: 60,
    language: 'en',
    createdAt: CREATED,
    updatedAt: CREATED,
    catalogName: null,
    ...overrides,
  };
}

/** An enrolment; its course_id follows the course given. */
export function enrollmentRecord(overrides: Partial<EnrollmentRecord> = {}): EnrollmentRecord {
  const course = overrides.course ?? courseRecord();
  return {
    id: 'en-enrollment',
    accountId: 'a-account',
    status: 'active',
    progress: 0,
    enrolledAt: CREATED,
    completedAt: null,
    lastActivityAt: null,
    nextItemSlug: null,
    firstItemSlug: null,
    ...overrides,
    courseId: course.id,
    course,
  };
}

/** A portfolio item; its course_id follows the course given (null: no course linked). */
export function portfolioItemRecord(
  overrides: Partial<PortfolioItemRecord> = {},
): PortfolioItemRecord {
  const course = overrides.course ?? null;
  return {
    id: 'i-item',
    accountId: 'a-account',
    title: 'A portfolio item',
    description: '',
    kind: 'reflection',
    sharedWithCoach: false,
    createdAt: CREATED,
    ...overrides,
    courseId: course?.id ?? null,
    course,
  };
}

export function feedbackProjectRecord(overrides: Partial<FeedbackProject> = {}): FeedbackProject {
  return {
    id: 'fp-project',
    name: 'A project',
    description: '',
    language: null,
    state: 'backlog',
    upvotes: 0,
    createdAt: CREATED,
    ...overrides,
  };
}

export function preferenceRecord(overrides: Partial<Preference> = {}): Preference {
  return {
    id: 'pref-1',
    accountId: 'a-account',
    property: 'admin_account_pins',
    payload: [],
    createdAt: CREATED,
    ...overrides,
  };
}

export function notificationRecord(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n-notification',
    accountId: 'a-account',
    message: 'A notification',
    language: null,
    link: null,
    receivedAt: CREATED,
    readAt: null,
    ...overrides,
  };
}

export function promotionRecord(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 'sp-promotion',
    accountId: 'a-account',
    code: 'WELCOME10',
    description: '10% off your first year',
    language: null,
    discountPercent: 10,
    expiresAt: null,
    redeemedAt: null,
    ...overrides,
  };
}

export function portalDomainRecord(overrides: Partial<PortalDomain> = {}): PortalDomain {
  return {
    id: 'pd-demo',
    domain: 'demo.academy.test',
    base_url: 'https://demo.academy.test',
    ...overrides,
  };
}

export function portalLanguageRecord(overrides: Partial<PortalLanguage> = {}): PortalLanguage {
  return { id: 'pl-en', locale: 'en', is_primary: true, overrides: '{}', ...overrides };
}

export function portalRecord(overrides: Partial<PortalRecord> = {}): PortalRecord {
  return {
    id: 'p-demo',
    key: 'demo',
    name: 'Demo Academy',
    information: { knowledge_base_url: null, zendesk_chat_id: null },
    features: [],
    logoUrl: null,
    version: 1,
    parameters: [],
    domains: [portalDomainRecord()],
    languages: [portalLanguageRecord()],
    theme: null,
    ...overrides,
  };
}

interface ListOptions {
  /** All matching resources, not only this page's (default: the resources given). */
  total?: number;
  page?: number;
  size?: number;
  included?: ResourceObject[];
}

/** A paginated list document (meta total/last_page/current_page/per_page, links) from the API. */
export function listOf(
  resources: ResourceObject[],
  { total = resources.length, page = 1, size = 20, included = [] }: ListOptions = {},
) {
  const query: ParsedQuery = {
    include: new Set(),
    fields: {},
    filter: {},
    sort: [],
    page: { number: page, size },
  };
  const url = new URL('http://academy.test/v1/list');
  return listDocument(resources, { total, url, query, included });
}

/** A course as the catalog lists it, with the viewer's enrolment and access. */
export function catalogCourseRecord(
  overrides: Partial<import('@/academy-api/catalog/catalog.queries').CatalogCourse> = {},
): import('@/academy-api/catalog/catalog.queries').CatalogCourse {
  return {
    ...courseRecord(),
    categoryName: null,
    ratingAverage: null,
    ratingCount: 0,
    enrollmentStatus: null,
    enrollmentProgress: null,
    ...overrides,
  };
}

export {
  catalogResource,
  categoryResource,
  coachResource,
  labelResource,
  productResource,
} from '@/academy-api/catalog/catalog.serializers';
export { itemResource, moduleResource } from '@/academy-api/learning/learning.serializers';
