'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
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

  const labels = query.data;
  return (
    <div className="labels">
      <div className="labels-toolbar">
        <button
          ref={addButton}
          type="button"
          className="button button-primary"
          onClick={(event) => edit(null, event.currentTarget)}
        >
          {t('add')}
        </button>
      </div>
      {!labels ? (
        <QueryPending query={query} />
      ) : labels.length === 0 ? (
        <p className="labels-empty" role="status">
          {t('empty')}
        </p>
      ) : (
        <table className="labels-table">
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.chip')}</th>
              <th scope="col">{t('columns.en')}</th>
              <th scope="col">{t('columns.nl')}</th>
              <th scope="col">{t('columns.ro')}</th>
              <th scope="col">{t('columns.usage')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {labels.map((label) => (
              <tr key={label.id}>
                <td data-label={t('columns.chip')}>
                  <span className="label-chip" style={labelChipStyle(label.color)}>
                    {label.name}
                  </span>
                </td>
                <td data-label={t('columns.en')}>{label.names.en}</td>
                <td data-label={t('columns.nl')}>{label.names.nl ?? '—'}</td>
                <td data-label={t('columns.ro')}>{label.names.ro ?? '—'}</td>
                <td data-label={t('columns.usage')}>{t('usage', { count: label.usageCount })}</td>
                <td className="labels-actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={t('actions.edit', { name: label.name })}
                    onClick={(event) => edit(label, event.currentTarget)}
                  >
                    {t('actions.editShort')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('actions.merge', { name: label.name })}
                    disabled={labels.length < 2}
                    onClick={(event) => merge(label, event.currentTarget)}
                  >
                    {t('actions.mergeShort')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('actions.delete', { name: label.name })}
                    onClick={(event) => remove(label, event.currentTarget)}
                  >
                    {t('actions.deleteShort')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
