import { loadMessages } from '../../messages/index';
import { type OverrideCatalog, overrideCatalog } from '../../shared/i18n/override-rules';

const LOCALES = ['en', 'nl', 'ro'] as const;

let catalog: Promise<OverrideCatalog> | undefined;

/**
 * Which translation keys a portal may override and the argument and tag names each may use
 * (issue 20): read from the translation bundles this build ships. They are files of the build,
 * the same in every instance, so reading them once per process cannot go stale.
 */
export function messageCatalog(): Promise<OverrideCatalog> {
  catalog ??= Promise.all(LOCALES.map((locale) => loadMessages(locale))).then((bundles) =>
    overrideCatalog(...bundles),
  );
  return catalog;
}
