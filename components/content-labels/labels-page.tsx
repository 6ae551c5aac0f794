'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { AdminActions, OpenerButton } from '@/components/ui/admin-actions';
import { QueryItems } from '@/components/ui/admin-list-states';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import { showToast } from '@/components/ui/show-toast';
import {
  type AdminLabel,
  contentLabelKeys,
  contentLabelsQuery,
  deleteLabel,
} from '@/lib/resources/content-labels';
import { labelChipStyle } from '@/shared/catalog/label-colors';
import { LabelDialog } from './label-dialog';
import { MergeDialog } from './merge-dialog';
import './labels.css';

/** /admin/settings/content-labels: the portal's labels, their chips and usage, and their edits. */
export function LabelsPage() {
  const t = useTranslations('contentLabels');
  const query = useQuery(contentLabelsQuery());
  const client = useQueryClient();
  const modals = useModals();
  const addButton = useRef<HTMLButtonElement>(null);
  const refresh = () => client.invalidateQueries({ queryKey: contentLabelKeys.all() });

  const edit = (label: AdminLabel | null, trigger: HTMLElement) => {
    const modalId = `label-edit:${label?.id ?? 'new'}`;
    modals.open(modalId, () => (
      <LabelDialog label={label} modalId={modalId} onClosed={() => trigger.focus()} />
    ));
  };
  const merge = (label: AdminLabel, trigger: HTMLElement) => {
    const modalId = `label-merge:${label.id}`;
    const others = (query.data ?? []).filter((other) => other.id !== label.id);
    modals.open(modalId, () => (
      <MergeDialog
        label={label}
        others={others}
        modalId={modalId}
        onClosed={(merged) => (merged ? addButton.current?.focus() : trigger.focus())}
      />
    ));
  };
  const remove = (label: AdminLabel, trigger: HTMLElement) => {
    const modalId = `label-delete:${label.id}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('delete.title', { name: label.name })}
        description={t('delete.description', { name: label.name, count: label.usageCount })}
        confirm={t('delete.confirm')}
        busy={t('delete.busy')}
        cancel={t('cancel')}
        onConfirm={async () => {
          await deleteLabel(label.id);
          showToast({ scheme: 'success', message: t('delete.done', { name: label.name }) });
          await refresh();
        }}
        onClosed={(done) => (done ? addButton.current?.focus() : trigger.focus())}
      />
    ));
  };

  return (
    <div className="labels">
      <div className="labels-toolbar">
        <OpenerButton
          ref={addButton}
          className="button button-primary"
          text={t('add')}
          onClick={(trigger) => edit(null, trigger)}
        />
      </div>
      <QueryItems
        query={query}
        items={query.data}
        empty={
          <p className="labels-empty" role="status">
            {t('empty')}
          </p>
        }
      >
        {(labels) => (
          <LabelsTable labels={labels} onEdit={edit} onMerge={merge} onDelete={remove} />
        )}
      </QueryItems>
    </div>
  );
}

/** The labels with their chip, names per language and usage, each with Edit, Merge and Delete. */
function LabelsTable({
  labels,
  onEdit,
  onMerge,
  onDelete,
}: {
  labels: readonly AdminLabel[];
  onEdit: (label: AdminLabel, trigger: HTMLElement) => void;
  onMerge: (label: AdminLabel, trigger: HTMLElement) => void;
  onDelete: (label: AdminLabel, trigger: HTMLElement) => void;
}) {
  const t = useTranslations('contentLabels');
  const columns: AdminColumn<AdminLabel>[] = [
    {
      header: t('columns.chip'),
      cell: (label) => (
        <span className="label-chip" style={labelChipStyle(label.color)}>
          {label.name}
        </span>
      ),
    },
    { header: t('columns.en'), cell: (label) => label.names.en },
    { header: t('columns.nl'), cell: (label) => label.names.nl ?? '—' },
    { header: t('columns.ro'), cell: (label) => label.names.ro ?? '—' },
    { header: t('columns.usage'), cell: (label) => t('usage', { count: label.usageCount }) },
    {
      header: t('columns.actions'),
      hideHeader: true,
      cellClassName: 'labels-actions',
      cell: (label) => (
        <AdminActions
          actions={[
            {
              text: t('actions.editShort'),
              label: t('actions.edit', { name: label.name }),
              onClick: (trigger) => onEdit(label, trigger),
            },
            {
              text: t('actions.mergeShort'),
              label: t('actions.merge', { name: label.name }),
              disabled: labels.length < 2,
              onClick: (trigger) => onMerge(label, trigger),
            },
            {
              text: t('actions.deleteShort'),
              label: t('actions.delete', { name: label.name }),
              onClick: (trigger) => onDelete(label, trigger),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <AdminTable
      className="labels-table"
      caption={t('caption')}
      labelCells
      columns={columns}
      rows={labels}
    />
  );
}
