'use client';

import { toast } from 'sonner';
import { type ToastInput, toToast } from '@/lib/ui-state/toast';

const BY_SCHEME = {
  success: toast.success,
  info: toast.info,
  warning: toast.warning,
  error: toast.error,
} as const;

/**
 * The one way to show a toast (spec §4/§9): scheme primary unless said otherwise, 5000 ms,
 * then a 200 ms fade before it leaves the page (sonner's own exit). `message` and `title`
 * are text already translated by the caller.
 */
export function showToast(input: ToastInput & { description?: string }) {
  const shown = toToast(input);
  const title = shown.title ?? shown.message;
  const options = {
    duration: shown.durationMs,
    ...(shown.title ? { description: shown.message } : {}),
    ...(input.description ? { description: input.description } : {}),
  };
  if (shown.scheme === 'primary') return toast(title, { ...options, className: 'toast-primary' });
  return BY_SCHEME[shown.scheme](title, options);
}
