'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether a date field's calendar is open: its button toggles it, Escape closes it and returns
 * focus to the button, a click or focus outside the field closes it.
 */
export function useDatePopup() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  // Escape closes the calendar, not the dialog around the field: a dialog (Radix) listens on the
  // document in the capture phase, so the calendar listens before it, on the window.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !wrapper.current?.contains(event.target as Node)) return;
      event.preventDefault();
      event.stopPropagation();
      close(true);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open, close]);

  // A click or focus outside the field and its calendar closes the calendar.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, close]);

  return { open, button, wrapper, close, toggle: () => (open ? close(true) : setOpen(true)) };
}
