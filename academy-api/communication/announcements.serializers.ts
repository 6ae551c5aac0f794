import { announcements, banners, newsItems } from '../../shared/communication/contract';
import { type RichTextRules, sanitizeRichText } from '../../shared/rich-text/sanitize';
import type { TranslationRow } from '../content';
import { translationsPart } from '../content';
import type { ResourceObject } from '../jsonapi/document';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { type AnnouncementRow, announcementState, type BannerRow } from './announcements.queries';

/**
 * An announcement for the admin list and its form (stored HTML sanitised again on output): the
 * original, and which translations it has (the document includes them).
 */
export function announcementResource(
  row: AnnouncementRow,
  now: Date,
  rules: RichTextRules,
  translations: readonly TranslationRow[] = [],
): ResourceObject {
  return resourceOf(
    announcements,
    row.id,
    {
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
    {
      relationships: {
        translations: translationsPart('announcement', translations, rules).relationship,
      },
      links: { self: `/v1/announcements/${row.id}` },
    },
  );
}

/**
 * What coach news shows of an announcement (nothing of its audience or fan-out), in its reader's
 * language: `language` is the language of the title and text returned.
 */
export function newsResource(row: AnnouncementRow, rules: RichTextRules): ResourceObject {
  return resourceOf(newsItems, row.id, {
    title: row.title,
    body_html: sanitizeRichText(row.bodyHtml, rules),
    language: row.language,
    severity: row.severity,
    starts_at: iso(row.startsAt),
  });
}

/** The banner on /v1/me (`banner` relationship), in its reader's language like coach news. */
export function bannerResource(row: BannerRow, rules: RichTextRules): ResourceObject {
  return resourceOf(banners, row.id, {
    title: row.title,
    body_html: sanitizeRichText(row.bodyHtml, rules),
    language: row.language,
    severity: row.severity,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
  });
}
