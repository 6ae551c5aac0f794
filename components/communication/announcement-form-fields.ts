import type { FieldConfig } from '@/components/forms/use-form';
import type { Announcement, AnnouncementInput } from '@/lib/resources/announcements';
import { fromLocalInput, toLocalInput } from './local-input';

/** The roles an announcement is usually for first; the staff roles follow. */
export const ANNOUNCEMENT_ROLE_CHOICES = [
  'student',
  'coach',
  'academy_admin',
  'academy_support',
  'academy_author',
  'academy_manager',
  'academy_sales',
  'academy_marketing',
] as const;

/** Named as the API's attributes, so a refusal's messages (keyed by them) land on their field. */
export type AnnouncementField =
  | 'title'
  | 'body_html'
  | 'language'
  | 'severity'
  | 'audience_roles'
  | 'audience_entity_ids'
  | 'show_banner'
  | 'show_news'
  | 'notify'
  | 'starts_at'
  | 'ends_at';

/** The fields a refused save's messages land on, in screen order (the first gets the focus). */
export const ANNOUNCEMENT_FIELD_ORDER: readonly AnnouncementField[] = [
  'title',
  'body_html',
  'language',
  'severity',
  'audience_roles',
  'audience_entity_ids',
  'show_banner',
  'starts_at',
  'ends_at',
];

/**
 * The announcement form's useForm fields, starting from the stored announcement (or a new one's
 * defaults: a banner for everyone, from now on). They have no §5 rules: the API checks them and
 * its messages come back by field. Start and end are as the date-time fields hold them.
 */
export function announcementFields(
  announcement: Announcement | null,
  language: string,
): Record<AnnouncementField, FieldConfig> {
  const value = (value: unknown) => ({ value });
  return {
    title: value(announcement?.title ?? ''),
    body_html: value(announcement?.bodyHtml ?? ''),
    // A new one is in the writer's language; an unknown stored one is assumed the same.
    language: value(announcement?.language ?? language),
    severity: value(announcement?.severity ?? 'info'),
    audience_roles: value(announcement?.audienceRoles ?? []),
    audience_entity_ids: value(announcement?.audienceEntityIds ?? []),
    show_banner: value(announcement?.showBanner ?? true),
    show_news: value(announcement?.showNews ?? false),
    notify: value(announcement?.notify ?? false),
    starts_at: value(toLocalInput(announcement?.startsAt ?? null)),
    ends_at: value(toLocalInput(announcement?.endsAt ?? null)),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/** What the form saves: an empty start is now (null), an empty end is never. */
export function announcementInputOf(values: Record<AnnouncementField, unknown>): AnnouncementInput {
  return {
    title: text(values.title),
    bodyHtml: text(values.body_html),
    language: text(values.language),
    severity: values.severity as AnnouncementInput['severity'],
    audienceRoles: list(values.audience_roles),
    audienceEntityIds: list(values.audience_entity_ids),
    showBanner: values.show_banner === true,
    showNews: values.show_news === true,
    notify: values.notify === true,
    startsAt: fromLocalInput(text(values.starts_at)),
    endsAt: fromLocalInput(text(values.ends_at)),
  };
}

/** A checkbox list's value with `item` ticked or unticked. */
export function toggled(values: readonly string[], item: string): string[] {
  return values.includes(item) ? values.filter((other) => other !== item) : [...values, item];
}
