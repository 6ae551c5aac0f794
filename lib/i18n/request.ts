import { getRequestConfig } from 'next-intl/server';
import { getUiLanguage } from '@/lib/server/locale';
import { loadMessages, type Messages } from '@/messages';
import { applyOverrides } from '@/shared/i18n/apply-overrides';
import { type FormatterMessages, forFormatter } from '@/shared/i18n/precompiled';

type Locale = Parameters<typeof loadMessages>[0];

const bundles = new Map<Locale, Promise<Messages>>();
const compiled = new Map<Locale, Promise<FormatterMessages>>();
const withOverrides = new Map<string, FormatterMessages>();
/** A portal's overrides per language: a few per portal, so a small bound is plenty. */
const MAX_MERGED = 200;

/**
 * The messages of a language with a portal's overrides over them, compiled for the formatter
 * (shared/i18n/precompiled.ts). Both are pure functions of their inputs (the bundles are files
 * of this build; the key holds the overrides themselves), so each is worked out once per process
 * instead of on every request: a changed override is a new key, seen on the next page
 * load in every instance.
 */
async function messagesFor(locale: Locale, overrides: string | null): Promise<FormatterMessages> {
  let bundle = bundles.get(locale);
  if (!bundle) {
    bundle = loadMessages(locale);
    bundles.set(locale, bundle);
  }
  if (!overrides) {
    let ready = compiled.get(locale);
    if (!ready) {
      ready = bundle.then((messages) => forFormatter(messages));
      compiled.set(locale, ready);
    }
    return ready;
  }
  const key = `${locale}\n${overrides}`;
  let merged = withOverrides.get(key);
  if (!merged) {
    const defaults = await bundle;
    merged = forFormatter(applyOverrides(defaults, overrides), defaults);
    if (withOverrides.size >= MAX_MERGED) withOverrides.clear();
    withOverrides.set(key, merged);
  }
  return merged;
}

// next-intl without locale routing: the language comes from the user, account and portal.
export default getRequestConfig(async () => {
  const { locale, overrides } = await getUiLanguage();
  return {
    locale,
    messages: await messagesFor(locale, overrides),
    timeZone: 'Europe/Amsterdam',
  };
});
