import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en/api.json';
import nl from '../../messages/nl/api.json';
import ro from '../../messages/ro/api.json';
import { PROMOTION_REFUSALS } from '../../shared/commerce/promotions';
import { RULE_NAMES } from '../../shared/validation/messages';
import { errorTexts } from './error-texts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const BUNDLES = { nl: nl as Tree, ro: ro as Tree };
type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };

/** The ICU arguments a text takes (`{name}`, `{count, plural, …}`), its branches' included. */
function names(text: string): string[] {
  const found = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && element.value) {
        found.add(element.value);
      }
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(parse(text) as Element[]);
  return [...found].sort();
}

describe('the API’s error texts (messages/<locale>/api.json)', () => {
  it('fills in values in the request’s language, as written (no locale number format)', () => {
    expect(errorTexts('nl').text('noPortalServes', { domain: 'nowhere.example' })).toBe(
      'Geen portaal bedient nowhere.example.',
    );
    expect(errorTexts('ro').text('methodNotAllowed', { method: 'PATCH' })).toBe(
      'PATCH nu este permis aici.',
    );
    expect(errorTexts('nl').text('betweenOneAndMax', { parameter: 'page[size]', max: 1000 })).toBe(
      'page[size] moet een geheel getal tussen 1 en 1000 zijn.',
    );
    expect(errorTexts('en').text('customerFilterFormat')).toBe(
      'filter[customer] must be entity:{id} or account:{id}.',
    );
  });

  it('gives a code its title, else its status’s, else the code itself', () => {
    expect(errorTexts('nl').title('NOT_FOUND')).toBe('Niet gevonden');
    expect(errorTexts('nl').title('SLUG_TAKEN', '422')).toBe('Ongeldige waarde');
    expect(errorTexts('nl').title('SLUG_TAKEN')).toBe('SLUG_TAKEN');
    expect(errorTexts('ro').detail('PAYMENT_REQUIRED')).toBe(
      'Abonamentul tău nu oferă acces la acest curs.',
    );
    expect(errorTexts('en').detail('NOT_FOUND')).toBeUndefined();
  });

  it('words the field messages of spec §5 from the app’s own validation bundle', () => {
    expect(errorTexts('nl').field('required')).toBe('Dit veld is verplicht');
    expect(errorTexts('en').field('min', { min: 3 })).toBe(
      'This field requires at least 3 characters',
    );
    expect(errorTexts('en').field('no_such_rule', { pattern: 'x' })).toBe(
      'This field does not have the required format (x)',
    );
    const values = { min: 1, max: 2, pattern: 'x', values: 'a', example: 'e' };
    for (const rule of RULE_NAMES) {
      expect(errorTexts('ro').field(rule, values)).not.toContain('validation.');
    }
  });

  it('takes a portal’s override of a text, and falls back to the default when it breaks', () => {
    const overrides = JSON.stringify({
      'api.title.NOT_FOUND': 'Nergens te vinden',
      'api.text.noSuchPath': 'Pad {path} kennen we niet',
      'api.text.methodNotAllowed': 'Kapot {',
    });
    const texts = errorTexts('nl', overrides);
    expect(texts.title('NOT_FOUND')).toBe('Nergens te vinden');
    expect(texts.text('noSuchPath', { path: '/x' })).toBe('Pad /x kennen we niet');
    expect(texts.text('methodNotAllowed', { method: 'PUT' })).toBe('PUT is hier niet toegestaan.');
    expect(errorTexts('nl').title('NOT_FOUND')).toBe('Niet gevonden');
  });

  it('has every text in nl and ro with the same values, each its own translation', () => {
    for (const [key, english] of leaves(en as Tree)) {
      for (const [locale, bundle] of Object.entries(BUNDLES)) {
        const text = leaves(bundle).find(([other]) => other === key)?.[1];
        expect(text, `${locale} ${key}`).toBeTruthy();
        expect(names(text ?? ''), `${locale} ${key}`).toEqual(names(english));
      }
    }
  });

  it('every promotion refusal has a title of its own', () => {
    for (const reason of PROMOTION_REFUSALS) {
      const code = `PROMOTION_${reason.toUpperCase()}`;
      expect(Object.keys(en.title)).toContain(code);
      expect(errorTexts('nl').title(code)).not.toBe(errorTexts('en').title(code));
    }
  });

  it('every text key the API uses is in the bundle, and no English detail is written in code', () => {
    const root = join(import.meta.dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('bench'),
    );
    const known = new Set(leaves((en as Tree).text as Tree).map(([key]) => key));
    const unknown: string[] = [];
    const english: string[] = [];
    const CALL =
      /\b(?:forbidden|notFound|invalidJson|invalidQuery|fieldError|ApiError\.of)\(([^;]*?)\)\s*[;,)]/g;
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8');
      // Our `text` (jsonapi/errors.ts), not Drizzle's column type of the same name.
      const textKeys = /import \{[^}]*\btext\b[^}]*\} from '[./]*(jsonapi\/)?errors'/.test(source)
        ? source.matchAll(/\btext\(\s*'([\w.]+)'/g)
        : [];
      for (const [, key] of textKeys) {
        if (!known.has(key as string)) unknown.push(`${file}: ${key}`);
      }
      for (const [, args] of source.matchAll(CALL)) {
        for (const literal of (args ?? '').matchAll(/'((?:[^'\\\n]|\\.)*)'|`([^`\n]*)`/g)) {
          // Codes, fields and parameters are one word; details are sentences.
          if (/[A-Za-z]+ [A-Za-z]+/.test(literal[1] ?? literal[2] ?? '')) {
            english.push(`${file}: ${literal[0]}`);
          }
        }
      }
    }
    expect(unknown).toEqual([]);
    expect(english).toEqual([]);
  });
});
