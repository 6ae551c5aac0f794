'use client';

import { useRouter } from 'next/navigation';
import type { FormResult } from '@/components/forms/form-result';
import { type FieldConfig, useForm } from '@/components/forms/use-form';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { safePortalPath } from '@/shared/navigation/safe-path';
import { useAuthErrorText } from './use-auth-error-text';

/**
 * Sign-in and "Try it free" link to each other keeping where the visitor was going (the
 * course a guest chose survives the switch); an unsafe returnTo is dropped.
 */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  const safe = safePortalPath(returnTo);
  return safe ? `${path}?returnTo=${encodeURIComponent(safe)}` : path;
}

/**
 * A form on the BFF's auth routes (sign-in, registration, password reset) on useForm: nothing is
 * sent while a field is invalid; the coded errors show their auth.errors text (on their field
 * for a 422 with a pointer, else as the general error); what was typed stays. Success renders
 * returnTo (or /, which leads to the user's start page) on the server again, where the
 * signed-in shell starts with a query client of its own (guest pages have none: nothing of the
 * signed-out visitor is cached), unless `onSuccess` says what follows instead.
 */
export function useAuthForm<K extends string>(options: {
  endpoint:
    | '/auth/login'
    | '/auth/register'
    | '/auth/password-resets'
    | '/auth/password-resets/confirm'
    | '/auth/invitations/accept';
  type: 'sessions' | 'registrations' | 'password_resets' | 'invitations';
  fields: Record<K, FieldConfig>;
  returnTo?: string | null;
  /** The attributes to send, when they differ from the values (the register form's box, a token). */
  attributes?: (values: Record<K, unknown>) => Record<string, unknown>;
  onError?: (result: FormResult) => void;
  /** What follows success when the page stays (a mail was sent): the answer replaces the form. */
  onSuccess?: (values: Record<K, unknown>) => void;
}) {
  const describeError = useAuthErrorText();
  const router = useRouter();
  return useForm<K>({
    fields: options.fields,
    // Success leaves the page or replaces the form: resetting would only flash an empty form.
    resetOnSuccess: false,
    onSubmit: async (values) => {
      // apiFetch prefixes /api: these are the BFF's own auth routes.
      await apiFetch(options.endpoint, {
        method: 'POST',
        body: serialize(options.type, options.attributes?.(values) ?? values),
      });
      return undefined;
    },
    describeError,
    onError: options.onError,
    onSuccess: (_result, values) => {
      if (options.onSuccess) return options.onSuccess(values);
      router.replace(safePortalPath(options.returnTo, '/'));
      router.refresh();
    },
  });
}
