import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en/validation.json';
import nl from '@/messages/nl/validation.json';
import ro from '@/messages/ro/validation.json';
import { RULE_NAMES, type ValidationKey } from './messages';
import { validate } from './validate';

const bundles = {
  en: { validation: en },
  nl: { validation: nl },
  ro: { validation: ro },
};
const KEYS: ValidationKey[] = [
  ...RULE_NAMES.map((name) => `validation.${name}` as const),
  'validation.is_required',
];

function translate(locale: keyof typeof bundles, key: ValidationKey, values = {}) {
  const t = createTranslator({ locale, messages: bundles[locale] });
  return (t as (key: string, values: object) => string)(key, values);
}

describe('validation messages (spec §5)', () => {
  it.each(Object.keys(bundles) as (keyof typeof bundles)[])('%s has every key', (locale) => {
    const namespace = bundles[locale].validation as Record<string, string>;
    for (const key of KEYS) expect(namespace[key.slice('validation.'.length)]).toBeTruthy();
  });

  it('renders the exact English texts of spec §5', () => {
    const text = (value: unknown, rules: string) => {
      const [failure] = validate(value, rules);
      return failure && translate('en', failure.key, failure.values);
    };
    expect(text('', 'required')).toBe('This field is required');
    expect(text('x', 'regex:^[0-9]{4}$')).toBe(
      'This field does not have the required format (^[0-9]{4}$)',
    );
    expect(text('ab', 'min:3')).toBe('This field requires at least 3 characters');
    expect(text('x'.repeat(51), 'max:50')).toBe('This field has a maximum of 50 characters');
    expect(text('d', 'in_array:a,b')).toBe(
      'This field needs to have one of the following values: a, b',
    );
    expect(text('ada', 'is_email')).toBe('This field should contain a valid email address');
  });

  it('renders the Dutch texts with their values', () => {
    const [min] = validate('ab', 'min:3');
    expect(translate('nl', 'validation.required')).toBe('Dit veld is verplicht');
    expect(min && translate('nl', min.key, min.values)).toBe('Dit veld vereist minimaal 3 tekens');
  });

  it.each(Object.keys(bundles) as (keyof typeof bundles)[])(
    '%s renders every message without an ICU error',
    (locale) => {
      const values = { min: 3, max: 50, pattern: '^a|b$', values: 'a, b' };
      for (const key of KEYS) {
        const text = translate(locale, key, values);
        expect(text).not.toContain('{');
        expect(text).not.toBe(key);
      }
    },
  );
});
