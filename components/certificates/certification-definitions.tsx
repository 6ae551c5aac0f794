'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import {
  type Certification,
  certificateKeys,
  certificationKeys,
  certificationsQuery,
  deleteCertification,
} from '@/lib/resources/certificates';
import { DefinitionDialog } from './definition-dialog';
import './certificates.css';

/**
 * The certifications of the portal (SCREENS "/admin/certifications"): name, required courses,
 * minimum score, validity and how many were issued, with "New certification", Edit and Delete.
 */
export function CertificationDefinitions() {
  const t = useTranslations('certificates.definitions');
  const query = useQuery(certificationsQuery());
  const client = useQueryClient();
  const modals = useModals();
  const newButton = useRef<HTMLButtonElement>(null);

  const edit = (certification: Certification | null, trigger: HTMLElement) => {
    const modalId = `certification-edit:${certification?.id ?? 'new'}`;
    modals.open(modalId, () => (
      <DefinitionDialog
        certification={certification}
        modalId={modalId}
        onClosed={() => trigger.focus()}
      />
    ));
  };

  const remove = (certification: Certification, trigger: HTMLElement) => {
    const modalId = `certification-delete:${certification.id}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('deleteDialog.title', { name: certification.name })}
        description={t('deleteDialog.description', { count: certification.issuedCount })}
        confirm={t('deleteDialog.confirm')}
        busy={t('deleteDialog.busy')}
        cancel={t('deleteDialog.cancel')}
        onConfirm={async () => {
          await deleteCertification(certification.id);
          showToast({
            scheme: 'success',
            message: t('deleteDialog.done', { name: certification.name }),
          });
          await Promise.all([
            client.invalidateQueries({ queryKey: certificationKeys.all() }),
            // Its certificates went with it.
            client.invalidateQueries({ queryKey: certificateKeys.all() }),
          ]);
        }}
        onClosed={(done) => (done ? newButton.current?.focus() : trigger.focus())}
      />
    ));
  };

  const certifications = query.data?.items;
  return (
    <section className="certificates-section" aria-labelledby="certification-definitions-title">
      <div className="certificates-section-head">
        <h2 id="certification-definitions-title">{t('title')}</h2>
        <button
          ref={newButton}
          type="button"
          className="button button-primary"
          onClick={(event) => edit(null, event.currentTarget)}
        >
          {t('new')}
        </button>
      </div>
      {!certifications ? (
        <QueryPending query={query} />
      ) : certifications.length === 0 ? (
        <div className="certificates-empty" role="status">
          <p>{t('empty')}</p>
          <p className="muted">{t('emptyHint')}</p>
        </div>
      ) : (
        <DefinitionsTable certifications={certifications} onEdit={edit} onDelete={remove} />
      )}
    </section>
  );
}

function DefinitionsTable({
  certifications,
  onEdit,
  onDelete,
}: {
  certifications: Certification[];
  onEdit: (certification: Certification, trigger: HTMLElement) => void;
  onDelete: (certification: Certification, trigger: HTMLElement) => void;
}) {
  const t = useTranslations('certificates.definitions');
  return (
    <table className="certificates-table">
      <caption className="visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.name')}</th>
          <th scope="col">{t('columns.courses')}</th>
          <th scope="col">{t('columns.minScore')}</th>
          <th scope="col">{t('columns.validity')}</th>
          <th scope="col">{t('columns.issued')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {certifications.map((certification) => (
          <tr key={certification.id}>
            <th scope="row" data-label={t('columns.name')}>
              {certification.name}
            </th>
            <td data-label={t('columns.courses')}>
              {certification.courses.length === 0 ? (
                <span className="muted">{t('noCourses')}</span>
              ) : (
                <ul className="certificates-course-list">
                  {certification.courses.map((course) => (
                    <li key={course.id}>{course.title}</li>
                  ))}
                </ul>
              )}
            </td>
            <td data-label={t('columns.minScore')}>
              {certification.minScore === null
                ? t('noMinimum')
                : t('minScore', { score: certification.minScore })}
            </td>
            <td data-label={t('columns.validity')}>
              {certification.validityMonths === 0
                ? t('neverExpires')
                : t('validity', { months: certification.validityMonths })}
            </td>
            <td data-label={t('columns.issued')}>
              {t('issuedCount', { count: certification.issuedCount })}
            </td>
            <td className="certificates-actions">
              <button
                type="button"
                className="button"
                aria-label={t('editLabel', { name: certification.name })}
                onClick={(event) => onEdit(certification, event.currentTarget)}
              >
                {t('edit')}
              </button>
              <button
                type="button"
                className="button"
                aria-label={t('deleteLabel', { name: certification.name })}
                onClick={(event) => onDelete(certification, event.currentTarget)}
              >
                {t('delete')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
