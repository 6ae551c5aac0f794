import { z } from 'zod';
import { TRANSLATION_TYPES } from '../content/translations';
import { languageTag, optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import {
  ANNOUNCEMENT_SEVERITIES,
  AUDIENCE_SUBSCRIPTIONS,
  MAILING_STATUSES,
  RECIPIENT_STATUSES,
  SUBSCRIBER_STATUSES,
} from './rules';

/**
 * The communication domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): announcements with their reader's views (banners, coach news),
 * notifications, and the mailing list (mailings, their recipients, subscribers, settings,
 * consent and audiences).
 */

/** Where an announcement stands today (academy-api/communication/announcements.queries.ts announcementState). */
export const ANNOUNCEMENT_STATES = ['scheduled', 'live', 'ended'] as const;

export const announcements = defineResource({
  type: 'announcements',
  description:
    'An announcement as its admins edit it: text, audience, where it shows (banner, coach ' +
    'news, a notification), when, and how far its notification went out.',
  attributes: {
    title: z.string(),
    /** Sanitised rich text. */
    body_html: z.string(),
    /** The language title and text are written in (null: unknown; WCAG 3.1.2). */
    language: languageTag,
    severity: z.enum(ANNOUNCEMENT_SEVERITIES),
    /** Role strings (AUDIENCE_ROLES on input); none and no entities: everyone. */
    audience_roles: z.array(z.string()),
    audience_entity_ids: z.array(z.string()),
    show_banner: z.boolean(),
    show_news: z.boolean(),
    notify: z.boolean(),
    starts_at: timestamp,
    ends_at: optionalTimestamp,
    state: z.enum(ANNOUNCEMENT_STATES),
    notified_count: z.number().int(),
    notified_at: optionalTimestamp,
    created_at: timestamp,
    updated_at: timestamp,
  },
  relationships: { translations: { type: TRANSLATION_TYPES.announcement, many: true } },
  /** After a save: the image sources the sanitiser refused (rich-text.ts withRefusedImages). */
  meta: z.strictObject({ refused_images: z.array(z.string()) }),
});

export const announcementTranslations = defineResource({
  type: TRANSLATION_TYPES.announcement,
  description:
    "An announcement's title and body in one of the portal's other languages, under the " +
    "announcement's own field names.",
  attributes: {
    locale: z.string().min(2),
    title: z.string(),
    /** Sanitised again on output. */
    body_html: z.string(),
    updated_at: timestamp,
  },
  /** After a save: the image sources the sanitiser refused (rich-text.ts withRefusedImages). */
  meta: z.strictObject({ refused_images: z.array(z.string()) }),
});

export const newsItems = defineResource({
  type: 'news_items',
  description:
    "An announcement as coach news shows it, in its reader's language (`language` is that " +
    'of the title and text returned).',
  attributes: {
    title: z.string(),
    body_html: z.string(),
    language: languageTag,
    severity: z.enum(ANNOUNCEMENT_SEVERITIES),
    starts_at: timestamp,
  },
});

export const banners = defineResource({
  type: 'banners',
  description:
    'The announcement shown as a banner under the header (the `banner` of /v1/me), in its ' +
    "reader's language like coach news.",
  attributes: {
    title: z.string(),
    body_html: z.string(),
    language: languageTag,
    severity: z.enum(ANNOUNCEMENT_SEVERITIES),
    starts_at: timestamp,
    ends_at: optionalTimestamp,
  },
});

export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;

export const notifications = defineResource({
  type: 'notifications',
  description: 'A notification of an account (spec §3): read once `read_at` is set.',
  attributes: {
    message: z.string(),
    /** The message's language when known (null: unknown; WCAG 3.1.2). */
    language: languageTag,
    /** Passed on as stored: the app decides what it may follow. */
    link: z.string().nullable(),
    status: z.enum(NOTIFICATION_STATUSES),
    read_at: optionalTimestamp,
    received_at: timestamp,
  },
});

/** A mailing's audience (shared/communication/audience.ts MailingAudience). */
export const mailingAudience = z.strictObject({
  roles: z.array(z.string()),
  entity_ids: z.array(z.string()),
  subscription: z.enum(AUDIENCE_SUBSCRIPTIONS),
  course_id: z.string().nullable(),
});

export const mailings = defineResource({
  type: 'mailings',
  description:
    'A mailing: subject, text and audience, its status, and how many of its messages are ' +
    'queued, sending, sent and failed.',
  attributes: {
    subject: z.string(),
    body_html: z.string(),
    audience: mailingAudience,
    status: z.enum(MAILING_STATUSES),
    scheduled_at: optionalTimestamp,
    started_at: optionalTimestamp,
    finished_at: optionalTimestamp,
    recipient_count: z.number().int(),
    /** Messages by status, every status present. */
    counts: z.record(z.enum(RECIPIENT_STATUSES), z.number().int()),
    created_at: timestamp,
    updated_at: timestamp,
  },
});

export const mailingRecipients = defineResource({
  type: 'mailing_recipients',
  description: 'One message of a mailing: its recipient and how its sending went.',
  attributes: {
    email: z.string(),
    full_name: z.string(),
    status: z.enum(RECIPIENT_STATUSES),
    attempts: z.number().int(),
    error: z.string().nullable(),
    sent_at: optionalTimestamp,
    updated_at: timestamp,
    /** Without SMTP: the message is an .eml file the page links to. */
    has_message_file: z.boolean(),
  },
});

export const mailingSubscribers = defineResource({
  type: 'mailing_subscribers',
  description: 'An account on the mailing list with its consent.',
  attributes: {
    account_id: z.string(),
    full_name: z.string(),
    email: z.string(),
    entity_name: z.string(),
    status: z.enum(SUBSCRIBER_STATUSES),
    /** How the consent was given: the account itself, a re-subscription, the demo seed. */
    source: z.string(),
    confirmed_at: optionalTimestamp,
    unsubscribed_at: optionalTimestamp,
    updated_at: timestamp,
  },
});

export const mailingListSettings = defineResource({
  type: 'mailing_list_settings',
  description: "The mailing list's sender, reply address, footer and batch size (id: the portal).",
  attributes: {
    from_name: z.string(),
    from_address: z.string(),
    reply_to: z.string().nullable(),
    /** Plain text under every message. */
    footer: z.string(),
    /** Messages claimed and sent per batch. */
    batch_size: z.number().int(),
  },
});

export const mailingListConsents = defineResource({
  type: 'mailing_list_consents',
  description:
    'The consent an unsubscribe link manages (no sign-in): its address masked, its status, ' +
    "the portal's name.",
  attributes: {
    /** Masked: "s…@demo.academy". */
    email: z.string(),
    status: z.enum(SUBSCRIBER_STATUSES),
    portal_name: z.string(),
  },
});

export const mailingListSubscriptions = defineResource({
  type: 'mailing_list_subscriptions',
  description: "The signed-in account's own consent (id: the account); null: never given.",
  attributes: {
    status: z.enum(SUBSCRIBER_STATUSES).nullable(),
  },
});

export const mailingAudiences = defineResource({
  type: 'mailing_audiences',
  description: 'How many confirmed subscribers an audience reaches now (id: current).',
  attributes: {
    count: z.number().int(),
  },
});
