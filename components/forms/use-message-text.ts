'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FormMessage } from '@/lib/validation/form-types';

/** Turns a form message into text: validation keys through next-intl, server texts as given. */
export function useMessageText(): (message: FormMessage) => string {
  const t = useTranslations();
  return useCallback(
    (message: FormMessage) => ('text' in message ? message.text : t(message.key, message.values)),
    [t],
  );
}
