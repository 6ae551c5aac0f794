'use client';

import { type ComponentType, useEffect, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';
import { TOAST_DEFAULTS } from '@/lib/ui-state/toast';

/*
 * Toasts without sonner in the first-load JavaScript (11 kB of every page): `toast`
 * has sonner's calls, and the first one loads sonner, mounts its <Toaster> (the page's one
 * <LazyToaster>) and shows the toast once the Toaster's aria-live region is on the page, so
 * screen readers announce it as before. Later toasts go straight to sonner.
 */

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];
type Scheme = 'success' | 'info' | 'warning' | 'error';

/** How long the live region is on the page before the first toast enters it. */
export const LIVE_REGION_SETTLE_MS = 100;

/** sonner once its Toaster listens (toasts go straight to it), and once it has loaded. */
let sonner: Sonner | null = null;
let loaded: Sonner | null = null;
let ready: Promise<Sonner> | null = null;
let markMounted: (() => void) | null = null;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  ready ??= import('sonner').then(
    (module) =>
      new Promise<Sonner>((resolve) => {
        markMounted = () => {
          markMounted = null;
          setTimeout(() => {
            sonner = module;
            resolve(module);
          }, LIVE_REGION_SETTLE_MS);
        };
        loaded = module;
        for (const listener of listeners) listener();
      }),
  );
  return ready;
}

function call(show: (toast: Sonner['toast']) => unknown): void {
  if (sonner) {
    show(sonner.toast);
    return;
  }
  void loadSonner().then((module) => show(module.toast));
}

const byScheme =
  (scheme: Scheme) =>
  (message: Message, options?: ExternalToast): void =>
    call((toast) => toast[scheme](message, options));

/** sonner's `toast`, loaded on its first call. */
export const toast = Object.assign(
  (message: Message, options?: ExternalToast): void => call((show) => show(message, options)),
  {
    success: byScheme('success'),
    info: byScheme('info'),
    warning: byScheme('warning'),
    error: byScheme('error'),
    dismiss: (id?: string | number): void => {
      // Nothing to dismiss before the first toast.
      if (sonner) sonner.toast.dismiss(id);
    },
  },
);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Runs after the Toaster's own effects (siblings' effects run in order): it has subscribed. */
function Mounted() {
  useEffect(() => markMounted?.(), []);
  return null;
}

/**
 * The page's toaster, rendered once sonner has loaded: spec §9, 5000 ms, top centre. Mount it
 * once, in the root layout; it renders nothing until the first toast.
 */
export function LazyToaster() {
  const module = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  if (!module) return null;
  const Toaster = module.Toaster as ComponentType<ToasterProps>;
  return (
    <>
      <Toaster position="top-center" duration={TOAST_DEFAULTS.durationMs} richColors closeButton />
      <Mounted />
    </>
  );
}
