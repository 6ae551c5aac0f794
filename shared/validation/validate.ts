import { isEmpty } from './empty';
import type { ValidationMessage } from './messages';
import { parseRule, parseRules, type Rule } from './parse-rules';
import { checkRule, type RuleContext } from './rules';

/** A rule string, a list of rule strings, or rules parsed already. */
export type RuleInput = string | readonly string[] | readonly Rule[];

export function toRules(input: RuleInput): Rule[] {
  if (typeof input === 'string') return parseRules(input);
  return input.map((rule) => (typeof rule === 'string' ? parseRule(rule) : rule));
}

// These rules demand an answer, so they still speak when the value is empty.
const RUN_WHEN_EMPTY = new Set<Rule['name']>(['selected', 'correct']);

/**
 * Validates a value against spec §5 rules and returns every failure, in rule order. An empty
 * value fails only `required` (alone, as further messages would add nothing) and the rules
 * that demand an answer; the other rules skip an empty optional field.
 */
export function validate(
  value: unknown,
  rules: RuleInput,
  context: RuleContext = {},
): ValidationMessage[] {
  const parsed = toRules(rules);
  const empty = isEmpty(value);
  const required = parsed.find((rule) => rule.name === 'required');
  if (empty && required) return [checkRule(required, value, context)!];
  return parsed
    .filter((rule) => rule.name !== 'required' && (!empty || RUN_WHEN_EMPTY.has(rule.name)))
    .map((rule) => checkRule(rule, value, context))
    .filter((failure): failure is ValidationMessage => failure !== null);
}
