'use client';

import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { Input } from '@/components/forms/native-fields';
import { showToast } from '@/components/ui/show-toast';
import { ApiError } from '@/lib/api/errors';
import {
  locateItem,
  moveItem,
  outlineOrder,
  shiftItem,
  shiftModule,
} from '@/lib/authoring/ordering';
import {
  addItem,
  addModule,
  authoringKeys,
  type CourseDraft,
  type EditorModule,
  saveOutline,
} from '@/lib/resources/authoring';
import type { CourseItemKind } from '@/lib/resources/courses';
import { ModuleHeader } from './module-header';
import { OutlineItemRow } from './outline-item-row';

const KINDS: CourseItemKind[] = ['lesson', 'quiz', 'assignment'];
const MODULE_DROP = 'module:';

/**
 * The Outline tab: modules and their items, added, renamed, deleted and ordered by drag and
 * drop (dnd-kit, keyboard included, announced) or by Move up / Move down buttons.
 */
export function OutlineEditor({ course }: { course: CourseDraft }) {
  const t = useTranslations('authoring.outline');
  const client = useQueryClient();
  const [modules, setModules] = useState<EditorModule[]>(course.modules);
  const [announcement, setAnnouncement] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [newModule, setNewModule] = useState('');
  const focusAfter = useRef<string | null>(null);
  useEffect(() => setModules(course.modules), [course.modules]);
  // The moved row's button keeps the focus (React may have moved its node).
  useEffect(() => {
    if (!focusAfter.current) return;
    const target = document.getElementById(focusAfter.current) as HTMLButtonElement | null;
    focusAfter.current = null;
    target?.focus();
  });

  const refresh = () => client.invalidateQueries({ queryKey: authoringKeys.editor(course.id) });
  const toastFailure = useFailureToast();
  const failed = (error: unknown) => {
    toastFailure(error);
    void refresh();
  };
  const addToOutline = useOutlineWrite(course.id, addModule);

  const titleOf = (id: string) =>
    modules.flatMap((m) => m.items).find((item) => item.id === id)?.title ??
    modules.find((m) => m.id === id)?.title ??
    '';

  /** Shows the new order at once, saves it, and says where the row went. */
  const reorder = async (next: EditorModule[], movedId: string) => {
    if (next === modules) return;
    setModules(next);
    const at = locateItem(next, movedId);
    const moduleAt = next.findIndex((m) => m.id === movedId);
    setAnnouncement(
      at
        ? t('moved', {
            title: titleOf(movedId),
            position: at.index + 1,
            module: next[at.module]?.title ?? '',
          })
        : t('moved', { title: titleOf(movedId), position: moduleAt + 1, module: course.title }),
    );
    try {
      const saved = await saveOutline(course.id, outlineOrder(next));
      client.setQueryData(authoringKeys.editor(course.id), (old: CourseDraft | undefined) =>
        old ? { ...old, modules: saved.modules, updatedAt: saved.updatedAt } : saved,
      );
    } catch (error) {
      failed(error);
    }
  };

  const shift = (id: string, by: -1 | 1, kind: 'item' | 'module') => {
    const next = kind === 'item' ? shiftItem(modules, id, by) : shiftModule(modules, id, by);
    const direction = by < 0 ? 'up' : 'down';
    focusAfter.current = `${kind}-${id}-${direction}`;
    void reorder(next, id);
  };

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

  const submitModule = (event: FormEvent) => {
    event.preventDefault();
    const title = newModule.trim() || t('newModule');
    addToOutline.mutate(title, { onSuccess: () => setNewModule('') });
  };

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
          <ModuleBlock key={module.id} module={module}>
            <ModuleHeader
              courseId={course.id}
              module={module}
              first={m === 0}
              last={m === modules.length - 1}
              onShift={(by) => shift(module.id, by, 'module')}
              onChanged={refresh}
              onFailed={failed}
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
                      courseId={course.id}
                      item={item}
                      first={m === 0 && i === 0}
                      last={m === modules.length - 1 && i === module.items.length - 1}
                      editing={editing === item.id}
                      onEdit={() => setEditing(editing === item.id ? null : item.id)}
                      onShift={(by) => shift(item.id, by, 'item')}
                      onChanged={refresh}
                      onFailed={failed}
                    />
                  ))}
                </ol>
              )}
            </SortableContext>
            <AddItem courseId={course.id} module={module} />
          </ModuleBlock>
        ))}
      </DndContext>
      <form className="outline-add-module" onSubmit={submitModule}>
        <div className="field">
          <label htmlFor="new-module-title">{t('moduleTitle')}</label>
          <Input
            id="new-module-title"
            value={newModule}
            maxLength={120}
            onChange={(event) => setNewModule(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={addToOutline.isPending}>
          {t('addModule')}
        </button>
      </form>
    </div>
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

/** The outline's "could not be saved" toast, with the API's first detail when it gave one. */
function useFailureToast() {
  const t = useTranslations('authoring.outline');
  return (error: unknown) => {
    const detail = error instanceof ApiError ? error.errors[0]?.detail : undefined;
    showToast({
      scheme: 'error',
      message: t('failed'),
      ...(detail ? { description: detail } : {}),
    });
  };
}

/** A write that adds to the course's outline: refetches the editor, and says so when refused. */
function useOutlineWrite<TVariables>(
  courseId: string,
  write: (courseId: string, variables: TVariables) => Promise<unknown>,
) {
  return useOptimisticMutation<TVariables>({
    queryKey: authoringKeys.editor(courseId),
    mutationFn: (variables) => write(courseId, variables),
    errors: useFailureToast(),
  });
}

type NewItem = { moduleId: string; kind: CourseItemKind; title: string };

const addNewItem = (courseId: string, item: NewItem) =>
  addItem(courseId, item.moduleId, item.kind, item.title);

function AddItem({ courseId, module }: { courseId: string; module: EditorModule }) {
  const t = useTranslations('authoring.outline');
  const [title, setTitle] = useState('');
  const create = useOutlineWrite(courseId, addNewItem);
  const busy = create.isPending;
  const inputId = `new-item-${module.id}`;
  const add = (kind: CourseItemKind) => {
    const item = { moduleId: module.id, kind, title: title.trim() || t(`kind.${kind}`) };
    create.mutate(item, { onSuccess: () => setTitle('') });
  };
  return (
    <div className="outline-add-item">
      <div className="field">
        <label htmlFor={inputId}>{t('newItemTitle')}</label>
        <Input
          id={inputId}
          value={title}
          maxLength={120}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add('lesson');
            }
          }}
        />
      </div>
      <div className="outline-add-buttons">
        {KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="button"
            disabled={busy}
            onClick={() => add(kind)}
          >
            {t(kind === 'lesson' ? 'addLesson' : kind === 'quiz' ? 'addQuiz' : 'addAssignment')}
          </button>
        ))}
      </div>
    </div>
  );
}
