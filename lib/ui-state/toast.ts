export type ToastScheme = 'primary' | 'success' | 'info' | 'warning' | 'error';

/** Spec §4/§9: scheme primary, shown 5000 ms, fades, removed 200 ms after the fade starts. */
export const TOAST_DEFAULTS = {
  scheme: 'primary',
  durationMs: 5000,
  fadeMs: 200,
} as const satisfies { scheme: ToastScheme; durationMs: number; fadeMs: number };

export interface ToastInput {
  /** A message key, or text the API sent (an error's detail). */
  message: string;
  title?: string;
  scheme?: ToastScheme;
  durationMs?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'title'>> {
  title?: string;
  /** When the toast starts to fade and when it leaves the DOM, in ms after it showed. */
  fadeAt: number;
  removeAt: number;
}

/** A toast with the spec's defaults filled in and its timeline worked out. */
export function toToast(input: ToastInput): Toast {
  const durationMs = input.durationMs ?? TOAST_DEFAULTS.durationMs;
  return {
    ...input,
    scheme: input.scheme ?? TOAST_DEFAULTS.scheme,
    durationMs,
    fadeAt: durationMs,
    removeAt: durationMs + TOAST_DEFAULTS.fadeMs,
  };
}

/** Spec §8: the session-loss warning. */
export const SESSION_LOSS_TOAST: ToastInput = { message: 'logout.timeout', scheme: 'warning' };
