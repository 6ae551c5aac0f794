'use client';

import {
  type Announcements,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslations } from 'next-intl';
import { locateItem, moveItem } from '@/lib/authoring/ordering';
import type { EditorModule } from '@/lib/resources/authoring';

/** The prefix of a module's drop area id (`module:{id}`): dropping there appends to it. */
export const MODULE_DROP = 'module:';

/**
 * Drag and drop of the outline's items (pointer and keyboard): the sensors, what a screen
 * reader hears while dragging, and the drop, which moves the item and reorders.
 */
export function useOutlineDnd(
  modules: EditorModule[],
  titleOf: (id: string) => string,
  reorder: (next: EditorModule[], movedId: string) => Promise<void>,
) {
  const t = useTranslations('authoring.outline');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const targetName = (id: string | number | undefined) => {
    if (id === undefined) return '';
    const text = String(id);
    return text.startsWith(MODULE_DROP) ? titleOf(text.slice(MODULE_DROP.length)) : titleOf(text);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.start', { title: titleOf(String(active.id)) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { title: titleOf(String(active.id)), target: targetName(over.id) })
        : t('dnd.overNothing', { title: titleOf(String(active.id)) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.end', { title: titleOf(String(active.id)), target: targetName(over.id) })
        : t('dnd.endNothing', { title: titleOf(String(active.id)) }),
    onDragCancel: ({ active }) => t('dnd.cancel', { title: titleOf(String(active.id)) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const overId = String(over.id);
    let toModule: number;
    let toIndex: number;
    if (overId.startsWith(MODULE_DROP)) {
      toModule = modules.findIndex((m) => m.id === overId.slice(MODULE_DROP.length));
      toIndex = modules[toModule]?.items.length ?? 0;
    } else {
      const at = locateItem(modules, overId);
      if (!at) return;
      toModule = at.module;
      toIndex = at.index;
    }
    void reorder(moveItem(modules, String(active.id), toModule, toIndex), String(active.id));
  };

  return { sensors, announcements, onDragEnd };
}
