import { type RichTextRules, sanitizeRichText } from '../../shared/rich-text/sanitize';
import type { ResourceObject } from '../jsonapi/document';
import { type AnnouncementRow, announcementState, type BannerRow } from '../queries/announcements';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An announcement for the admin list and coach news (stored HTML sanitised again on output). */
export function announcementResource(
  row: AnnouncementRow,
  now: Date,
  rules: RichTextRules,
): ResourceObject {
  return {
    type: 'announcements',
    id: row.id,
    attributes: {
      title: row.title,
      body_html: sanitizeRichText(row.bodyHtml, rules),
      language: row.language,
      severity: row.severity,
      audience_roles: row.audienceRoles,
      audience_entity_ids: row.audienceEntityIds,
      show_banner: row.showBanner,
      show_news: row.showNews,
      notify: row.notify,
      starts_at: iso(row.startsAt),
      ends_at: iso(row.endsAt),
      state: announcementState(row, now),
      notified_count: row.notifiedCount,
      notified_at: iso(row.notifiedAt),
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    },
    links: { self: `/v1/announcements/${row.id}` },
  };
}

/** What coach news shows of an announcement (nothing of its audience or fan-out). */
export function newsResource(row: AnnouncementRow, rules: RichTextRules): ResourceObject {
  return {
    type: 'news_items',
    id: row.id,
    attributes: {
      title: row.title,
      body_html: sanitizeRichText(row.bodyHtml, rules),
      language: row.language,
      severity: row.severity,
      starts_at: iso(row.startsAt),
    },
  };
}

/** The banner on /v1/me (`banner` relationship). */
export function bannerResource(row: BannerRow, rules: RichTextRules): ResourceObject {
  return {
    type: 'banners',
    id: row.id,
    attributes: {
      title: row.title,
      body_html: sanitizeRichText(row.bodyHtml, rules),
      language: row.language,
      severity: row.severity,
      starts_at: iso(row.startsAt),
      ends_at: iso(row.endsAt),
    },
  };
}
