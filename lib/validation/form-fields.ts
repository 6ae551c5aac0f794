import { type RuleInput, toRules, validate } from '@/shared/validation/validate';
import type { FieldState } from './form-types';

export function createField(config: {
  value?: unknown;
  rules?: RuleInput;
  dropdown?: boolean;
}): FieldState {
  return {
    value: config.value,
    initial: config.value,
    rules: toRules(config.rules ?? []),
    dropdown: config.dropdown ?? false,
    dirty: false,
    evaluated: false,
    valid: true,
    messages: [],
    serverMessages: [],
  };
}

/**
 * Recomputes every field's validity (an `equals:@other` changes with the other field) and
 * shows messages for the fields evaluated before or now.
 */
export function revalidate(
  fields: Record<string, FieldState>,
  evaluate: readonly string[] | 'all',
): Record<string, FieldState> {
  const values = Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.value]));
  return mapFields(fields, (field, name) => {
    const failures = validate(field.value, field.rules, { values, dropdown: field.dropdown });
    const evaluated = field.evaluated || evaluate === 'all' || evaluate.includes(name);
    return {
      ...field,
      evaluated,
      valid: failures.length === 0 && field.serverMessages.length === 0,
      messages: [...(evaluated ? failures : []), ...field.serverMessages],
    };
  });
}

export function mapFields(
  fields: Record<string, FieldState>,
  update: (field: FieldState, name: string) => FieldState,
): Record<string, FieldState> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, update(field, name)]),
  );
}

// Values are form data (text, numbers, lists, plain objects), so JSON equality is enough.
export function sameValue(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (typeof left !== 'object' || typeof right !== 'object') return false;
  return JSON.stringify(left) === JSON.stringify(right);
}
