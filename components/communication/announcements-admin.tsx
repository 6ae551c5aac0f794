'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { TranslationsEditor } from '@/components/translations/translations-editor';
import { showToast } from '@/components/ui/show-toast';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import {
  type Announcement,
  type AnnouncementInput,
  type AnnouncementParams,
  type AnnouncementState,
  announcementKeys,
  announcementsQuery,
  createAnnouncement,
  deleteAnnouncement,
  INITIAL_ANNOUNCEMENT_PARAMS,
  updateAnnouncement,
} from '@/lib/resources/announcements';
import { meKeys } from '@/lib/resources/me';
import { ANNOUNCEMENT_FIELDS, AnnouncementForm } from './announcement-form';
import { formErrorsOf } from './form-errors';
import './communication.css';
import { CommList, optionsOf } from './comm-list';

const STATES: AnnouncementState[] = ['live', 'scheduled', 'ended'];

type Editing = { announcement: Announcement | null; trigger: HTMLElement | null } | null;

/**
 * /admin/announcements (SCREENS "Communication"): the portal's announcements with their state,
 * severity, audience and where they show; new, edit and delete. Saving answers at once: the
 * notifications go out in the background (the list shows how many when done).
 */
export function AnnouncementsAdmin() {
  const t = useTranslations('communication.announcements');
  const tSeverity = useTranslations('communication.severity');
  const tTranslations = useTranslations('translations');
  const format = useFormatter();
  const locale = useLocale();
  const client = useQueryClient();
  const modals = useModals();
  const [params, setParams] = useState<AnnouncementParams>(INITIAL_ANNOUNCEMENT_PARAMS);
  const query = useQuery(announcementsQuery(params));
  const { data } = query;
  const [editing, setEditing] = useState<Editing>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const newButton = useRef<HTMLButtonElement>(null);
  // Where the keyboard goes once the form has closed (its buttons are enabled again by then).
  const focusAfterClose = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (editing !== null || !focusAfterClose.current) return;
    focusAfterClose.current.focus();
    focusAfterClose.current = null;
  }, [editing]);

  const open = (announcement: Announcement | null, trigger: HTMLElement | null) => {
    setErrors({});
    setGeneral(null);
    setEditing({ announcement, trigger });
  };
  const close = () => {
    const trigger = editing?.trigger;
    focusAfterClose.current = trigger?.isConnected ? trigger : newButton.current;
    setEditing(null);
  };

  const write = useOptimisticMutation({
    queryKey: announcementKeys.all(),
    mutationFn: ({ id, input }: { id: string | null; input: AnnouncementInput }) =>
      id ? updateAnnouncement(id, input) : createAnnouncement(input),
    // On the form: by its field, or on top.
    errors: (error) => {
      const shown = formErrorsOf(error, ANNOUNCEMENT_FIELDS, t('form.failed'));
      setErrors(shown.fields);
      setGeneral(shown.general);
    },
  });
  const save = (input: AnnouncementInput) => {
    setErrors({});
    setGeneral(null);
    const id = editing?.announcement?.id ?? null;
    write.mutate(
      { id, input },
      {
        onSuccess: (saved) => {
          // The banner of Me may have changed.
          void client.invalidateQueries({ queryKey: meKeys.me() });
          const message = t(id ? 'saved' : 'created', { title: saved.title });
          setStatus(message);
          showToast({ scheme: 'success', message });
          focusAfterClose.current = newButton.current;
          setEditing(null);
        },
      },
    );
  };
  // Refused: the dialog says so (the §8 toast).
  const erase = useOptimisticMutation({
    queryKey: announcementKeys.all(),
    mutationFn: (announcement: Announcement) => deleteAnnouncement(announcement.id),
    errors: 'inline',
  });

  const remove = (announcement: Announcement, trigger: HTMLElement) => {
    const modalId = `announcement-delete:${announcement.id}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('deleteDialog.title', { title: announcement.title })}
        description={t('deleteDialog.description')}
        confirm={t('deleteDialog.confirm')}
        busy={t('deleteDialog.busy')}
        cancel={t('deleteDialog.cancel')}
        onConfirm={async () => {
          await erase.mutateAsync(announcement);
          setStatus(t('deleted', { title: announcement.title }));
          void client.invalidateQueries({ queryKey: meKeys.me() });
        }}
        onClosed={(done) => (done ? newButton.current?.focus() : trigger.focus())}
      />
    ));
  };

  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const audienceText = (announcement: Announcement) => {
    const roles = announcement.audienceRoles.map((role) => t(`roleNames.${role}`));
    const entities = announcement.audienceEntityIds.map(
      (id) => data?.entities.find((entity) => entity.id === id)?.name ?? id,
    );
    if (roles.length === 0 && entities.length === 0) return t('everyone');
    return [roles.join(', '), entities.join(', ')].filter(Boolean).join(' · ');
  };

  return (
    <section className="comm-section" aria-labelledby="announcements-list-title">
      <div className="comm-section-head">
        <h2 id="announcements-list-title">{t('listTitle')}</h2>
        <button
          ref={newButton}
          type="button"
          className="button button-primary"
          onClick={(event) => open(null, event.currentTarget)}
          disabled={editing !== null}
        >
          {t('new')}
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {editing && (
        <AnnouncementForm
          key={editing.announcement?.id ?? 'new'}
          announcement={editing.announcement}
          entities={data?.entities ?? []}
          errors={errors}
          general={general}
          saving={write.isPending}
          onSubmit={save}
          onCancel={close}
        />
      )}
      {editing?.announcement ? (
        // Each translation is saved on its own, and read back from the list (which includes them).
        <TranslationsEditor
          owner={{ kind: 'announcement', id: editing.announcement.id }}
          original={editing.announcement.language ?? null}
          translations={
            (
              data?.items.find((item) => item.id === editing.announcement?.id) ??
              editing.announcement
            ).translations ?? []
          }
          queryKey={announcementKeys.all()}
          headingLevel={3}
        />
      ) : editing ? (
        <p className="field-hint">{tTranslations('newAnnouncement')}</p>
      ) : null}
      <CommList
        t={t}
        query={query}
        params={params}
        setParams={setParams}
        filters={[
          {
            id: 'announcement-state',
            field: 'state',
            label: t('stateFilter'),
            all: t('allStates'),
            options: optionsOf(STATES, (value) => t(`states.${value as AnnouncementState}`)),
          },
        ]}
        hint
        columns={[
          t('columns.title'),
          t('columns.state'),
          t('columns.audience'),
          t('columns.places'),
          t('columns.period'),
          <span key="actions" className="visually-hidden">
            {t('columns.actions')}
          </span>,
        ]}
        row={(announcement) => (
          <tr key={announcement.id}>
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
            <td data-label={t('columns.audience')}>{audienceText(announcement)}</td>
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
              <time dateTime={announcement.startsAt}>{when(announcement.startsAt)}</time>
              {announcement.endsAt ? (
                <span className="comm-sub">
                  {t('until')}{' '}
                  <time dateTime={announcement.endsAt}>{when(announcement.endsAt)}</time>
                </span>
              ) : null}
            </td>
            <td className="comm-actions">
              <button
                type="button"
                className="button"
                aria-label={t('editLabel', { title: announcement.title })}
                onClick={(event) => open(announcement, event.currentTarget)}
                disabled={editing !== null}
              >
                {t('edit')}
              </button>
              <button
                type="button"
                className="button"
                aria-label={t('deleteLabel', { title: announcement.title })}
                onClick={(event) => remove(announcement, event.currentTarget)}
              >
                {t('delete')}
              </button>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
