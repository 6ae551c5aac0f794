import { describe, expect, it } from 'vitest';
import { validate } from './validate';

const keys = (value: unknown, rules: string, context = {}) =>
  validate(value, rules, context).map((failure) => failure.key);

describe('validate (spec §5 rules)', () => {
  it('required: empty, undefined or null fails with validation.required alone', () => {
    for (const value of ['', 0, [], {}, undefined, null]) {
      expect(validate(value, 'required|min:3|is_email')).toEqual([
        { key: 'validation.required', values: {} },
      ]);
    }
    expect(keys('x', 'required')).toEqual([]);
  });

  it('a required dropdown reports validation.is_required', () => {
    expect(keys(null, 'required', { dropdown: true })).toEqual(['validation.is_required']);
  });

  it('skips the other rules on an empty optional field', () => {
    expect(validate('', 'min:3|is_email|regex:^a$')).toEqual([]);
  });

  it('min: at least N characters, with {min}', () => {
    expect(validate('ab', 'min:3')).toEqual([{ key: 'validation.min', values: { min: 3 } }]);
    expect(keys('abc', 'min:3')).toEqual([]);
    expect(keys('😀😀😀', 'min:3')).toEqual([]);
  });

  it('max: at most N characters, with {max}', () => {
    expect(validate('x'.repeat(51), 'max:50')).toEqual([
      { key: 'validation.max', values: { max: 50 } },
    ]);
    expect(keys('x'.repeat(50), 'max:50')).toEqual([]);
  });

  it('min and max count the items of a list and fail on values without length', () => {
    expect(keys(['a', 'b'], 'min:3|max:1')).toEqual(['validation.min', 'validation.max']);
    expect(keys({ a: 1 }, 'min:1|max:9')).toEqual(['validation.min', 'validation.max']);
  });

  it('returns every failure in rule order', () => {
    expect(keys('a', 'required|min:3|max:50|is_email')).toEqual([
      'validation.min',
      'validation.is_email',
    ]);
  });

  it('regex: matches the pattern, with {pattern}', () => {
    expect(validate('12a', 'regex:^[0-9]+$')).toEqual([
      { key: 'validation.regex', values: { pattern: '^[0-9]+$' } },
    ]);
    expect(keys('123', 'regex:^[0-9]+$')).toEqual([]);
  });

  it('in_array: one of a comma list, with {values}', () => {
    expect(validate('d', 'in_array:a,b,c')).toEqual([
      { key: 'validation.in_array', values: { values: 'a, b, c' } },
    ]);
    expect(keys('b', 'in_array:a,b,c')).toEqual([]);
    expect(keys(['a', 'c'], 'in_array:a,b,c')).toEqual([]);
    expect(keys(['a', 'd'], 'in_array:a,b,c')).toEqual(['validation.in_array']);
    expect(keys(2, 'in_array:1,2')).toEqual([]);
  });

  it('is_email: a valid e-mail pattern', () => {
    for (const good of ['ada@example.com', 'a.b+c@sub.example.nl']) {
      expect(keys(good, 'is_email')).toEqual([]);
    }
    for (const bad of ['ada', 'ada@', 'ada@example', 'a da@example.com', '@example.com']) {
      expect(keys(bad, 'is_email')).toEqual(['validation.is_email']);
    }
  });

  it('uuid: the UUID check', () => {
    expect(keys('6f1c2a4e-8b1d-4c3e-9a2f-0d5e7b9c1a3f', 'uuid')).toEqual([]);
    expect(keys('not-a-uuid', 'uuid')).toEqual(['validation.uuid']);
  });

  it('equals: a literal, or another field with @name', () => {
    expect(keys('yes', 'equals:yes')).toEqual([]);
    expect(keys('no', 'equals:yes')).toEqual(['validation.equals']);
    const values = { password: 'secret12' };
    expect(keys('secret12', 'equals:@password', { values })).toEqual([]);
    expect(keys('secret13', 'equals:@password', { values })).toEqual(['validation.equals']);
  });

  it('selected and unselected: a checkbox, or options of a multiple choice', () => {
    expect(keys(true, 'selected')).toEqual([]);
    expect(keys(false, 'selected')).toEqual(['validation.selected']);
    expect(keys([], 'selected')).toEqual(['validation.selected']);
    expect(keys(false, 'unselected')).toEqual([]);
    expect(keys(true, 'unselected')).toEqual(['validation.unselected']);
    expect(keys(['a', 'b'], 'selected:a|unselected:c')).toEqual([]);
    expect(keys(['b', 'c'], 'selected:a|unselected:c')).toEqual([
      'validation.selected',
      'validation.unselected',
    ]);
  });

  it('correct: exactly the correct answers; incorrect: none of the wrong ones', () => {
    expect(keys(['b', 'a'], 'correct:a,b')).toEqual([]);
    expect(keys(['a'], 'correct:a,b')).toEqual(['validation.correct']);
    expect(keys(undefined, 'correct:a')).toEqual(['validation.correct']);
    expect(keys('a', 'incorrect:c,d')).toEqual([]);
    expect(keys(['a', 'd'], 'incorrect:c,d')).toEqual(['validation.incorrect']);
  });
});
