'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

interface MoveAndDeleteProps {
  /** The row's id prefix (`module-<id>` or `item-<id>`): the move buttons' ids add `-up` / `-down`. */
  idPrefix: string;
  title: string;
  first: boolean;
  last: boolean;
  onShift: (by: -1 | 1) => void;
  /** The delete button's accessible name, naming the module or item. */
  deleteLabel: string;
  onDelete: () => void;
}

/** The actions every outline row ends with: Move up, Move down (disabled at either end) and Delete. */
export function MoveAndDelete({
  idPrefix,
  title,
  first,
  last,
  onShift,
  deleteLabel,
  onDelete,
}: MoveAndDeleteProps) {
  const t = useTranslations('authoring.outline');
  return (
    <>
      <button
        id={`${idPrefix}-up`}
        type="button"
        className="button button-ghost"
        aria-label={t('moveUpNamed', { title })}
        disabled={first}
        onClick={() => onShift(-1)}
      >
        ↑ <span className="visually-hidden-narrow">{t('moveUp')}</span>
      </button>
      <button
        id={`${idPrefix}-down`}
        type="button"
        className="button button-ghost"
        aria-label={t('moveDownNamed', { title })}
        disabled={last}
        onClick={() => onShift(1)}
      >
        ↓ <span className="visually-hidden-narrow">{t('moveDown')}</span>
      </button>
      <button
        type="button"
        className="button button-ghost outline-delete"
        aria-label={deleteLabel}
        onClick={onDelete}
      >
        {t('delete')}
      </button>
    </>
  );
}

/**
 * A row's delete, asked first: `ask` opens the inline confirmation, whose Delete removes it on
 * the server and reloads the outline; a failure goes to `onFailed`.
 */
export function useOutlineDelete(
  remove: () => Promise<unknown>,
  onChanged: () => Promise<unknown>,
  onFailed: (error: unknown) => void,
) {
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    try {
      await remove();
      await onChanged();
    } catch (error) {
      onFailed(error);
    }
  };
  return {
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm,
  };
}

/** The inline confirmation of a row's delete: the question, then Delete and Cancel. */
export function OutlineConfirm({
  id,
  text,
  onConfirm,
  onCancel,
}: {
  /** The question's id, naming the alert dialog. */
  id: string;
  text: string;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('authoring.outline');
  return (
    <div className="outline-confirm" role="alertdialog" aria-labelledby={id}>
      <p id={id}>{text}</p>
      <button type="button" className="button button-danger" onClick={() => void onConfirm()}>
        {t('delete')}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
