import { isEmpty, isUuid } from './empty';
import { message, type ValidationMessage } from './messages';
import type { Rule } from './parse-rules';

/** What a rule may need beyond the value itself. */
export interface RuleContext {
  /** All of the form's values, so `equals:@password` can compare with another field. */
  values?: Readonly<Record<string, unknown>>;
  /** A required dropdown reports validation.is_required instead of validation.required. */
  dropdown?: boolean;
}

/**
 * zod's own e-mail pattern (z.regexes.email), so these rules agree with z.email() on the server.
 * Copied rather than imported: importing zod would ship all of it (~31 kB gzipped) to every
 * page with a form for one regex. rules.test.ts checks it is still zod's.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const EMAIL = EMAIL_PATTERN;

/** Checks one rule: null when it passes, else the message key and its values. */
export function checkRule(
  rule: Rule,
  value: unknown,
  context: RuleContext = {},
): ValidationMessage | null {
  const text = asText(value);
  const fail = (passes: boolean, failure: ValidationMessage) => (passes ? null : failure);
  switch (rule.name) {
    case 'required':
      return fail(!isEmpty(value), message(context.dropdown ? 'is_required' : 'required'));
    case 'regex':
      return fail(
        text !== null && rule.pattern.test(text),
        message('regex', { pattern: rule.source }),
      );
    case 'min':
      return fail((measure(value) ?? -1) >= rule.limit, message('min', { min: rule.limit }));
    case 'max':
      return fail(
        (measure(value) ?? Number.POSITIVE_INFINITY) <= rule.limit,
        message('max', { max: rule.limit }),
      );
    case 'in_array':
      return fail(
        choices(value).length > 0 &&
          choices(value).every((choice) => rule.options.includes(choice)),
        message('in_array', { values: rule.options.join(', ') }),
      );
    case 'is_email':
      return fail(text !== null && EMAIL.test(text), message('is_email'));
    case 'uuid':
      return fail(isUuid(value), message('uuid'));
    case 'equals': {
      // `@field` names another field of the form (a repeated password); otherwise a literal.
      const expected = rule.expected.startsWith('@')
        ? asText(context.values?.[rule.expected.slice(1)])
        : rule.expected;
      return fail(text !== null && text === expected, message('equals'));
    }
    case 'selected':
      return fail(
        rule.options.length === 0
          ? isSelected(value)
          : rule.options.every((option) => choices(value).includes(option)),
        message('selected'),
      );
    case 'unselected':
      return fail(
        rule.options.length === 0
          ? !isSelected(value)
          : rule.options.every((option) => !choices(value).includes(option)),
        message('unselected'),
      );
    case 'correct':
      return fail(sameSet(choices(value), rule.options), message('correct'));
    case 'incorrect':
      return fail(
        !choices(value).some((choice) => rule.options.includes(choice)),
        message('incorrect'),
      );
  }
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  return null;
}

// min and max count characters (code points, so an emoji is one) or, for lists, items.
function measure(value: unknown): number | null {
  if (Array.isArray(value)) return value.length;
  const text = asText(value);
  return text === null ? null : [...text].length;
}

// The chosen option(s) of a single or multiple choice, as text.
function choices(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.map(asText).filter((item): item is string => item !== null && item !== '');
}

// A checkbox is selected when true; a multiple choice when something is chosen.
function isSelected(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'false' || value === '0') return false;
  return !isEmpty(value);
}

function sameSet(left: string[], right: string[]): boolean {
  const a = new Set(left);
  const b = new Set(right);
  return a.size === b.size && [...a].every((item) => b.has(item));
}
