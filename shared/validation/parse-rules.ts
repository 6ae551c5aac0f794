import { RULE_NAMES, type RuleName } from './messages';

/** One parsed rule of the spec §5 syntax. */
export type Rule =
  | { name: 'required' | 'is_email' | 'uuid' }
  | { name: 'regex'; pattern: RegExp; source: string }
  | { name: 'min' | 'max'; limit: number }
  | { name: 'in_array' | 'selected' | 'unselected' | 'correct' | 'incorrect'; options: string[] }
  | { name: 'equals'; expected: string };

/** A rule string a developer got wrong: thrown at parse time so it never reaches a user. */
export class RuleSyntaxError extends Error {
  constructor(rule: string, reason: string) {
    super(`Invalid validation rule "${rule}": ${reason}`);
    this.name = 'RuleSyntaxError';
  }
}

const REGEX_RULE = /(?:^|\|)\s*regex:/;

/**
 * Parses `required|min:3|max:50|is_email`. A pattern may itself hold `|` and `:`, so in a
 * string `regex:` takes everything after it and must be the last rule; pass an array of rule
 * strings to put a regex elsewhere. A parameter starts after the first `:` only.
 */
export function parseRules(input: string | readonly string[]): Rule[] {
  if (typeof input !== 'string') return input.map(parseRule);
  const at = input.search(REGEX_RULE);
  const head = at === -1 ? input : input.slice(0, at);
  const tail = at === -1 ? null : input.slice(at).replace(/^\|/, '');
  const rules = head
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(parseRule);
  return tail === null ? rules : [...rules, parseRule(tail)];
}

/** Parses one `name` or `name:parameter`. */
export function parseRule(text: string): Rule {
  const colon = text.indexOf(':');
  const name = (colon === -1 ? text : text.slice(0, colon)).trim();
  const parameter = colon === -1 ? null : text.slice(colon + 1);
  if (!isRuleName(name)) throw new RuleSyntaxError(text, `unknown rule "${name}"`);
  switch (name) {
    case 'required':
    case 'is_email':
    case 'uuid':
      return { name };
    case 'regex':
      if (!parameter) throw new RuleSyntaxError(text, 'regex needs a pattern');
      return { name, pattern: toRegExp(text, parameter), source: parameter };
    case 'min':
    case 'max': {
      const limit = Number(parameter?.trim());
      if (!parameter?.trim() || !Number.isInteger(limit) || limit < 0) {
        throw new RuleSyntaxError(text, `${name} needs a whole number`);
      }
      return { name, limit };
    }
    case 'equals':
      if (parameter === null) throw new RuleSyntaxError(text, 'equals needs a value');
      return { name, expected: parameter };
    case 'in_array':
      if (!parameter?.trim()) throw new RuleSyntaxError(text, 'in_array needs a comma list');
      return { name, options: splitList(parameter) };
    case 'correct':
    case 'incorrect':
      if (!parameter?.trim()) throw new RuleSyntaxError(text, `${name} needs the answers`);
      return { name, options: splitList(parameter) };
    default:
      // selected and unselected without a list speak of the value itself (a checkbox).
      return { name, options: parameter === null ? [] : splitList(parameter) };
  }
}

function isRuleName(name: string): name is RuleName {
  return (RULE_NAMES as readonly string[]).includes(name);
}

function splitList(parameter: string): string[] {
  return parameter
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

// `/…/flags` as in Laravel-style rules; anything else is the bare pattern. The g and y flags
// are dropped because they make RegExp.test remember its position between calls.
function toRegExp(text: string, parameter: string): RegExp {
  const delimited = /^\/(.*)\/([dgimsuvy]*)$/s.exec(parameter);
  const flags = delimited?.[2]?.replace(/[gy]/g, '');
  try {
    return delimited ? new RegExp(delimited[1] ?? '', flags) : new RegExp(parameter);
  } catch {
    throw new RuleSyntaxError(text, 'the pattern is not a valid regular expression');
  }
}
