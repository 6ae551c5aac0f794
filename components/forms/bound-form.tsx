'use client';

import type { ReactNode } from 'react';
import type { FormMessage } from '@/lib/validation/form-types';
import { FormError } from './form-error';
import type { UseFormReturn } from './use-form';

/**
 * The `<form>` of a useForm form: the browser's own validation is off (the field rules speak,
 * spec §4), it is busy while it submits, and its general error comes first. `error` replaces
 * that general error where the screen has its own (a refusal the server rendered).
 */
export function BoundForm({
  form,
  className = 'form',
  method,
  action,
  error,
  children,
}: {
  form: Pick<UseFormReturn, 'handleSubmit' | 'submitting' | 'generalError'>;
  className?: string;
  method?: 'post';
  action?: string;
  error?: FormMessage | null;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      method={method}
      action={action}
      onSubmit={form.handleSubmit}
      noValidate
      aria-busy={form.submitting}
    >
      <FormError message={error === undefined ? form.generalError : error} />
      {children}
    </form>
  );
}
