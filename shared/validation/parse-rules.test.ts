import { describe, expect, it } from 'vitest';
import { parseRule, parseRules, RuleSyntaxError } from './parse-rules';

describe('parseRules (spec §5: pipe-separated, each name:parameter)', () => {
  it('parses the spec example required|min:3|max:50|is_email', () => {
    expect(parseRules('required|min:3|max:50|is_email')).toEqual([
      { name: 'required' },
      { name: 'min', limit: 3 },
      { name: 'max', limit: 50 },
      { name: 'is_email' },
    ]);
  });

  it('parses in_array as a comma list, trimming items', () => {
    expect(parseRules('in_array:a, b,c')).toEqual([{ name: 'in_array', options: ['a', 'b', 'c'] }]);
  });

  it('gives regex everything after it, pipes and colons included', () => {
    const [required, regex] = parseRules('required|regex:^(yes|no):[0-9]+$');
    expect(required).toEqual({ name: 'required' });
    expect(regex).toMatchObject({ name: 'regex', source: '^(yes|no):[0-9]+$' });
    if (regex?.name !== 'regex') throw new Error('expected a regex rule');
    expect(regex.pattern.test('yes:12')).toBe(true);
    expect(regex.pattern.test('maybe:12')).toBe(false);
  });

  it('takes a list of rule strings so a regex need not be last', () => {
    const rules = parseRules(['regex:a|b', 'max:1']);
    expect(rules.map((rule) => rule.name)).toEqual(['regex', 'max']);
  });

  it('reads /pattern/flags and drops the stateful g flag', () => {
    const rule = parseRule('regex:/^abc$/gi');
    if (rule.name !== 'regex') throw new Error('expected a regex rule');
    expect(rule.pattern.flags).toBe('i');
    expect([rule.pattern.test('ABC'), rule.pattern.test('ABC')]).toEqual([true, true]);
  });

  it('splits a parameter on the first colon only', () => {
    expect(parseRule('equals:a:b')).toEqual({ name: 'equals', expected: 'a:b' });
  });

  it('ignores empty segments and spaces around names', () => {
    expect(parseRules(' required || max:5 ')).toEqual([
      { name: 'required' },
      { name: 'max', limit: 5 },
    ]);
    expect(parseRules('')).toEqual([]);
  });

  it('parses selected and unselected with or without a list', () => {
    expect(parseRules('selected|unselected:x,y')).toEqual([
      { name: 'selected', options: [] },
      { name: 'unselected', options: ['x', 'y'] },
    ]);
  });

  it.each([
    'requird',
    'min',
    'min:three',
    'max:-1',
    'max:2.5',
    'in_array:',
    'regex:',
    'regex:([',
    'equals',
    'correct',
  ])('rejects %s with a RuleSyntaxError', (rules) => {
    expect(() => parseRules(rules)).toThrow(RuleSyntaxError);
  });
});
