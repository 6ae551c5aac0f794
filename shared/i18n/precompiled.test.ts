import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import format from 'icu-minify/format';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../messages/index';
import { flattenMessages } from './override-rules';
import { compileMessages, forFormatter, PRECOMPILED } from './precompiled';

const LOCALES = ['en', 'nl', 'ro'] as const;
const TIME_ZONE = 'Europe/Amsterdam';
const WHEN = new Date('2026-03-05T14:07:00Z');

type Values = Record<string, string | number | Date | ((chunks: string[]) => string)>;

/** Values a page could pass for a message: `count` sets every number (plurals, #, {n, number}). */
function sampleValues(elements: MessageFormatElement[], count: number, values: Values = {}) {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        values[element.value] ??= `‹${element.value}›`;
        break;
      case TYPE.number:
        values[element.value] = count;
        break;
      case TYPE.date:
      case TYPE.time:
        values[element.value] = WHEN;
        break;
      case TYPE.select: {
        const first = Object.keys(element.options).find((option) => option !== 'other');
        values[element.value] ??= first ?? 'other';
        for (const option of Object.values(element.options))
          sampleValues(option.value, count, values);
        break;
      }
      case TYPE.plural:
        values[element.value] = count;
        for (const option of Object.values(element.options))
          sampleValues(option.value, count, values);
        break;
      case TYPE.tag:
        values[element.value] = (chunks) =>
          `<${element.value}>${chunks.join('')}</${element.value}>`;
        sampleValues(element.children, count, values);
        break;
    }
  }
  return values;
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...args),
};

describe('precompiled messages', () => {
  it('hands raw texts to an unaliased formatter (vitest, scripts) and compiled ones to the build', () => {
    // Vitest resolves use-intl's own formatter: the raw texts must stay raw here.
    expect(PRECOMPILED).toBe(false);
    const messages = { a: 'Hello {name}' };
    expect(forFormatter(messages)).toBe(messages);
    expect(compileMessages(messages)).toEqual({ a: ['Hello ', ['name']] });
  });

  it('formats every text of every bundle exactly as intl-messageformat does, for 0, 1, 2 and 5', async () => {
    let checked = 0;
    for (const locale of LOCALES) {
      const raw = await loadMessages(locale);
      const compiled = compileMessages(raw);
      // Untyped keys: every dotted key of the bundle, read from the bundle itself.
      const t = createTranslator({ locale, messages: raw, timeZone: TIME_ZONE }) as unknown as {
        markup: (key: string, values: unknown) => string;
      };
      for (const [key, text] of flattenMessages(raw)) {
        const path = key.split('.');
        // biome-ignore lint/suspicious/noExplicitAny: walking the compiled tree by a dotted key.
        const message = path.reduce<any>((node, part) => node[part], compiled);
        for (const count of [0, 1, 2, 5]) {
          const values = sampleValues(parse(text), count);
          const expected = t.markup(key, values);
          const actual = format(message, locale, values, { formatters, timeZone: TIME_ZONE });
          expect(
            Array.isArray(actual) ? actual.join('') : actual,
            `${locale} ${key} (${count})`,
          ).toBe(expected);
        }
        checked += 1;
      }
    }
    // Three languages of about 3,000 texts each: a loader that found nothing must not pass.
    expect(checked).toBeGreaterThan(3 * 2500);
  });

  it('keeps the build’s text where an override does not compile, and throws for a bundle text', () => {
    const defaults = { greeting: 'Hello {name}', nested: { title: 'Title' } };
    const overridden = { greeting: 'Hello {name', nested: { title: 'Own title' } };
    expect(compileMessages(overridden, defaults)).toEqual({
      greeting: ['Hello ', ['name']],
      nested: { title: 'Own title' },
    });
    expect(() => compileMessages({ broken: 'Hello {name' })).toThrow();
  });

  it('builds plain objects only, which React can pass from the server to client components', () => {
    const compiled = compileMessages({
      count: '{n, plural, one {# course} other {# courses}}',
      kind: '{kind, select, quiz {Quiz} other {Lesson}}',
    });
    const prototypes = new Set<unknown>();
    const walk = (value: unknown) => {
      if (!value || typeof value !== 'object') return;
      if (!Array.isArray(value)) prototypes.add(Object.getPrototypeOf(value));
      for (const inner of Object.values(value)) walk(inner);
    };
    walk(compiled);
    expect([...prototypes]).toEqual([Object.prototype]);
  });
});
