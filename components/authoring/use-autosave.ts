'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** SCREENS "Authoring": a draft saves itself about 1.5 s after typing stops. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveState = 'idle' | 'saving' | 'saved' | 'error' | 'conflict';

interface AutosaveOptions {
  /** Something differs from what the server has. */
  dirty: boolean;
  /** Changes on every edit (restarts the pause). */
  revision: unknown;
  /** Sends what is dirty now; resolves 'conflict' when the server refused a stale version. */
  save: () => Promise<'saved' | 'conflict'>;
  /** No saving while a conflict waits for the user. */
  paused?: boolean;
}

/**
 * Debounced autosave: saves after the pause, at once on `flush` (blur, leaving the page),
 * never two saves at the same time (a change during a save is saved right after it), and
 * warns before the page unloads while anything is unsaved.
 */
export function useAutosave({ dirty, revision, save, paused = false }: AutosaveOptions) {
  const [state, setState] = useState<SaveState>('idle');
  const saveRef = useRef(save);
  const dirtyRef = useRef(dirty);
  const pausedRef = useRef(paused);
  useLayoutEffect(() => {
    saveRef.current = save;
    dirtyRef.current = dirty;
    pausedRef.current = paused;
  });
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const run = useCallback((): Promise<void> => {
    if (pausedRef.current || !dirtyRef.current) return running.current ?? Promise.resolve();
    if (running.current) {
      again.current = true;
      return running.current;
    }
    setState('saving');
    const current = (async () => {
      try {
        setState(await saveRef.current());
      } catch {
        setState('error');
      } finally {
        running.current = null;
        if (again.current) {
          again.current = false;
          void run();
        }
      }
    })();
    running.current = current;
    return current;
  }, []);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    return run();
  }, [run]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every edit (revision) restarts the pause.
  useEffect(() => {
    if (!dirty || paused) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), AUTOSAVE_DELAY_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [revision, dirty, paused, run]);

  // Leaving the page within the app (another route): what is typed is still sent.
  useEffect(() => () => void flush(), [flush]);

  const unsaved = dirty || state === 'saving';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return { state: dirty && state === 'saved' ? 'idle' : state, flush, setState };
}
