'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { AdminActions, OpenerButton } from '@/components/ui/admin-actions';
import { QueryItems } from '@/components/ui/admin-list-states';
import { showToast } from '@/components/ui/show-toast';
import {
  deleteQualification,
  type QualificationDefinition,
  qualificationDefinitionsQuery,
  qualificationKeys,
} from '@/lib/resources/qualifications';
import { neededCount } from '@/shared/qualifications/progress';
import { QualificationDialog } from './qualification-dialog';
import './qualifications.css';

/**
 * The portal's qualification definitions for /admin/certifications (certification rights): the
 * list with each one's courses and requirement, and add, edit and delete. Self-contained: it
 * loads its own data (needs the `qualifications` messages on the page).
 */
export function QualificationsAdmin() {
  const t = useTranslations('qualifications.admin');
  const headingId = useId();
  const query = useQuery(qualificationDefinitionsQuery());
  const client = useQueryClient();
  const modals = useModals();
  const addButton = useRef<HTMLButtonElement>(null);

  const edit = (definition: QualificationDefinition | null, trigger: HTMLElement) => {
    const modalId = `qualification-edit:${definition?.id ?? 'new'}`;
    modals.open(modalId, () => (
      <QualificationDialog
        definition={definition}
        modalId={modalId}
        onClosed={() => trigger.focus()}
      />
    ));
  };
  const remove = (definition: QualificationDefinition, trigger: HTMLElement) => {
    const modalId = `qualification-delete:${definition.id}`;
    const name = definition.name;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('deleteTitle', { name })}
        description={t('deleteDescription')}
        confirm={t('deleteConfirm')}
        busy={t('deleteBusy')}
        cancel={t('cancel')}
        onConfirm={async () => {
          await deleteQualification(definition.id);
          showToast({ scheme: 'success', message: t('deleted', { name }) });
          await client.invalidateQueries({ queryKey: qualificationKeys.all() });
        }}
        onClosed={(done) => (done ? addButton.current?.focus() : trigger.focus())}
      />
    ));
  };

  return (
    <section className="qualifications-admin" aria-labelledby={headingId}>
      <div className="qualifications-admin-head kit-bar">
        <h2 id={headingId}>{t('title')}</h2>
        <OpenerButton
          ref={addButton}
          className="button button-primary"
          text={t('add')}
          onClick={(trigger) => edit(null, trigger)}
        />
      </div>
      <p>{t('intro')}</p>
      <QueryItems
        query={query}
        items={query.data}
        empty={
          <p className="qualifications-empty kit-empty" role="status">
            {t('empty')}
          </p>
        }
      >
        {(definitions) => (
          <ul className="qualification-definitions kit-list" aria-label={t('listLabel')}>
            {definitions.map((definition) => (
              <DefinitionItem
                key={definition.id}
                definition={definition}
                onEdit={edit}
                onDelete={remove}
              />
            ))}
          </ul>
        )}
      </QueryItems>
    </section>
  );
}

/** One definition: its name, requirement and courses, with Edit and Delete. */
function DefinitionItem({
  definition,
  onEdit,
  onDelete,
}: {
  definition: QualificationDefinition;
  onEdit: (definition: QualificationDefinition, trigger: HTMLElement) => void;
  onDelete: (definition: QualificationDefinition, trigger: HTMLElement) => void;
}) {
  const t = useTranslations('qualifications.admin');
  return (
    <li className="qualification-definition kit-card kit-stack">
      <h3>{definition.name}</h3>
      <p className="qualification-requirement">
        {definition.requiredCount === null
          ? t('requirement.all', { count: definition.courseCount })
          : t('requirement.some', {
              needed: neededCount(definition.requiredCount, definition.courseCount),
              count: definition.courseCount,
            })}
      </p>
      <ul className="qualification-definition-courses">
        {definition.courses.map((course) => (
          <li key={course.id}>{course.title}</li>
        ))}
      </ul>
      <div className="qualification-definition-actions kit-wrap">
        <AdminActions
          actions={[
            {
              text: t('editShort'),
              label: t('edit', { name: definition.name }),
              onClick: (trigger) => onEdit(definition, trigger),
            },
            {
              text: t('deleteShort'),
              label: t('delete', { name: definition.name }),
              onClick: (trigger) => onDelete(definition, trigger),
            },
          ]}
        />
      </div>
    </li>
  );
}
