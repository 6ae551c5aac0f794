import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/**
 * A portal language's translation overrides (spec §3: `overrides`, a JSON string of dotted key
 * → text). Shared by the API, which refuses a bad one (422 naming the key), and the override
 * editor, which shows the same problem while typing.
 */
export type Messages = { [key: string]: string | Messages };

/** The longest override text (a paragraph of help text is a few hundred characters). */
export const MAX_OVERRIDE_LENGTH = 2000;

/** Every message of a bundle by dotted key (namespace, then path: e.g. a title under catalog), in order. */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [name, value] of Object.entries(messages)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') flat.set(key, value);
    else for (const [inner, text] of flattenMessages(value, key)) flat.set(inner, text);
  }
  return flat;
}

function collectNames(elements: MessageFormatElement[], names: Set<string>) {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        names.add(element.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        names.add(element.value);
        for (const option of Object.values(element.options)) collectNames(option.value, names);
        break;
      case TYPE.tag:
        names.add(`<${element.value}>`);
        collectNames(element.children, names);
        break;
      default:
        break;
    }
  }
}

export type IcuResult =
  | { ok: true; names: Set<string> }
  | { ok: false; error: string; offset: number };

/** Parses an ICU message: its argument and tag names (`<b>`), or the parser's error and where. */
export function parseIcu(text: string): IcuResult {
  try {
    const names = new Set<string>();
    collectNames(parse(text), names);
    return { ok: true, names };
  } catch (error) {
    // The parser's message is its error kind (EXPECT_ARGUMENT_CLOSING_BRACE, UNCLOSED_TAG, …).
    const details = error as Error & { location?: { start?: { offset?: number } } };
    return {
      ok: false,
      error: details.message,
      offset: details.location?.start?.offset ?? 0,
    };
  }
}

/**
 * What an override may use: per key, the argument and tag names its default texts have (in any
 * language), since the page passes exactly those values when it shows the text.
 */
export type OverrideCatalog = ReadonlyMap<string, ReadonlySet<string>>;

/** The catalog of the reference (English) bundle. */
export function overrideCatalog(...bundles: Messages[]): Map<string, Set<string>> {
  const catalog = new Map<string, Set<string>>();
  for (const bundle of bundles) {
    for (const [key, text] of flattenMessages(bundle)) {
      const names = catalog.get(key) ?? new Set<string>();
      const parsed = parseIcu(text);
      if (parsed.ok) for (const name of parsed.names) names.add(name);
      catalog.set(key, names);
    }
  }
  return catalog;
}

export type OverrideProblem =
  | { code: 'UNKNOWN_KEY' }
  | { code: 'EMPTY' }
  | { code: 'TOO_LONG'; max: number }
  | { code: 'INVALID_ICU'; error: string; offset: number }
  | { code: 'UNKNOWN_ARGUMENT'; name: string; allowed: string[] };

/** What is wrong with overriding `key` with `text`, or null when the page can show it. */
export function overrideProblem(
  key: string,
  text: string,
  catalog: OverrideCatalog,
): OverrideProblem | null {
  const allowed = catalog.get(key);
  if (!allowed) return { code: 'UNKNOWN_KEY' };
  if (text.trim() === '') return { code: 'EMPTY' };
  if (text.length > MAX_OVERRIDE_LENGTH) return { code: 'TOO_LONG', max: MAX_OVERRIDE_LENGTH };
  const parsed = parseIcu(text);
  if (!parsed.ok) return { code: 'INVALID_ICU', error: parsed.error, offset: parsed.offset };
  for (const name of parsed.names) {
    if (!allowed.has(name)) return { code: 'UNKNOWN_ARGUMENT', name, allowed: [...allowed] };
  }
  return null;
}

/** An overrides string read leniently: anything but an object of strings counts as none. */
export function parseOverrides(json: string | null | undefined): Record<string, string> {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * The overrides after setting some keys (a text) and reverting others (null), as the JSON string
 * the contract stores, keys sorted so the same overrides always read the same.
 */
export function mergeOverrides(
  current: string | null | undefined,
  changes: Readonly<Record<string, string | null>>,
): string {
  const next = parseOverrides(current);
  for (const [key, text] of Object.entries(changes)) {
    if (text === null) delete next[key];
    else next[key] = text;
  }
  const sorted = Object.keys(next)
    .sort()
    .map((key) => [key, next[key]] as const);
  return JSON.stringify(Object.fromEntries(sorted));
}
