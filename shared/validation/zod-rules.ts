import { z } from 'zod';
import type { MessageValues, ValidationKey, ValidationMessage } from './messages';
import type { RuleContext } from './rules';
import { type RuleInput, toRules, validate } from './validate';

/** Turns a message key into text, e.g. next-intl's `t` in the browser or the API. */
export type Translate = (key: ValidationKey, values: MessageValues) => string;

export interface ZodRuleOptions {
  /** Without it an issue's message is the key itself (e.g. "validation.min"). */
  translate?: Translate;
  dropdown?: boolean;
}

/**
 * Adds spec §5 rules to a zod schema, so the embedded API and the browser share one rule
 * string. Each issue carries the ValidationMessage in `params` (see `messageOfIssue`).
 */
export function withRules<T extends z.ZodType>(
  schema: T,
  rules: RuleInput,
  options: ZodRuleOptions = {},
): T {
  const parsed = toRules(rules); // parse once: a bad rule string fails when the schema is built
  return schema.superRefine((value, ctx) => {
    for (const failure of validate(value, parsed, { dropdown: options.dropdown })) {
      ctx.addIssue(issue(failure, options.translate));
    }
  });
}

/** A schema of any value that must satisfy the rules. */
export function rulesSchema(rules: RuleInput, options: ZodRuleOptions = {}) {
  return withRules(z.unknown(), rules, options);
}

/**
 * An object schema with rules per field, e.g. `{ email: 'required|is_email' }`. Rules see the
 * whole object, so `equals:@password` works; each issue's path is its field.
 */
export function rulesObjectSchema<const S extends Record<string, RuleInput>>(
  shape: S,
  options: Pick<ZodRuleOptions, 'translate'> & { dropdowns?: readonly (keyof S)[] } = {},
) {
  const fields = Object.entries(shape).map(([name, rules]) => [name, toRules(rules)] as const);
  // Optional keys: whether a field must be present is the `required` rule's call.
  const keys = Object.fromEntries(fields.map(([name]) => [name, z.unknown().optional()])) as {
    [K in keyof S]: z.ZodOptional<z.ZodUnknown>;
  };
  return z.object(keys).superRefine((values, ctx) => {
    const record = values as Record<string, unknown>;
    for (const [name, rules] of fields) {
      const context: RuleContext = { values: record, dropdown: options.dropdowns?.includes(name) };
      for (const failure of validate(record[name], rules, context)) {
        ctx.addIssue({ ...issue(failure, options.translate), path: [name] });
      }
    }
  });
}

/**
 * Checks the rules of each named field of an object and passes the object on (every key kept),
 * for `.pipe()` into the schema that types it: `fieldRules(rules).pipe(schema)`.
 * trim: fields whose text is trimmed first, as the forms do (`trim: true`), so "   " is empty.
 * partial: fields that are absent are not checked (a PATCH changes only what it sends).
 */
export function fieldRules(
  shape: Readonly<Record<string, RuleInput>>,
  options: Pick<ZodRuleOptions, 'translate'> & {
    partial?: boolean;
    trim?: readonly string[];
  } = {},
) {
  const fields = Object.entries(shape).map(([name, rules]) => [name, toRules(rules)] as const);
  const trimmed = options.trim ?? [];
  return z
    .record(z.string(), z.unknown())
    .transform((values) => {
      const out = { ...values };
      for (const name of trimmed) {
        const value = out[name];
        if (typeof value === 'string') out[name] = value.trim();
      }
      return out;
    })
    .superRefine((values, ctx) => {
      for (const [name, rules] of fields) {
        if (options.partial && !(name in values)) continue;
        for (const failure of validate(values[name], rules, { values })) {
          ctx.addIssue({ ...issue(failure, options.translate), path: [name] });
        }
      }
    });
}

/** The key and values behind an issue raised by these schemas; null for other issues. */
export function messageOfIssue(raised: z.core.$ZodIssue): ValidationMessage | null {
  const params = raised.code === 'custom' ? raised.params : undefined;
  const candidate = params?.validation as ValidationMessage | undefined;
  return candidate && typeof candidate.key === 'string' ? candidate : null;
}

function issue(failure: ValidationMessage, translate: Translate | undefined) {
  return {
    code: 'custom' as const,
    message: translate ? translate(failure.key, failure.values) : failure.key,
    params: { validation: failure },
  };
}
