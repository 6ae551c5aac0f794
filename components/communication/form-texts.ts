import type { FormMessage, FormState } from '@/lib/validation/form-types';

/**
 * What each of `fields` has to say, as one text under its control: its messages joined by a
 * space (the API may give one field several), for the fields that have any. The communication
 * forms show a field's every message, not only the first as useForm's bindings do.
 */
export function fieldTexts<F extends string>(
  state: FormState,
  fields: readonly F[],
  text: (message: FormMessage) => string,
): Partial<Record<F, string>> {
  const texts: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const joined = (state.fields[field]?.messages ?? []).map(text).filter(Boolean).join(' ');
    if (joined) texts[field] = joined;
  }
  return texts;
}
