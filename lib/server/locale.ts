import 'server-only';
import { cache } from 'react';
import { type Locale, resolveLocale } from '@/lib/i18n/locales';
import { getMe } from './me';
import { getRequestContext } from './request-context';

export interface UiLanguage {
  locale: Locale;
  overrides: string | null;
}

/** The request's UI language and the portal's overrides for it; tolerant of an unknown portal. */
export const getUiLanguage = cache(async (): Promise<UiLanguage> => {
  const context = await getRequestContext();
  const me = await getMe().catch(() => null);
  const portal = me?.me.portal;
  const languages = portal?.languages ?? [];
  const portalDefault = portal?.parameters?.find((p) => p.type === 'default_language')?.data
    ?.locale as string | undefined;
  const locale = resolveLocale({
    chosen: context.chosenLocale,
    accountLocale: me?.me.account?.locale,
    portalDefault,
    offered: languages.map((language) => language.locale),
  });
  const overrides = languages.find((language) => language.locale === locale)?.overrides ?? null;
  return { locale, overrides };
});
