'use client';

import { type RefObject, useEffect, useRef } from 'react';

/**
 * Focuses `ref` (a heading or summary with tabIndex -1) when `shown` is set or changes to another
 * value: what replaced the button that was pressed (a disabled or removed button drops the focus
 * to the page) is where the keyboard and the screen reader carry on.
 */
export function useFocusOnShow<T extends HTMLElement>(shown: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
