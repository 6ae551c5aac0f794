'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { FormResult } from '@/components/forms/form-result';
import { type FieldConfig, useForm } from '@/components/forms/use-form';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { safePortalPath } from '@/shared/navigation/safe-path';
import { authErrorCode } from './auth-errors';

/**
 * Sign-in and "Try it free" link to each other keeping where the visitor was going (the
 * course a guest chose survives the switch); an unsafe returnTo is dropped.
 */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  const safe = safePortalPath(returnTo);
  return safe ? `${path}?returnTo=${encodeURIComponent(safe)}` : path;
}

/**
 * A sign-in or registration form on useForm: nothing is sent while a field is invalid; the BFF's
 * coded errors show their auth.errors text (on their field for a 422 with a pointer, else as the
 * general error); success renders returnTo (or /, which leads to the user's start page) on the
 * server again, where the signed-in shell starts with a query client of its own (guest pages
 * have none: nothing of the signed-out visitor is cached).
 */
export function useAuthForm<K extends string>(options: {
  endpoint: '/auth/login' | '/auth/register';
  type: 'sessions' | 'registrations';
  fields: Record<K, FieldConfig>;
  returnTo?: string | null;
  /** The attributes to send, when they differ from the values (the register form's box). */
  attributes?: (values: Record<K, unknown>) => Record<string, unknown>;
  onError?: (result: FormResult) => void;
}) {
  const t = useTranslations('auth.errors');
  const router = useRouter();
  return useForm<K>({
    fields: options.fields,
    // The page is left on success: resetting would only flash an empty form on the way out.
    resetOnSuccess: false,
    onSubmit: async (values) => {
      // apiFetch prefixes /api: these are the BFF's own auth routes.
      await apiFetch(options.endpoint, {
        method: 'POST',
        body: serialize(options.type, options.attributes?.(values) ?? values),
      });
      return undefined;
    },
    describeError: (error) => {
      const code = authErrorCode(error);
      return code ? t(code) : undefined;
    },
    onError: options.onError,
    onSuccess: () => {
      router.replace(safePortalPath(options.returnTo, '/'));
      router.refresh();
    },
  });
}
