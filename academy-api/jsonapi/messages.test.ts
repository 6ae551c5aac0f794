import { describe, expect, it } from 'vitest';
import en from '../../messages/en/validation.json';
import nl from '../../messages/nl/validation.json';
import ro from '../../messages/ro/validation.json';
import { RULE_NAMES } from '../../shared/validation/messages';
import { FIELD_MESSAGES, fieldMessage, LOCALES } from './messages';

const BUNDLES = { en, nl, ro } as const;

describe('field messages (spec §5)', () => {
  it('has every rule of the shared syntax and the dropdown message', () => {
    expect(Object.keys(FIELD_MESSAGES).sort()).toEqual([...RULE_NAMES, 'is_required'].sort());
  });

  it("reads exactly as the app's validation bundle, in every language", () => {
    for (const locale of LOCALES) {
      for (const [rule, text] of Object.entries(FIELD_MESSAGES)) {
        expect(text[locale], `${locale} ${rule}`).toBe(BUNDLES[locale][rule as keyof typeof en]);
      }
    }
  });

  it('fills in the values; the spec quotes English and Dutch', () => {
    expect(fieldMessage('required', 'nl')).toBe('Dit veld is verplicht');
    expect(fieldMessage('min', 'en', { min: 3 })).toBe('This field requires at least 3 characters');
    expect(fieldMessage('max', 'en', { max: 50 })).toBe(
      'This field has a maximum of 50 characters',
    );
    expect(fieldMessage('in_array', 'en', { values: 'a, b, c' })).toBe(
      'This field needs to have one of the following values: a, b, c',
    );
  });
});
