'use client';

import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslations } from 'next-intl';
import type { EditorModule } from '@/lib/resources/authoring';
import { AddExternalTool } from './add-external-tool';
import { ModuleHeader } from './module-header';
import { AddItem } from './outline-add';
import { OutlineItemRow } from './outline-item-row';
import { AddPackage } from './package-upload';
import { usePackagesEnabled } from './packages-enabled';
import { MODULE_DROP } from './use-outline-dnd';

interface OutlineModuleProps {
  courseId: string;
  module: EditorModule;
  /** First or last module of the outline. */
  first: boolean;
  last: boolean;
  /** The item whose editor is open, if any. */
  editing: string | null;
  onEdit: (itemId: string | null) => void;
  onShift: (id: string, by: -1 | 1, kind: 'item' | 'module') => void;
  onChanged: () => Promise<unknown>;
  onFailed: (error: unknown) => void;
}

/** One module of the outline: its header, its sortable items, and its "add item" row. */
export function OutlineModule({ module, first, last, editing, ...props }: OutlineModuleProps) {
  const t = useTranslations('authoring.outline');
  const { courseId, onShift, onChanged, onFailed } = props;
  const packages = usePackagesEnabled();
  return (
    <ModuleBlock module={module}>
      <ModuleHeader
        courseId={courseId}
        module={module}
        first={first}
        last={last}
        onShift={(by) => onShift(module.id, by, 'module')}
        onChanged={onChanged}
        onFailed={onFailed}
      />
      <SortableContext
        items={module.items.map((item) => item.id)}
        strategy={verticalListSortingStrategy}
      >
        {module.items.length === 0 ? (
          <p className="outline-empty">{t('emptyModule')}</p>
        ) : (
          <ol className="outline-items">
            {module.items.map((item, i) => (
              <OutlineItemRow
                key={item.id}
                courseId={courseId}
                item={item}
                first={first && i === 0}
                last={last && i === module.items.length - 1}
                editing={editing === item.id}
                onEdit={() => props.onEdit(editing === item.id ? null : item.id)}
                onShift={(by) => onShift(item.id, by, 'item')}
                onChanged={onChanged}
                onFailed={onFailed}
              />
            ))}
          </ol>
        )}
      </SortableContext>
      <AddItem courseId={courseId} module={module} />
      {packages && <AddPackage courseId={courseId} moduleId={module.id} />}
      <AddExternalTool courseId={courseId} moduleId={module.id} />
    </ModuleBlock>
  );
}

/** A module: a region named by its title, and a drop area for its (possibly empty) list. */
function ModuleBlock({ module, children }: { module: EditorModule; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `${MODULE_DROP}${module.id}` });
  return (
    <section
      ref={setNodeRef}
      className={`outline-module${isOver ? ' outline-module-over' : ''}`}
      aria-labelledby={`module-${module.id}-title`}
    >
      {children}
    </section>
  );
}
