'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';
import { deleteItem, type EditorItem } from '@/lib/resources/authoring';
import { LessonEditor } from './lesson-editor';
import { MoveAndDelete, OutlineConfirm, useOutlineDelete } from './outline-actions';
import { ReleaseNote } from './release-settings';

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
  const deletion = useOutlineDelete(() => deleteItem(courseId, item.id), onChanged, onFailed);
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

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`outline-item${isDragging ? ' outline-item-dragging' : ''}`}
    >
      <div className="outline-item-row kit-row">
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
        <ItemTitle courseId={courseId} item={item} />
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
          <MoveAndDelete
            idPrefix={`item-${item.id}`}
            title={item.title}
            first={first}
            last={last}
            onShift={onShift}
            deleteLabel={t('deleteItem', { title: item.title })}
            onDelete={deletion.ask}
          />
        </div>
      </div>
      {deletion.confirming && (
        <OutlineConfirm
          id={`item-${item.id}-confirm`}
          text={t('confirmDeleteItem', { title: item.title })}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
      {editing && <LessonEditor courseId={courseId} item={item} onClose={onEdit} />}
    </li>
  );
}

/** The item's title with its notes: no content yet, duration, free preview. */
function ItemTitle({ courseId, item }: { courseId: string; item: EditorItem }) {
  const t = useTranslations('authoring.outline');
  return (
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
      <ReleaseNote courseId={courseId} item={item} />
    </span>
  );
}
