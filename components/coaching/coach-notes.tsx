'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { FormError } from '@/components/forms/form-error';
import { SubmitRow } from '@/components/forms/submit-button';
import { TextArea } from '@/components/forms/text-area';
import { useForm } from '@/components/forms/use-form';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import {
  type CoachNote,
  coachKeys,
  coachNotesQuery,
  createCoachNote,
  deleteCoachNote,
  updateCoachNote,
} from '@/lib/resources/coaching-workspace';
import { NOTE_RULES } from '@/shared/coaching/notes';

const TIME_ZONE = 'Europe/Amsterdam';

/**
 * A coach's private notes about one student (SCREENS "/coach/mentees"): newest first, add,
 * edit in place, delete after confirming. Only the coach who wrote a note ever reads it.
 */
export function CoachNotes({
  studentId,
  headingLevel = 2,
}: {
  studentId: string;
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations('coaching.notes');
  const id = useId();
  const query = useQuery(coachNotesQuery(studentId));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [announcement, setAnnouncement] = useState('');
  return (
    <section className="coach-notes kit-card" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t('title')}</Heading>
      <p className="field-hint">{t('hint')}</p>
      <AddNote studentId={studentId} onAdded={() => setAnnouncement(t('added'))} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {!query.data ? (
        <QueryPending query={query} />
      ) : query.data.items.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <ol className="coach-note-list">
          {query.data.items.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              studentId={studentId}
              onDeleted={() => setAnnouncement(t('deleted'))}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function AddNote({ studentId, onAdded }: { studentId: string; onAdded: () => void }) {
  const t = useTranslations('coaching.notes');
  const client = useQueryClient();
  const form = useForm({
    fields: { body: { value: '', rules: NOTE_RULES.body, trim: true } },
    onSubmit: async (values) => {
      await createCoachNote(studentId, String(values.body));
      await client.invalidateQueries({ queryKey: coachKeys.notes(studentId) });
      await client.invalidateQueries({ queryKey: coachKeys.menteeLists() });
      return undefined;
    },
    onSuccess: onAdded,
  });
  return (
    <form className="form coach-note-form" onSubmit={form.handleSubmit} noValidate>
      <FormError message={form.generalError} />
      <TextArea field={form.field('body')} label={t('new')} rows={3} />
      <SubmitRow form={form} label={t('add')} busyLabel={t('adding')} />
    </form>
  );
}

function NoteItem({
  note,
  studentId,
  onDeleted,
}: {
  note: CoachNote;
  studentId: string;
  onDeleted: () => void;
}) {
  const t = useTranslations('coaching.notes');
  const format = useFormatter();
  const client = useQueryClient();
  const modals = useModals();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const date = (value: string) =>
    format.dateTime(new Date(value), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: TIME_ZONE,
    });
  const written = date(note.createdAt);
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: coachKeys.notes(studentId) }),
      client.invalidateQueries({ queryKey: coachKeys.menteeLists() }),
    ]);

  if (editing) {
    return (
      <li className="coach-note">
        <EditNote
          note={note}
          label={t('editField', { date: written })}
          onDone={async (saved) => {
            if (saved) await refresh();
            setEditing(false);
            requestAnimationFrame(() => editButton.current?.focus());
          }}
        />
      </li>
    );
  }
  return (
    <li className="coach-note">
      <p className="coach-note-meta kit-meta">
        <time dateTime={note.createdAt}>{written}</time>
        {note.updatedAt !== note.createdAt && (
          <span className="muted"> · {t('edited', { date: date(note.updatedAt) })}</span>
        )}
      </p>
      <p className="coach-note-body">{note.body}</p>
      <div className="coach-note-actions">
        <button
          ref={editButton}
          type="button"
          className="button"
          aria-label={t('editLabel', { date: written })}
          onClick={() => setEditing(true)}
        >
          {t('edit')}
        </button>
        <button
          type="button"
          className="button coach-danger"
          aria-label={t('deleteLabel', { date: written })}
          onClick={(event) => {
            const trigger = event.currentTarget;
            const modalId = `coach-note-delete:${note.id}`;
            modals.open(modalId, () => (
              <ConfirmDialog
                modalId={modalId}
                title={t('confirmTitle')}
                description={t('confirmBody')}
                confirm={t('delete')}
                busy={t('deleting')}
                cancel={t('cancel')}
                onConfirm={async () => {
                  await deleteCoachNote(note.id);
                  await refresh();
                }}
                onClosed={(done) => {
                  if (done) onDeleted();
                  else trigger.focus();
                }}
              />
            ));
          }}
        >
          {t('delete')}
        </button>
      </div>
    </li>
  );
}

function EditNote({
  note,
  label,
  onDone,
}: {
  note: CoachNote;
  label: string;
  onDone: (saved: boolean) => void;
}) {
  const t = useTranslations('coaching.notes');
  const form = useForm({
    fields: { body: { value: note.body, rules: NOTE_RULES.body, trim: true } },
    resetOnSuccess: false,
    onSubmit: async (values) => {
      await updateCoachNote(note.id, String(values.body));
      return undefined;
    },
    onSuccess: () => onDone(true),
  });
  return (
    <form className="form coach-note-form" onSubmit={form.handleSubmit} noValidate>
      <FormError message={form.generalError} />
      <TextArea field={form.field('body')} label={label} rows={4} autoFocus />
      <SubmitRow form={form} label={t('save')} busyLabel={t('saving')}>
        <button type="button" className="button" onClick={() => onDone(false)}>
          {t('cancel')}
        </button>
      </SubmitRow>
    </form>
  );
}
