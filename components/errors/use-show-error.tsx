'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import { describeError, type ErrorView } from '@/lib/errors/describe-error';
import type { ErrorTemplate } from '@/lib/errors/templates';

// The modal's dialog loads only when an error needs one (the 501 fallback): rarely.
const ErrorModal = dynamic(() => import('./error-modal').then((module) => module.ErrorModal), {
  ssr: false,
});

/** Error modals come before other waiting modals (spec §4 priority; the default is 0). */
export const ERROR_MODAL_PRIORITY = 10;

/** An error's title and text: the first error's detail if the API gave one. */
export function useErrorText() {
  const t = useTranslations();
  return useCallback(
    (view: ErrorView) => ({
      title: t(view.titleKey),
      description: view.detail ?? t(view.descriptionKey),
    }),
    [t],
  );
}

/**
 * Shows any error the one way spec §8 maps it: a toast, or a modal in the modal queue. The
 * inline templates (block, panel) are rendered by the screen itself (ErrorPanel, ErrorBlock);
 * asked for here they become a toast, so an error is never swallowed.
 */
export function useShowError() {
  const text = useErrorText();
  const modals = useModals();
  return useCallback(
    (error: unknown, options: { template?: ErrorTemplate; title?: string } = {}) => {
      const view = describeError(error);
      const described = text(view);
      // A screen may name what failed ("The notification could not be updated"); the text
      // stays the §8 one (the API's first detail).
      const title = options.title ?? described.title;
      const { description } = described;
      if ((options.template ?? view.template) === 'modal') {
        modals.open(
          `error:${view.kind}:${view.status ?? ''}`,
          () => <ErrorModal title={title} description={description} />,
          ERROR_MODAL_PRIORITY,
        );
        return;
      }
      showToast({ message: title, description, scheme: 'error' });
    },
    [text, modals],
  );
}
