'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { deleteItem, type EditorItem } from '@/lib/resources/authoring';
import { LessonEditor } from './lesson-editor';

interface OutlineItemRowProps {
  courseId: string;
  item: EditorItem;
  /** First or last of the whole outline: there is no place further up or down. */
  first: boolean;
  last: boolean;
  editing: boolean;
  onEdit: () => void;
  onShift: (by: -1 | 1) => void;
  onChanged: () => Promise<unknown>;
  onFailed: (error: unknown) => void;
}

/** One item: drag handle, kind, title, Edit, Move up / Move down, Delete (confirmed). */
export function OutlineItemRow({
  courseId,
  item,
  first,
  last,
  editing,
  onEdit,
  onShift,
  onChanged,
  onFailed,
}: OutlineItemRowProps) {
  const t = useTranslations('authoring.outline');
  const [confirming, setConfirming] = useState(false);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id });
  const style = { transform: CSS.Translate.toString(transform), transition };

  const remove = async () => {
    try {
      await deleteItem(courseId, item.id);
      await onChanged();
    } catch (error) {
      onFailed(error);
    }
  };

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`outline-item${isDragging ? ' outline-item-dragging' : ''}`}
    >
      <div className="outline-item-row">
        <button
          ref={setActivatorNodeRef}
          id={`item-${item.id}-handle`}
          type="button"
          className="outline-handle"
          {...attributes}
          {...listeners}
          aria-label={t('dragHandle', { title: item.title })}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <span className={`outline-kind outline-kind-${item.kind}`}>{t(`kind.${item.kind}`)}</span>
        <span className="outline-item-title">
          {item.title}
          {item.kind === 'lesson' && !item.hasContent && (
            <span className="outline-item-note"> ({t('noContent')})</span>
          )}
          {item.durationMinutes > 0 && (
            <span className="outline-item-note">
              {' '}
              · {t('itemDuration', { minutes: item.durationMinutes })}
            </span>
          )}
          {item.kind === 'lesson' && item.freePreview && (
            <span className="outline-item-note"> ({t('freePreview')})</span>
          )}
        </span>
        <div className="outline-actions">
          <button
            type="button"
            className="button button-ghost"
            aria-expanded={editing}
            aria-label={t('editItem', { title: item.title })}
            onClick={onEdit}
          >
            {t('edit')}
          </button>
          <button
            id={`item-${item.id}-up`}
            type="button"
            className="button button-ghost"
            aria-label={t('moveUpNamed', { title: item.title })}
            disabled={first}
            onClick={() => onShift(-1)}
          >
            ↑ <span className="visually-hidden-narrow">{t('moveUp')}</span>
          </button>
          <button
            id={`item-${item.id}-down`}
            type="button"
            className="button button-ghost"
            aria-label={t('moveDownNamed', { title: item.title })}
            disabled={last}
            onClick={() => onShift(1)}
          >
            ↓ <span className="visually-hidden-narrow">{t('moveDown')}</span>
          </button>
          <button
            type="button"
            className="button button-ghost outline-delete"
            aria-label={t('deleteItem', { title: item.title })}
            onClick={() => setConfirming(true)}
          >
            {t('delete')}
          </button>
        </div>
      </div>
      {confirming && (
        <div
          className="outline-confirm"
          role="alertdialog"
          aria-labelledby={`item-${item.id}-confirm`}
        >
          <p id={`item-${item.id}-confirm`}>{t('confirmDeleteItem', { title: item.title })}</p>
          <button type="button" className="button button-danger" onClick={() => void remove()}>
            {t('delete')}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </button>
        </div>
      )}
      {editing && <LessonEditor courseId={courseId} item={item} onClose={onEdit} />}
    </li>
  );
}
