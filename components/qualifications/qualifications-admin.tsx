'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
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

  const definitions = query.data;
  return (
    <section className="qualifications-admin" aria-labelledby={headingId}>
      <div className="qualifications-admin-head">
        <h2 id={headingId}>{t('title')}</h2>
        <button
          ref={addButton}
          type="button"
          className="button button-primary"
          onClick={(event) => edit(null, event.currentTarget)}
        >
          {t('add')}
        </button>
      </div>
      <p>{t('intro')}</p>
      {!definitions ? (
        <QueryPending query={query} />
      ) : definitions.length === 0 ? (
        <p className="qualifications-empty" role="status">
          {t('empty')}
        </p>
      ) : (
        <ul className="qualification-definitions" aria-label={t('listLabel')}>
          {definitions.map((definition) => (
            <li key={definition.id} className="qualification-definition">
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
              <div className="qualification-definition-actions">
                <button
                  type="button"
                  className="button"
                  aria-label={t('edit', { name: definition.name })}
                  onClick={(event) => edit(definition, event.currentTarget)}
                >
                  {t('editShort')}
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={t('delete', { name: definition.name })}
                  onClick={(event) => remove(definition, event.currentTarget)}
                >
                  {t('deleteShort')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
