'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { API_HEADERS } from '@/lib/api/client';
import { isErrorDocument } from '@/lib/api/errors';
import { serialize } from '@/lib/api/jsonapi';
import { safeReturnTo } from '@/lib/proxy/routing';
import { isKnownAuthCode, splitErrors } from './auth-errors';

type FieldErrors = Record<string, string | undefined>;

/**
 * Submits a sign-in or registration form to the BFF: validates first (nothing is sent while a
 * field is invalid), shows server errors on their fields or as one general error, and on success
 * refreshes the server-rendered page at returnTo (or / which leads to the user's start page).
 */
export function useAuthSubmit<Schema extends z.ZodType<Record<string, string>>>(options: {
  endpoint: '/api/auth/login' | '/api/auth/register';
  type: string;
  schema: Schema;
  returnTo?: string | null;
}) {
  const t = useTranslations();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = options.schema.safeParse(values);
    setGeneralError(null);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      const first = Object.keys(errors)[0];
      if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      const response = await fetch(options.endpoint, {
        method: 'POST',
        credentials: 'include',
        headers: API_HEADERS,
        body: JSON.stringify(serialize(options.type, parsed.data)),
      });
      if (response.ok) {
        queryClient.clear();
        router.replace(safeReturnTo(options.returnTo) ?? '/');
        router.refresh();
        return;
      }
      const document: unknown = await response.json().catch(() => null);
      const { fields, general } = splitErrors(isErrorDocument(document) ? document.errors : []);
      const text = (code: string | undefined, detail: string | undefined) =>
        isKnownAuthCode(code) ? t(`auth.errors.${code}`) : (detail ?? t('forms.general_error'));
      setFieldErrors(
        Object.fromEntries(
          Object.entries(fields).map(([field, errors]) => [
            field,
            text(errors[0]?.code, errors[0]?.detail),
          ]),
        ),
      );
      setGeneralError(
        general.length > 0 || Object.keys(fields).length === 0
          ? general.map((error) => text(error.code, error.detail)).join('\n') ||
              t('forms.general_error')
          : null,
      );
    } catch {
      setGeneralError(t('forms.general_error'));
    } finally {
      setSubmitting(false);
    }
  }

  return { onSubmit, fieldErrors, generalError, submitting };
}
