'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  createDebouncedNotifier,
  type DebouncedNotifier,
} from '@/lib/validation/debounced-notifier';

/**
 * Spec §4: calls `onChange` 500 ms after `dirty` last changed, and only when it differs from
 * what was last reported (typing a letter and deleting it again reports nothing).
 */
export function useDirtyEvent(dirty: boolean, onChange: (dirty: boolean) => void) {
  const listener = useRef(onChange);
  useLayoutEffect(() => {
    listener.current = onChange;
  });
  const notifier = useRef<DebouncedNotifier<boolean> | null>(null);
  useEffect(() => {
    let reported = false;
    const created = createDebouncedNotifier<boolean>((value) => {
      if (value === reported) return;
      reported = value;
      listener.current(value);
    });
    notifier.current = created;
    return () => created.cancel();
  }, []);
  useEffect(() => {
    notifier.current?.notify(dirty);
  }, [dirty]);
}
