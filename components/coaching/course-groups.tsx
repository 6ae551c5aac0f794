'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { QueryPending } from '@/components/errors/error-panel';
import { FilePicker } from '@/components/forms/file-picker';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import {
  type CourseGroup,
  courseGroupsQuery,
  deleteGroup,
  type GroupImportOutcome,
  groupKeys,
  importGroups,
} from '@/lib/resources/coaching';
import { GROUP_CSV_TEMPLATE } from '@/shared/coaching/groups-import';
import { CourseGroupDialog } from './course-group-dialog';
import '@/components/forms/forms.css';
import './coaching.css';

/**
 * A course's groups (group_assignments; SCREENS "Coaching": groups of 2–10 per course, made by
 * hand or CSV): the groups with their members, a dialog to make or change one from the enrolled
 * students, and the CSV import (`email,group`) with a preview of every error by row before
 * anything is written.
 */
export function CourseGroupsManager({ courseId }: { courseId: string }) {
  const query = useQuery(courseGroupsQuery(courseId));
  const t = useTranslations('coaching.groups');
  const modals = useModals();
  const [status, setStatus] = useState('');
  if (!query.data) return <QueryPending query={query} />;
  const { groups, ungrouped } = query.data;
  const edit = (group: CourseGroup | null, trigger: HTMLElement) => {
    const modalId = `group:${group?.id ?? 'new'}`;
    modals.open(modalId, () => (
      <CourseGroupDialog
        courseId={courseId}
        group={group}
        ungrouped={ungrouped}
        modalId={modalId}
        onClosed={(announcement) => {
          if (announcement) setStatus(announcement);
          trigger.focus();
        }}
      />
    ));
  };
  return (
    <div className="groups-manager">
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <section className="ticket-section kit-box" aria-labelledby="groups-title">
        <div className="groups-head kit-bar">
          <h2 id="groups-title">{t('title', { count: groups.length })}</h2>
          <button
            type="button"
            className="button button-primary"
            onClick={(event) => edit(null, event.currentTarget)}
          >
            {t('add')}
          </button>
        </div>
        {groups.length === 0 ? (
          <p className="muted">{t('empty')}</p>
        ) : (
          <ul className="groups-list kit-list">
            {groups.map((group) => (
              <GroupCard
                key={group.id}
                courseId={courseId}
                group={group}
                onEdit={(trigger) => edit(group, trigger)}
                onDeleted={() => setStatus(t('deleted', { name: group.name }))}
              />
            ))}
          </ul>
        )}
        <p className="field-hint">
          {ungrouped.length > 0
            ? t('ungrouped', {
                count: ungrouped.length,
                names: ungrouped.map((student) => student.fullName).join(', '),
              })
            : t('everyoneGrouped')}
        </p>
      </section>
      <GroupImport courseId={courseId} onImported={(message) => setStatus(message)} />
    </div>
  );
}

function GroupCard({
  courseId,
  group,
  onEdit,
  onDeleted,
}: {
  courseId: string;
  group: CourseGroup;
  onEdit: (trigger: HTMLElement) => void;
  onDeleted: () => void;
}) {
  const t = useTranslations('coaching.groups');
  const modals = useModals();
  const client = useQueryClient();
  return (
    <li className="groups-card kit-card kit-stack">
      <h3>{group.name}</h3>
      <p className="muted">
        {group.members.map((member) => member.fullName).join(', ')}
        {group.locked && <span className="groups-locked"> · {t('locked')}</span>}
      </p>
      <div className="ticket-actions kit-wrap">
        <button
          type="button"
          className="button"
          onClick={(event) => onEdit(event.currentTarget)}
          aria-label={t('editNamed', { name: group.name })}
        >
          {t('edit')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          disabled={group.locked}
          aria-label={t('deleteNamed', { name: group.name })}
          onClick={(event) => {
            const trigger = event.currentTarget;
            const modalId = `group-delete:${group.id}`;
            modals.open(modalId, () => (
              <ConfirmDialog
                modalId={modalId}
                title={t('deleteTitle', { name: group.name })}
                description={t('deleteText')}
                confirm={t('delete')}
                busy={t('deleting')}
                cancel={t('cancel')}
                onConfirm={async () => {
                  await deleteGroup(group.id);
                  await client.invalidateQueries({ queryKey: groupKeys.course(courseId) });
                }}
                onClosed={(done) => {
                  if (done) {
                    onDeleted();
                    document.getElementById('groups-title')?.focus();
                  } else trigger.focus();
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

function GroupImport({
  courseId,
  onImported,
}: {
  courseId: string;
  onImported: (message: string) => void;
}) {
  const t = useTranslations('coaching.groups');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<GroupImportOutcome | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(GROUP_CSV_TEMPLATE)}`;
  // The check writes nothing: nothing to refetch.
  const check = useOptimisticMutation<File, GroupImportOutcome>({
    mutationFn: (chosen) => importGroups(courseId, chosen, 'preview'),
  });
  const write = useOptimisticMutation<File, GroupImportOutcome>({
    queryKey: groupKeys.course(courseId),
    mutationFn: (chosen) => importGroups(courseId, chosen, 'confirm'),
  });
  const busy = check.isPending || write.isPending;

  const confirm = () => {
    if (!file) return;
    write.mutate(file, {
      onSuccess: (outcome) => {
        if (outcome.errors.length > 0) {
          setPreview(outcome);
          return;
        }
        onImported(t('imported', { groups: outcome.groups, members: outcome.members }));
        setFile(null);
        setPreview(null);
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <section className="ticket-section kit-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('importTitle')}</h2>
      <p>
        {t('importIntro')}{' '}
        <a href={template} download="groups-template.csv">
          {t('template')}
        </a>
      </p>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('file')}</label>
        <FilePicker
          ref={input}
          id={`${id}-file`}
          accept=".csv,text/csv"
          disabled={busy}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0] ?? null;
            setFile(chosen);
            setPreview(null);
            if (chosen) check.mutate(chosen, { onSuccess: setPreview });
          }}
        />
      </div>
      <div role="status" aria-live="polite">
        {preview &&
          (preview.errors.length > 0 ? (
            <div className="groups-import-errors">
              <p>{t('importErrors', { count: preview.errors.length })}</p>
              <table>
                <caption className="visually-hidden">{t('errorsCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('row')}</th>
                    <th scope="col">{t('column')}</th>
                    <th scope="col">{t('problem')}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.errors.map((error) => (
                    <tr key={`${error.row}-${error.column}-${error.code}`}>
                      <td>{error.row}</td>
                      <td>{error.column || '—'}</td>
                      <td>{error.detail}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p>
              {t('importReady', { groups: preview.groups, members: preview.members })}
              {preview.newGroups.length > 0 &&
                ` ${t('newGroups', { names: preview.newGroups.join(', ') })}`}
            </p>
          ))}
      </div>
      {preview && preview.errors.length === 0 && (
        <button type="button" className="button button-primary" disabled={busy} onClick={confirm}>
          {t('confirmImport')}
        </button>
      )}
    </section>
  );
}
