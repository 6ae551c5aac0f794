import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type {
  AnnouncementSeverity,
  AudienceSubscription,
  MailingStatus,
  RecipientStatus,
  SubscriberStatus,
} from '../../shared/communication/rules';
import { accounts } from '../accounts/schema';
import { cascadeRef, createdAt, id, joinKeys, ref, setNullRef, ts, updatedAt } from '../db/columns';
import { portals } from '../portals/schema';

export const notifications = pgTable(
  'notifications',
  {
    // The API inserts UUIDv7 (time-ordered) ids: batch updates and inserts then touch
    // neighbouring primary-key pages instead of random ones (~40% faster mark-all on PGlite).
    id: id(),
    accountId: cascadeRef('account_id', () => accounts.id),
    message: text('message').notNull(),
    /** The language the message is written in (en, nl, ro), when known: a page in another
     * language marks it (WCAG 3.1.2). Null: unknown. */
    language: text('language'),
    link: text('link'),
    receivedAt: ts('received_at').notNull().defaultNow(),
    // null = unread; `status` on the wire is derived from it.
    readAt: ts('read_at'),
  },
  (t) => [
    // "This account's unread, newest first" (the bell, the dropdown, mark all as read).
    index('notifications_account_unread_idx')
      .on(t.accountId, t.receivedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.readAt} is null`),
    // "This account's all, newest first" (the notifications page).
    index('notifications_account_received_idx').on(
      t.accountId,
      t.receivedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Per-account totals of notifications, kept exact by statement-level triggers
 * (migration 0003): counting a million unread rows through the index takes ~110 ms on PGlite,
 * reading this row ~0.1 ms. A row exists once the account has ever had a notification.
 */
export const notificationCounters = pgTable('notification_counters', {
  accountId: ref('account_id', () => accounts.id, 'cascade').primaryKey(),
  total: integer('total').notNull().default(0),
  unread: integer('unread').notNull().default(0),
});

/**
 * An announcement of a portal: a banner under the header, an item of coach news and/or a
 * notification to every account of its audience (roles and entities; both empty = everyone).
 * Live from `starts_at` (a future start publishes by itself) until `ends_at`.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    title: text('title').notNull(),
    /** Rich text, sanitised on every write (the shared allowlist). */
    bodyHtml: text('body_html').notNull().default(''),
    /** The language of the title and text is written in (en, nl, ro; null: unknown), so a page in another
     * language marks it (WCAG 3.1.2). */
    language: text('language'),
    severity: text('severity').$type<AnnouncementSeverity>().notNull().default('info'),
    audienceRoles: text('audience_roles').array().notNull().default(sql`'{}'::text[]`),
    audienceEntityIds: uuid('audience_entity_ids').array().notNull().default(sql`'{}'::uuid[]`),
    showBanner: boolean('show_banner').notNull().default(false),
    showNews: boolean('show_news').notNull().default(false),
    notify: boolean('notify').notNull().default(false),
    startsAt: ts('starts_at').notNull().defaultNow(),
    endsAt: ts('ends_at'),
    createdBy: setNullRef('created_by', () => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The notification fan-out (exactly once, in batches, by the background worker): the last
     * account id notified (accounts are walked in id order), how many, and when it finished.
     * Each batch inserts its notifications and moves the cursor in one transaction.
     */
    notifyCursor: uuid('notify_cursor'),
    notifiedCount: integer('notified_count').notNull().default(0),
    notifiedAt: ts('notified_at'),
  },
  (t) => [
    // The admin list and coach news: a portal's announcements, newest start first.
    index('announcements_portal_starts_idx').on(t.portalId, t.startsAt.desc(), t.id.desc()),
    // The banner of every signed-in page (/v1/me): the portal's banners only.
    index('announcements_portal_banner_idx')
      .on(t.portalId, t.startsAt.desc())
      .where(sql`${t.showBanner}`),
    // The worker's probe: fan-outs that are due and not done.
    index('announcements_fanout_due_idx')
      .on(t.startsAt)
      .where(sql`${t.notify} and ${t.notifiedAt} is null`),
  ],
);

/** "Dismiss" on a banner, per account, so it stays dismissed on every device. */
export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    announcementId: cascadeRef('announcement_id', () => announcements.id),
    dismissedAt: ts('dismissed_at').notNull().defaultNow(),
  },
  (t) => joinKeys(t.accountId, t.announcementId, 'announcement_dismissals_announcement_idx'),
);

/**
 * The mailing list's consent per account: confirmed (may be mailed) or unsubscribed (never
 * mailed again until they subscribe themselves). One row per account; its portal is the
 * account's.
 */
export const mailingSubscribers = pgTable(
  'mailing_subscribers',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    accountId: cascadeRef('account_id', () => accounts.id).unique(),
    status: text('status').$type<SubscriberStatus>().notNull(),
    /** How the consent was given: the account itself, a re-subscription, the demo seed. */
    source: text('source').notNull().default('account'),
    confirmedAt: ts('confirmed_at'),
    unsubscribedAt: ts('unsubscribed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mailing_subscribers_portal_status_idx').on(t.portalId, t.status, t.accountId),
    index('mailing_subscribers_portal_updated_idx').on(t.portalId, t.updatedAt.desc(), t.id),
  ],
);

/** The audience of a mailing as stored (shared/communication/audience.ts). */
export type StoredMailingAudience = {
  roles: string[];
  entity_ids: string[];
  subscription: AudienceSubscription;
  course_id: string | null;
};

/** A mailing: composed, then sent now or at a time, in batches, to its audience. */
export const mailings = pgTable(
  'mailings',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    audience: jsonb('audience').$type<StoredMailingAudience>().notNull(),
    status: text('status').$type<MailingStatus>().notNull().default('draft'),
    /** When to send (null: a draft, or "now"). */
    scheduledAt: ts('scheduled_at'),
    /** When its recipients were fixed and the first batch claimed. */
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdBy: setNullRef('created_by', () => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mailings_portal_created_idx').on(t.portalId, t.createdAt.desc(), t.id.desc()),
    // The worker's probe: mailings whose time has come, and those going out.
    index('mailings_due_idx')
      .on(t.status, t.scheduledAt)
      .where(sql`${t.status} in ('scheduled', 'sending')`),
  ],
);

/**
 * One message of a mailing: its recipient as fixed when the send started, and its state.
 * Workers claim queued rows in batches (FOR UPDATE SKIP LOCKED) and lease them; a row is
 * marked sent right after its message is handed over, so a send that stops half-way resumes
 * with the rest and nobody is mailed twice.
 */
export const mailingRecipients = pgTable(
  'mailing_recipients',
  {
    id: id(),
    mailingId: cascadeRef('mailing_id', () => mailings.id),
    accountId: setNullRef('account_id', () => accounts.id),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    status: text('status').$type<RecipientStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** While sending: the worker's claim expires then (another may declare it interrupted). */
    leaseUntil: ts('lease_until'),
    sentAt: ts('sent_at'),
    /** Without SMTP_URL: the .eml file written in the data directory. */
    messageFile: text('message_file'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('mailing_recipients_mailing_account_unique').on(t.mailingId, t.accountId),
    // Claiming (status queued, in id order), the log's status filter and the progress counts.
    // (The log's search is an infix ILIKE within one mailing: no index would serve it, and each
    // one more is written on every status change of a 10,000-message send.)
    index('mailing_recipients_mailing_status_idx').on(t.mailingId, t.status, t.id),
  ],
);
