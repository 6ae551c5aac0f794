/**
 * Communication (SCREENS "Communication"): announcements, coach news and the mailing
 * list. The limits and choices both the forms and the Academy API use.
 */

/** Banner order: the highest severity shows first (then the newest start). */
export const ANNOUNCEMENT_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type AnnouncementSeverity = (typeof ANNOUNCEMENT_SEVERITIES)[number];

export const SEVERITY_RANK: Record<AnnouncementSeverity, number> = {
  info: 0,
  warning: 1,
  critical: 2,
};

/** The roles an announcement or a mailing may be addressed to (spec §6 role strings). */
export const AUDIENCE_ROLES = [
  'student',
  'coach',
  'admin',
  'support',
  'author',
  'financial_controller',
  'academy_admin',
  'academy_support',
  'academy_author',
  'academy_manager',
  'academy_sales',
  'academy_marketing',
] as const;
export type AudienceRole = (typeof AUDIENCE_ROLES)[number];

/** Form fields (spec §5 rule strings, shared with the API's 422 messages). */
export const ANNOUNCEMENT_RULES = {
  title: 'required|min:3|max:150',
  severity: 'required|in_array:info,warning,critical',
} as const;

export const MAILING_RULES = {
  subject: 'required|min:3|max:200',
} as const;

export const MAILING_SETTINGS_RULES = {
  from_name: 'required|min:2|max:100',
  from_address: 'required|is_email|max:255',
  reply_to: 'is_email|max:255',
  footer: 'max:1000',
} as const;

/** The rich text of an announcement or a mailing (the shared editor's default limit). */
export const COMMUNICATION_HTML_MAX = 100_000;
/** At most this many entities in one audience. */
export const AUDIENCE_ENTITIES_MAX = 50;

/** Mailing batches: how many messages are claimed (and sent) at a time. */
export const BATCH_SIZE_MIN = 10;
export const BATCH_SIZE_MAX = 500;
export const DEFAULT_BATCH_SIZE = 100;

/** The subscription states of the mailing list (consent). */
export const SUBSCRIBER_STATUSES = ['confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A mailing's life: written, waiting for its time, going out, done (or stopped). */
export const MAILING_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type MailingStatus = (typeof MAILING_STATUSES)[number];

/** One recipient's message: waiting, being sent (claimed by a worker), sent, failed. */
export const RECIPIENT_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** The account's own subscription as a mailing audience filters it. */
export const AUDIENCE_SUBSCRIPTIONS = ['any', 'active', 'inactive', 'none'] as const;
export type AudienceSubscription = (typeof AUDIENCE_SUBSCRIPTIONS)[number];
