'use client';

import { useTranslations } from 'next-intl';
import type { ApiErrorObject } from '@/lib/api/errors';
import { authErrorCode } from './auth-errors';

/**
 * The describeError of a form on the BFF's auth routes: a coded error shows its auth.errors
 * text in the user's language, any other keeps the server's own detail.
 */
export function useAuthErrorText(): (error: ApiErrorObject) => string | undefined {
  const t = useTranslations('auth.errors');
  return (error) => {
    const code = authErrorCode(error);
    return code ? t(code) : undefined;
  };
}
