import { describe, expect, it } from 'vitest';
import {
  flattenMessages,
  MAX_OVERRIDE_LENGTH,
  mergeOverrides,
  overrideCatalog,
  overrideProblem,
  parseOverrides,
} from './override-rules';

const en = {
  catalog: { title: 'Courses', count: '{count, plural, one {# course} other {# courses}}' },
  dashboard: { greeting: { morning: 'Good morning, {name}' } },
  rich: { help: 'Read the <link>guide</link>' },
};
const catalog = overrideCatalog(en);

describe('override keys and ICU syntax (a 422 naming the key)', () => {
  it('flattens bundles to dotted keys', () => {
    expect([...flattenMessages(en).keys()]).toEqual([
      'catalog.title',
      'catalog.count',
      'dashboard.greeting.morning',
      'rich.help',
    ]);
  });

  it('accepts a plain text for a known key (Demo Academy: "Course catalogue")', () => {
    expect(overrideProblem('catalog.title', 'Course catalogue', catalog)).toBeNull();
  });

  it('refuses keys no bundle has, and groups of keys', () => {
    expect(overrideProblem('catalog.titel', 'x', catalog)).toEqual({ code: 'UNKNOWN_KEY' });
    expect(overrideProblem('catalog', 'x', catalog)).toEqual({ code: 'UNKNOWN_KEY' });
  });

  it('refuses broken ICU syntax with the parser’s reason and offset', () => {
    expect(overrideProblem('dashboard.greeting.morning', 'Hello {name', catalog)).toMatchObject({
      code: 'INVALID_ICU',
      error: 'EXPECT_ARGUMENT_CLOSING_BRACE',
    });
    expect(
      overrideProblem('catalog.count', '{count, plural, one {# course}}', catalog),
    ).toMatchObject({ code: 'INVALID_ICU', error: 'MISSING_OTHER_CLAUSE' });
  });

  it('keeps to the values the page passes: arguments and tags of the default text', () => {
    expect(overrideProblem('dashboard.greeting.morning', 'Hi {name}!', catalog)).toBeNull();
    expect(overrideProblem('dashboard.greeting.morning', 'Hi there', catalog)).toBeNull();
    expect(overrideProblem('dashboard.greeting.morning', 'Hi {nam}', catalog)).toMatchObject({
      code: 'UNKNOWN_ARGUMENT',
      name: 'nam',
    });
    expect(overrideProblem('rich.help', 'See the <link>manual</link>', catalog)).toBeNull();
    expect(overrideProblem('rich.help', 'See the <b>manual</b>', catalog)).toMatchObject({
      code: 'UNKNOWN_ARGUMENT',
      name: '<b>',
    });
  });

  it('refuses empty and overlong texts', () => {
    expect(overrideProblem('catalog.title', '  ', catalog)).toEqual({ code: 'EMPTY' });
    expect(
      overrideProblem('catalog.title', 'x'.repeat(MAX_OVERRIDE_LENGTH + 1), catalog),
    ).toMatchObject({ code: 'TOO_LONG' });
  });
});

describe('merging overrides', () => {
  it('sets and reverts keys, sorted, keeping the others', () => {
    const current = '{"z.key":"Z","catalog.title":"Course catalogue"}';
    expect(mergeOverrides(current, { 'a.key': 'A', 'z.key': null })).toBe(
      '{"a.key":"A","catalog.title":"Course catalogue"}',
    );
  });

  it('reads a broken or non-object string as no overrides', () => {
    expect(parseOverrides('not json')).toEqual({});
    expect(parseOverrides('[1]')).toEqual({});
    expect(parseOverrides('{"a":1,"b":"B"}')).toEqual({ b: 'B' });
    expect(mergeOverrides(null, { b: 'B' })).toBe('{"b":"B"}');
  });
});
