import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_RULES } from './field-rules';
import { RuleSyntaxError } from './parse-rules';
import { fieldRules, messageOfIssue, rulesObjectSchema, rulesSchema, withRules } from './zod-rules';

describe('rules as zod schemas (shared by the embedded API and the browser)', () => {
  it('reports each failed rule as an issue whose message is the key', () => {
    const result = rulesSchema('required|min:3|is_email').safeParse('ab');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.min',
      'validation.is_email',
    ]);
    expect(result.error?.issues.map(messageOfIssue)[0]).toEqual({
      key: 'validation.min',
      values: { min: 3 },
    });
  });

  it('translates when given a translator', () => {
    const schema = rulesSchema('max:2', { translate: (key, values) => `${key}:${values.max}` });
    expect(schema.safeParse('abc').error?.issues[0]?.message).toBe('validation.max:2');
  });

  it('keeps the base schema and its type', () => {
    const schema = withRules(z.string(), 'required|uuid');
    const parsed: string = schema.parse('6f1c2a4e-8b1d-4c3e-9a2f-0d5e7b9c1a3f');
    expect(parsed).toHaveLength(36);
    expect(schema.safeParse(12).error?.issues[0]?.code).toBe('invalid_type');
  });

  it('validates an object per field, with the field as path and @field comparisons', () => {
    const schema = rulesObjectSchema(
      {
        email: 'required|is_email',
        password: 'required|min:8',
        repeat: 'equals:@password',
        role: 'required',
      },
      { dropdowns: ['role'] },
    );
    const result = schema.safeParse({ email: 'ada', password: 'secret12', repeat: 'secret13' });
    expect(
      result.error?.issues.map((issue) => [issue.path.join('.'), messageOfIssue(issue)?.key]),
    ).toEqual([
      ['email', 'validation.is_email'],
      ['repeat', 'validation.equals'],
      ['role', 'validation.is_required'],
    ]);
    const good = { email: 'ada@example.com', password: 'secret12', repeat: 'secret12', role: 'x' };
    expect(schema.parse(good)).toEqual(good);
  });

  it('throws on a bad rule string when the schema is built, not when it runs', () => {
    expect(() => rulesSchema('min:x')).toThrow(RuleSyntaxError);
  });

  it('returns null for issues it did not raise', () => {
    const issue = z.string().safeParse(1).error?.issues[0];
    expect(issue && messageOfIssue(issue)).toBeNull();
  });
});

describe('fieldRules: the rules before the schema that types the fields', () => {
  const register = fieldRules(FIELD_RULES.register).pipe(
    z.object({ full_name: z.string().trim(), email: z.string(), password: z.string() }),
  );

  it('reports every field that breaks its rules, all at once', () => {
    const result = register.safeParse({ full_name: 'A', email: 'nope', password: '' });
    expect(
      result.error?.issues.map((issue) => [issue.path.join('.'), messageOfIssue(issue)]),
    ).toEqual([
      ['full_name', { key: 'validation.min', values: { min: 2 } }],
      ['email', { key: 'validation.is_email', values: {} }],
      ['password', { key: 'validation.required', values: {} }],
    ]);
  });

  it('hands valid input to the typed schema, other keys included', () => {
    const schema = fieldRules(FIELD_RULES.account).pipe(
      z.object({ full_name: z.string().trim(), locale: z.string() }),
    );
    expect(schema.parse({ full_name: 'Ada Admin ', locale: 'nl' })).toEqual({
      full_name: 'Ada Admin',
      locale: 'nl',
    });
  });

  it('trims the named fields first, as the forms do', () => {
    const schema = fieldRules(FIELD_RULES.account, { trim: ['full_name'] });
    expect(
      messageOfIssue(schema.safeParse({ full_name: '   ' }).error?.issues[0] as never),
    ).toEqual({
      key: 'validation.required',
      values: {},
    });
    expect(schema.parse({ full_name: ' Ada ' })).toEqual({ full_name: 'Ada' });
  });

  it('partial: absent fields are not checked, present ones are', () => {
    const schema = fieldRules(FIELD_RULES.account, { partial: true });
    expect(schema.safeParse({ locale: 'nl' }).success).toBe(true);
    expect(messageOfIssue(schema.safeParse({ full_name: '' }).error?.issues[0] as never)).toEqual({
      key: 'validation.required',
      values: {},
    });
  });

  it('a body that is no object is refused before any rule', () => {
    expect(register.safeParse('text').error?.issues[0]?.code).toBe('invalid_type');
  });
});
