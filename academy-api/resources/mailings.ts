import { sanitizeRichText } from '../../shared/rich-text/sanitize';
import type { ResourceObject } from '../jsonapi/document';
import type { SubscriberRow } from '../queries/mailing-list';
import {
  fromStoredAudience,
  type MailingRow,
  type RecipientCounts,
  type RecipientRow,
} from '../queries/mailings';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function mailingResource(row: MailingRow, counts: RecipientCounts): ResourceObject {
  const audience = fromStoredAudience(row.audience);
  return {
    type: 'mailings',
    id: row.id,
    attributes: {
      subject: row.subject,
      body_html: sanitizeRichText(row.bodyHtml),
      audience: {
        roles: audience.roles,
        entity_ids: audience.entityIds,
        subscription: audience.subscription,
        course_id: audience.courseId,
      },
      status: row.status,
      scheduled_at: iso(row.scheduledAt),
      started_at: iso(row.startedAt),
      finished_at: iso(row.finishedAt),
      recipient_count: row.recipientCount,
      counts,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    },
    links: { self: `/v1/mailings/${row.id}` },
  };
}

export function recipientResource(row: RecipientRow): ResourceObject {
  return {
    type: 'mailing_recipients',
    id: row.id,
    attributes: {
      email: row.email,
      full_name: row.fullName,
      status: row.status,
      attempts: row.attempts,
      error: row.error,
      sent_at: iso(row.sentAt),
      updated_at: iso(row.updatedAt),
      // Without SMTP: the message is an .eml file the page links to.
      has_message_file: row.messageFile !== null,
    },
  };
}

export function subscriberResource(row: SubscriberRow): ResourceObject {
  return {
    type: 'mailing_subscribers',
    id: row.id,
    attributes: {
      account_id: row.accountId,
      full_name: row.fullName,
      email: row.email,
      entity_name: row.entityName,
      status: row.status,
      source: row.source,
      confirmed_at: iso(row.confirmedAt),
      unsubscribed_at: iso(row.unsubscribedAt),
      updated_at: iso(row.updatedAt),
    },
  };
}
