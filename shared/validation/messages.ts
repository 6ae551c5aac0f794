/** Spec §5: the rule names of the pipe-separated syntax, plus the extras the spec lists. */
export const RULE_NAMES = [
  'required',
  'regex',
  'min',
  'max',
  'in_array',
  'is_email',
  'equals',
  'selected',
  'unselected',
  'correct',
  'incorrect',
  'uuid',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

/** Every key of the "validation" namespace; is_required is the required dropdown's message. */
export type ValidationKey = `validation.${RuleName | 'is_required'}`;

export type MessageValues = Record<string, string | number>;

/** A failed rule: a message key for next-intl plus its ICU values, never finished text. */
export interface ValidationMessage {
  key: ValidationKey;
  values: MessageValues;
}

export function message(
  name: RuleName | 'is_required',
  values: MessageValues = {},
): ValidationMessage {
  return { key: `validation.${name}`, values };
}
