'use client';

import { type ToastInput, toToast } from '@/lib/ui-state/toast';
import { toast } from './toast';

/**
 * The one way to show a toast (spec §4/§9): scheme primary unless said otherwise, 5000 ms,
 * then a 200 ms fade before it leaves the page (sonner's own exit). `message` and `title`
 * are text already translated by the caller. sonner loads with the first toast (./toast).
 */
export function showToast(input: ToastInput & { description?: string }): void {
  const shown = toToast(input);
  const title = shown.title ?? shown.message;
  const options = {
    duration: shown.durationMs,
    ...(shown.title ? { description: shown.message } : {}),
    ...(input.description ? { description: input.description } : {}),
  };
  if (shown.scheme === 'primary') toast(title, { ...options, className: 'toast-primary' });
  else toast[shown.scheme](title, options);
}
