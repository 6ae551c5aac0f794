'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { locateItem, outlineOrder, shiftItem, shiftModule } from '@/lib/authoring/ordering';
import {
  authoringKeys,
  type CourseDraft,
  type EditorModule,
  saveOutline,
} from '@/lib/resources/authoring';
import { useFailureToast } from './use-outline-write';

/**
 * The outline as shown (ahead of the server while a new order saves) and its ordering:
 * `reorder` shows, announces and saves an order; `shift` is Move up / Move down, the moved
 * row's button keeping the focus. A refused write is toasted and the course read again.
 */
export function useOutlineOrder(course: CourseDraft) {
  const t = useTranslations('authoring.outline');
  const client = useQueryClient();
  const [modules, setModules] = useState<EditorModule[]>(course.modules);
  const [announcement, setAnnouncement] = useState('');
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

  return { modules, announcement, titleOf, reorder, shift, refresh, failed };
}
