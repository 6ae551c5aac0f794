import compile from 'icu-minify/compile';
import formatMessage from 'use-intl/format-message';

/**
 * Precompiled messages. The build aliases use-intl's message formatter to its
 * format-only twin (next.config.ts), which formats messages compiled by icu-minify instead of
 * parsing every ICU text with intl-messageformat on every request: the server no longer builds
 * an IntlMessageFormat per message per request, and the browser no longer downloads the parser.
 *
 * Which formatter is in place is read from the formatter itself (the format-only one says it
 * cannot return raw messages), so the same code hands out compiled messages in the build and
 * raw ones where nothing is aliased (vitest, tsx scripts): never a raw text to a formatter that
 * would print it unparsed.
 */
export const PRECOMPILED = (formatMessage as { raw?: boolean }).raw === false;

type Messages = { [key: string]: string | Messages };
/** Messages as the formatter in place expects them: raw ICU texts, or icu-minify's output. */
export type FormatterMessages = { [key: string]: unknown };

/**
 * Compiled texts by their source: the bundles of three languages and a few overrides per portal
 * share most texts, so each compiles once per process. Bounded for overrides that keep changing.
 */
const compiledTexts = new Map<string, unknown>();
const MAX_TEXTS = 20_000;

function compileText(text: string): unknown {
  let found = compiledTexts.get(text);
  if (found === undefined) {
    // Through JSON, as next-intl's own loader ships them: icu-minify builds plural and select
    // options on null-prototype objects, which React cannot pass to client components.
    found = JSON.parse(JSON.stringify(compile(text)));
    if (compiledTexts.size >= MAX_TEXTS) compiledTexts.clear();
    compiledTexts.set(text, found);
  }
  return found;
}

/**
 * Every text of `messages` compiled. A text that does not compile (an override with broken ICU
 * syntax that slipped past the editor's check) falls back to the same key in `fallback`, the
 * build's own bundle, so a bad override never breaks a page or a mail; a text of the build's
 * own bundles that does not compile throws (a unit test compiles them all).
 */
export function compileMessages(messages: Messages, fallback?: Messages): FormatterMessages {
  const result: FormatterMessages = {};
  for (const [key, value] of Object.entries(messages)) {
    const other = fallback?.[key];
    if (typeof value !== 'string') {
      result[key] = compileMessages(value, typeof other === 'object' ? other : undefined);
      continue;
    }
    try {
      result[key] = compileText(value);
    } catch (error) {
      if (typeof other !== 'string') throw error;
      result[key] = compileText(other);
    }
  }
  return result;
}

/** `messages` in the form the formatter of this build formats (see PRECOMPILED). */
export function forFormatter(messages: Messages, fallback?: Messages): FormatterMessages {
  return PRECOMPILED ? compileMessages(messages, fallback) : messages;
}
