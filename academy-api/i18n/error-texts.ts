import { createTranslator } from 'use-intl/core';
import enApi from '../../messages/en/api.json';
import enValidation from '../../messages/en/validation.json';
import type { Messages } from '../../messages/index';
import nlApi from '../../messages/nl/api.json';
import nlValidation from '../../messages/nl/validation.json';
import roApi from '../../messages/ro/api.json';
import roValidation from '../../messages/ro/validation.json';
import { applyOverrides } from '../../shared/i18n/apply-overrides';
import { type FormatterMessages, forFormatter } from '../../shared/i18n/precompiled';

/**
 * The texts of the API's errors (docs/upstream-contract.md "Errors"): titles by code or HTTP
 * status, a code's fixed detail, the details with values (`api.text.*`) and the field messages
 * of spec §5 (the app's own `validation` bundle). They live in `messages/<locale>/api.json`
 * like every other text, so a portal's translation overrides reach them too. The bundles are
 * small and imported with the module: an error never waits for a file.
 */
import type { Locale } from './locales';

export type { Locale } from './locales';

/** The dotted path of every text under `api.text` (`noSuchPath`, `commerce.statusConflict`). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TextKey = Leaves<typeof enApi.text>;
export type TextValues = Record<string, string | number>;

const BUNDLES: Record<Locale, Messages> = {
  en: { api: enApi, validation: enValidation },
  nl: { api: nlApi, validation: nlValidation },
  ro: { api: roApi, validation: roValidation },
};

export type ErrorTexts = {
  /** The code's title, else the status's, else the code itself. */
  title(code: string, status?: string | number): string;
  /** The fixed detail of a code, when it has one. */
  detail(code: string): string | undefined;
  text(key: TextKey, values?: TextValues): string;
  /** A §5 field message (`rule` without `validation.`), `regex` for a rule it does not know. */
  field(rule: string, values?: TextValues): string;
};

function has(messages: Messages, path: string): boolean {
  let node: Messages | string | undefined = messages;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return false;
    node = node[part];
  }
  return typeof node === 'string';
}

const merged = new Map<string, ErrorTexts>();
const MAX_MERGED = 200;

/** A language's texts as the formatter of this build takes them (compiled in the build). */
const compiled = new Map<Locale, FormatterMessages>();
function formatterDefaults(locale: Locale): FormatterMessages {
  let found = compiled.get(locale);
  if (!found) {
    found = forFormatter(BUNDLES[locale]);
    compiled.set(locale, found);
  }
  return found;
}

function textsOf(locale: Locale, overrides: string | null): ErrorTexts {
  const raw = BUNDLES[locale];
  const defaults = formatterDefaults(locale);
  // A broken override falls back to the build's own text (forFormatter), never to a raw one.
  const messages = overrides ? forFormatter(applyOverrides(raw, overrides), raw) : defaults;
  const options = { locale, timeZone: 'Europe/Amsterdam' };
  const base = createTranslator({ ...options, messages: defaults as never });
  let failed = false;
  const portal =
    messages === defaults
      ? base
      : createTranslator({
          ...options,
          messages: messages as never,
          onError: () => {
            failed = true;
          },
        });
  // An override that cannot be formatted falls back to the default text, never to a key.
  const t = (key: string, given?: TextValues) => {
    // Values as written (1000, not a locale's 1.000): ids, limits and parameter names.
    const values =
      given && Object.fromEntries(Object.entries(given).map(([k, v]) => [k, String(v)]));
    failed = false;
    const out = (portal as (k: string, v?: TextValues) => string)(key, values);
    return failed ? (base as (k: string, v?: TextValues) => string)(key, values) : out;
  };
  return {
    title(code, status) {
      if (has(raw, `api.title.${code}`)) return t(`api.title.${code}`);
      if (status !== undefined && has(raw, `api.title.status${status}`)) {
        return t(`api.title.status${status}`);
      }
      return code;
    },
    detail: (code) => (has(raw, `api.detail.${code}`) ? t(`api.detail.${code}`) : undefined),
    text: (key, values) => t(`api.text.${key}`, values),
    field: (rule, values) =>
      t(has(raw, `validation.${rule}`) ? `validation.${rule}` : 'validation.regex', values),
  };
}

/** The error texts in `locale`, with a portal's overrides of that language merged over them. */
export function errorTexts(locale: Locale, overrides: string | null = null): ErrorTexts {
  const key = `${locale}\n${overrides ?? ''}`;
  let texts = merged.get(key);
  if (!texts) {
    texts = textsOf(locale, overrides);
    if (merged.size >= MAX_MERGED) merged.clear();
    merged.set(key, texts);
  }
  return texts;
}
