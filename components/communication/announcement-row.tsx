'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import type { Announcement, EntityOption } from '@/lib/resources/announcements';

/**
 * One announcement in the admin list: title and severity, state, audience, where it shows
 * (with the notifications sent), its period, and Edit and Delete.
 */
export function AnnouncementRow({
  announcement,
  entities,
  editing,
  onEdit,
  onDelete,
}: {
  announcement: Announcement;
  /** The organisations the list knows, to name the audience by. */
  entities: readonly EntityOption[];
  /** A form is open: Edit waits until it closes. */
  editing: boolean;
  onEdit: (trigger: HTMLElement) => void;
  onDelete: (trigger: HTMLElement) => void;
}) {
  const t = useTranslations('communication.announcements');
  const tSeverity = useTranslations('communication.severity');
  const locale = useLocale();
  const audience = useAudienceText(announcement, entities);
  return (
    <tr>
      <th scope="row">
        <span lang={partLanguage(announcement.language, locale)}>{announcement.title}</span>
        <span className="comm-sub">
          <span className={`comm-badge comm-badge-${announcement.severity}`}>
            {tSeverity(announcement.severity)}
          </span>
        </span>
      </th>
      <td data-label={t('columns.state')}>
        <span className={`comm-badge comm-badge-${announcement.state}`}>
          {t(`states.${announcement.state}`)}
        </span>
      </td>
      <td data-label={t('columns.audience')}>{audience}</td>
      <td data-label={t('columns.places')}>
        {[
          announcement.showBanner ? t('form.place.banner') : null,
          announcement.showNews ? t('form.place.news') : null,
          announcement.notify
            ? announcement.notifiedAt
              ? t('notified', { count: announcement.notifiedCount })
              : t('notifying')
            : null,
        ]
          .filter(Boolean)
          .join(', ')}
      </td>
      <td data-label={t('columns.period')}>
        <AnnouncementPeriod announcement={announcement} />
      </td>
      <td className="comm-actions">
        <button
          type="button"
          className="button"
          aria-label={t('editLabel', { title: announcement.title })}
          onClick={(event) => onEdit(event.currentTarget)}
          disabled={editing}
        >
          {t('edit')}
        </button>
        <button
          type="button"
          className="button"
          aria-label={t('deleteLabel', { title: announcement.title })}
          onClick={(event) => onDelete(event.currentTarget)}
        >
          {t('delete')}
        </button>
      </td>
    </tr>
  );
}

/** Who sees an announcement: its roles, then its organisations, or everyone. */
function useAudienceText(announcement: Announcement, entities: readonly EntityOption[]) {
  const t = useTranslations('communication.announcements');
  const roles = announcement.audienceRoles.map((role) => t(`roleNames.${role}`));
  const names = announcement.audienceEntityIds.map(
    (id) => entities.find((entity) => entity.id === id)?.name ?? id,
  );
  if (roles.length === 0 && names.length === 0) return t('everyone');
  return [roles.join(', '), names.join(', ')].filter(Boolean).join(' · ');
}

/** When an announcement shows: from its start, until its end when it has one. */
function AnnouncementPeriod({ announcement }: { announcement: Announcement }) {
  const t = useTranslations('communication.announcements');
  const format = useFormatter();
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <time dateTime={announcement.startsAt}>{when(announcement.startsAt)}</time>
      {announcement.endsAt ? (
        <span className="comm-sub">
          {t('until')} <time dateTime={announcement.endsAt}>{when(announcement.endsAt)}</time>
        </span>
      ) : null}
    </>
  );
}
