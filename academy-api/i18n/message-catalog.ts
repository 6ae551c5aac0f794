import { createTranslator } from 'use-intl/core';
import { loadMessages, type Messages } from '../../messages/index';
import { applyOverrides } from '../../shared/i18n/apply-overrides';
import { type OverrideCatalog, overrideCatalog } from '../../shared/i18n/override-rules';
import { type FormatterMessages, forFormatter } from '../../shared/i18n/precompiled';

const LOCALES = ['en', 'nl', 'ro'] as const;
type Locale = (typeof LOCALES)[number];

let catalog: Promise<OverrideCatalog> | undefined;
const bundles = new Map<Locale, Promise<Messages>>();
const formatterBundles = new Map<Locale, Promise<FormatterMessages>>();

/** A language's bundle, read once per process (files of this build, the same in every instance). */
function bundle(locale: Locale): Promise<Messages> {
  let found = bundles.get(locale);
  if (!found) {
    found = loadMessages(locale);
    bundles.set(locale, found);
  }
  return found;
}

/** A language's bundle as the formatter of this build takes it (shared/i18n/precompiled.ts). */
function formatterBundle(locale: Locale): Promise<FormatterMessages> {
  let found = formatterBundles.get(locale);
  if (!found) {
    found = bundle(locale).then((messages) => forFormatter(messages));
    formatterBundles.set(locale, found);
  }
  return found;
}

/**
 * Which translation keys a portal may override and the argument and tag names each may use
 *: read from the translation bundles this build ships. They are files of the build,
 * the same in every instance, so reading them once per process cannot go stale.
 */
export function messageCatalog(): Promise<OverrideCatalog> {
  catalog ??= Promise.all(LOCALES.map((locale) => bundle(locale))).then((bundles) =>
    overrideCatalog(...bundles),
  );
  return catalog;
}

/** A text of one namespace (`mail`, `calendar.feed`) by its key under it, its ICU values filled in. */
export type NamespaceText = (key: string, values?: Record<string, string>) => string;

/** A text of the `mail` namespace by its key under it, with its ICU values filled in. */
export type MailText = NamespaceText;

/** Merged bundles per language and overrides: a few per portal, so a small bound is plenty. */
const merged = new Map<string, FormatterMessages>();
const MAX_MERGED = 200;

/**
 * The texts of the e-mails the API sends (the `mail` namespace) in `locale`, with the
 * portal's overrides for that language merged over them by the pages' own rule
 * (shared/i18n/apply-overrides.ts): an admin who overrides a mail text in the override editor
 * sees it in the next mail, as a page shows an override on its next load. An override that
 * cannot be formatted falls back to the default text, never to a broken mail.
 */
export function mailTranslator(
  locale: string,
  overrides: string | null | undefined,
): Promise<MailText> {
  return namespaceTranslator('mail', locale, overrides);
}

/**
 * The texts of one namespace (or part of one: `calendar.feed`) in `locale` with the portal's
 * overrides merged over them, as mailTranslator does for the e-mails: for what the API words
 * outside its errors and mails (the calendar feed's events).
 */
export async function namespaceTranslator(
  namespace: string,
  locale: string,
  overrides: string | null | undefined,
): Promise<NamespaceText> {
  const language: Locale = (LOCALES as readonly string[]).includes(locale)
    ? (locale as Locale)
    : 'en';
  const defaults = await formatterBundle(language);
  let messages = defaults;
  if (overrides) {
    const key = `${language}\n${overrides}`;
    const raw = await bundle(language);
    messages = merged.get(key) ?? forFormatter(applyOverrides(raw, overrides), raw);
    if (!merged.has(key)) {
      if (merged.size >= MAX_MERGED) merged.clear();
      merged.set(key, messages);
    }
  }
  let failed = false;
  const options = { locale: language, namespace, timeZone: 'Europe/Amsterdam' };
  const base = createTranslator({
    ...options,
    messages: defaults,
  } as never) as unknown as NamespaceText;
  const portal =
    messages === defaults
      ? base
      : (createTranslator({
          ...options,
          messages,
          onError: () => {
            failed = true;
          },
        } as never) as unknown as NamespaceText);
  return (key, values) => {
    failed = false;
    const text = portal(key, values);
    return failed ? base(key, values) : text;
  };
}
