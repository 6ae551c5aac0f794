import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en/validation.json';
import nl from '../../messages/nl/validation.json';
import ro from '../../messages/ro/validation.json';
import { PROMOTION_REFUSALS } from '../../shared/commerce/promotions';
import { RULE_NAMES } from '../../shared/validation/messages';
import {
  ERROR_TITLES,
  errorTitle,
  FIELD_MESSAGES,
  fieldMessage,
  LOCALES,
  TRANSLATED_DETAIL_TEXTS,
  translatedDetail,
} from './messages';

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

describe('error details in the caller’s language (issue 22)', () => {
  it('translates the details with values: portalNotFound, methodNotAllowed, the query checks', () => {
    expect(translatedDetail('No portal serves nowhere.example.', 'nl')).toBe(
      'Geen portaal bedient nowhere.example.',
    );
    expect(translatedDetail('PATCH is not allowed here.', 'ro')).toBe('PATCH nu este permis aici.');
    expect(translatedDetail('X-Portal-Domain is missing.', 'nl')).toBe(
      'De header X-Portal-Domain ontbreekt.',
    );
    expect(translatedDetail('filter[status] must be one of: open, closed.', 'nl')).toBe(
      'filter[status] moet een van deze waarden zijn: open, closed.',
    );
    expect(translatedDetail('page[size] must be a whole number between 1 and 100.', 'nl')).toBe(
      'page[size] moet een geheel getal tussen 1 en 100 zijn.',
    );
    // English stays as written, and so does a detail nobody listed.
    expect(translatedDetail('PATCH is not allowed here.', 'en')).toBe('PATCH is not allowed here.');
    expect(translatedDetail('Something new.', 'nl')).toBe('Something new.');
  });

  it('has a Dutch and Romanian text for every detail, each different from the English', () => {
    for (const text of TRANSLATED_DETAIL_TEXTS) {
      for (const locale of ['nl', 'ro'] as const) {
        expect(text[locale], text.en).toBeTruthy();
        expect(text[locale], text.en).not.toBe(text.en);
        // The same values, so none is lost in translation.
        const names = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
        expect(names(text[locale]), `${locale} ${text.en}`).toEqual(names(text.en));
      }
    }
  });

  it('knows every English detail the API writes (a new one without nl/ro fails here)', () => {
    const root = join(__dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('bench'),
    );
    const CALL =
      /\b(?:forbidden|notFound|invalidJson|invalidQuery|fieldError|ApiError\.of|ApiError)\(([^;]*?)\)\s*[;,)]/g;
    const LITERAL = /'((?:[^'\\\n]|\\.)*)'|`([^`\n]*)`/g;
    const found: string[] = [];
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8');
      for (const call of source.matchAll(CALL)) {
        // A call that writes its own nl and ro texts is translated already.
        if (/\bnl:/.test(call[1] ?? '')) continue;
        for (const literal of (call[1] ?? '').matchAll(LITERAL)) {
          const text = (literal[1] ?? literal[2] ?? '').replace(/\$\{[^}]*\}/g, 'X1');
          // Codes, fields and parameters have no spaces; details are sentences.
          if (text.includes(' ')) found.push(`${file}: ${text}`);
        }
      }
    }
    expect(found.length).toBeGreaterThan(20);
    const untranslated = found.filter((entry) => {
      const text = entry.slice(entry.indexOf(': ') + 2);
      return translatedDetail(text, 'nl') === text;
    });
    expect(untranslated).toEqual([]);
  });
});

describe('error titles (issue 32)', () => {
  it('every code’s and status’s title is written in en, nl and ro', () => {
    expect(ERROR_TITLES.length).toBeGreaterThan(40);
    for (const { code, title } of ERROR_TITLES) {
      for (const locale of LOCALES) expect(title[locale], `${locale} ${code}`).toBeTruthy();
    }
  });

  it('every promotion refusal has a title of its own', () => {
    for (const reason of PROMOTION_REFUSALS) {
      const code = `PROMOTION_${reason.toUpperCase()}`;
      expect(ERROR_TITLES.map((entry) => entry.code)).toContain(code);
      expect(errorTitle(code, 'nl')).not.toBe(errorTitle(code, 'en'));
    }
  });

  it('a code without a title reads as its status, or as itself without one', () => {
    expect(errorTitle('SLUG_TAKEN', 'nl', '422')).toBe('Ongeldige waarde');
    expect(errorTitle('SLUG_TAKEN', 'nl')).toBe('SLUG_TAKEN');
  });
});
