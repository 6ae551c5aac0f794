'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useShowError } from './use-show-error';

/**
 * Every failed action (mutation) is told to the user once: those that handle their own errors
 * (an onError of their own, or meta.handlesErrors: forms show them in place) are left alone,
 * all others go through the §8 mapping (a toast, or a modal for the 501 fallback).
 */
export function UnhandledMutationErrors() {
  const client = useQueryClient();
  const showError = useShowError();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { options } = event.mutation;
        if (options.onError || options.meta?.handlesErrors) return;
        showError(event.action.error);
      }),
    [client, showError],
  );
  return null;
}
