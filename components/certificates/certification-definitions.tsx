'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { OpenerButton } from '@/components/ui/admin-actions';
import { AdminEmpty, QueryItems } from '@/components/ui/admin-list-states';
import type { AdminColumn } from '@/components/ui/admin-table';
import { showToast } from '@/components/ui/show-toast';
import {
  type Certification,
  certificateKeys,
  certificationKeys,
  certificationsQuery,
  deleteCertification,
} from '@/lib/resources/certificates';
import { CertificatesTable } from './certificates-table';
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

  return (
    <section className="certificates-section" aria-labelledby="certification-definitions-title">
      <div className="certificates-section-head">
        <h2 id="certification-definitions-title">{t('title')}</h2>
        <OpenerButton
          ref={newButton}
          className="button button-primary"
          text={t('new')}
          onClick={(trigger) => edit(null, trigger)}
        />
      </div>
      <QueryItems
        query={query}
        items={query.data?.items}
        empty={
          <AdminEmpty className="certificates-empty" text={t('empty')} hint={t('emptyHint')} />
        }
      >
        {(certifications) => (
          <DefinitionsTable certifications={certifications} onEdit={edit} onDelete={remove} />
        )}
      </QueryItems>
    </section>
  );
}

function DefinitionsTable({
  certifications,
  onEdit,
  onDelete,
}: {
  certifications: readonly Certification[];
  onEdit: (certification: Certification, trigger: HTMLElement) => void;
  onDelete: (certification: Certification, trigger: HTMLElement) => void;
}) {
  const t = useTranslations('certificates.definitions');
  const columns: AdminColumn<Certification>[] = [
    { header: t('columns.name'), rowHeader: true, cell: (certification) => certification.name },
    {
      header: t('columns.courses'),
      cell: (certification) =>
        certification.courses.length === 0 ? (
          <span className="muted">{t('noCourses')}</span>
        ) : (
          <ul className="certificates-course-list">
            {certification.courses.map((course) => (
              <li key={course.id}>{course.title}</li>
            ))}
          </ul>
        ),
    },
    {
      header: t('columns.minScore'),
      cell: (certification) =>
        certification.minScore === null
          ? t('noMinimum')
          : t('minScore', { score: certification.minScore }),
    },
    {
      header: t('columns.validity'),
      cell: (certification) =>
        certification.validityMonths === 0
          ? t('neverExpires')
          : t('validity', { months: certification.validityMonths }),
    },
    {
      header: t('columns.issued'),
      cell: (certification) => t('issuedCount', { count: certification.issuedCount }),
    },
  ];
  return (
    <CertificatesTable
      caption={t('caption')}
      columns={columns}
      actionsHeader={t('columns.actions')}
      actions={(certification) => [
        {
          text: t('edit'),
          label: t('editLabel', { name: certification.name }),
          onClick: (trigger) => onEdit(certification, trigger),
        },
        {
          text: t('delete'),
          label: t('deleteLabel', { name: certification.name }),
          onClick: (trigger) => onDelete(certification, trigger),
        },
      ]}
      rows={certifications}
    />
  );
}
