'use client';

import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslations } from 'next-intl';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import './sortable-list.css';

type Which = 'up' | 'down' | 'handle';

export interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** The item's name, for its buttons and the screen-reader announcements. */
  nameOf: (item: T) => string;
  /** The list's accessible name. */
  label: string;
  onMove: (from: number, to: number) => void;
  /** The item's own content; the handle and Move up/down buttons are added around it. */
  renderItem: (item: T) => ReactNode;
  className?: string;
}

/**
 * A reorderable list (SCREENS "Authoring": drag and drop with a keyboard alternative): a drag
 * handle (pointer, or Space and the arrow keys with dnd-kit's keyboard sensor, announced in the
 * page's language) and Move up / Move down buttons. Focus stays on the moved item.
 */
export function SortableList<T extends { id: string }>(props: SortableListProps<T>) {
  const t = useTranslations('catalogsAdmin.dnd');
  const { items, nameOf, onMove } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<{ id: string; which: Which; index: number } | null>(null);
  const [status, setStatus] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || !listRef.current) return;
    // The move shows once the cache has it (a render or two later): wait for the item to be there.
    const rows = [...listRef.current.children] as HTMLElement[];
    const at = rows.findIndex((row) => row.dataset.sortableItem === pending.id);
    if (at === -1) {
      pendingFocus.current = null;
      return;
    }
    if (at !== pending.index) return;
    pendingFocus.current = null;
    const row = rows[at];
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${pending.which}"]`);
    const target =
      wanted && !wanted.disabled
        ? wanted
        : row?.querySelector<HTMLButtonElement>('[data-move="handle"]');
    target?.focus();
  });

  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id);
  const nameOfId = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item ? nameOf(item) : '';
  };
  const position = (id: UniqueIdentifier) => ({ position: indexOf(id) + 1, total: items.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('picked', { name: nameOfId(active.id), ...position(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('over', { name: nameOfId(active.id), ...position(over.id) })
        : t('outside', { name: nameOfId(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dropped', { name: nameOfId(active.id), ...position(over.id) })
        : t('outside', { name: nameOfId(active.id) }),
    onDragCancel: ({ active }) => t('cancelled', { name: nameOfId(active.id) }),
  };

  const move = (index: number, delta: -1 | 1) => {
    const item = items[index];
    const target = index + delta;
    if (!item || target < 0 || target >= items.length) return;
    pendingFocus.current = { id: item.id, which: delta < 0 ? 'up' : 'down', index: target };
    setStatus(t('moved', { name: nameOf(item), position: target + 1, total: items.length }));
    onMove(index, target);
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from < 0 || to < 0) return;
    pendingFocus.current = { id: String(active.id), which: 'handle', index: to };
    onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') } }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul
          ref={listRef}
          className={`sortable-list ${props.className ?? ''}`}
          aria-label={props.label}
        >
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              name={nameOf(item)}
              first={index === 0}
              last={index === items.length - 1}
              onUp={() => move(index, -1)}
              onDown={() => move(index, 1)}
            >
              {props.renderItem(item)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  first,
  last,
  onUp,
  onDown,
  children,
}: {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('catalogsAdmin.dnd');
  const sortable = useSortable({ id });
  const { transform, transition } = sortable;
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
  };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={sortable.isDragging ? 'sortable-item is-dragging' : 'sortable-item'}
      data-sortable-item={id}
    >
      <div className="sortable-controls">
        <button
          type="button"
          className="button button-ghost sortable-handle"
          data-move="handle"
          aria-label={t('handle', { name })}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <MoveButton which="up" name={name} onClick={onUp} disabled={first} />
        <MoveButton which="down" name={name} onClick={onDown} disabled={last} />
      </div>
      <div className="sortable-body">{children}</div>
    </li>
  );
}

const ARROWS = { up: '↑', down: '↓' } as const;

/** Move up or Move down: the keyboard's way to reorder, named after the item it moves. */
function MoveButton({
  which,
  name,
  onClick,
  disabled,
}: {
  which: 'up' | 'down';
  name: string;
  onClick: () => void;
  disabled: boolean;
}) {
  const t = useTranslations('catalogsAdmin.dnd');
  return (
    <button
      type="button"
      className="button button-ghost"
      data-move={which}
      onClick={onClick}
      disabled={disabled}
      aria-label={t(which, { name })}
    >
      <span aria-hidden="true">{ARROWS[which]}</span>
    </button>
  );
}
