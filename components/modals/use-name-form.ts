'use client';

import { useRef } from 'react';
import { useForm } from '@/components/forms/use-form';
import type { RuleInput } from '@/shared/validation/validate';
import { useModals } from './modal-queue';

/**
 * The form of a dialog that adds or renames something by its name: one `name` field with the
 * API's §5 rules, trimmed; the submit hands the name to `save`, and once that succeeds the
 * dialog closes with `saved` set (for its onClosed). A refusal stays in the form (a 422 on the
 * field, the rest above it) with what was typed.
 */
export function useNameForm({
  modalId,
  initial,
  rules,
  save,
}: {
  modalId: string;
  initial: string;
  rules: RuleInput;
  save: (name: string) => Promise<unknown>;
}) {
  const modals = useModals();
  const saved = useRef(false);
  const form = useForm({
    fields: { name: { value: initial, rules, trim: true } },
    onSubmit: async (values) => {
      await save(String(values.name ?? ''));
      return undefined;
    },
    onSuccess: () => {
      saved.current = true;
      modals.close(modalId);
    },
  });
  return { form, saved };
}
