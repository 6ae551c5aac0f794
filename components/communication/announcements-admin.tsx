'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  type AnnouncementParams,
  type AnnouncementState,
  announcementsQuery,
  INITIAL_ANNOUNCEMENT_PARAMS,
} from '@/lib/resources/announcements';
import { AnnouncementEditor } from './announcement-editor';
import { AnnouncementRow } from './announcement-row';
import { useAnnouncementDelete } from './use-announcement-delete';
import { useAnnouncementEditor } from './use-announcement-editor';
import './communication.css';
import { optionsOf } from '@/components/lists/filter-select';
import { CommList } from './comm-list';

const STATES: AnnouncementState[] = ['live', 'scheduled', 'ended'];

/**
 * /admin/announcements (SCREENS "Communication"): the portal's announcements with their state,
 * severity, audience and where they show; new, edit and delete. Saving answers at once: the
 * notifications go out in the background (the list shows how many when done).
 */
export function AnnouncementsAdmin() {
  const t = useTranslations('communication.announcements');
  const [params, setParams] = useState<AnnouncementParams>(INITIAL_ANNOUNCEMENT_PARAMS);
  const query = useQuery(announcementsQuery(params));
  const { data } = query;
  const editor = useAnnouncementEditor();
  const remove = useAnnouncementDelete(editor.setStatus, editor.newButton);

  return (
    <section className="comm-section" aria-labelledby="announcements-list-title">
      <div className="comm-section-head">
        <h2 id="announcements-list-title">{t('listTitle')}</h2>
        <button
          ref={editor.newButton}
          type="button"
          className="button button-primary"
          onClick={(event) => editor.open(null, event.currentTarget)}
          disabled={editor.isEditing}
        >
          {t('new')}
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {editor.status}
      </p>
      <AnnouncementEditor editor={editor} data={data} />
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
            options: optionsOf(STATES, (value) => t(`states.${value}`)),
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
          <AnnouncementRow
            key={announcement.id}
            announcement={announcement}
            entities={data?.entities ?? []}
            editing={editor.isEditing}
            onEdit={(trigger) => editor.open(announcement, trigger)}
            onDelete={(trigger) => remove(announcement, trigger)}
          />
        )}
      />
    </section>
  );
}
