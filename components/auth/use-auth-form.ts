'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FieldConfig, useForm } from '@/components/forms/use-form';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { safeReturnTo } from '@/lib/proxy/routing';
import { authErrorCode } from './auth-errors';

/**
 * A sign-in or registration form on useForm: nothing is sent while a field is invalid; the BFF's
 * coded errors show their auth.errors text (on their field for a 422 with a pointer, else as the
 * general error); success drops every cached query of the signed-out visitor and renders
 * returnTo (or /, which leads to the user's start page) on the server again.
 */
export function useAuthForm<K extends string>(options: {
  endpoint: '/auth/login' | '/auth/register';
  type: 'sessions' | 'registrations';
  fields: Record<K, FieldConfig>;
  returnTo?: string | null;
}) {
  const t = useTranslations('auth.errors');
  const router = useRouter();
  const queryClient = useQueryClient();
  return useForm<K>({
    fields: options.fields,
    // The page is left on success: resetting would only flash an empty form on the way out.
    resetOnSuccess: false,
    onSubmit: async (values) => {
      // apiFetch prefixes /api: these are the BFF's own auth routes.
      await apiFetch(options.endpoint, {
        method: 'POST',
        body: serialize(options.type, values),
      });
      return undefined;
    },
    describeError: (error) => {
      const code = authErrorCode(error);
      return code ? t(code) : undefined;
    },
    onSuccess: () => {
      queryClient.clear();
      router.replace(safeReturnTo(options.returnTo) ?? '/');
      router.refresh();
    },
  });
}
