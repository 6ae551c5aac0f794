'use client';

import { closestCorners, DndContext } from '@dnd-kit/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CourseDraft } from '@/lib/resources/authoring';
import { AddModuleForm } from './outline-add';
import { OutlineModule } from './outline-module';
import { useOutlineDnd } from './use-outline-dnd';
import { useOutlineOrder } from './use-outline-order';

/**
 * The Outline tab: modules and their items, added, renamed, deleted and ordered by drag and
 * drop (dnd-kit, keyboard included, announced) or by Move up / Move down buttons.
 */
export function OutlineEditor({ course }: { course: CourseDraft }) {
  const t = useTranslations('authoring.outline');
  const { modules, announcement, titleOf, reorder, shift, refresh, failed } =
    useOutlineOrder(course);
  const [editing, setEditing] = useState<string | null>(null);
  const { sensors, announcements, onDragEnd } = useOutlineDnd(modules, titleOf, reorder);

  return (
    <div className="outline-editor">
      <h2>{t('heading')}</h2>
      <p className="field-hint" id="outline-help">
        {t('help')}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {modules.length === 0 && <p>{t('empty')}</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('dnd.instructions') },
        }}
      >
        {modules.map((module, m) => (
          <OutlineModule
            key={module.id}
            courseId={course.id}
            module={module}
            first={m === 0}
            last={m === modules.length - 1}
            editing={editing}
            onEdit={setEditing}
            onShift={shift}
            onChanged={refresh}
            onFailed={failed}
          />
        ))}
      </DndContext>
      <AddModuleForm courseId={course.id} />
    </div>
  );
}
